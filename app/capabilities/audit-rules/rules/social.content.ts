import type { RuleTexts } from "../rule-text";
import type { SOCIAL_RULES } from "./social";

export const SOCIAL_TEXTS: RuleTexts<typeof SOCIAL_RULES> = {
  "social/og-missing": {
    title: "Sosyal medya paylaşım etiketleri (Open Graph) yok",
    why: "Sayfanız WhatsApp, Facebook, LinkedIn ya da Instagram mesajlarında paylaşıldığında bu platformlar başlığı, açıklamayı ve görseli Open Graph etiketlerinden alır. Etiketler yoksa paylaşım görselsiz, sıradan bir bağlantı olarak görünür ve çok daha az tıklanır.",
    fix: "Sayfanın <head> bölümüne og:title, og:description, og:image, og:url ve og:type etiketlerini ekleyin. WordPress'te Yoast ya da Rank Math gibi SEO eklentileri bunları kendiliğinden üretir.",
  },
  "social/og-title-missing": {
    title: "Paylaşım başlığı (og:title) yok",
    why: "Paylaşımda görünecek başlık belirtilmediğinde platformlar sayfadan bir metin tahmin eder; bu, çoğu zaman sitenizin adı ya da anlamsız bir satır olur.",
    fix: "Sayfaya, paylaşımda görünmesini istediğiniz başlıkla bir <meta property=\"og:title\" content=\"...\"> etiketi ekleyin.",
  },
  "social/og-description-missing": {
    title: "Paylaşım açıklaması (og:description) yok",
    why: "Paylaşım kartında başlığın altındaki kısa açıklama, bağlantıya tıklamak için bir neden verir. Belirtilmezse platform sayfadan rastgele bir metin alır ya da boş bırakır.",
    fix: "Sayfaya bir iki cümlelik bir <meta property=\"og:description\" content=\"...\"> etiketi ekleyin; meta açıklamanızı da kullanabilirsiniz.",
  },
  "social/og-image-missing": {
    title: "Paylaşım görseli (og:image) yok",
    why: "Görselli paylaşımlar sosyal medyada ve mesajlaşma uygulamalarında çok daha fazla dikkat çeker. og:image yoksa paylaşım görselsiz çıkar ya da platform sayfadan uygunsuz bir görsel (logo, simge) seçer.",
    fix: "Her sayfaya 1200×630 piksel boyutunda bir paylaşım görseli hazırlayıp <meta property=\"og:image\" content=\"https://...\"> etiketiyle tam adresini verin.",
  },
  "social/og-image-not-absolute": {
    title: "Paylaşım görselinin adresi eksik (göreli adres)",
    why: "Facebook, LinkedIn ve WhatsApp görseli kendi sunucularından indirir; \"/gorsel.jpg\" gibi alan adı olmayan bir adresi çözemezler ve paylaşım görselsiz çıkar.",
    fix: "og:image değerini https:// ile başlayan tam adres olarak yazın (ör. https://alanadiniz.com/gorsel.jpg).",
  },
  "social/og-image-insecure": {
    title: "Paylaşım görseli güvensiz (http) adreste",
    why: "Sayfanız https ile açılırken paylaşım görseli http adresinde duruyor; bazı platformlar ve uygulamalar güvensiz adresteki görseli göstermez.",
    fix: "Görselin adresini https:// ile verin ya da https adresini og:image:secure_url etiketiyle ekleyin.",
  },
  "social/og-url-mismatch": {
    title: "Paylaşım adresi (og:url) başka bir sayfayı gösteriyor",
    why: "Platformlar paylaşımı og:url'deki adrese bağlar. Bu adres sayfanın kendisi değilse (çoğu zaman tüm sayfalarda ana sayfa yazılıdır), bu sayfayı paylaşan herkes aslında o diğer sayfayı paylaşmış olur.",
    fix: "og:url değerini her sayfada o sayfanın kendi adresi (canonical adresi) yapın. Bu genellikle temanın ya da SEO eklentisinin bir ayarıdır.",
  },
  "social/twitter-card-missing": {
    title: "X (Twitter) kart etiketi yok",
    why: "X, paylaşılan bağlantının büyük görselli bir kartla mı yoksa düz bir bağlantı olarak mı görüneceğine twitter:card etiketine bakarak karar verir.",
    fix: "Sayfaya <meta name=\"twitter:card\" content=\"summary_large_image\"> ekleyin; başlık, açıklama ve görseli X, Open Graph etiketlerinizden alır.",
  },
  "social/twitter-card-invalid": {
    title: "X (Twitter) kart türü geçersiz",
    why: "twitter:card değeri X'in tanıdığı türlerden biri değil; bu durumda X paylaşımda kart göstermez.",
    fix: "twitter:card değerini summary_large_image (büyük görselli kart) ya da summary (küçük görselli kart) yapın.",
  },
};
