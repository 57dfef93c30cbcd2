import type { ToolGuide } from "~/site/tool-article-types";
import type { ToolArticle } from "~/site/tool-article-types";
import { formatNumber } from "~/shared/format";

/** How-to and FAQ of the keyword clustering tool (/seo-araclari/kelime-gruplayici). */
export const keywordClusteringGuide: ToolGuide = {
  steps: [
    "Anahtar kelime araştırmanızı (Search Console, Google Ads Anahtar Kelime Planlayıcı veya bir SEO aracından) her satıra bir kelime gelecek biçimde yapıştırın.",
    "Gruplama yöntemini seçin; emin değilseniz “Benzerlik” ile başlayın.",
    "Minimum grup büyüklüğünü ve en fazla kaç grup görmek istediğinizi belirleyin, ardından “Grupla” deyin.",
    "Grupları inceleyin: her grup bir sayfa, ana kelime o sayfanın odak kelimesi adayıdır.",
    "Grupları tek tek veya tümüyle kopyalayın ya da keyword-clusters.txt raporu olarak indirin.",
  ],
  faq: [
    {
      question: "Listem sunucuya gönderiliyor mu?",
      answer:
        "Hayır. Gruplama tamamen tarayıcınızda, sayfayı dondurmamak için ayrı bir arka plan iş parçacığında (Web Worker) çalışır. Anahtar kelime listeniz hiçbir sunucuya gönderilmez ve saklanmaz.",
    },
    {
      question: "Kaç anahtar kelimeyi aynı anda gruplayabilirim?",
      answer:
        "Sınır koymuyoruz. Araç on binlerce satırı bile birkaç saniyede gruplar; çok büyük listelerde ilerleme çubuğu ne kadar kaldığını gösterir. Aynı kelime birden fazla kez yazılmışsa veya yalnızca büyük/küçük harf farkı varsa bir kez sayılır.",
    },
    {
      question: "Zorluk derecesi gerçek rekabet verisine mi dayanıyor?",
      answer:
        "Hayır, bir tahmindir. Arama hacmi veya rakip verisi kullanmaz; ana kelimenin kaç kelimeden oluştuğuna, gruptaki ifadelerin ortalama uzunluğuna ve grubun büyüklüğüne bakar. Önceliklendirme için iyi bir başlangıçtır, ancak önemli kararlardan önce Search Console veya bir SEO aracındaki rekabet verisiyle doğrulayın.",
    },
    {
      question: "Hangi gruplama yöntemini seçmeliyim?",
      answer:
        "Çoğu liste için “Benzerlik” en dengeli sonucu verir. Tüm listeyi birkaç ana konuya ayırmak istiyorsanız “Ortak Kelimeler”, aynı aramanın farklı sıralanmış hâllerini bulmak için “Tam Eşleşme”, bir ana ifadenin bütün uzun kuyruklu türevlerini görmek için “İfade Eşleşmesi” daha uygundur.",
    },
    {
      question: "Bazı kelimeler neden hiçbir gruba girmedi?",
      answer:
        "Bir kelime, seçtiğiniz yönteme göre yeterince benzer başka kelime bulamadıysa veya oluşan grup minimum grup büyüklüğünden küçük kaldıysa gruplanmaz. Ayrıca en büyük gruplar önce gösterilir; maksimum grup sayısını aşan küçük gruplar da rapordaki “Gruplanmayan anahtar kelimeler” bölümüne düşer.",
    },
    {
      question: "Aynı sonucu tekrar alabilir miyim?",
      answer:
        "Evet. Araç kural tabanlı ve belirlenimcidir: aynı liste, satırların sırası değişse bile aynı ayarlarla her zaman aynı grupları ve aynı zorluk tahminlerini verir. Bu sayede raporları ekibinizle paylaşıp karşılaştırabilirsiniz.",
    },
  ],
};

