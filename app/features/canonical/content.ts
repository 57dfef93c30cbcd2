import type { ToolGuide } from "~/site/tool-article-types";
import type { ToolArticle } from "~/site/tool-article-types";

/** How-to and FAQ of the canonical generator (/seo-araclari/canonical-uretici). */
export const canonicalGuide: ToolGuide = {
  steps: [
    "Sayfa URL'si alanına etiketi ekleyeceğiniz sayfanın tam adresini yazın (https:// ile başlayarak).",
    'Canonical URL alanına o içeriğin asıl, dizine eklenmesini istediğiniz adresini yazın; sayfa kendisinin asıl sürümüyse "Sayfa URL\'sini kopyala" düğmesini kullanın.',
    "Aynı işlemi diğer sayfalar için tekrarlayın; kırmızı çerçeveli alanları düzeltin, yeşil onay işareti adresin geçerli olduğunu gösterir.",
    "Kontroller bölümündeki uyarıları okuyun: ana sayfaya veya başka alan adına işaret eden canonical'lar çoğu zaman hatadır.",
    "Etiketleri kopyalayın ya da canonical-tags.html olarak indirin ve her etiketi, yorum satırında adı geçen sayfanın <head> bölümüne ekleyin.",
  ],
  faq: [
    {
      question: "Her sayfaya canonical etiketi eklemeli miyim?",
      answer:
        "Evet, önerilen uygulama budur. Kopyası olmayan bir sayfa kendi adresini canonical olarak gösterir (kendine referans veren canonical). Böylece sayfanıza UTM veya sıralama parametreli bağlantılar verildiğinde de Google hangi adresin asıl olduğunu bilir.",
    },
    {
      question: "Canonical etiketi mi kullanmalıyım, 301 yönlendirme mi?",
      answer:
        "Eski adresin artık ziyaretçiye gösterilmesine gerek yoksa (adres değişikliği, http'den https'e geçiş, www birleştirme) 301 yönlendirme kullanın. Her iki adres de kullanıcılar için erişilebilir kalmalıysa (filtreli liste, yazdırma sürümü, kampanya parametreli adres) canonical etiketi kullanın.",
    },
    {
      question: "Google canonical etiketime neden uymuyor?",
      answer:
        "Canonical bir komut değil, güçlü bir ipucudur. Google; yönlendirmeleri, iç bağlantıları, sitemap'i, HTTPS'i ve sayfaların gerçekten aynı olup olmadığını birlikte değerlendirir. İç bağlantılarınız başka bir adrese gidiyorsa veya iki sayfanın içeriği belirgin biçimde farklıysa Google başka bir adresi seçebilir. Search Console'daki URL Denetimi aracı hangi adresi seçtiğini gösterir.",
    },
    {
      question: "Canonical adresi göreli (/sayfa) yazabilir miyim?",
      answer:
        "Teknik olarak mümkün ama önerilmez. Göreli adres, sitenin test sunucusunda veya farklı bir protokolde açılan kopyasında yanlış adrese çözülebilir. Bu araç bu yüzden yalnızca https:// veya http:// ile başlayan tam adresleri kabul eder.",
    },
    {
      question: "Sayfalamada 2. sayfanın canonical'ı 1. sayfa mı olmalı?",
      answer:
        "Hayır. Her sayfalama sayfası farklı ürünler veya yazılar listeler, bu yüzden her biri kendi adresini canonical olarak göstermelidir. 2. ve sonraki sayfaları 1. sayfaya yönlendiren canonical, o sayfalardaki içeriğin keşfedilmesini zorlaştırır.",
    },
  ],
};

export const CANONICAL_TEXT = {
  entriesTitle: "Sayfalar",
  /** Legend of the n-th row (1-based). */
  rowLegend: (position: number) => `${position}. sayfa`,
  pageUrlLabel: "Sayfa URL'si",
  pageUrlPlaceholder: "https://www.ornek.com/urunler?renk=siyah",
  canonicalUrlLabel: "Canonical URL",
  canonicalUrlPlaceholder: "https://www.ornek.com/urunler",
  copyPageUrl: "Sayfa URL'sini kopyala",
  copyPageUrlHint: "Canonical alanı boşken sayfa adresini oraya kopyalar.",
  validUrl: "Geçerli URL",
  addEntry: "Sayfa ekle",
  removeEntry: "Satırı kaldır",
  outputLabel: "Canonical etiketleri",
  outputEmpty: "Geçerli sayfa ve canonical adreslerini girdiğinizde etiketler burada oluşur.",
  checksTitle: "Kontroller",
  checksIntro: "Lighthouse'un canonical denetimindeki kurallara göre:",
  noWarnings: "Sorun bulunamadı.",
  checksEmpty: "Geçerli sayfa ve canonical adresleri girdiğinizde kontroller burada görünür.",
} as const;

