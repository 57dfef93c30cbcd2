/** /video-produksiyon: four services, six video types, production process, equipment, statistics. */

import { figures } from "~/site/stats.content";
import type {
  CallToAction,
  EngagementContent,
  FeatureItem,
  HeroContent,
  ItemGroup,
  ProcessStep,
  SectionCopy,
  ServiceItem,
  Stat,
} from "~/shared/content-types";
import { VIDEO_IDS } from "~/site/videos";

export interface VideoProductionContent {
  hero: HeroContent;
  services: SectionCopy & { items: readonly ServiceItem[] };
  videoTypes: SectionCopy & { items: readonly FeatureItem[] };
  process: SectionCopy & { steps: readonly ProcessStep[] };
  equipment: SectionCopy & { groups: readonly ItemGroup[] };
  statistics: SectionCopy & { stats: readonly Stat[]; note: string };
  engagement: EngagementContent;
  cta: CallToAction;
}

const OFFER_MESSAGE = "Merhaba, video prodüksiyon projemiz için teklif almak istiyoruz.";

export const videoProductionContent: VideoProductionContent = {
  hero: {
    highlights: ["Senaryodan teslime tek ekip", "4K sinema kamerası ve drone çekimi", "Her platform için doğru formatta teslim"],
    primary: { label: "Teklif Alın", message: OFFER_MESSAGE },
    secondary: { label: "Video Türlerini İnceleyin", href: "#video-turleri" },
    video: {
      youtubeId: VIDEO_IDS.showreel,
      title: "Pusula Dijital video prodüksiyon tanıtım filmi",
      poster: {
        src: "/images/video/video-produksiyon-poster.svg",
        alt: "Video prodüksiyon tanıtım filminin kapak görseli: sinema kamerası, klaket ve kurgu zaman çizelgesi",
        width: 1280,
        height: 720,
      },
    },
  },
  services: {
    title: "Video prodüksiyon hizmetlerimiz",
    intro: "Tek bir ürün videosundan aylık sosyal medya çekimlerine kadar, ihtiyacınıza göre ölçeklenen prodüksiyon.",
    items: [
      {
        icon: "award",
        title: "Kurumsal Tanıtım Filmi",
        description: "Firmanızın hikâyesini, üretim gücünü ve ekibini anlatan; web sitenizde, fuarlarda ve sunumlarınızda yıllarca kullanacağınız filmler.",
        features: ["Senaryo ve röportaj kurgusu", "Tesis ve ofis çekimleri", "Profesyonel seslendirme", "Türkçe ve İngilizce altyazı"],
      },
      {
        icon: "megaphone",
        title: "Reklam ve Ürün Filmleri",
        description: "Ürününüzü en iyi açıdan gösteren, Google Ads, YouTube ve sosyal medya reklamlarında kullanılacak kısa ve etkili videolar.",
        features: ["Stüdyo ürün çekimi", "6, 15 ve 30 saniyelik kurgular", "Dikey ve yatay formatlar", "Reklam platformlarına teknik uyum"],
      },
      {
        icon: "smartphone",
        title: "Sosyal Medya Videoları",
        description: "Reels, TikTok ve YouTube Shorts için ilk saniyede dikkat çeken dikey videolar; aylık toplu çekimlerle düzenli ve ekonomik üretim.",
        features: ["Aylık toplu çekim günü", "Altyazılı dikey kurgu", "Trend ve müzik takibi", "Kapak görseli tasarımı"],
      },
      {
        icon: "camera",
        title: "Drone ve Etkinlik Çekimi",
        description: "Lansman, fuar, konferans ve açılışlarınızı çok kameralı çekimle kaydediyor; havadan görüntülerle tesis ve projelerinizi etkileyici biçimde gösteriyoruz.",
        features: ["Kayıtlı drone pilotu", "Çok kameralı çekim", "Aynı gün öne çıkanlar kurgusu", "Canlı yayın desteği"],
      },
    ],
  },
  videoTypes: {
    title: "Ürettiğimiz video türleri",
    intro: "Her video türü izleyicinin karar yolculuğunda farklı bir adıma hizmet eder.",
    items: [
      { icon: "video", title: "Tanıtım filmi", description: "Markanızı bir ila üç dakikada anlatan, web sitenizin ve sunumlarınızın ana videosu." },
      { icon: "shopping-cart", title: "Ürün videosu", description: "Ürünün özelliklerini ve kullanımını gösteren, e-ticaret sayfalarında dönüşümü artıran videolar." },
      { icon: "users", title: "Müşteri referans videosu", description: "Memnun müşterilerinizin deneyimini kendi ağzından anlattığı, güven veren röportajlar." },
      { icon: "lightbulb", title: "Eğitim ve nasıl yapılır", description: "Kurulum, kullanım ipuçları ve sık sorulan soruları anlatan, destek yükünüzü azaltan videolar." },
      { icon: "megaphone", title: "Etkinlik ve lansman", description: "Etkinliğin atmosferini ve öne çıkan anlarını yansıtan, aynı gün paylaşılabilen özet filmler." },
      { icon: "pen", title: "Animasyon ve motion graphics", description: "Soyut hizmetleri, yazılımları ve süreçleri anlaşılır kılan animasyonlu anlatımlar." },
    ],
  },
  process: {
    title: "Altı adımda prodüksiyon süreci",
    intro: "Kameraya dokunmadan önce planlarız: iyi bir ön hazırlık, çekim gününü kısaltır ve bütçenizi korur.",
    steps: [
      {
        step: 1,
        title: "Brief ve Konsept",
        duration: "1-2 gün",
        description: "Videonun amacını, hedef kitlesini, yayınlanacağı platformları ve ana mesajı birlikte netleştiriyor, konsept önerimizi sunuyoruz.",
        details: ["Başlangıç toplantısı", "Referans video seçimi", "Konsept ve ton önerisi", "Bütçe ve takvim"],
      },
      {
        step: 2,
        title: "Senaryo ve Storyboard",
        duration: "3-5 gün",
        description: "Senaryoyu ve seslendirme metnini sahne sahne yazıyor, görsel akışı storyboard ile onayınıza sunuyoruz.",
        details: ["Senaryo ve seslendirme metni", "Storyboard", "Çekim listesi", "Revizyon ve onay"],
      },
      {
        step: 3,
        title: "Ön Prodüksiyon",
        duration: "2-4 gün",
        description: "Mekânı, oyuncuları, ekipmanı ve çekim izinlerini ayarlıyor; çekim gününün saat saat planını hazırlıyoruz.",
        details: ["Mekân keşfi ve izinler", "Oyuncu ve seslendirme sanatçısı seçimi", "Ekip ve ekipman planı", "Çekim günü programı"],
      },
      {
        step: 4,
        title: "Çekim",
        duration: "1-3 gün",
        description: "Sinema kameraları, profesyonel ışık ve ses ekipmanıyla planlanan tüm sahneleri çekiyor, sette onayınızı alıyoruz.",
        details: ["4K sinema kamerasıyla çekim", "Profesyonel ışık ve ses kaydı", "Gerekirse drone çekimi", "Sette anlık kontrol"],
      },
      {
        step: 5,
        title: "Kurgu, Renk ve Ses",
        duration: "5-7 gün",
        description: "Görüntüleri kurguluyor; renk düzenlemesi, lisanslı müzik, ses miksajı, grafik ve altyazıları ekliyoruz.",
        details: ["Kurgu ve ritim", "Renk düzenleme", "Lisanslı müzik ve ses miksajı", "Grafik animasyon ve altyazı"],
      },
      {
        step: 6,
        title: "Revizyon ve Teslim",
        duration: "2-3 gün",
        description: "Geri bildirimlerinizi işliyor, videoyu yayınlayacağınız her platform için doğru format ve boyutta teslim ediyoruz.",
        details: ["Revizyon turu", "16:9, 9:16 ve 1:1 formatlar", "Kapak görselleri", "Ham görüntü arşivi"],
      },
    ],
  },
  equipment: {
    title: "Ekipmanımız",
    intro: "Sinema kalitesinde görüntü için profesyonel ekipmanı kendi envanterimizde tutuyoruz; kiralama beklemeden hızla sete çıkarız.",
    groups: [
      { title: "Kamera ve Lens", items: ["Sony FX6 sinema kamerası", "Sony FX3 kompakt sinema kamerası", "Sony G Master lens seti", "DJI RS 3 Pro gimbal"] },
      { title: "Işık", items: ["Aputure 600d ve 300x LED ışıklar", "Softbox ve difüzör seti", "RGB efekt ışıkları", "Bataryalı taşınabilir ışıklar"] },
      { title: "Ses", items: ["Sennheiser MKE 600 shotgun mikrofon", "Rode Wireless PRO yaka mikrofonu", "Zoom F6 ses kayıt cihazı", "Seslendirme kabini"] },
      { title: "Hava ve Hareket", items: ["DJI Mavic 3 Pro drone", "DJI Avata FPV drone", "Slider ve dolly sistemi", "Teleprompter"] },
      { title: "Kurgu ve Renk", items: ["DaVinci Resolve Studio", "Adobe Premiere Pro", "Adobe After Effects", "Kalibre referans monitör"] },
      { title: "Stüdyo", items: ["Sonsuz fon çekim alanı", "Ürün çekim masası", "Yeşil perde (green screen)", "Makyaj ve hazırlık odası"] },
    ],
  },
  statistics: {
    title: "Rakamlarla prodüksiyon ekibimiz",
    intro: "Kurumsal filmlerden sosyal medya videolarına kadar yürüttüğümüz projelerin özeti.",
    stats: figures("videosProduced", "videoViews", "videoDelivery", "satisfaction"),
    note: "Rakamlar ekibimizin kuruluşundan bu yana ürettiği projeleri kapsar; teslim süresi senaryo onayından itibaren hesaplanır.",
  },
  engagement: {
    title: "Fiyatlandırma ve başlangıç",
    intro: "Her video farklıdır; fiyatı belirleyen kalemleri açıkça gösteririz.",
    paragraphs: [
      "Video fiyatı; çekim gün sayısına, ekip büyüklüğüne, mekân, oyuncu ve drone ihtiyacına, kurgu süresine ve teslim edilecek format sayısına göre belirlenir. Teklifimizde her kalemi ayrı ayrı görürsünüz.",
      "Sosyal medya için düzenli video ihtiyacınız varsa aylık toplu çekim paketleriyle video başına maliyeti önemli ölçüde düşürüyoruz.",
    ],
    stepsTitle: "Nasıl başlarız?",
    steps: [
      "WhatsApp'tan yazın; videonun amacını, süresini ve nerede yayınlanacağını paylaşın.",
      "Konsept önerisi, takvim ve kalem kalem fiyat içeren teklifimizi iletelim.",
      "Onayınızla senaryo çalışmasına başlar, çekim tarihini birlikte belirleriz.",
    ],
  },
  cta: {
    title: "Markanızın hikâyesini birlikte çekelim",
    text: "Aklınızdaki videoyu kısaca anlatın; konsept önerimizi, çekim planını ve net fiyatı içeren teklifimizi aynı gün iletelim.",
    buttonLabel: "Teklif Alın",
    message: OFFER_MESSAGE,
  },
};