/** Labels and texts of the clustering screen that are not in the logic module. */
export const KEYWORD_CLUSTER_TEXT = {
  formTitle: "Anahtar kelime listesi",
  formLabel: "Anahtar kelime gruplama formu",
  keywordsLabel: "Anahtar kelimeler (her satıra bir kelime)",
  keywordsPlaceholder: "web tasarım\nweb tasarım fiyatları\nkurumsal web tasarım\nseo ajansı\nseo fiyatları",
  lineCount: (n: number) => `${formatNumber(n)} satır`,
  loadSample: "Örnek liste yükle",
  clear: "Temizle",
  methodLabel: "Gruplama yöntemi",
  minGroupLabel: "Minimum grup büyüklüğü",
  maxGroupsLabel: "Maksimum grup sayısı",
  keywordsUnit: "kelime",
  groupsUnit: "grup",
  submit: "Grupla",
  running: "Gruplanıyor...",
  cancel: "Durdur",
  cancelled: "Gruplama durduruldu.",
  progressLabel: "Gruplama ilerlemesi",
  progress: (done: number, total: number) =>
    `${formatNumber(done)} / ${formatNumber(total)} anahtar kelime işlendi`,
  resultsTitle: "Gruplar",
  resultsEmpty: "Listenizi girip “Grupla” dediğinizde gruplar burada görünür.",
  noGroups: "Bu ayarlarla grup oluşmadı. Minimum grup büyüklüğünü düşürmeyi veya başka bir yöntem denemeyi düşünün.",
  summary: (total: number, clustered: number, unclustered: number) =>
    `${formatNumber(total)} benzersiz anahtar kelimeden ${formatNumber(clustered)} tanesi gruplandı, ${formatNumber(unclustered)} tanesi gruba girmedi.`,
  copyAll: "Tümünü kopyala",
  download: "keyword-clusters.txt indir",
  downloadSuccess: "keyword-clusters.txt dosyası indirildi!",
  groupHeading: (id: number) => `Grup ${id}`,
  difficulty: "Zorluk (tahmini)",
  keywordCount: (n: number) => `${formatNumber(n)} anahtar kelime`,
  copyWords: "Sadece kelimeleri kopyala",
  copyDetailed: "Detaylı kopyala",
  keywordListLabel: (main: string) => `“${main}” grubundaki anahtar kelimeler`,
  unclusteredTitle: (n: number) => `Gruplanmayan anahtar kelimeler (${formatNumber(n)})`,
} as const;


/** Loaded by "Örnek liste yükle": a small keyword research export for a web design agency. */
export const SAMPLE_KEYWORDS: readonly string[] = [
  "web tasarım",
  "web tasarım fiyatları",
  "kurumsal web tasarım",
  "web tasarım ajansı",
  "istanbul web tasarım",
  "web sitesi yaptırmak",
  "web sitesi fiyatları",
  "e-ticaret sitesi kurmak",
  "e-ticaret sitesi fiyatları",
  "seo nedir",
  "seo fiyatları",
  "seo ajansı",
  "yerel seo",
  "google ads reklam",
  "google ads fiyatları",
  "google ads ajansı",
];

/**
 * What the idle-time warm-up run clusters, so the worker is ready for the first click: about a
 * thousand keywords made of the sample's, enough for the engine to optimise the clustering code
 * (a two-word warm-up left the first 2,000-keyword run unoptimised: 400-700 ms instead of ~150 ms
 * in Node on a busy machine, docs/decisions/043). Built when asked for, not when the module loads.
 */
export function warmUpKeywords(): string {
  const heads = SAMPLE_KEYWORDS.slice(0, 4);
  return SAMPLE_KEYWORDS.flatMap((first) => SAMPLE_KEYWORDS.flatMap((second) => heads.map((head) => `${first} ${second} ${head}`))).join("\n");
}

export interface WorkedExampleGroup {
  mainKeyword: string;
  keywords: readonly string[];
  difficulty: string;
}

/**
 * The article's worked example: SAMPLE_KEYWORDS grouped with the default settings (similarity, at
 * least 2, at most 10 groups). keyword-clustering.test.ts checks it against the real tool.
 */
