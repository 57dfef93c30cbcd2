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
  "links/tel-invalid": {
    title: "Telefon bağlantısı aranabilir bir numara içermiyor",
    why: "Sayfadaki \"Hemen arayın\" gibi bir telefon bağlantısı (tel:) eksik ya da hatalı bir numaraya gidiyor. Telefondan dokunan ziyaretçi ya hiç arayamıyor ya da yanlış numarayı arıyor; en sıcak müşteri adayını kaybedersiniz.",
    fix: "Bağlantıdaki numarayı başında +90 ile ve 10 haneli olarak yazın: tel:+905321234567 (ya da tel:05321234567). Boşluk ve tire olabilir, ama alan kodu eksik olmamalı. 444'lü numaralar tel:4441234 biçiminde yazılır.",
  },
  "links/mailto-invalid": {
    title: "E-posta bağlantısı geçerli bir adres içermiyor",
    why: "Sayfadaki e-posta bağlantısı (mailto:) boş ya da hatalı bir adrese gidiyor (ör. uzantısı eksik, \"[at]\" ile yazılmış). Tıklayan ziyaretçinin e-posta programı açılır ama mesaj size ulaşmaz.",
    fix: "Bağlantıyı mailto:info@alanadiniz.com.tr biçiminde, adresin tamamıyla yazın. Adresi spam botlarından gizlemek istiyorsanız bağlantıyı bozmak yerine sitenizdeki iletişim formunu kullanın.",
  },
  "links/whatsapp-invalid": {
    title: "WhatsApp bağlantısındaki numara hatalı yazılmış",
    why: "WhatsApp bağlantısı (wa.me) numarayı yalnızca uluslararası biçimde ve sadece rakamla tanır. Başında 0 ya da +, içinde boşluk ya da tire olan veya ülke kodu (90) eksik bir numarada WhatsApp \"bu numara WhatsApp'ta yok\" der ve ziyaretçi size yazamaz.",
    fix: "Bağlantıyı https://wa.me/905321234567 biçiminde yazın: önce 90, sonra başındaki 0 olmadan 10 haneli numara; boşluk, tire, parantez ve + olmadan. Bağlantıyı yazdıktan sonra telefonunuzdan bir kez tıklayıp deneyin.",
  },
  "links/phone-not-tappable": {
    title: "Telefon numarası var ama dokunarak aranamıyor",
    why: "Sayfada telefon numaranız yazıyor ama tıklanabilir bir arama bağlantısı yok. Ziyaretçilerin çoğu sitenize telefondan gelir; numarayı ezberleyip ya da kopyalayıp aramak yerine çoğu vazgeçer. iPhone bazı numaraları kendiliğinden tanısa da Android telefonlar tanımaz.",
    fix: "Numarayı arama bağlantısı yapın: <a href=\"tel:+902125551234\">0212 555 12 34</a>. WordPress'te metni seçip bağlantı ekle düğmesine tel:+902125551234 yazmanız yeter; sayfa düzenleyicilerin çoğunda \"telefon\" ya da \"ara\" düğmesi de vardır.",
  },
};
