/** /google-ads: four campaign types, benefits, six-step process, pricing model and CTA. */

import { FIGURES } from "~/site/stats.content";
import type {
  CallToAction,
  EngagementContent,
  FeatureItem,
  HeroContent,
  ProcessStep,
  SectionCopy,
  ServiceItem,
} from "~/shared/content-types";

export interface GoogleAdsContent {
  hero: HeroContent;
  services: SectionCopy & { items: readonly ServiceItem[] };
  benefits: SectionCopy & { items: readonly FeatureItem[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  engagement: EngagementContent;
  cta: CallToAction;
}

const ANALYSIS_MESSAGE = "Merhaba, Google Ads hesabım için ücretsiz analiz istiyorum.";

export const googleAdsContent: GoogleAdsContent = {
  hero: {
    highlights: [
      "Ücretsiz hesap ve rakip analizi",
      "Dönüşüm takibi kurulumu hizmete dahil",
      "Haftalık optimizasyon, aylık şeffaf rapor",
    ],
    primary: { label: "Ücretsiz Hesap Analizi İsteyin", message: ANALYSIS_MESSAGE },
    secondary: { label: "Kampanya Türlerini İnceleyin", href: "#hizmetler" },
    illustration: {
      src: "/images/illustrations/google-ads.svg",
      alt: "Google arama sonuçlarında en üstte yer alan sponsorlu reklam ve yükselen dönüşüm grafiği",
      width: 640,
      height: 480,
    },
  },
  services: {
    title: "Google Ads kampanya türleri",
    intro:
      "Hedefinize göre doğru kampanya türünü seçiyor, gerektiğinde birkaçını aynı strateji içinde birlikte kurguluyoruz. Hesabınız sizin adınıza açılır; reklam bütçeniz doğrudan Google'a ödenir.",
    items: [
      {
        icon: "search",
        title: "Arama Ağı Reklamları",
        description:
          "Google'da ürününüzü ya da hizmetinizi arayan kişinin karşısına, arama sonuçlarının en üstünde çıkarız. Satın alma niyeti en yüksek kitleye ulaşmanın en hızlı yoludur.",
        features: [
          "Niyet odaklı anahtar kelime seçimi",
          "Negatif kelime listeleriyle boşa harcamayı önleme",
          "Reklam metni ve reklam öğesi optimizasyonu",
          "Konum, saat ve cihaza göre teklif ayarı",
        ],
      },
      {
        icon: "monitor",
        title: "Görüntülü Reklam Ağı",
        description:
          "Milyonlarca web sitesinde, uygulamada ve YouTube'da görsel reklamlarla markanızı hedef kitlenize tanıtır, sitenizi ziyaret edip ayrılanlara yeniden ulaşırız.",
        features: [
          "İlgi alanı ve demografik hedefleme",
          "Yeniden pazarlama listeleri",
          "Tüm boyutlarda banner tasarımı",
          "Yayın yeri ve marka güvenliği kontrolü",
        ],
      },
      {
        icon: "shopping-cart",
        title: "Alışveriş Reklamları",
        description:
          "Ürünlerinizi görseli, fiyatı ve mağaza adıyla arama sonuçlarında gösteririz. E-ticaret siteleri için en yüksek dönüşüm getiren kampanya türüdür.",
        features: [
          "Merchant Center kurulumu ve ürün feed'i",
          "Ürün başlığı ve özellik optimizasyonu",
          "Kârlılığa göre ürün gruplama",
          "Feed hatalarının düzenli kontrolü",
        ],
      },
      {
        icon: "zap",
        title: "Performance Max",
        description:
          "Google'ın yapay zekâsıyla Arama, YouTube, Gmail, Haritalar ve Görüntülü Reklam Ağı'nda tek kampanyadan dönüşüm ararız. Doğru veri ve reklam öğeleriyle beslendiğinde güçlü sonuç verir.",
        features: [
          "Öğe grupları ve kitle sinyalleri",
          "Dönüşüm değerine göre teklif",
          "Marka aramalarının ayrıştırılması",
          "Ürün ve öğe bazında performans analizi",
        ],
      },
    ],
  },
  benefits: {
    title: "Google Ads ile neler kazanırsınız?",
    intro: `Doğru kurulmuş ve düzenli yönetilen bir hesap, harcadığınız her liranın karşılığını ölçülebilir biçimde gösterir. Yönettiğimiz e-ticaret hesaplarında ortalama reklam getirisi ${FIGURES.roas.number}.`,
    items: [
      { icon: "zap", title: "Aynı gün görünürlük", description: "Kampanya onaylandığı gün arama sonuçlarının en üstünde yer alır, SEO sonuçlarını beklemeden talep toplamaya başlarsınız." },
      { icon: "trending-up", title: "Yalnızca tıklamaya ödeme", description: "Reklamınız gösterildiğinde değil, biri tıkladığında ödeme yaparsınız. Günlük bütçenin üst sınırını siz belirlersiniz." },
      { icon: "target", title: "Doğru kişiye, doğru anda", description: "Konum, saat, cihaz, dil ve ilgi alanına göre hedeflemeyle yalnızca potansiyel müşterilerinize görünürsünüz." },
      { icon: "chart", title: "Lira lira ölçülebilir sonuç", description: "Hangi kelimenin ve hangi reklamın kaç arama, form ya da satış getirdiğini ve maliyetini görürsünüz." },
      { icon: "clock", title: "Esnek bütçe", description: "Sezona, stok durumuna ya da kampanyalarınıza göre bütçeyi gün içinde artırıp azaltabiliriz." },
      { icon: "award", title: "Sertifikalı uzman yönetimi", description: "Hesabınızı Google Ads sertifikalı uzmanlarımız yönetir; yaptığımız her değişikliği gerekçesiyle raporlarız." },
    ],
  },
  process: {
    title: "Altı adımda Google Ads yönetimi",
    intro: "İlk dört adım sağlam bir kurulum içindir; kampanyalar yayına girdikten sonra optimizasyon ve raporlama düzenli olarak sürer.",
    steps: [
      {
        step: 1,
        title: "Hesap ve Rakip Analizi",
        duration: "2-3 gün",
        description: "Mevcut hesabınızı inceliyor, rakiplerinizin reklamlarını ve sektörünüzdeki tıklama maliyetlerini analiz ediyoruz. Yeni başlıyorsanız bütçe ve sonuç tahminini çıkarıyoruz.",
        details: ["Hesap yapısı ve harcama analizi", "Boşa giden bütçenin tespiti", "Rakip reklam incelemesi", "Tahmini maliyet ve hedef hesabı"],
      },
      {
        step: 2,
        title: "Strateji ve Anahtar Kelime Planı",
        duration: "3-5 gün",
        description: "Hedeflerinize göre kampanya türlerini, bütçe dağılımını ve anahtar kelime listelerini belirleyip onayınıza sunuyoruz.",
        details: ["Kampanya ve reklam grubu yapısı", "Anahtar kelime ve negatif kelime listeleri", "Bütçe ve teklif stratejisi", "Dönüşüm başı maliyet veya ROAS hedefi"],
      },
      {
        step: 3,
        title: "Dönüşüm Takibi Kurulumu",
        duration: "1-2 gün",
        description: "Form, telefon araması, WhatsApp tıklaması ve satış gibi her değerli eylemi ölçülebilir hâle getiriyoruz. Ölçemediğimiz bir kampanyayı yayına almayız.",
        details: ["Google Tag Manager kurulumu", "GA4 ve Google Ads bağlantısı", "Gelişmiş dönüşümler", "Arama ve WhatsApp tıklaması takibi"],
      },
      {
        step: 4,
        title: "Kampanya Kurulumu ve Reklam Metinleri",
        duration: "3-5 gün",
        description: "Reklam metinlerini, görselleri ve gerekiyorsa açılış sayfası önerilerini hazırlıyor, kampanyaları onayınızla yayına alıyoruz.",
        details: ["Duyarlı arama reklamı metinleri", "Görsel ve video öğeleri", "Site bağlantısı, arama ve konum öğeleri", "Açılış sayfası önerileri"],
      },
      {
        step: 5,
        title: "Optimizasyon",
        duration: "Sürekli",
        description: "Arama terimlerini, teklifleri, bütçe dağılımını ve reklam varyasyonlarını her hafta inceliyor, iyi çalışanı büyütüp zayıf olanı durduruyoruz.",
        details: ["Arama terimi ve negatif kelime kontrolü", "Teklif ve bütçe ayarları", "Reklam A/B testleri", "Kalite puanı iyileştirme"],
      },
      {
        step: 6,
        title: "Raporlama ve Büyütme",
        duration: "Her ay",
        description: "Her ay harcamayı, dönüşümleri ve dönüşüm başı maliyeti anlaşılır bir raporla paylaşıyor, kârlı kampanyaları büyütme planını birlikte belirliyoruz.",
        details: ["Aylık performans raporu", "Değerlendirme görüşmesi", "Yeni kampanya fırsatları", "Bütçe ölçeklendirme önerileri"],
      },
    ],
  },
  engagement: {
    title: "Fiyatlandırma ve başlangıç",
    intro: "Ne ödediğinizi ve ne aldığınızı en baştan bilirsiniz.",
    paragraphs: [
      "Reklam bütçeniz doğrudan Google'a, kendi kartınızla ödenir; reklam hesabı sizin adınıza açılır ve tüm verileri her zaman görürsünüz. Yönetim ücretimiz, kampanya sayısına ve aylık reklam bütçenize göre belirlenen sabit bir aylık tutardır; harcamanızdan gizli komisyon almayız.",
      "Ücretsiz analizden sonra önerdiğimiz kampanya yapısını, tahmini sonuçları ve aylık yönetim ücretini tek sayfalık yazılı bir teklifle iletiriz.",
    ],
    stepsTitle: "Nasıl başlarız?",
    steps: [
      "WhatsApp'tan ya da iletişim formundan bize ulaşın; sitenizi ve hedefinizi paylaşın.",
      "Hesabınızı ve rakiplerinizi inceleyip ücretsiz analiz raporunu iletelim.",
      "Teklifi onaylayın; kurulum ve dönüşüm takibiyle kampanyalarınız yaklaşık iki hafta içinde yayında.",
    ],
  },
  cta: {
    title: "Reklam bütçenizin ne kadarı boşa gidiyor?",
    text: "Hesabınızı ücretsiz inceleyelim; boşa harcanan tıklamaları, kaçırılan fırsatları ve iyileştirme önerilerini içeren kısa bir raporla size dönelim.",
    buttonLabel: "Ücretsiz Hesap Analizi İsteyin",
    message: ANALYSIS_MESSAGE,
  },
};
