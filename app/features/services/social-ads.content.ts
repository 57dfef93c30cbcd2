/** /sosyal-medya-reklam: platforms, six ad goals, advantages, success metrics, pricing and CTA. */

import { figures } from "~/site/stats.content";
import type {
  CallToAction,
  EngagementContent,
  FeatureItem,
  HeroContent,
  SectionCopy,
  ServiceItem,
  Stat,
} from "~/shared/content-types";

export interface SocialAdsContent {
  hero: HeroContent;
  platforms: SectionCopy & { items: readonly ServiceItem[] };
  goals: SectionCopy & { items: readonly FeatureItem[] };
  advantages: SectionCopy & { items: readonly FeatureItem[] };
  metrics: SectionCopy & { stats: readonly Stat[]; note: string };
  engagement: EngagementContent;
  cta: CallToAction;
}

const OFFER_MESSAGE = "Merhaba, sosyal medya reklamlarım için teklif almak istiyorum.";

export const socialAdsContent: SocialAdsContent = {
  hero: {
    highlights: [
      "Meta ve LinkedIn reklam hesabı kurulumu",
      "Görsel ve kısa video kreatifler ekibimizden",
      "Piksel ve Dönüşüm API'si ile doğru ölçüm",
    ],
    primary: { label: "Teklif Alın", message: OFFER_MESSAGE },
    secondary: { label: "Platformları İnceleyin", href: "#platformlar" },
    illustration: {
      src: "/images/illustrations/sosyal-medya-reklam.svg",
      alt: "Telefon ekranında sponsorlu bir gönderi ve çevresinde yaş, konum ve yeniden pazarlama kitlesi etiketleri",
      width: 640,
      height: 480,
    },
  },
  platforms: {
    title: "Reklam verdiğimiz platformlar",
    intro: "Hedef kitlenizin vakit geçirdiği platformu seçiyor, her platformun kendi diline uygun kreatiflerle reklam veriyoruz.",
    items: [
      {
        icon: "users",
        network: "facebook",
        title: "Facebook Reklamları",
        description:
          "Geniş yaş aralığına ve yerel kitlelere ulaşmak için hâlâ en güçlü kanal. Semt bazında konum hedeflemesi, ilgi alanları ve benzer kitlelerle doğru kişilere ulaşırız.",
        features: ["Konum ve demografik hedefleme", "Benzer kitleler", "Form reklamlarıyla aday toplama", "Messenger ve Marketplace yerleşimleri"],
      },
      {
        icon: "camera",
        network: "instagram",
        title: "Instagram Reklamları",
        description:
          "Görsel ağırlıklı ürün ve hizmetler için ideal. Reels, hikâye ve keşfet alanlarında kaydırmayı durduran kreatiflerle markanızı genç ve aktif kitleye tanıtırız.",
        features: ["Reels ve hikâye reklamları", "Ürün etiketli alışveriş reklamları", "Mesaj (DM) kampanyaları", "Dikey video kreatif üretimi"],
      },
      {
        icon: "award",
        network: "linkedin",
        title: "LinkedIn Reklamları",
        description:
          "B2B satış yapıyorsanız karar vericilere unvan, sektör, şirket büyüklüğü ve hatta şirket adıyla ulaşmanın en isabetli yoludur.",
        features: ["Unvan ve kıdem hedeflemesi", "Sponsorlu içerik ve mesaj reklamları", "Lead Gen form entegrasyonu", "Hedef şirket listeleri"],
      },
      {
        icon: "target",
        title: "Yeniden Pazarlama",
        description:
          "Sitenizi ziyaret eden, sepete ürün ekleyen ya da videonuzu izleyen kişilere özel mesajlarla yeniden ulaşır, yarım kalan satın almaları tamamlatırız.",
        features: ["Meta Pikseli ve Dönüşüm API'si kurulumu", "Dinamik ürün reklamları", "Sepet terk kampanyaları", "Rahatsız etmeyen gösterim sıklığı"],
      },
    ],
  },
  goals: {
    title: "Altı reklam hedefi, tek strateji",
    intro:
      "Her kampanyayı tek bir iş hedefine bağlıyor, başarıyı o hedefin ölçütüyle değerlendiriyoruz: bilinirlikte bin gösterim maliyetine, potansiyel müşteri kampanyasında form başına maliyete, satış kampanyasında reklam getirisine bakarız.",
    items: [
      { icon: "megaphone", title: "Marka Bilinirliği", description: "Yeni bir marka, ürün ya da şube açılışında hedef bölgedeki en fazla kişiye en düşük maliyetle ulaşırız." },
      { icon: "globe", title: "Web Sitesi Trafiği", description: "Ürün sayfanıza, blog yazınıza ya da kampanya sayfanıza ilgilenecek ziyaretçiler çekeriz." },
      { icon: "heart", title: "Etkileşim", description: "Gönderilerinizin daha çok beğeni, yorum ve paylaşım almasını sağlayarak topluluğunuzu büyütürüz." },
      { icon: "users", title: "Potansiyel Müşteri", description: "Form reklamlarıyla satış ekibinize iletişim bilgisi bırakan nitelikli adaylar getiririz." },
      { icon: "message", title: "Mesaj ve Arama", description: "WhatsApp, Messenger ya da Instagram üzerinden doğrudan size yazan müşteriler kazandırırız." },
      { icon: "shopping-cart", title: "Satış ve Dönüşüm", description: "E-ticaret sitenizde sepete ekleme ve satın almayı hedefleyen, reklam getirisi odaklı kampanyalar kurarız." },
    ],
  },
  advantages: {
    title: "Neden bizimle sosyal medya reklamı?",
    intro: "Reklam yönetimi, kreatif üretimi ve ölçümleme aynı ekipte olduğunda sonuçlar hızlanır.",
    items: [
      { icon: "target", title: "Nokta atışı hedefleme", description: "Yaş, konum, ilgi alanı, davranış, unvan ve sektöre göre yalnızca size uygun kişilere görünürsünüz." },
      { icon: "camera", title: "Kreatifler ekibimizden", description: "Tasarım ve video ekibimiz her platforma uygun görselleri ve kısa videoları kendi bünyesinde üretir." },
      { icon: "trending-up", title: "Küçük bütçeyle başlama", description: "Küçük günlük bütçelerle test eder, işe yarayan kreatif ve kitlelere bütçeyi kademeli olarak artırırız." },
      { icon: "chart", title: "Doğru ölçümleme", description: "Meta Pikseli, Dönüşüm API'si ve LinkedIn Insight Tag ile reklamın getirdiği her satışı ve formu izleriz." },
      { icon: "lightbulb", title: "Sürekli A/B testi", description: "Görsel, metin ve kitle varyasyonlarını birbirine karşı test eder, kazananı ölçekleriz." },
      { icon: "shield", title: "Şeffaf raporlama", description: "Reklam hesabı sizin adınıza açılır; harcamayı ve sonuçları her ay anlaşılır bir raporla paylaşırız." },
    ],
  },
  metrics: {
    title: "Başarı ölçütlerimiz",
    intro:
      "Beğeni ve takipçi sayısı tek başına işinizi büyütmez. Raporlarımızda reklam harcamasının getirisini, potansiyel müşteri başına maliyeti ve tıklama oranını öne çıkarıyoruz; aşağıdaki ortalamalar da bu ölçütlerle hesaplandı.",
    stats: figures("roas", "leadCostReduction", "socialCtr", "managedAdSpend"),
    note: "Ortalamalar son on iki ayda yönettiğimiz e-ticaret ve hizmet sektörü hesaplarından hesaplanmıştır; sonuçlar sektöre, ürüne ve bütçeye göre değişir.",
  },
  engagement: {
    title: "Fiyatlandırma ve başlangıç",
    intro: "Reklam bütçesi ile yönetim ücreti her zaman ayrı ve açıktır.",
    paragraphs: [
      "Reklam bütçeniz doğrudan Meta'ya ya da LinkedIn'e, kendi kartınızla ödenir. Yönetim ücretimiz; platform sayısına, aylık kampanya ve kreatif ihtiyacına göre belirlenen sabit bir aylık tutardır ve kreatif tasarımı içerir.",
      "İlk ay hesap kurulumu, ölçümleme ve test kampanyalarıyla geçer; ikinci aydan itibaren işe yarayan kitle ve kreatiflere bütçeyi kaydırarak maliyetleri düşürürüz.",
      "Her ay reklam sonuçlarını, kreatif testlerinden çıkan dersleri ve bir sonraki ayın bütçe önerisini kısa bir raporla paylaşır, kararları sizinle birlikte veririz.",
    ],
    stepsTitle: "Nasıl başlarız?",
    steps: [
      "WhatsApp'tan yazın; ürününüzü, hedef kitlenizi ve aylık bütçe aralığınızı paylaşın.",
      "Kitle, kreatif ve bütçe önerisini içeren yazılı teklifimizi iletelim.",
      "Onayınızla piksel kurulumunu yapar, ilk kampanyaları yaklaşık bir hafta içinde yayına alırız.",
    ],
  },
  cta: {
    title: "Reklamlarınız doğru kişiye ulaşsın",
    text: "Ürününüzü ve hedefinizi anlatın; size uygun platformları, kitle önerilerini ve örnek kreatif fikirlerini içeren teklifimizi aynı gün iletelim.",
    buttonLabel: "Teklif Alın",
    message: OFFER_MESSAGE,
  },
};
