import type { RuleTexts } from "../rule-text";
import type { LINK_RULES } from "./links";

export const LINK_TEXTS: RuleTexts<typeof LINK_RULES> = {
  "links/broken-internal": {
    title: "Kırık iç bağlantılar",
    why: "Bu sayfalar sitenizde artık açılmayan bir sayfaya bağlantı veriyor. Ziyaretçi hata sayfasına düşer, arama motoru da bağlantının değerini boşa harcar.",
    fix: "Bağlantıyı sayfanın yeni adresine güncelleyin ya da kaldırın; taşınan sayfalar için eski adresten 301 yönlendirme kurun.",
  },
  "links/to-redirect": {
    title: "Yönlendirilen adreslere verilen iç bağlantılar",
    why: "Bağlantı önce eski adrese, oradan yeni adrese gidiyor; her tıklamada fazladan bir istek yapılır ve sayfa daha geç açılır.",
    fix: "Sitedeki bağlantıları doğrudan son adrese güncelleyin; yönlendirmeyi dışarıdan gelen eski bağlantılar için bırakın.",
  },
  "links/nofollow-internal": {
    title: "Kendi sayfalarınıza nofollow bağlantı",
    why: "rel=\"nofollow\" arama motoruna bağlantıyı izlememesini söyler. Kendi sayfanıza verdiğinizde o sayfaya giden değeri kendiniz kesmiş olursunuz.",
    fix: "Site içi bağlantılardan rel=\"nofollow\" özniteliğini kaldırın; gizli kalması gereken sayfalar için noindex kullanın.",
  },
  "links/https-to-http": {
    title: "Güvenli sayfadan güvensiz (http) bağlantı",
    why: "HTTPS sayfanız kendi sitenizin http:// adresine bağlantı veriyor. Ziyaretçi güvensiz adrese gider ya da fazladan bir yönlendirme yaşar.",
    fix: "Site içi bağlantıların tümünü https:// ile başlayacak şekilde güncelleyin; en kolayı göreli bağlantılar (/hizmetler gibi) kullanmaktır.",
  },
  "links/dead-end": {
    title: "Başka sayfaya bağlantı vermeyen (çıkmaz) sayfalar",
    why: "Sayfada sitenizin başka bir sayfasına giden bağlantı yok; ziyaretçi burada kalır ya da siteden çıkar, arama motoru da taramaya devam edemez.",
    fix: "Sayfaya menü, ilgili hizmetler ya da bir iletişim bağlantısı ekleyin.",
  },
  "links/empty-anchor": {
    title: "Metni olmayan bağlantılar",
    why: "Metni olmayan bir bağlantı ekran okuyucularda yalnızca \"bağlantı\" diye okunur; arama motoru da bağlandığı sayfanın neyle ilgili olduğunu anlayamaz.",
    fix: "Bağlantıya ne olduğunu anlatan bir metin yazın; simge veya görsel bağlantılara alt metin ya da aria-label ekleyin.",
  },
  "links/too-many": {
    title: "Sayfada çok fazla bağlantı var",
    why: "Yüzlerce bağlantı, ziyaretçinin önemli olanı bulmasını zorlaştırır ve sayfanın bağlantı değerini çok sayıda hedefe böler.",
    fix: "Menüyü sadeleştirin, uzun listeleri kategori sayfalarına bölün ve sayfada gerçekten gerekli bağlantıları bırakın.",
  },
};
