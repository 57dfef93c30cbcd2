import type { RuleTexts } from "../rule-text";
import type { URL_RULES } from "./url";

const CANONICAL_TOOL = "/seo-araclari/canonical-uretici";

export const URL_TEXTS: RuleTexts<typeof URL_RULES> = {
  "url/too-long": {
    title: "Sayfa adresi çok uzun",
    why: "Uzun adresler arama sonuçlarında kesilir, paylaşılırken bozulur ve akılda kalmaz. Adresteki kelimeler sayfanın konusunu anlatır; çok sayıda kelime bu etkiyi dağıtır.",
    fix: "Adresi sayfanın konusunu anlatan üç beş kelimeye indirin (ör. /hizmetler/web-tasarim). Adresi değiştirirseniz eski adresi yenisine 301 ile yönlendirmeyi unutmayın.",
  },
  "url/uppercase": {
    title: "Sayfa adresinde büyük harf var",
    why: "Sunucuların çoğu adreslerde büyük ve küçük harfi ayırır: /Hizmetler ile /hizmetler iki ayrı sayfa sayılabilir. Bu, aynı içeriğin iki adreste görünmesine ve bağlantı değerinin bölünmesine yol açar; elle yazılan adreslerde de hata çıkarır.",
    fix: "Adresleri küçük harfle kullanın ve büyük harfli eski adresleri küçük harfli olanlara 301 ile yönlendirin.",
  },
  "url/underscores": {
    title: "Sayfa adresinde alt çizgi (_) var",
    why: "Google, adresteki kelimeleri ayırmak için alt çizgi yerine tire (-) kullanılmasını önerir; alt çizgiyle birleşen kelimeler tek kelime gibi okunabilir.",
    fix: "Yeni sayfalarda kelimeleri tireyle ayırın (ör. /web-tasarim). Mevcut adresleri değiştirecekseniz eskilerini yenilerine 301 ile yönlendirin.",
  },
  "url/spaces": {
    title: "Sayfa adresinde boşluk var (%20)",
    why: "Adresteki boşluklar %20 olarak görünür; adres okunaksızlaşır, kopyalanıp paylaşılırken kolayca bozulur.",
    fix: "Boşluk yerine tire (-) kullanın; genellikle dosya ya da sayfa adındaki boşluklardan kaynaklanır. Eski adresi yenisine 301 ile yönlendirin.",
  },
  "url/double-slash": {
    title: "Sayfa adresinde çift eğik çizgi (//) var",
    why: "Adresin içindeki // çoğu zaman bir şablon ya da bağlantı hatasıdır; aynı sayfa iki ayrı adreste açılır ve arama motorları bunları ayrı sayfa sayabilir.",
    fix: "Bağlantıları üreten şablonu ya da menü ayarını düzeltin; çift eğik çizgili adresleri tek çizgili olana 301 ile yönlendirin.",
  },
  "url/session-id": {
    title: "Sayfa adresinde oturum kimliği var",
    why: "Oturum kimliği her ziyaretçide değiştiği için aynı sayfa sayısız farklı adreste görünür. Arama motorları bu adresleri tek tek taramaya çalışır ve asıl sayfaları gözden kaçırabilir; adresi paylaşan kişi de oturumunu paylaşmış olur.",
    fix: "Oturumu adres yerine çerezle tutun; yazılımınızın ayarlarından adrese oturum kimliği ekleme seçeneğini kapatmasını geliştiricinizden isteyin.",
  },
  "url/query-parameters": {
    title: "Parametreli adresler ayrı sayfa olarak dizine açık",
    why: "?renk=mavi ya da ?utm_source=... gibi parametrelerle açılan adres, kendi kendisini canonical olarak gösterdiği için ayrı bir sayfa gibi dizine girebilir. Aynı içerik birçok adreste görünür ve sıralama gücü bölünür.",
    fix: "Bu sayfalarda canonical etiketini parametresiz asıl adrese yönlendirin ya da sayfa gerçekten ayrıysa parametresiz, okunur bir adres verin. Canonical aracımız etiketi sizin için hazırlar.",
    tool: CANONICAL_TOOL,
  },
  "url/internal-tracking-parameters": {
    title: "Site içi bağlantılarda kampanya etiketi (UTM) var",
    why: "UTM etiketleri başka sitelerden ve reklamlardan gelen ziyaretçiyi ölçmek içindir. Kendi sayfalarınız arasındaki bağlantıda kullanıldığında Google Analytics yeni bir ziyaret başlatır ve ziyaretçinin gerçek kaynağını (reklam, arama) siler; raporlarınız yanlış olur.",
    fix: "Site içi bağlantılardan utm_ ile başlayan parametreleri kaldırın. Site içi tıklamaları ölçmek için Google Analytics'in etkinlik (event) ölçümünü kullanın.",
  },
  "url/link-form-drift": {
    title: "Aynı sayfaya farklı yazılışlarla bağlantı veriliyor",
    why: "Sitenizin bağlantıları aynı sayfayı birden fazla adresle gösteriyor: sonda eğik çizgili ve çizgisiz (/hizmetler ve /hizmetler/), www'li ve www'siz, büyük ve küçük harfli ya da sayfanın kendi canonical adresinden farklı biçimde. Arama motorları bunları ayrı sayfalar olarak tarayabilir; sayfanın bağlantı değeri bölünür ve istatistikleriniz iki adrese dağılır.",
    fix: "Her sayfa için tek bir adres biçimi seçin (genellikle canonical etiketindeki adres) ve menü, içerik ve şablonlardaki bağlantıları bu biçime göre düzeltin. Ayrıntıda sayfanın tercih edilen adresi ve sitenizde kullanılan diğer yazılışları görürsünüz; diğer biçimleri tercih edilen adrese 301 ile yönlendirmek de iyi olur.",
    tool: CANONICAL_TOOL,
  },
};
