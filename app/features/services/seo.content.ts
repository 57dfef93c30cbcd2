/** /seo: content of the SEO services page. Process durations follow docs/requirements.md R9.3. */

import { FIGURES, figures } from "~/site/stats.content";
import type {
  CallToAction,
  CaseStudy,
  FaqItem,
  FeatureItem,
  GuideContent,
  HeroContent,
  ProcessStep,
  ProseContent,
  SectionCopy,
  ServiceItem,
  Stat,
} from "~/shared/content-types";
import { VIDEO_IDS } from "~/site/videos";

/** docs/requirements.md R9.3: 1-2 weeks, 1 week, 2-3 weeks, then ongoing. */
export const SEO_ONGOING = "Sürekli";

const PROCESS_STEPS = [
  {
    step: 1,
    title: "SEO Denetimi ve Analiz",
    duration: "1-2 hafta",
    description:
      "Sitenizi yüzlerce teknik kontrol noktasında tarıyor, mevcut sıralamalarınızı, trafiğinizi ve rakiplerinizin neden önde olduğunu analiz ediyoruz.",
    details: ["Teknik tarama ve hata listesi", "Search Console ve Analytics verilerinin incelenmesi", "Rakip ve pazar analizi", "Önceliklendirilmiş yol haritası"],
  },
  {
    step: 2,
    title: "Anahtar Kelime ve Strateji",
    duration: "1 hafta",
    description:
      "Satın alma niyeti yüksek hedef kelimeleri belirliyor, her kelimeyi doğru sayfayla eşleştiriyor ve ilk üç ayın çalışma planını çıkarıyoruz.",
    details: ["Kelime araştırması ve gruplama", "Sayfa ve kelime eşleştirme haritası", "İçerik boşluğu analizi", "Hedeflerin ve ölçütlerin belirlenmesi"],
  },
  {
    step: 3,
    title: "Teknik ve Site İçi Düzeltmeler",
    duration: "2-3 hafta",
    description:
      "Denetimde bulunan sorunları etkisine göre sıralayıp düzeltiyor, sayfa yapısını ve başlıkları hedef kelimelere göre optimize ediyoruz.",
    details: ["Hız ve Core Web Vitals iyileştirmeleri", "Title, meta ve başlık düzenlemeleri", "Yönlendirme ve canonical düzeltmeleri", "Yapılandırılmış veri işaretlemesi"],
  },
  {
    step: 4,
    title: "İçerik Üretimi",
    duration: SEO_ONGOING,
    description:
      "İçerik takvimine göre her ay yeni sayfalar ve rehber yazılar yayınlıyor, performansı düşen eski içerikleri güncelliyoruz.",
    details: ["Aylık içerik takvimi", "Uzman editör kontrolü", "Yayın öncesi SEO kontrolü", "Eski içeriklerin güncellenmesi"],
  },
  {
    step: 5,
    title: "Bağlantı ve Otorite Çalışması",
    duration: SEO_ONGOING,
    description:
      "Sektörünüzle ilgili güvenilir sitelerden doğal bağlantılar ve marka bahsetmeleri kazanarak alan adınızın otoritesini büyütüyoruz.",
    details: ["Dijital PR çalışmaları", "Sektörel iş birlikleri", "Bağlantı profili izleme", "Riskli bağlantıların temizlenmesi"],
  },
  {
    step: 6,
    title: "Raporlama ve Optimizasyon",
    duration: SEO_ONGOING,
    description:
      "Her ay sıralama, trafik ve dönüşüm verilerini raporluyor, sonuçlara göre bir sonraki ayın önceliklerini sizinle birlikte belirliyoruz.",
    details: ["Aylık performans raporu", "Aylık değerlendirme görüşmesi", "Algoritma güncellemelerinin takibi", "Yeni fırsatların önceliklendirilmesi"],
  },
] as const satisfies readonly ProcessStep[];

