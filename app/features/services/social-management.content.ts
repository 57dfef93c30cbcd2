/** /sosyal-medya-yonetim: services, four platforms, six content types, benefits, success rates. */

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

export interface SocialManagementContent {
  hero: HeroContent;
  services: SectionCopy & { items: readonly ServiceItem[] };
  platforms: SectionCopy & { items: readonly ServiceItem[] };
  contentTypes: SectionCopy & { items: readonly FeatureItem[] };
  benefits: SectionCopy & { items: readonly FeatureItem[] };
  results: SectionCopy & { stats: readonly Stat[]; note: string };
  engagement: EngagementContent;
  cta: CallToAction;
}

const OFFER_MESSAGE = "Merhaba, sosyal medya hesaplarımızın yönetimi için teklif almak istiyorum.";

export const socialManagementContent: SocialManagementContent = {
  hero: {
    highlights: [
      "Aylık içerik takvimi her ay onayınıza sunulur",
      "Tasarım, video ve metin tek ekipten",
      "Hafta içi her gün yorum ve mesaj takibi",
    ],
    primary: { label: "Teklif Alın", message: OFFER_MESSAGE },
    secondary: { label: "Hizmet Kapsamını İnceleyin", href: "#hizmetler" },
    illustration: {
      src: "/images/illustrations/sosyal-medya-yonetim.svg",
      alt: "Onaylanmış aylık sosyal medya içerik takvimi ve yükselen etkileşim grafiği",
      width: 640,
      height: 480,
    },
  },
  services: {
    title: "Sosyal medya yönetimi hizmetlerimiz",
    intro: "İçerik fikrinden yayına, yorum yanıtlamaktan aylık rapora kadar hesaplarınızın tüm işini üstleniyoruz.",
    items: [
      {
        icon: "pen",
        title: "İçerik Üretimi",
        description: "Markanızın diline uygun gönderi metinleri, tasarımlar, Reels videoları ve hikâyeler hazırlıyoruz.",
        features: ["Marka dili ve görsel kimlik rehberi", "Profesyonel tasarım ve fotoğraf", "Kısa dikey video kurgusu", "Türkçe ve İngilizce metin yazımı"],
      },
      {
        icon: "clock",
        title: "Planlama ve Yayın",
        description: "Aylık içerik takvimini özel günlere, kampanyalarınıza ve platform trendlerine göre kurguluyor, en çok etkileşim alan saatlerde yayınlıyoruz.",
        features: ["Aylık içerik takvimi ve onay süreci", "Özel gün ve kampanya planlaması", "Zamanlanmış paylaşımlar", "Etiket ve hashtag stratejisi"],
      },
      {
        icon: "message",
        title: "Topluluk Yönetimi",
        description: "Yorumlara ve mesajlara marka dilinizle, zamanında yanıt veriyor; olumsuz yorumları krize dönüşmeden yönetiyoruz.",
        features: ["Hafta içi günlük yorum ve mesaj takibi", "Sık sorulan sorular için yanıt rehberi", "Kriz iletişimi planı", "Satış fırsatlarının size iletilmesi"],
      },
      {
        icon: "chart",
        title: "Analiz ve Raporlama",
        description: "Her ay erişimi, etkileşimi, takipçi büyümesini ve sitenize gelen trafiği raporluyor, sonraki ayın planını bu verilere göre güncelliyoruz.",
        features: ["Aylık performans raporu", "En iyi ve en zayıf içerik analizi", "Rakip hesap karşılaştırması", "Sonraki ay için öneriler"],
      },
    ],
  },
  platforms: {
    title: "Yönettiğimiz platformlar",
    intro: "Her platformun kitlesi ve içerik dili farklıdır; aynı gönderiyi her yere kopyalamak yerine platforma özel içerik üretiyoruz.",
    items: [
      {
        icon: "camera",
        network: "instagram",
        title: "Instagram",
        description: "Görsel hikâye anlatımı ve Reels ile marka bilinirliği ve ürün keşfi için ana platform.",
        features: ["Reels ve hikâyeler", "Profil vitrini düzeni", "Öne çıkan hikâye kapakları"],
      },
      {
        icon: "users",
        network: "facebook",
        title: "Facebook",
        description: "Yerel işletmeler, etkinlikler ve geniş yaş grubu için topluluk ve duyuru kanalı.",
        features: ["Sayfa ve grup yönetimi", "Etkinlik duyuruları", "Yerel topluluk etkileşimi"],
      },
      {
        icon: "award",
        network: "linkedin",
        title: "LinkedIn",
        description: "Kurumsal itibar, işe alım ve B2B ilişkiler için şirket sayfası ve yönetici içerikleri.",
        features: ["Şirket sayfası içerikleri", "Yönetici profili yazıları", "İşveren markası paylaşımları"],
      },
      {
        icon: "video",
        title: "TikTok",
        description: "Trendlere hızlı uyum sağlayan kısa ve eğlenceli videolarla genç kitleye organik erişim.",
        features: ["Trend takibi ve uyarlama", "Kısa video kurgusu", "Yaratıcı iş birlikleri"],
      },
    ],
  },
  contentTypes: {
    title: "Ürettiğimiz içerik türleri",
    intro: "Takvimdeki her içerik türü farklı bir amaca hizmet eder; dengeli bir karışım hem erişimi hem güveni büyütür.",
    items: [
      { icon: "video", title: "Reels ve kısa videolar", description: "En yüksek organik erişimi sağlayan, ilk üç saniyede dikkat çeken dikey videolar." },
      { icon: "lightbulb", title: "Kaydırmalı gönderiler", description: "Bilgiyi adım adım anlatan, kaydedilme ve paylaşılma oranı yüksek çoklu görseller." },
      { icon: "smartphone", title: "Hikâyeler", description: "Anket, soru ve geri sayım çıkartmalarıyla takipçilerinizle her gün etkileşim." },
      { icon: "shopping-cart", title: "Ürün ve hizmet tanıtımları", description: "Ürününüzü faydasıyla anlatan, profesyonelce çekilmiş tanıtım görselleri." },
      { icon: "camera", title: "Kamera arkası içerikler", description: "Ekibinizi ve üretim sürecinizi gösteren, markanıza insan yüzü kazandıran samimi paylaşımlar." },
      { icon: "heart", title: "Müşteri hikâyeleri", description: "Gerçek müşteri yorumlarını ve deneyimlerini öne çıkaran, güven oluşturan sosyal kanıt içerikleri." },
    ],
  },
  benefits: {
    title: "Sosyal medyanızı bize bıraktığınızda",
    intro: "Hesaplarınız düzenli ve profesyonel görünürken siz işinize odaklanırsınız.",
    items: [
      { icon: "clock", title: "Zamanınız size kalır", description: "İçerik düşünmek, tasarlamak ve yayınlamak için harcadığınız saatleri işinize ayırırsınız." },
      { icon: "award", title: "Tutarlı marka görünümü", description: "Tüm hesaplarınızda aynı renk, dil ve kalite; profilinize giren kişi profesyonel bir marka görür." },
      { icon: "check", title: "Planlı ve düzenli paylaşım", description: "Takvim bir ay önceden hazırlanır; özel günler ve kampanyalar son dakikaya kalmaz." },
      { icon: "trending-up", title: "Daha fazla erişim ve takipçi", description: "Algoritmaya uygun formatlar ve yayın saatleriyle içerikleriniz daha çok kişiye ulaşır." },
      { icon: "message", title: "Müşteriye hızlı yanıt", description: "Yorum ve mesajlar yanıtsız kalmaz; satış fırsatlarını aynı gün size iletiriz." },
      { icon: "chart", title: "Veriye dayalı gelişim", description: "Aylık raporlarla hangi içeriğin işe yaradığını görür, emeğinizi doğru yere yönlendirirsiniz." },
    ],
  },
  results: {
    title: "Ortalama başarı oranlarımız",
    intro: "Yönetimini üstlendiğimiz hesaplarda ilk altı ayda ölçtüğümüz ortalama değişim.",
    stats: figures("engagementGrowth", "followerGrowth", "reachGrowth", "responseTime"),
    note: "Ortalamalar son on iki ayda yönettiğimiz hesapların verilerinden hesaplanmıştır; sonuçlar sektöre, başlangıç noktasına ve paylaşım sıklığına göre değişir.",
  },
  engagement: {
    title: "Fiyatlandırma ve başlangıç",
    intro: "Aylık sabit ücret, net kapsam, sürpriz yok.",
    paragraphs: [
      "Sosyal medya yönetimi aylık sabit ücretle çalışır. Ücret; yönetilen platform sayısına, aylık gönderi ve video adedine ve topluluk yönetimi kapsamına göre belirlenir. Kapsam, yani ayda kaç gönderi, kaç Reels ve kaç hikâye yayınlanacağı, teklifte yazılıdır.",
      "Reklam desteği isterseniz reklam bütçesi ayrıca ve doğrudan platforma ödenir; sosyal medya reklam hizmetimizle aynı takvim içinde yönetilir.",
    ],
    stepsTitle: "Nasıl başlarız?",
    steps: [
      "WhatsApp'tan yazın; hesaplarınızı ve hedeflerinizi paylaşın.",
      "Hesap analizinizi ve size uygun aylık kapsamı içeren teklifimizi iletelim.",
      "Onayınızla marka rehberini ve ilk ayın içerik takvimini hazırlayıp yayına başlarız.",
    ],
  },
  cta: {
    title: "Hesaplarınız ücretsiz analizle başlasın",
    text: "Sosyal medya hesaplarınızı inceleyip güçlü ve zayıf yönlerinizi, rakiplerinize göre konumunuzu ve ilk ay için içerik önerilerimizi ücretsiz paylaşalım.",
    buttonLabel: "Ücretsiz Hesap Analizi İsteyin",
    message: "Merhaba, sosyal medya hesaplarımız için ücretsiz analiz istiyorum.",
  },
};
