/**
 * /web-tasarim: content of the web design page. Package prices, revisions, support, delivery
 * times and the promotion come from ./web-packages; the process durations of docs/requirements.md R9.3 are
 * defined here.
 */

import { FIGURES, figures } from "~/site/stats.content";
import type {
  CallToAction,
  CaseStudy,
  FaqItem,
  GuideContent,
  HeroContent,
  ItemGroup,
  OfferedPackage,
  ProcessStep,
  ProseContent,
  Promotion,
  SectionCopy,
  ServiceItem,
  Stat,
} from "~/shared/content-types";
import { VIDEO_IDS } from "~/site/videos";
import { formatMoney } from "~/shared/format";
import {
  DELIVERY_TIMES,
  FREE_SUPPORT_YEARS,
  WEB_PACKAGES,
  WEB_PROMOTION,
  type WebPackageName,
} from "./web-packages.content";

export { DELIVERY_TIMES, discountedPrice, FREE_SUPPORT_YEARS,  WEB_PACKAGES, WEB_PROMOTION } from "./web-packages.content";

function packageByName(name: WebPackageName) {
  const found = WEB_PACKAGES.find((item) => item.name === name);
  if (!found) throw new Error(`Unknown package ${name}`);
  return found;
}

const basic = packageByName("Temel");
const professional = packageByName("Profesyonel");
const ecommerce = packageByName("E-ticaret");

/** Web design process (docs/requirements.md R9.3: 3-5, 5-7, 7-10, 5-8, 3-5, 2-3 days). */
const PROCESS_STEPS = [
  {
    step: 1,
    title: "Keşif ve Planlama",
    duration: "3-5 gün",
    description:
      "Hedeflerinizi, müşterilerinizi ve rakiplerinizi dinliyor; sitenin hangi sayfalardan oluşacağını ve her sayfanın ziyaretçiyi hangi adıma yönlendireceğini birlikte belirliyoruz.",
    details: ["Başlangıç toplantısı ve ihtiyaç analizi", "Rakip ve sektör incelemesi", "Site haritası ve sayfa planı", "Yazılı proje takvimi"],
  },
  {
    step: 2,
    title: "Tasarım",
    duration: "5-7 gün",
    description:
      "Önce sayfa iskeletlerini, ardından markanıza özel arayüz tasarımını hazırlıyoruz. Tasarımı tıklanabilir bir prototip olarak görür, onay vermeden kodlamaya geçmeyiz.",
    details: ["Mobil ve masaüstü sayfa iskeletleri", "Renk, yazı tipi ve bileşen seti", "Figma üzerinde tıklanabilir prototip", "Paketinize göre revizyon turları"],
  },
  {
    step: 3,
    title: "Geliştirme",
    duration: "7-10 gün",
    description:
      "Onaylanan tasarımı hızlı, güvenli ve kolay yönetilen bir altyapıyla koda döküyor; formları, WhatsApp'ı, haritayı ve e-ticarette ödeme ile kargoyu entegre ediyoruz.",
    details: ["Tüm ekranlara uyumlu kodlama", "Kod bilgisi gerektirmeyen yönetim paneli", "Form, WhatsApp ve harita entegrasyonu", "E-ticarette sanal POS ve kargo bağlantısı"],
  },
  {
    step: 4,
    title: "İçerik ve SEO Altyapısı",
    duration: "5-8 gün",
    description:
      "Metinleri arama niyetine göre düzenliyor, görselleri sıkıştırıyor ve Google'ın sitenizi doğru anlaması için gereken teknik altyapıyı kuruyoruz.",
    details: ["Sayfa başlıkları ve meta açıklamaları", "Görsel optimizasyonu ve alternatif metinler", "Sitemap, robots.txt ve yapılandırılmış veri", "Eski adresler için 301 yönlendirmeleri"],
  },
  {
    step: 5,
    title: "Test ve Optimizasyon",
    duration: "3-5 gün",
    description:
      "Siteyi farklı telefon, tablet ve tarayıcılarda test ediyor; hız, erişilebilirlik ve form akışlarını hedeflere ulaşana kadar iyileştiriyoruz.",
    details: ["iPhone, Android, tablet ve masaüstü testleri", "Core Web Vitals ve PageSpeed ölçümleri", "Form ve ödeme akışı testleri", "Erişilebilirlik (WCAG) kontrolü"],
  },
  {
    step: 6,
    title: "Yayın ve Eğitim",
    duration: "2-3 gün",
    description:
      "Sitenizi yayına alıyor, Search Console ve Analytics'i bağlıyor, ekibinize yönetim paneli eğitimi veriyoruz. Ücretsiz destek süreniz bu gün başlar.",
    details: ["Alan adı, SSL ve sunucu ayarları", "Search Console ve GA4 bağlantısı", "Online panel eğitimi ve kullanım kılavuzu", "Otomatik yedekleme kurulumu"],
  },
] as const satisfies readonly ProcessStep[];