const faq: FaqItem[] = [
  {
    question: "SEO çalışması ne zaman sonuç verir?",
    answer: `İlk ${PROCESS_STEPS[0].duration} içinde denetimi, ardından strateji ve teknik düzeltmeleri tamamlıyoruz; bu düzeltmelerin etkisi çoğunlukla birkaç hafta içinde Search Console'da görülür. Rekabetçi kelimelerde belirgin ve kalıcı yükseliş ise ortalama ${FIGURES.seoResultsTime.number} sürer. Süre; sitenizin yaşına, otoritesine ve sektördeki rekabete göre değişir.`,
  },
  {
    question: "Google'da birinci sırayı garanti ediyor musunuz?",
    answer: `Hayır; bunu garanti eden tekliflere de temkinli yaklaşmanızı öneririz, çünkü sıralamayı yalnızca Google belirler. Biz sıralamayı etkileyen her şeyi, yani teknik altyapıyı, içeriği ve otoriteyi en iyi hâle getirmeyi ve sonuçları şeffaf biçimde raporlamayı taahhüt ediyoruz. Müşterilerimizin organik trafiği ortalama ${FIGURES.growth.number} arttı.`,
  },
  {
    question: "SEO hizmetinin ücreti nasıl belirlenir?",
    answer:
      "Aylık ücret; sitenizin büyüklüğüne, hedeflediğiniz kelimelerin rekabetine, aylık içerik ihtiyacına ve yerel mi ulusal mı çalışacağınıza göre belirlenir. Ücretsiz ön analizden sonra kapsamı ve aylık ücreti yazılı olarak iletiyoruz; sonradan eklenen gizli kalem olmaz.",
  },
  {
    question: "Aylık raporda neler yer alıyor?",
    answer:
      "Hedef kelimelerdeki sıralama değişimi, organik trafik ve dönüşümler, o ay yapılan teknik düzeltmeler, yayınlanan içerikler ve kazanılan bağlantılar. Rakamların ne anlama geldiğini ve sonraki ay neye odaklanacağımızı da açıklıyoruz. Canlı rapor panosu sayesinde verilere istediğiniz an erişebilirsiniz.",
  },
  {
    question: "Google Ads kullanıyorum, SEO'ya neden ihtiyacım olsun?",
    answer:
      "Reklam, bütçe harcadığınız sürece ziyaretçi getirir; bütçe durduğunda trafik de durur. SEO ise her ay yeniden ödeme yapmadan müşteri getiren kalıcı bir varlık oluşturur. En iyi sonuç ikisi birlikte kullanıldığında alınır: reklam hızlı talep toplarken SEO zamanla tıklama başı maliyetinizi düşürür.",
  },
  {
    question: "Sitem yeni kuruldu, SEO'ya başlamak için erken mi?",
    answer:
      "Hayır, aksine en doğru zaman. Site kurulurken doğru yapılan SEO altyapısı sonradan düzeltme maliyetini ortadan kaldırır. Yeni sitelerde otorite düşük olduğu için önce rekabeti az ve satın alma niyeti yüksek kelimelerle başlar, site güçlendikçe daha rekabetçi aramalara geçeriz.",
  },
  {
    question: "İçerikleri kim yazıyor, yapay zekâ kullanıyor musunuz?",
    answer:
      "İçerikleri sektör araştırması yapan editörlerimiz yazar, sizin uzmanlığınızla zenginleştiririz. Yapay zekâ araçlarını araştırma ve taslak aşamasında yardımcı olarak kullanabiliriz; ancak yayınlanan her metin bir editör tarafından yazılır, doğruluğu kontrol edilir ve markanızın diline uyarlanır.",
  },
  {
    question: "Yerel SEO nedir, işletmeme uygun mu?",
    answer:
      "Müşterileriniz belirli bir şehir ya da semtten geliyorsa (klinik, restoran, hukuk bürosu, teknik servis gibi) yerel SEO en hızlı sonuç veren alandır. Google İşletme Profili'nizi, yorumlarınızı ve konum sayfalarınızı optimize ederek Google Haritalar'da ve “yakınımdaki” aramalarında öne çıkmanızı sağlarız.",
  },
  {
    question: "Çalışmayı bırakırsam sıralamalarım düşer mi?",
    answer:
      "Kazanılan sıralamalar bir anda kaybolmaz; düzeltilen teknik altyapı ve yayınlanan içerikler sitenizde kalır. Ancak rakipleriniz çalışmaya devam ettiği için zamanla gerileme görülebilir. Hedeflerinize ulaştıktan sonra daha hafif bir bakım planıyla kazanımlarınızı koruyabilirsiniz.",
  },
];