export const WORKED_EXAMPLE: { groups: readonly WorkedExampleGroup[]; unclustered: readonly string[] } = {
  groups: [
    {
      mainKeyword: "web tasarım",
      keywords: ["web tasarım", "istanbul web tasarım", "kurumsal web tasarım", "web tasarım ajansı", "web tasarım fiyatları"],
      difficulty: "Zor",
    },
    {
      mainKeyword: "google ads fiyatları",
      keywords: ["google ads fiyatları", "google ads ajansı", "google ads reklam"],
      difficulty: "Orta",
    },
    {
      mainKeyword: "web sitesi fiyatları",
      keywords: ["web sitesi fiyatları", "e-ticaret sitesi fiyatları", "web sitesi yaptırmak"],
      difficulty: "Orta",
    },
    { mainKeyword: "seo fiyatları", keywords: ["seo fiyatları", "seo ajansı"], difficulty: "Zor" },
  ],
  unclustered: ["e-ticaret sitesi kurmak", "seo nedir", "yerel seo"],
};

const exampleLines = WORKED_EXAMPLE.groups.map(
  (group, index) => `Grup ${index + 1} – ${group.mainKeyword} (${group.difficulty}): ${group.keywords.join(", ")}`,
);

/** The long explanatory article under the tool (docs/requirements.md R2.7). */
export const keywordClusteringArticle: ToolArticle = {
  title: "Anahtar kelime gruplama rehberi",
  intro: [
    "Anahtar kelime araştırması çoğu zaman yüzlerce, bazen binlerce satırlık bir tabloyla biter. Bu tablo tek başına bir içerik planı değildir: hangi kelimelerin aynı sayfada, hangilerinin ayrı sayfalarda hedefleneceğine karar vermeden yazmaya başlamak, hem emeği hem de tarama bütçesini boşa harcar. Anahtar kelime gruplama, bu kararı sistemli ve tekrarlanabilir hâle getirir.",
    "Bu rehberde gruplamanın ne olduğunu, içerik planlaması ve anahtar kelime yamyamlığı açısından neden önemli olduğunu, araçtaki dört yöntemin nasıl çalıştığını, zorluk tahmininin nasıl okunacağını ve grupların nasıl sayfalara dönüştürüleceğini somut bir örnekle anlatıyoruz.",
  ],
  sections: [
    {
      heading: "Anahtar kelime gruplama nedir?",
      paragraphs: [
        "Anahtar kelime gruplama (keyword clustering), aynı arama niyetine hizmet eden ifadeleri bir araya toplama işidir. “web tasarım fiyatları”, “web tasarım ücretleri” ve “web sitesi yaptırmak kaç para” farklı kelimelerle yazılmış olsa da aynı soruyu sorar: Bir web sitesi bana kaça mal olur? Google bu aramaların çoğunda benzer sonuçları gösterir; dolayısıyla tek ve güçlü bir sayfa hepsinde görünebilir.",
        "Her grubun bir ana kelimesi vardır. Ana kelime grubu en iyi özetleyen, genellikle en kısa ve en genel ifadedir; sayfanın başlığında, H1'inde ve URL'sinde öne çıkarılacak odak kelimesi adayıdır. Gruptaki diğer ifadeler ise alt başlıklara, sık sorulan sorulara ve metnin doğal akışına yerleştirilir.",
      ],
    },
    {
      heading: "Neden önemli: içerik planlaması ve yamyamlık",
      paragraphs: [
        "Gruplamanın ilk faydası planlamadır. Bin satırlık bir liste, gruplandıktan sonra otuz-kırk sayfalık bir içerik takvimine dönüşür. Her grup için bir sayfa, her sayfa için bir ana kelime belirlendiğinde ekip neyi, hangi sırayla yazacağını bilir; editör ve yazar aynı dili konuşur.",
        "İkinci fayda anahtar kelime yamyamlığını (keyword cannibalization) önlemektir. Aynı niyete sahip iki ayrı sayfa yazdığınızda, örneğin bir “web tasarım fiyatları” blog yazısı ile bir “web tasarım ücretleri” hizmet sayfası, bu sayfalar aynı sorgu için birbiriyle yarışır. Google hangisini göstereceğine karar veremez, sıralama iki sayfa arasında gidip gelir ve bağlantı gücü ikiye bölünür. Sonuçta iki orta sayfa, tek bir güçlü sayfanın alacağı konumu alamaz.",
      ],
      bullets: [
        "Aynı gruptaki kelimeler için tek bir sayfa hedefleyin.",
        "Mevcut sitenizde aynı gruba hizmet eden birden fazla sayfa varsa bunları birleştirip eski adresleri 301 ile yönlendirin.",
        "Farklı gruplardaki sayfaları birbirine iç bağlantılarla bağlayarak konu bütünlüğünü (topical authority) güçlendirin.",
      ],
    },
    {
      heading: "Dört yöntem nasıl çalışır?",
      paragraphs: [
        "Araç, listeyi gruplamadan önce normalleştirir: her satırı Türkçe kurallarına göre küçük harfe çevirir (“İSTANBUL” → “istanbul”), fazla boşlukları siler ve tekrar eden satırları bir kez sayar. Ardından seçtiğiniz yönteme göre gruplar. Her yöntem belirlenimcidir; aynı liste aynı ayarlarla her zaman aynı sonucu verir.",
      ],
      bullets: [
        "Benzerlik: İki ifadenin benzerlik puanı üç ölçümün ağırlıklı toplamıdır: ortak kelime oranı (%40), yazım benzerliği yani düzenleme mesafesi (%30) ve ortak ardışık kelime dizisi (%30). Puanı 0,4 ve üzerindeki ifadeler benzer sayılır. Kısa ve genel ifadeler grup lideri olur, lidere benzeyen her ifade grubuna katılır. Çoğu liste için en dengeli yöntemdir.",
        "Ortak Kelimeler: “ve”, “nasıl”, “nedir” gibi bağlaç ve soru kelimelerini yok sayar; en çok ifadede geçen anlamlı kelimeyi bulur, o kelimeyi içeren bütün ifadeleri gruplar ve kalanlarla devam eder. Listeyi birkaç büyük konuya ayırmak için idealdir, ancak gruplar geniştir.",
        "Tam Eşleşme: Aynı kelimelerden oluşan ifadeleri kelime sırasına bakmadan gruplar; “seo istanbul” ile “istanbul seo” aynı gruba girer. Arama araçlarından gelen tekrarları ve sıralama farklarını temizlemek için kullanılır; bu yüzden genellikle az sayıda grup çıkarır.",
        "İfade Eşleşmesi: Bir ifadeyi, onu ardışık kelimeler hâlinde içeren daha uzun ifadelerle gruplar. “web tasarım”, “ucuz web tasarım fiyatları” ifadesinin içinde geçtiği için aynı gruba girer. Bir ana ifadenin bütün uzun kuyruklu türevlerini görmek için kullanışlıdır.",
      ],
      after: [
        "Minimum grup büyüklüğü, bir grubun gösterilmesi için gereken en az ifade sayısıdır. Maksimum grup sayısı ise en büyükten küçüğe sıralanan gruplardan kaç tanesinin gösterileceğini belirler. Bu sınırların dışında kalan ifadeler kaybolmaz; rapordaki “Gruplanmayan anahtar kelimeler” bölümünde listelenir.",
      ],
    },
    {
      heading: "Zorluk tahmini nasıl okunur?",
      paragraphs: [
        "Her grubun yanında Kolay, Orta, Zor veya Çok Zor etiketi görürsünüz. Bu değer bir tahmindir: arama hacmi ya da rakiplerin bağlantı profili gibi dış verilere dayanmaz. Bunun yerine SEO uzmanlarının yıllardır kullandığı üç pratik kurala bakar ve 0-100 arası bir puan üretir.",
        "Puan 30'un altındaysa Kolay, 50'nin altındaysa Orta, 70'in altındaysa Zor, daha yüksekse Çok Zor olarak gösterilir. Etiketi bir öncelik sinyali olarak okuyun: Kolay gruplar yeni bir site için hızlı kazanımlardır, Zor ve Çok Zor gruplar ise güçlü içerik, iç bağlantı ve zaman ister.",
      ],
      bullets: [
        "Ana kelimenin kelime sayısı (en güçlü etki): tek kelimelik genel ifadeler için rekabet yoğundur, dört kelimelik ifadeler için genellikle azdır.",
        "Gruptaki ifadelerin ortalama uzunluğu: uzun kuyruklu ifadelerden oluşan gruplar daha kolaydır.",
        "Grubun büyüklüğü: bir konunun çok sayıda varyasyonu varsa o konu büyük ve çekişmelidir.",
      ],
    },
    {
      heading: "Grupları sayfalara dönüştürmek",
      paragraphs: [
        "Gruplar hazır olduğunda her biri için bir sayfa kararı verin. Önce arama niyetine bakın: ana kelimeyi Google'da arayın ve ilk sayfadaki sonuçların türünü inceleyin. Sonuçlar hizmet sayfalarıysa hizmet sayfası, rehber yazılarıysa blog yazısı, ürün listeleriyse kategori sayfası hazırlayın.",
      ],
      bullets: [
        "Ana kelimeyi başlığa (title), H1'e ve kısa, okunur bir URL'ye yerleştirin.",
        "Gruptaki diğer ifadeleri H2 ve H3 başlıklarında, sık sorulan sorularda ve metnin içinde doğal biçimde kullanın.",
        "Soru biçimindeki ifadeleri (“nedir”, “nasıl yapılır”) sayfanın SSS bölümüne taşıyın.",
        "Her gruba tek bir sayfa atayın ve bu eşleşmeyi bir tabloda tutun; yeni içerik fikirlerini önce bu tabloyla karşılaştırın.",
        "Gruplanmayan ifadeleri gözden geçirin: bazıları ayrı bir blog yazısı, bazıları mevcut bir sayfanın alt başlığı olabilir.",
      ],
    },
    {
      heading: "Örnek: bir web ajansının anahtar kelime listesi",
      paragraphs: [
        "Aracın üstündeki “Örnek liste yükle” düğmesi, bir web ajansı için hazırlanmış 16 satırlık bir liste yükler: web tasarım, web sitesi, e-ticaret, SEO ve Google Ads ile ilgili aramalar. Varsayılan ayarlarla (Benzerlik, minimum 2, maksimum 10 grup) araç dört grup oluşturur:",
      ],
      bullets: exampleLines,
      after: [
        `Gruplanmayanlar: ${WORKED_EXAMPLE.unclustered.join(", ")}.`,
        "Sonucu okuyalım. “web tasarım” grubu, ajansın ana hizmet sayfasına dönüşür; şehir ve “kurumsal” varyasyonları alt başlık olur, “fiyatları” ise sayfadaki fiyat bölümünü besler. “google ads fiyatları” grubu Google Ads hizmet sayfasını anlatır. Üçüncü grup ilginçtir: “e-ticaret sitesi fiyatları” burada “web sitesi fiyatları” ile birleşmiştir. Araç kelimelere bakar, işinizi bilmez; e-ticaret paketleriniz ayrı satılıyorsa bu ifadeyi kendi sayfasına taşımak sizin kararınızdır.",
        "Gruplanmayan üç ifade de değerlidir. “seo nedir” bilgi arayan birinin sorusudur; hizmet sayfasına değil, bir blog yazısına aittir. “yerel seo” ayrı bir hizmet sayfası olabilir. Aynı listeyi Ortak Kelimeler yöntemiyle gruplarsanız “seo nedir”, “seo ajansı”, “seo fiyatları” ve “yerel seo” tek bir SEO grubunda toplanır: daha geniş, planlamanın ilk adımı için daha kaba bir görünüm. Yöntemleri karşılaştırmak, listenizin yapısını anlamanın en hızlı yoludur.",
      ],
    },
    {
      heading: "Sık yapılan hatalar",
      paragraphs: [
        "Gruplama bir karar destek aracıdır, kararın kendisi değildir. En sık gördüğümüz hatalar şunlardır:",
      ],
      bullets: [
        "Grupları kontrol etmeden sayfa açmak: benzer yazılan ama farklı niyet taşıyan ifadeler (“seo nedir” ve “seo ajansı”) aynı gruba düşebilir.",
        "Her ifade için ayrı sayfa yazmak: bu, yamyamlığın en yaygın nedenidir.",
        "Zorluk tahminini mutlak gerçek saymak: önemli kararlardan önce gerçek rekabet verisine bakın.",
        "Listeyi bir kez gruplayıp unutmak: arama davranışı değişir; listenizi üç-altı ayda bir yenileyin ve yeniden gruplayın.",
      ],
    },
  ],
};