const faq: FaqItem[] = [
  {
    question: "Web sitesi kaç günde teslim edilir?",
    answer: `Kurumsal tanıtım siteleri ${DELIVERY_TIMES.simple}, e-ticaret siteleri ${DELIVERY_TIMES.ecommerce}, özel yazılım veya çok sayıda entegrasyon gerektiren kapsamlı projeler ${DELIVERY_TIMES.complex} içinde teslim edilir. Süre, metin ve görseller bize ulaştığında başlar; takvimi başlangıç toplantısında yazılı olarak paylaşırız.`,
  },
  {
    question: "Kaç revizyon hakkım var?",
    answer: `Revizyon hakkı pakete göre ${basic.revisions} ile ${professional.revisions} arasında değişir: ${basic.name} pakette ${basic.revisions}, ${professional.name} pakette ${professional.revisions} revizyon turu vardır. ${ecommerce.name} paketinde revizyon sınırı yoktur. Bir revizyon turu, tek seferde ilettiğiniz tüm değişiklik taleplerini kapsar.`,
  },
  {
    question: "Yayından sonra destek veriyor musunuz?",
    answer: `Evet. Tüm paketlerde yayın tarihinden itibaren ${FREE_SUPPORT_YEARS} yıl ücretsiz teknik destek vardır: hata düzeltmeleri, güvenlik güncellemeleri, yedekleme kontrolü ve yönetim paneliyle ilgili sorularınız bu kapsamdadır. Destek süresi bittiğinde dilerseniz aylık bakım hizmetimizle devam edebilirsiniz.`,
  },
  {
    question: "Fiyatlara neler dahil, sonradan ek ücret çıkar mı?",
    answer: `Paket fiyatları tek seferlik proje bedelidir ve tasarım, kodlama, temel SEO kurulumu, SSL, test ve yayına almayı kapsar. Alan adı ve hosting gibi yıllık ücretler ile ücretli eklenti lisansları ayrıca faturalandırılır ve işe başlamadan önce yazılı olarak bildirilir. Bu ay tüm paketlerde %${WEB_PROMOTION.discountPercent} indirim uyguluyoruz.`,
  },
  {
    question: "Hangi paketi seçmeliyim?",
    answer: `Firmanızı tanıtmak için ${basic.pages} sayfalık bir site yeterliyse ${basic.name} paket (${formatMoney(basic.price)}) doğru başlangıçtır. Özel tasarım, blog ve daha güçlü SEO istiyorsanız ${professional.name} paketi (${formatMoney(professional.price)}), online satış yapacaksanız ${ecommerce.name} paketini (${formatMoney(ecommerce.price)}) öneririz. Emin değilseniz ihtiyacınızı dinleyip size uygun kapsamı birlikte belirleriz.`,
  },
  {
    question: "Metinleri ve görselleri kim hazırlıyor?",
    answer:
      "Firma bilgilerinizi ve ürün ya da hizmet ayrıntılarınızı sizden alıyoruz; editörlerimiz metinleri okunabilirlik ve SEO açısından düzenliyor. Görseller için kendi fotoğraflarınızı, lisanslı stok görselleri ya da video prodüksiyon ekibimizin çekimlerini kullanabiliriz.",
  },
  {
    question: "Sitemi kendim güncelleyebilir miyim?",
    answer:
      "Evet. Siteniz kod bilgisi gerektirmeyen bir yönetim paneliyle teslim edilir; metin, görsel, blog yazısı ve ürün ekleyip düzenleyebilirsiniz. Yayından sonra ekibinize online panel eğitimi veriyor, sık yapılan işlemler için kısa bir kullanım kılavuzu bırakıyoruz.",
  },
  {
    question: "Mevcut sitemi yenilerseniz Google sıralamalarım düşer mi?",
    answer:
      "Doğru planlanan bir yenilemede düşmez. Eski sitenizin tüm adreslerini tarıyor, her birini yeni sitedeki karşılığına 301 yönlendirmesiyle bağlıyor, değerli başlık ve içerikleri koruyoruz. Yayından sonraki haftalarda Search Console'u izleyip olası hataları hemen düzeltiyoruz.",
  },
  {
    question: "Yeni sitem Google'da hemen üst sıralarda çıkar mı?",
    answer: `Siteniz teknik SEO altyapısı hazır olarak yayına girer ve Google'a bildirilir; marka adınızla yapılan aramalarda kısa sürede görünür. Rekabetçi aramalarda üst sıralara çıkmak ise düzenli içerik ve bağlantı çalışması gerektirir ve ortalama ${FIGURES.seoResultsTime.number} sürer. Bu süreci hızlandırmak için SEO hizmetimizle yayından itibaren birlikte çalışabiliriz.`,
  },
];