export interface SeoContent {
  hero: HeroContent;
  stats: readonly Stat[];
  intro: ProseContent;
  services: SectionCopy & { items: readonly ServiceItem[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  tools: SectionCopy & { items: readonly FeatureItem[] };
  caseStudies: SectionCopy & { items: readonly CaseStudy[] };
  benefits: SectionCopy & { items: readonly FeatureItem[]; statsTitle: string; stats: readonly Stat[]; statsNote: string };
  guide: GuideContent;
  faq: SectionCopy & { items: readonly FaqItem[] };
  cta: CallToAction;
}

export const seoContent: SeoContent = {
  hero: {
    highlights: [
      "Ücretsiz SEO ön analizi ve rakip karşılaştırması",
      "Google kurallarına uygun, kalıcı yöntemler",
      "Her ay sıralama, trafik ve talep raporu",
    ],
    primary: { label: "Ücretsiz SEO Analizi İsteyin", message: "Merhaba, sitem için ücretsiz SEO ön analizi istiyorum." },
    secondary: { label: "Sürecimizi İnceleyin", href: "#surec" },
    video: {
      youtubeId: VIDEO_IDS.seo,
      title: "SEO çalışmalarımızı anlatan tanıtım videosu",
      poster: {
        src: "/images/video/seo-poster.svg",
        alt: "SEO videosunun kapak görseli: arama kutusu ve yükselen organik trafik grafiği",
        width: 1280,
        height: 720,
      },
    },
  },
  stats: figures("growth", "firstPageKeywords", "years", "satisfaction"),
  intro: {
    title: "SEO, reklam bütçesi bitince kapanmayan müşteri kanalıdır",
    paragraphs: [
      "Müşterileriniz bir ürünü ya da hizmeti satın almadan önce Google'da arama yapar. Bu aramalarda ilk sayfada değilseniz, satın almaya en hazır ziyaretçiler rakibinizin sitesine gider. Reklamla bu trafiği satın alırsınız; SEO ile aynı trafiği her ay yeniden ödeme yapmadan kazanırsınız.",
      "SEO çalışmamız üç temele dayanır: Google'ın sitenizi sorunsuz tarayıp anlayabilmesi için sağlam bir teknik altyapı, müşterilerinizin sorularına en iyi yanıtı veren içerik ve sitenizin güvenilirliğini kanıtlayan bağlantılar. Üçünü birlikte ve düzenli yürüttüğümüzde sıralamalar kalıcı hâle gelir.",
      "Tahminle değil veriyle çalışıyoruz. İşe başlamadan önce hangi aramalarda ne kadar potansiyel olduğunu, rakiplerinizin neden önde olduğunu ve sitenizde sizi nelerin geride tuttuğunu raporluyoruz. Her ay aynı raporda organik trafikteki, sıralamalardaki ve en önemlisi gelen talep sayısındaki değişimi görürsünüz.",
    ],
    bullets: [
      "Satın alınmış bağlantı, kopya içerik ya da Google kurallarına aykırı yöntem kullanmayız",
      "Her ay ne yaptığımızı ve ne kazandırdığını gösteren şeffaf rapor",
      "Search Console, Analytics ve tüm hesapların sahibi her zaman sizsiniz",
      "ChatGPT, Gemini ve Perplexity gibi yapay zekâ aramalarında görünürlük",
    ],
  },
  services: {
    title: "SEO hizmetlerimiz",
    intro: "Sitenizin ihtiyacına göre bu altı alanı birlikte ya da ayrı ayrı yürütüyoruz.",
    items: [
      {
        icon: "zap",
        title: "Teknik SEO",
        description: "Google'ın sitenizi hızlı ve eksiksiz taramasını engelleyen sorunları bulup düzeltiyoruz.",
        features: ["Tarama ve dizine ekleme hataları", "Core Web Vitals ve hız iyileştirme", "Canonical, hreflang ve yönlendirme düzeni", "Yapılandırılmış veri (schema)"],
      },
      {
        icon: "search",
        title: "Anahtar Kelime Araştırması",
        description: "Müşterilerinizin gerçekte ne aradığını, arama hacmini ve satın alma niyetini ölçerek hedef kelime haritanızı çıkarıyoruz.",
        features: ["Arama hacmi ve zorluk analizi", "Rakip kelime boşluğu analizi", "Kelime gruplama ve sayfa eşleştirme", "Sezonluk trend takibi"],
      },
      {
        icon: "pen",
        title: "İçerik Stratejisi ve Üretimi",
        description: "Sorulara net yanıt veren, uzman bir dille yazılmış ve arama niyetine uygun sayfalar ve rehber yazılar hazırlıyoruz.",
        features: ["Aylık içerik takvimi", "SEO uyumlu blog yazıları", "Hizmet ve kategori sayfası metinleri", "Eski içeriklerin güncellenmesi"],
      },
      {
        icon: "check",
        title: "Site İçi SEO",
        description: "Her sayfanın başlığını, açıklamasını, başlık hiyerarşisini ve iç bağlantılarını hedef kelimesine göre düzenliyoruz.",
        features: ["Title ve meta açıklama optimizasyonu", "H1-H3 başlık yapısı", "İç bağlantı stratejisi", "Görsel ve alternatif metin optimizasyonu"],
      },
      {
        icon: "share",
        title: "Bağlantı Kurma",
        description: "Sektörünüzdeki güvenilir sitelerden doğal bağlantılar kazanarak alan adınızın otoritesini büyütüyoruz.",
        features: ["Bağlantı profili denetimi", "Dijital PR ve haber içerikleri", "Sektörel rehber ve iş ortağı bağlantıları", "Zararlı bağlantıların temizlenmesi"],
      },
      {
        icon: "globe",
        title: "Yerel SEO",
        description: "“Yakınımdaki diş kliniği” gibi konumlu aramalarda ve Google Haritalar'da öne çıkmanızı sağlıyoruz.",
        features: ["Google İşletme Profili optimizasyonu", "Yorum toplama ve yanıt stratejisi", "Yerel rehber kayıtları", "Şube ve hizmet bölgesi sayfaları"],
      },
    ],
  },
  process: {
    title: "Altı adımda SEO sürecimiz",
    intro: "İlk üç adım sitenizi sağlam bir temele oturtur; ardından içerik, bağlantı ve raporlama her ay düzenli olarak devam eder.",
    steps: PROCESS_STEPS,
  },
  tools: {
    title: "Kullandığımız SEO araçları",
    intro: "Kararlarımızı sektörün kabul gördüğü araçlardan aldığımız verilere dayandırıyoruz; hesaplarınıza erişiminiz her zaman açık kalır.",
    items: [
      { icon: "search", title: "Google Search Console", description: "Tarama hataları, dizine ekleme durumu ve sitenizi bulan gerçek arama sorguları." },
      { icon: "chart", title: "Google Analytics 4", description: "Organik ziyaretçilerin hangi sayfalara geldiği ve ne kadarının forma ya da satışa dönüştüğü." },
      { icon: "share", title: "Ahrefs", description: "Bağlantı profili, rakip analizi ve anahtar kelime zorluğu ölçümü." },
      { icon: "trending-up", title: "Semrush", description: "Arama hacimleri, günlük sıralama takibi ve içerik boşluğu analizi." },
      { icon: "globe", title: "Screaming Frog SEO Spider", description: "Sitenin tamamını bir arama motoru gibi tarayarak teknik hataları listeler." },
      { icon: "zap", title: "PageSpeed Insights ve Lighthouse", description: "Sayfa hızı, Core Web Vitals ve erişilebilirlik ölçümleri." },
      { icon: "monitor", title: "Looker Studio", description: "Tüm verileri tek ekranda toplayan, size özel canlı rapor panosu." },
      {
        icon: "lightbulb",
        title: "Pusula SEO Araçları",
        description: "Kendi geliştirdiğimiz ücretsiz araçlar: sitemap, hreflang, canonical, meta etiketi, llms.txt ve daha fazlası.",
        link: { href: "/seo-araclari", label: "Ücretsiz araçları deneyin" },
      },
    ],
  },
  caseStudies: {
    title: "SEO başarı hikâyeleri",
    intro: "Farklı sektörlerde ve ölçeklerde yürüttüğümüz dört SEO projesi, başlangıç noktaları ve ulaştıkları sonuçlar.",
    items: [
      {
        title: "Nefes Diş Kliniği",
        category: "Yerel SEO · Sağlık",
        improvement: "Organik randevu talepleri %210 arttı",
        description:
          "Klinik, semt adıyla yapılan aramalarda ikinci sayfadaydı. Google İşletme Profili'ni yeniden düzenledik, her tedavi için ayrı sayfa açtık ve hastaları yorum bırakmaya teşvik eden bir süreç kurduk.",
        image: {
          src: "/images/case-studies/nefes-dis.svg",
          alt: "Nefes Diş Kliniği SEO sonuçları: harita görünümü ve randevu talebi grafiği altı ayda yükseliyor",
          width: 800,
          height: 500,
        },
        metrics: { "Organik trafik": "+%185", "İlk 3'teki kelime": "4 → 27", "Harita görüntülenmesi": "+%240", Süre: "6 ay" },
      },
      {
        title: "Pamuk Ev Tekstili",
        category: "E-ticaret SEO",
        improvement: "Organik ciro sekiz ayda 3,2 katına çıktı",
        description:
          "Binlerce ürün sayfası birbirinin kopyasıydı ve kategori sayfaları dizine girmiyordu. Kopya içeriği canonical düzeniyle çözdük, kategori metinlerini yeniden yazdık ve mobil hızı iki katına çıkardık.",
        image: {
          src: "/images/case-studies/pamuk-ev.svg",
          alt: "Pamuk Ev Tekstili organik ciro grafiği: sekiz ayda istikrarlı yükseliş",
          width: 800,
          height: 500,
        },
        metrics: { "Organik ciro": "3,2x", "Dizindeki sayfa": "1.140 → 4.860", "Mobil LCP": "4,1 sn → 1,8 sn", Süre: "8 ay" },
      },
      {
        title: "Kuzey Makina",
        category: "B2B · Uluslararası SEO",
        improvement: "Yurt dışından gelen teklif talepleri dört katına çıktı",
        description:
          "İhracat yapan makine üreticisi için İngilizce ve Almanca sayfalar kurduk, hreflang yapısını düzelttik ve teknik sorulara yanıt veren kırk rehber içerik yayınladık.",
        image: {
          src: "/images/case-studies/kuzey-makina.svg",
          alt: "Kuzey Makina uluslararası SEO sonuçları: ülkelere göre organik trafik çubuk grafiği",
          width: 800,
          height: 500,
        },
        metrics: { "Organik trafik": "+%320", "Yurt dışı talep": "4x", "Yayınlanan rehber": "40", Süre: "10 ay" },
      },
      {
        title: "Akademi Plus",
        category: "Teknik SEO · Site taşıma",
        improvement: "Altyapı değişikliğinde trafik kaybı yaşanmadı, üç ayda %60 büyüme",
        description:
          "Online eğitim platformunun yeni altyapıya geçişini planladık: 12.000 eski adresi yönlendirdik, taşıma gününde ve sonraki haftalarda tarama hatalarını anlık olarak izledik.",
        image: {
          src: "/images/case-studies/akademi-plus.svg",
          alt: "Akademi Plus site taşıma sonrası trafik grafiği: taşıma gününde düşüş yok, ardından yükseliş",
          width: 800,
          height: 500,
        },
        metrics: { "Taşıma sonrası kayıp": "%0", "Üç aylık büyüme": "+%60", "Yönlendirilen adres": "12.000", Süre: "3 ay" },
      },
    ],
  },
  benefits: {
    title: "SEO'nun işletmenize kazandırdıkları",
    intro: "İyi yürütülen bir SEO çalışması yalnızca trafiği değil, işletmenizin tüm dijital kanallarını güçlendirir.",
    items: [
      { icon: "trending-up", title: "Tıklama başına ödeme yapmazsınız", description: "Organik sonuçlardan gelen ziyaretçi için Google'a ödeme yapılmaz. Yatırım ilk aylarda yapılır, getirisi yıllarca sürer." },
      { icon: "target", title: "Satın almaya hazır kişiye ulaşırsınız", description: "Arama yapan kişi zaten bir çözüm arıyor. Doğru kelimede görünmek, ihtiyaç anında karşısına çıkmak demektir." },
      { icon: "shield", title: "Marka güveni oluşur", description: "Kullanıcılar organik sonuçlarda üst sıralardaki firmaları sektörün güvenilir isimleri olarak görür." },
      { icon: "zap", title: "Reklamlarınız da ucuzlar", description: "Hızlı ve iyi yapılandırılmış bir site, Google Ads kalite puanınızı ve dönüşüm oranınızı yükseltir." },
      { icon: "lightbulb", title: "Yapay zekâ aramalarında görünürsünüz", description: "ChatGPT, Gemini ve Google'ın yapay zekâ özetleri iyi yapılandırılmış, güvenilir içerikleri kaynak gösterir." },
      { icon: "chart", title: "Büyüme birikerek artar", description: "Yayınladığınız her içerik ve kazandığınız her bağlantı kalıcı bir varlıktır; etkisi zamanla katlanır." },
    ],
    statsTitle: "Müşterilerimizde SEO'nun sonuçları",
    stats: figures("organicLeadGrowth", "seoResultsTime", "seoRetention"),
    statsNote: "Ortalamalar, son on iki ayda birlikte çalıştığımız SEO müşterilerinin verilerinden hesaplanmıştır; sonuçlar sektöre ve rekabete göre değişir.",
  },
  guide: {
    title: "SEO rehberi: Google'da yükselmek için bilmeniz gerekenler",
    intro: "SEO'yu bir ajansla yürütseniz de kendiniz başlasanız da aşağıdaki temel bilgiler doğru kararlar vermenizi sağlar.",
    blocks: [
      {
        heading: "Google bir sayfayı nasıl sıralar?",
        paragraphs: [
          "Google önce sayfanızı tarar, içeriğini anlayıp dizinine ekler ve bir kullanıcı arama yaptığında yüzlerce sinyali değerlendirerek sonuçları sıralar. Bu sinyallerin başında içeriğin aramaya ne kadar iyi yanıt verdiği, sayfanın teknik kalitesi ve sitenin güvenilirliği gelir. Bu üç alandan biri zayıfsa diğer ikisine verilen emek de tam karşılığını bulmaz.",
        ],
      },
      {
        heading: "Doğru anahtar kelimeyi seçmek",
        paragraphs: [
          "En çok aranan kelime her zaman en değerli kelime değildir. “Web tasarım” gibi geniş bir arama bilgi toplayan kullanıcıları da kapsar; “kurumsal web sitesi fiyatları” gibi daha uzun bir arama ise karar aşamasındaki alıcıyı getirir. Strateji kurarken arama hacminin yanında satın alma niyetini ve rekabet düzeyini de hesaba katıyoruz. Ücretsiz anahtar kelime gruplayıcımızla kendi listenizi konulara ayırarak başlayabilirsiniz.",
        ],
      },
      {
        heading: "Deneyim, uzmanlık, otorite ve güven",
        paragraphs: [
          "Google özellikle sağlık, finans ve hukuk gibi alanlarda içeriği kimin yazdığına ve bu kişinin konuya ne kadar hâkim olduğuna bakar. Yazar bilgisi, gerçek müşteri yorumları, açık iletişim bilgileri ve sektör kaynaklarından gelen bağlantılar sitenizin güven sinyallerini güçlendirir.",
        ],
      },
      {
        heading: "SEO ne zaman sonuç verir?",
        paragraphs: [
          `Teknik düzeltmelerin etkisi birkaç hafta içinde görülmeye başlar. Rekabetçi kelimelerde kalıcı yükseliş ise genellikle ${FIGURES.seoResultsTime.number} sürer. Hızlı sonuç ya da “garantili birinci sıra” vaat eden tekliflere karşı dikkatli olun: Google'ın kurallarına aykırı yöntemler kısa vadede işe yarasa bile sitenizin cezalandırılmasına yol açabilir.`,
        ],
      },
      {
        heading: "Yapay zekâ aramalarına hazırlık",
        paragraphs: [
          "ChatGPT, Perplexity ve Google'ın yapay zekâ özetleri kaynak gösterdiği sayfaları büyük ölçüde klasik SEO sinyalleriyle seçer. Soruları doğrudan yanıtlayan, başlıklarla iyi bölümlenmiş ve yapılandırılmış veriyle işaretlenmiş içerikler bu yeni arama biçiminde de öne çıkar. Sitenize bir llms.txt dosyası eklemek, yapay zekâ asistanlarına en önemli sayfalarınızı tanıtmanın pratik bir yoludur.",
        ],
      },
      {
        heading: "Kendi başınıza atabileceğiniz ilk adımlar",
        paragraphs: ["Bir ajansla çalışmaya başlamadan önce bile şu beş adımla sitenizin temelini güçlendirebilirsiniz:"],
        bullets: [
          "Google Search Console hesabı açıp sitenizi doğrulayın ve sitemap gönderin.",
          "Her sayfaya benzersiz bir başlık ve açıklama yazın.",
          "Google İşletme Profili'nizi eksiksiz doldurun ve müşterilerinizden yorum isteyin.",
          "Mobil hızınızı PageSpeed Insights ile ölçün, büyük görselleri sıkıştırın.",
          "Müşterilerinizin en sık sorduğu soruları sitenizde açıkça yanıtlayın.",
        ],
      },
    ],
  },
  faq: {
    title: "SEO hakkında sıkça sorulan sorular",
    intro: "SEO hizmetimiz hakkında en çok sorulan sorular ve yanıtları.",
    items: faq,
  },
  cta: {
    title: "Sitenizin SEO durumunu ücretsiz analiz edelim",
    text: "Web sitenizin adresini WhatsApp'tan gönderin; teknik sorunları, kaçırdığınız anahtar kelimeleri ve rakiplerinize göre konumunuzu özetleyen ön analizi size ücretsiz iletelim.",
    buttonLabel: "Ücretsiz SEO Analizi İsteyin",
    message: "Merhaba, sitem için ücretsiz SEO ön analizi istiyorum.",
  },
};