/**
 * The live check panel's title and introduction: on the page from the start, while the panel
 * itself (and the rest of its texts, ./live.content.ts) loads lazily.
 */
export const CANONICAL_LIVE_PANEL_TEXT = {
  title: "Canlı kontrol",
  intro:
    "Sitenizdeki sayfaları gerçekten isteyip canonical sinyallerini karşılaştırır: HTML etiketi, Link başlığı, og:url, yönlendirmeler, noindex, canonical hedefinin durumu ve kampanya parametreli adresin davranışı.",
} as const;

/** The long article under the tool: what a canonical is and how to use it well. */
export const canonicalArticle: ToolArticle = {
  title: "Canonical etiketi rehberi: kopya içeriği doğru yönetmek",
  intro: [
    "Bir e-ticaret sitesinde aynı ürün sayfası çoğu zaman onlarca farklı adresten açılır: renk filtresiyle, sıralama parametresiyle, kampanya etiketleriyle, www ile ve www olmadan. Ziyaretçi için bunların hepsi aynı sayfadır, ama arama motoru için her biri ayrı bir adres, yani potansiyel bir kopyadır. Canonical etiketi, bu kopyalar arasından hangisinin asıl sürüm olduğunu arama motorlarına söylemenin en yaygın yoludur.",
    "Bu rehberde canonical etiketinin ne olduğunu, ne zaman ve nasıl kullanılacağını, 301 yönlendirme ve noindex ile farkını, sık yapılan hataları ve Google'ın etiketinizi dikkate alıp almadığını nasıl kontrol edeceğinizi anlatıyoruz.",
  ],
  sections: [
    {
      heading: "Canonical etiketi nedir?",
      paragraphs: [
        'Canonical etiketi, sayfanın HTML kodundaki <head> bölümüne eklenen ve o içeriğin tercih edilen adresini belirten bir bağlantı öğesidir. Türkçe kaynaklarda "standart URL" olarak da geçer; Google Search Console arayüzünde de "standart" kelimesiyle karşılaşırsınız.',
      ],
      code: {
        label: "Canonical etiketinin HTML'deki biçimi:",
        text: '<link rel="canonical" href="https://www.ornek.com/urunler/deri-canta">',
      },
      after: [
        'Bu satır şunu söyler: "Bu sayfanın içeriği https://www.ornek.com/urunler/deri-canta adresindekiyle aynıdır; arama sonuçlarında o adresi göster ve sinyalleri orada topla." Kopya sayfalara gelen bağlantıların değeri de büyük ölçüde asıl adrese aktarılır, böylece sıralama gücünüz onlarca adrese bölünmez.',
      ],
    },
    {
      heading: "Ne zaman kullanılır?",
      paragraphs: [
        "Aynı veya neredeyse aynı içeriğe birden fazla adresten ulaşılabiliyorsa canonical etiketine ihtiyacınız vardır. En sık karşılaşılan durumlar şunlardır:",
      ],
      bullets: [
        "Sıralama ve filtre parametreleri: /ayakkabi?siralama=fiyat ve /ayakkabi?renk=siyah gibi adresler aynı listenin farklı görünümleridir.",
        "Kampanya ve takip parametreleri: utm_source, gclid, fbclid gibi parametreler içeriği değiştirmez ama yeni bir adres oluşturur.",
        "Birden fazla kategoride yer alan ürünler: /erkek/canta/deri-canta ve /indirim/deri-canta aynı ürünü gösteriyorsa biri asıl seçilmelidir.",
        "Yazdırma sürümleri, AMP sayfaları veya mobil için ayrı (m.) alan adları.",
        "Büyük-küçük harf veya sondaki eğik çizgi farkı gibi sunucunun aynı içerikle yanıt verdiği adres varyasyonları.",
      ],
    },
    {
      heading: "Kendine referans veren canonical",
      paragraphs: [
        'Kopyası olmayan bir sayfa da canonical etiketi taşımalı ve kendi adresini göstermelidir. Buna kendine referans veren (self-referencing) canonical denir. Gereksiz görünebilir ama önemli bir koruma sağlar: Bir reklam kampanyası sayfanıza ?utm_source=instagram ekli bir bağlantı verdiğinde ya da başka bir site adresinizi parametreyle paylaştığında, o adresteki sayfa da "asıl adresim parametresiz olandır" der.',
        'Kendine referans veren canonical, sayfanın dizine eklenmesini engellemez ve hiçbir sinyal kaybına yol açmaz. Google temsilcileri de bunu iyi bir uygulama olarak önerir. Bu aracın her satırındaki "Sayfa URL\'sini kopyala" düğmesi tam da bu durum içindir.',
      ],
    },
    {
      heading: "Canonical, 301 yönlendirme ve noindex farkı",
      paragraphs: [
        "Bu üç yöntem sık karıştırılır, çünkü üçü de bir adresin arama sonuçlarında görünmesini etkiler. Aralarındaki fark, ziyaretçiye ve arama motoruna ne söylediklerindedir:",
      ],
      bullets: [
        "301 yönlendirme: Eski adres artık yok, ziyaretçi ve arama motoru yeni adrese gönderilir. Adres değişikliği, http'den https'e geçiş ve www ile www olmayan sürümlerin birleştirilmesi için doğru araçtır ve en güçlü sinyaldir.",
        "Canonical etiketi: Her iki adres de ziyaretçiler için açık kalır, ama arama motoruna hangisinin asıl olduğu söylenir. Filtreli listeler, kampanya parametreleri ve farklı kategorilerden ulaşılan ürünler için uygundur.",
        "Noindex: Sayfa arama sonuçlarında hiç görünmesin demektir; sinyalleri başka bir adrese aktarmaz. Site içi arama sonuçları, teşekkür sayfaları veya üye paneli gibi aranmasını istemediğiniz sayfalar için kullanılır.",
      ],
      after: [
        "Kopya sayfalar için noindex kullanmak yaygın bir hatadır: Sayfa dizinden çıkar ama ona gelen bağlantıların değeri asıl sayfaya aktarılmaz. Aynı sayfada hem noindex hem de başka bir adrese işaret eden canonical kullanmak ise çelişkili bir mesajdır; Google hangisine uyacağını kendisi seçer. Canonicalleştirme için robots.txt ile engelleme de kullanmayın: Engellenen sayfayı tarayamayan Google, o sayfadaki canonical etiketini de göremez.",
      ],
    },
    {
      heading: "Parametreli adresler ve UTM etiketleri",
      paragraphs: [
        "Google Search Console'daki eski URL parametreleri aracı 2022'de kaldırıldı; parametreli adresleri yönetmenin yolu artık canonical etiketi ve temiz bir iç bağlantı yapısıdır. Kampanya bağlantılarınıza eklediğiniz utm_source, utm_medium ve utm_campaign parametreleri sayfa içeriğini değiştirmez, bu yüzden bu adreslerdeki sayfa parametresiz adresi canonical olarak göstermelidir. Sayfanız zaten kendine referans veren canonical taşıyorsa bu kendiliğinden olur, çünkü etiket her zaman parametresiz adresi yazar.",
        'Filtre ve sıralama parametrelerinde karar biraz daha ince verilmelidir. Sıralama (?siralama=fiyat) içeriği değiştirmez, canonical parametresiz listeye gitmelidir. Ancak "siyah deri çanta" gibi kendi başına aranan bir filtre kombinasyonu için ayrı bir sayfa oluşturmak ve ona kendi canonical\'ını vermek daha iyi bir stratejidir. İç bağlantılarınızda UTM parametresi kullanmayın: Site içi bağlantılar canonical ile çelişen sinyal üretir ve analitik verilerinizi bozar.',
      ],
    },
    {
      heading: "Sayfalama (pagination)",
      paragraphs: [
        "Blog arşivleri ve kategori listeleri genellikle /blog?sayfa=2, /blog?sayfa=3 gibi sayfalara bölünür. Eskiden sık yapılan bir uygulama, tüm bu sayfaların canonical'ını ilk sayfaya vermekti. Bu yanlıştır: 2. sayfada listelenen yazılar 1. sayfada yoktur, yani sayfalar birbirinin kopyası değildir. Google bu durumda ya canonical'ınızı yok sayar ya da derin sayfalardaki içeriği daha zor keşfeder.",
        'Doğru uygulama, her sayfalama sayfasının kendi adresini canonical olarak göstermesidir. Google, rel="next" ve rel="prev" etiketlerini 2019\'dan beri dizine ekleme sinyali olarak kullanmadığını açıkladı; bu etiketler zarar vermez ama yerine normal, taranabilir sayfalama bağlantıları sunmanız gerekir. Tüm içeriği tek sayfada gösteren bir "tümünü görüntüle" sayfanız varsa ve hızlı açılıyorsa, sayfalama sayfalarının canonical\'ını o sayfaya vermek ise kabul edilen bir istisnadır.',
      ],
    },
    {
      heading: "Alan adları arası (cross-domain) canonical",
      paragraphs: [
        "Canonical etiketi başka bir alan adını da gösterebilir. Aynı ürün kataloğunu iki farklı alan adında yayınlıyorsanız veya bir yazıyı kendi sitenizden başka bir sitenize taşıdıysanız, kopya sayfanın canonical'ını asıl alan adındaki sayfaya vermek doğru bir yöntemdir.",
        "İçeriğinizi başka yayıncılarla paylaştığınız (sendikasyon) durumlar için Google'ın güncel önerisi daha temkinlidir: Yayıncının sayfası genellikle sizinkinden farklı öğeler (menü, yorumlar, başka yazılar) içerdiği için canonical her zaman dikkate alınmayabilir. Kopyanın sizin yerinize sıralanmasını kesin olarak önlemek istiyorsanız, yayıncıdan o sayfayı noindex ile dizin dışı bırakmasını isteyin. Bu araç, başka alan adına işaret eden canonical'larda sizi uyarır; çünkü test sunucusunun veya eski alan adının canonical'da unutulması da sık görülen bir hatadır.",
      ],
    },
    {
      heading: "PDF ve diğer dosyalar için HTTP başlığıyla canonical",
      paragraphs: [
        "PDF, Word veya görsel dosyalarının bir <head> bölümü yoktur, bu yüzden canonical etiketi HTML'e eklenemez. Böyle dosyalar için canonical, sunucunun yanıtına eklenen HTTP Link başlığıyla bildirilir. Örneğin aynı broşürün bir HTML sürümü ve bir PDF sürümü varsa, PDF yanıtı HTML sayfasını canonical olarak gösterebilir:",
      ],
      code: {
        label: "PDF dosyasının HTTP yanıtındaki canonical başlığı:",
        text: 'Link: <https://www.ornek.com/brosur>; rel="canonical"',
      },
      after: [
        "Bu başlığı Apache'de .htaccess dosyasında Header yönergesiyle, Nginx'te add_header yönergesiyle ilgili dosya yolları için ekleyebilirsiniz. HTML sayfalarında aynı sayfa için hem başlıkla hem de etiketle farklı canonical bildirmeyin; iki sinyal çelişirse Google ikisini de yok sayabilir.",
      ],
    },
    {
      heading: "Sık yapılan hatalar",
      paragraphs: [
        "Canonical etiketi basit görünür ama yanlış kullanıldığında sayfaların dizinden düşmesine yol açabilir. Site denetimlerinde en sık karşılaştığımız hatalar şunlardır:",
      ],
      bullets: [
        "Tüm sayfaların canonical'ının ana sayfayı göstermesi: Genellikle bir tema veya eklenti ayarından kaynaklanır; Google iç sayfaları ana sayfanın kopyası sayar. Lighthouse bu hatayı ayrıca işaretler.",
        "Aynı sayfada birden fazla canonical: Tema ve SEO eklentisi aynı anda etiket eklediğinde görülür. Farklı adresler gösteren birden fazla canonical varsa Google büyük olasılıkla hepsini yok sayar.",
        'Göreli veya hatalı adres: href="urun/canta" gibi eğik çizgisiz göreli adresler yanlış bir adrese çözülür; https yerine http veya yanlış yazılmış alan adı da sık görülür.',
        "Canonical'ın yönlendirme yapan, 404 veren veya noindex taşıyan bir sayfayı göstermesi: Asıl adres, 200 durum koduyla açılan ve dizine eklenebilir bir sayfa olmalıdır.",
        "Canonical'ın <body> içinde olması: Google yalnızca <head> içindeki canonical'ı okur. <head> bölümüne yanlışlıkla eklenen bir görsel veya iframe bölümü erkenden kapatıp etiketin yok sayılmasına neden olabilir.",
        "Dil sürümlerinin canonical'ını tek bir dile vermek: Hreflang kullanan bir sitede İngilizce sayfa Türkçe sayfayı canonical göstermemeli; her dil sürümü kendi adresini göstermelidir.",
        "Sitemap ile çelişmek: Sitemap'e yalnızca canonical adresleri ekleyin; canonical'ı başka yere işaret eden adresleri sitemap'te listelemek karışık sinyal verir.",
      ],
    },
    {
      heading: "Google canonical'ı bir ipucu olarak değerlendirir",
      paragraphs: [
        "Canonical etiketi bir komut değil, güçlü bir ipucudur. Google bir grup kopya sayfa arasından asıl adresi seçerken canonical etiketinin yanında başka sinyallere de bakar: 301 yönlendirmeler, sitemap'te hangi adresin listelendiği, iç bağlantıların hangi adrese gittiği, sayfanın HTTPS ile sunulup sunulmadığı ve hreflang ilişkileri. Bu sinyaller aynı yönü gösterdiğinde canonical'ınız neredeyse her zaman kabul edilir.",
        "Sinyaller çeliştiğinde ise Google kendi seçimini yapar. Örneğin canonical'ı A adresine verip menüdeki tüm bağlantıları B adresine verdiyseniz ya da \"kopya\" dediğiniz sayfanın içeriği asıl sayfadan belirgin biçimde farklıysa, Google B'yi veya kopya sayfayı asıl kabul edebilir. Bu nedenle canonical etiketini tek başına bir çözüm değil, tutarlı bir site yapısının parçası olarak düşünün.",
      ],
    },
    {
      heading: "Search Console'da nasıl kontrol edilir?",
      paragraphs: [
        "Google'ın canonical'ınızı kabul edip etmediğini görmenin en güvenilir yolu Google Search Console'dur. Kontrol için şu adımları izleyin:",
      ],
      bullets: [
        'URL Denetimi aracına sayfa adresini yapıştırın ve "Sayfa dizine ekleme" ayrıntılarını açın. Burada "Kullanıcı tarafından belirtilen standart URL" ile "Google tarafından seçilen standart URL" yan yana görünür; ikisi aynıysa etiketiniz kabul edilmiştir.',
        "Sayfa dizine ekleme raporunda \"Kopya, Google kullanıcıdan farklı bir standart sayfa seçti\" satırını inceleyin. Bu listede çok sayıda önemli sayfa varsa iç bağlantılarınız, yönlendirmeleriniz ve sitemap'iniz canonical'larınızla çelişiyor olabilir.",
        '"Uygun standart etiketi içeren alternatif sayfa" satırı ise genellikle iyi haberdir: Bu adresler bilerek başka bir sayfayı canonical gösterdiği için dizine eklenmemiştir.',
        "Değişiklik yaptıktan sonra URL Denetimi'nde \"Canlı URL'yi test et\" ile etiketin sayfada göründüğünü doğrulayın ve gerekirse dizine eklenmesini isteyin.",
      ],
      after: [
        "Arayüzdeki ifadeler dil ayarına ve Search Console güncellemelerine göre küçük farklılıklar gösterebilir, ama kullanıcının belirttiği ve Google'ın seçtiği canonical ayrımı her zaman bulunur. Birkaç haftada bir bu raporlara göz atmak, bir tema güncellemesinin tüm canonical'larınızı bozduğu bir durumu erkenden yakalamanızı sağlar.",
      ],
    },
  ],
};