export interface WebDesignContent {
  hero: HeroContent;
  stats: readonly Stat[];
  intro: ProseContent;
  services: SectionCopy & { items: readonly ServiceItem[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  technologies: SectionCopy & { groups: readonly ItemGroup[] };
  packages: SectionCopy & { items: readonly OfferedPackage[]; promotion: Promotion; note: string };
  projects: SectionCopy & { items: readonly CaseStudy[] };
  guide: GuideContent;
  faq: SectionCopy & { items: readonly FaqItem[] };
  cta: CallToAction;
}

export const webDesignContent: WebDesignContent = {
  hero: {
    highlights: [
      `Paketler ${formatMoney(basic.price)}'den başlar, bu ay %${WEB_PROMOTION.discountPercent} indirimli`,
      `Kurumsal siteler ${DELIVERY_TIMES.simple} içinde yayında`,
      `Her pakette ${FREE_SUPPORT_YEARS} yıl ücretsiz teknik destek`,
    ],
    primary: { label: "Ücretsiz Teklif Alın", message: "Merhaba, web tasarım projem için teklif almak istiyorum." },
    secondary: { label: "Paketleri İnceleyin", href: "#paketler" },
    video: {
      youtubeId: VIDEO_IDS.webDesign,
      title: "Web tasarım sürecimizi anlatan tanıtım videosu",
      poster: {
        src: "/images/video/web-tasarim-poster.svg",
        alt: "Web tasarım videosunun kapak görseli: telefon ve masaüstü ekranında açık bir kurumsal site taslağı",
        width: 1280,
        height: 720,
      },
    },
  },
  stats: figures("projects", "delivery", "pageSpeed", "satisfaction"),
  intro: {
    title: "Web siteniz, mesai saati olmayan satış temsilcinizdir",
    paragraphs: [
      "Potansiyel müşterilerinizin çoğu sizi aramadan, mağazanıza gelmeden ya da teklif istemeden önce web sitenize bakar. Birkaç saniyede açılmayan, telefonda zor okunan ya da ne sunduğunuzu net anlatmayan bir site, rakibinize giden müşteri demektir.",
      "Biz web sitesini bir tasarım işi olarak değil, bir satış aracı olarak ele alıyoruz. Her projeye ziyaretçinin kim olduğunu ve sitenizde ne yapmasını istediğinizi belirleyerek başlıyoruz: teklif formunu doldurmak, WhatsApp'tan yazmak, aramak ya da sepete ürün eklemek. Sayfa düzeninden buton metinlerine kadar her karar bu hedefe hizmet eder.",
      "Sitelerimiz önce telefon için tasarlanır, Google'ın Core Web Vitals ölçütlerine göre hızlandırılır ve teknik SEO altyapısı hazır olarak teslim edilir. Yayından sonra da yalnız kalmazsınız.",
    ],
    bullets: [
      "Sabit fiyat, yazılı kapsam ve net teslim tarihi",
      "Hazır tema değil, markanıza özel tasarım",
      "Alan adı, kod ve içerik tamamen size ait; bize bağımlı kalmazsınız",
      `Yayın sonrası panel eğitimi ve ${FREE_SUPPORT_YEARS} yıl ücretsiz destek`,
    ],
  },
  services: {
    title: "Web tasarım hizmetlerimiz",
    intro: "Tanıtım sitesinden online mağazaya, tek sayfalık kampanya sayfasından mevcut sitenizin yenilenmesine kadar her ihtiyaca uygun çözüm.",
    items: [
      {
        icon: "monitor",
        title: "Kurumsal Web Sitesi",
        description: "Firmanızı, hizmetlerinizi ve referanslarınızı güven veren bir dille anlatan, telefonda kusursuz çalışan tanıtım siteleri.",
        features: ["Markanıza özel tasarım", "Kolay içerik yönetimi", "Teklif formu ve WhatsApp butonu", "SEO altyapısı hazır"],
      },
      {
        icon: "shopping-cart",
        title: "E-ticaret Sitesi",
        description: "Ürünlerinizi 7/24 satan, ödeme, stok ve kargo süreçlerini otomatik yürüten online mağazalar.",
        features: ["Sanal POS ve kapıda ödeme", "Kargo ve stok entegrasyonu", "Kampanya ve kupon yönetimi", "Pazaryeri entegrasyonuna hazır yapı"],
      },
      {
        icon: "target",
        title: "Kampanya ve Açılış Sayfaları",
        description: "Google Ads ve sosyal medya reklamlarından gelen ziyaretçiyi forma ya da aramaya yönlendiren, tek amaca odaklı sayfalar.",
        features: ["Tek hedefe odaklı kurgu", "A/B testine uygun yapı", "Dönüşüm takibi kurulumu", "Reklam kampanyasıyla uyumlu mesaj"],
      },
      {
        icon: "smartphone",
        title: "Site Yenileme",
        description: "Eski, yavaş ya da telefonda bozulan sitenizi, yıllar içinde kazandığınız Google sıralamalarını kaybetmeden yeniliyoruz.",
        features: ["Mevcut içerik ve SEO analizi", "301 yönlendirme planı", "Mobil öncelikli yeni tasarım", "Hız ve güvenlik iyileştirmesi"],
      },
      {
        icon: "lightbulb",
        title: "Kullanıcı Deneyimi ve Dönüşüm",
        description: "Ziyaretçilerin sitenizde nerede takıldığını ölçüyor; formu dolduran ve satın alan kişi sayısını artıran düzenlemeler yapıyoruz.",
        features: ["Isı haritası ve oturum kayıtları", "Form ve ödeme adımlarının sadeleştirilmesi", "A/B testleri", "Aylık dönüşüm raporu"],
      },
      {
        icon: "shield",
        title: "Bakım ve Güvenlik",
        description: "Sitenizin her gün yedeklendiği, güncellemelerin zamanında yapıldığı ve sorun çıktığında aynı gün müdahale edildiği bakım hizmeti.",
        features: ["Günlük otomatik yedekleme", "Güvenlik ve eklenti güncellemeleri", "Kesinti izleme ve uyarı", "İçerik güncelleme desteği"],
      },
    ],
  },
  process: {
    title: "Altı adımda web tasarım sürecimiz",
    intro: `Her adımın sonunda onayınızı alır, bir sonrakine öyle geçeriz. Süreler e-ticaret ve kapsamlı projeler için ayrılan üst sınırlardır; adımların bir bölümü paralel yürüdüğü için kurumsal siteler ${DELIVERY_TIMES.simple} içinde yayına alınır.`,
    steps: PROCESS_STEPS,
  },
  technologies: {
    title: "Kullandığımız teknolojiler",
    intro:
      "Her projeye aynı aracı dayatmıyoruz: tanıtım sitesi için yönetimi kolay bir altyapı, yoğun trafikli bir mağaza için ölçeklenebilir bir mimari seçiyoruz. Kullandığımız teknolojilerin tamamı yaygın ve uzun vadeli desteklenen çözümlerdir; ileride başka bir ekiple çalışmak isterseniz siteniz kolayca devredilebilir.",
    groups: [
      { title: "Tasarım", description: "Onaydan önce her ekranı görürsünüz.", items: ["Figma", "Tıklanabilir prototip", "Tasarım sistemi", "Adobe Photoshop"] },
      { title: "Ön Yüz", description: "Hızlı, erişilebilir ve her ekrana uyumlu arayüzler.", items: ["HTML5 ve CSS3", "TypeScript", "React", "Tailwind CSS"] },
      { title: "İçerik Yönetimi ve E-ticaret", description: "Kod bilmeden yönetebileceğiniz paneller.", items: ["WordPress", "WooCommerce", "Shopify", "Headless CMS"] },
      { title: "Altyapı ve Güvenlik", description: "Kesintisiz ve güvenli yayın.", items: ["Node.js", "Cloudflare CDN", "SSL/TLS sertifikası", "Günlük yedekleme"] },
      { title: "Analitik ve SEO", description: "Her ziyaretçiyi ve dönüşümü ölçeriz.", items: ["Google Analytics 4", "Google Tag Manager", "Search Console", "Schema.org verisi"] },
      { title: "Entegrasyonlar", description: "İşinizin kullandığı sistemlerle konuşan siteler.", items: ["iyzico ve PayTR", "Kargo firmaları", "e-Fatura yazılımları", "WhatsApp Business"] },
    ],
  },
  packages: {
    title: "Web tasarım paketleri ve fiyatları",
    intro: "Fiyatlarımız tek seferlik ve sabittir; kapsam, revizyon hakkı ve teslim süresi sözleşmede yazılıdır. Paket seçtiğinizde WhatsApp üzerinden size özel teklifi aynı gün iletiriz.",
    items: WEB_PACKAGES,
    promotion: WEB_PROMOTION,
    note: "Fiyatlara KDV dahil değildir. Alan adı ve hosting yıllık olarak ayrıca faturalandırılır; mevcut hesaplarınızı da kullanabiliriz. Paketlerin dışında kalan ihtiyaçlarınız için özel teklif hazırlarız.",
  },
  projects: {
    title: "Örnek projelerimiz",
    intro: "Farklı sektörlerden dört proje ve yayından sonraki ilk aylarda ölçtüğümüz sonuçlar.",
    items: [
      {
        title: "Ege Zeytin Atölyesi",
        category: "E-ticaret",
        improvement: "Online satışlar üç ayda 2,4 katına çıktı",
        description:
          "Zeytinyağı ve doğal sabun üreten aile işletmesi için mağazayı sıfırdan kurduk, ürün sayfalarını üreticinin hikâyesiyle yeniden yazdık ve ödeme adımlarını üçe indirdik.",
        image: {
          src: "/images/projects/ege-zeytin.svg",
          alt: "Ege Zeytin Atölyesi e-ticaret sitesinin ana sayfa tasarımı: zeytin yeşili tonlarda ürün vitrini",
          width: 800,
          height: 500,
        },
        metrics: { "Mobil dönüşüm oranı": "%1,1 → %2,6", "Sayfa açılış süresi": "4,8 sn → 1,3 sn", "Sepet terk oranı": "-%22" },
      },
      {
        title: "Moda Diş Kliniği",
        category: "Kurumsal site · Sağlık",
        improvement: "Online randevu talepleri %65 arttı",
        description:
          "Kadıköy'deki klinik için tedavi sayfalarını hastaların sorduğu sorulara göre kurguladık, her sayfaya WhatsApp randevu butonu ekledik ve hekim profilleriyle güveni artırdık.",
        image: {
          src: "/images/projects/moda-dis.svg",
          alt: "Moda Diş Kliniği web sitesi tasarımı: açık mavi tonlarda tedavi kartları ve randevu butonu",
          width: 800,
          height: 500,
        },
        metrics: { "Aylık randevu talebi": "38 → 63", "Mobil PageSpeed puanı": "41 → 96", "Hemen çıkma oranı": "%68 → %39" },
      },
      {
        title: "Anadolu Lojistik",
        category: "Site yenileme · B2B",
        improvement: "Aylık teklif talepleri üç katına çıktı",
        description:
          "On beş yıllık kurumsal siteyi Google sıralamalarını kaybetmeden yeniledik: 300'ü aşkın eski adresi yönlendirdik, hizmet bölgelerine özel sayfalar açtık ve teklif formunu tek adıma indirdik.",
        image: {
          src: "/images/projects/anadolu-lojistik.svg",
          alt: "Anadolu Lojistik yenilenen kurumsal sitesi: lacivert başlık alanı, hizmet bölgeleri haritası ve teklif formu",
          width: 800,
          height: 500,
        },
        metrics: { "Aylık teklif talebi": "12 → 37", "Organik trafik (6 ay)": "+%84", "Kaybedilen sıralama": "0" },
      },
      {
        title: "Mavi Koy Butik Otel",
        category: "Rezervasyon sitesi · Turizm",
        improvement: "Komisyonsuz doğrudan rezervasyon payı %18'den %31'e çıktı",
        description:
          "Bodrum'daki otel için üç dilli, fotoğraf ağırlıklı ama hızlı açılan bir site tasarladık; rezervasyon motorunu entegre ederek aracı kurumlara ödenen komisyonu azalttık.",
        image: {
          src: "/images/projects/mavi-koy.svg",
          alt: "Mavi Koy Butik Otel sitesi tasarımı: deniz manzaralı geniş görsel ve tarih seçimli rezervasyon kutusu",
          width: 800,
          height: 500,
        },
        metrics: { "Doğrudan rezervasyon payı": "%18 → %31", "Ortalama oturum süresi": "1:12 → 2:45", "Site dili": "3" },
      },
    ],
  },
  guide: {
    title: "Web sitesi yaptırmadan önce bilmeniz gerekenler",
    intro:
      "Yeni web siteniz birkaç yıl boyunca işletmenizin vitrini olacak. Teklif toplarken ve karar verirken aşağıdaki noktalara dikkat etmek hem bütçenizi hem de zamanınızı korur.",
    blocks: [
      {
        heading: "Önce hedefi, sonra tasarımı belirleyin",
        paragraphs: [
          "Sitenin ana görevi ne olacak: teklif toplamak mı, randevu almak mı, ürün satmak mı? Bu sorunun yanıtı sayfa sayısını, içerik yapısını ve hangi pakete ihtiyacınız olduğunu belirler. Hedefi net olmayan projelerde revizyonlar uzar, bütçe büyür ve ortaya güzel görünen ama iş getirmeyen bir site çıkar.",
        ],
      },
      {
        heading: "Hız ve mobil uyum pazarlık konusu değildir",
        paragraphs: [
          "Ziyaretçilerinizin büyük bölümü sitenize telefondan gelir ve Google da siteleri mobil sürümlerine göre değerlendirir. Teklif aldığınız ajanstan, daha önce yaptığı sitelerin PageSpeed Insights sonuçlarını göstermesini isteyin. Telefonda birkaç saniyede açılmayan bir sayfadan ziyaretçilerin önemli bir kısmı içeriği görmeden ayrılır.",
        ],
      },
      {
        heading: "Alan adının, hostingin ve kodun sahibi siz olun",
        paragraphs: [
          "Alan adınızın ve hosting hesabınızın sizin adınıza kayıtlı olduğundan emin olun. Sözleşmede kaynak kodun ve tasarım dosyalarının size teslim edileceği açıkça yazmalıdır. Biz teslimde tüm erişim bilgilerini ve dosyaları size veriyoruz; ileride ajans değiştirmek isterseniz hiçbir engel yoktur.",
        ],
      },
      {
        heading: "SEO sonradan eklenen bir süs değildir",
        paragraphs: [
          "Başlık yapısı, adres düzeni, sayfa hızı ve yapılandırılmış veri site kurulurken doğru yapılırsa sonradan düzeltmek için ayrıca bütçe ayırmazsınız. Mevcut bir siteyi yeniliyorsanız eski adreslerin yeni adreslere 301 yönlendirmesiyle bağlanması, yıllar içinde kazandığınız sıralamaları korur.",
        ],
      },
      {
        heading: "Teklifleri doğru karşılaştırın",
        paragraphs: ["En ucuz teklif çoğu zaman kapsamı en dar olan tekliftir. Karar vermeden önce her ajansa şu soruları sorun ve yanıtları yazılı alın:"],
        bullets: [
          "Sayfa sayısı ve revizyon hakkı sözleşmede yazılı mı?",
          "Teslim tarihi ve gecikme durumunda ne olacağı belli mi?",
          "Yayından sonraki destek süresi ve kapsamı ne?",
          "Metin ve görsel hazırlığı kimin sorumluluğunda?",
          "Alan adı, hosting ve lisans gibi yıllık ücretler baştan belirtilmiş mi?",
        ],
      },
    ],
  },
  faq: {
    title: "Web tasarım hakkında sıkça sorulan sorular",
    intro: "Yanıtını bulamadığınız bir soru varsa WhatsApp'tan yazın; çalışma saatleri içinde aynı gün yanıtlıyoruz.",
    items: faq,
  },
  cta: {
    title: "Yeni web sitenizi birlikte planlayalım",
    text: `Projenizi kısa ve ücretsiz bir görüşmede dinleyelim; kapsamı, takvimi ve bu aya özel %${WEB_PROMOTION.discountPercent} indirimli fiyatı aynı gün yazılı olarak iletelim.`,
    buttonLabel: "Ücretsiz Teklif Alın",
    message: "Merhaba, web tasarım projem için teklif almak istiyorum.",
  },
};
