import { UTM_LIMITS } from "./limits";

/**
 * Turkish texts of the UTM generator. The screen shows the toast strings verbatim, so they are
 * copied letter for letter from docs/requirements.md (R5.6, R8); the help texts are ours.
 */

export const UTM_MISSING_REQUIRED = "Lütfen zorunlu alanları doldurun!";
export const UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM = "Önce kaynak ve medium alanlarını doldurun!";
export const UTM_COPY_SUCCESS = "UTM link panoya kopyalandı!";
export const UTM_DOWNLOAD_SUCCESS = "UTM bilgileri indirildi!";
export const UTM_ANALYSIS_SUCCESS = "AI analizi tamamlandı!";
/** Ours: the required success toast names AI, which a rule-based answer is not. */
export const UTM_RULE_BASED_ANALYSIS_SUCCESS = "Kural tabanlı analiz tamamlandı!";
export const UTM_ANALYSIS_ERROR = "AI analizi sırasında hata oluştu!";
export const UTM_SUGGESTIONS_SUCCESS = "Kampanya önerileri oluşturuldu!";
export const UTM_SUGGESTIONS_ERROR = "Kampanya önerileri oluşturulurken hata oluştu!";
/** The analysis toast for an answer of `mode`: only a model's answer is called AI. */
export function utmAnalysisSuccess(mode: "ai" | "rule-based"): string {
  return mode === "ai" ? UTM_ANALYSIS_SUCCESS : UTM_RULE_BASED_ANALYSIS_SUCCESS;
}

/** Console messages when the AI endpoint cannot be reached or refuses (the toast tells the visitor). */
export const UTM_AI_LOG = {
  notSent: "UTM AI isteği gönderilemedi",
  failed: "UTM AI isteği başarısız:",
} as const;

export const UTM_NOT_SPECIFIED = "Belirtilmedi";

/**
 * Not in the requirements (it shows no URL format check); we reject what the URL API cannot parse and
 * non-web schemes because such a "link" would be useless in an ad or a mail.
 */
export const UTM_INVALID_URL = "Lütfen geçerli bir web sitesi adresi girin (örnek: https://www.siteniz.com).";
export const UTM_UNSUPPORTED_SCHEME = "Web sitesi adresi http:// veya https:// ile başlamalıdır.";

/** Heading that marks the server's stand-in answers when no AI key is configured. */
export const UTM_RULE_BASED_LABEL = "Kural tabanlı öneri (yapay zekâ yapılandırılmadı)";

/** Why the screen offers lower-casing and Turkish-character folding. */
export const UTM_CASE_HINT =
  'GA4 raporları değerleri yazıldığı gibi tutar: "Facebook" ve "facebook" iki ayrı kaynak olarak görünür. ' +
  "Tutarlı raporlar için küçük harf kullanın, Türkçe karakterleri sadeleştirin (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u) " +
  "ve boşluk yerine alt çizgi (_) ya da tire (-) kullanın.";

export const UTM_FILE_NAME = "utm-link.txt";

export interface UtmParameterHelp {
  /** Query parameter name as it appears in the link. */
  readonly param: "utm_source" | "utm_medium" | "utm_campaign" | "utm_content" | "utm_term";
  readonly label: string;
  readonly required: boolean;
  readonly description: string;
  readonly examples: readonly string[];
}

export const UTM_PARAMETER_HELP: readonly UtmParameterHelp[] = [
  {
    param: "utm_source",
    label: "Kaynak",
    required: true,
    description: "Trafiğin geldiği platform veya site. Ziyaretçiyi kimin gönderdiğini söyler.",
    examples: ["google", "facebook", "instagram", "newsletter"],
  },
  {
    param: "utm_medium",
    label: "Medium (ortam)",
    required: true,
    description:
      "Pazarlama kanalının türü. GA4 kanal gruplamasını en çok bu değer belirler; standart değerler kullanın.",
    examples: ["cpc", "email", "social", "display", "referral"],
  },
  {
    param: "utm_campaign",
    label: "Kampanya adı",
    required: true,
    description: "Kampanyanın, promosyonun veya ürün lansmanının adı. Tarih eklemek raporlarda ayırt etmeyi kolaylaştırır.",
    examples: ["yaz-indirimi-2026-06", "black-friday-2026", "yeni-urun-lansmani"],
  },
  {
    param: "utm_content",
    label: "İçerik",
    required: false,
    description: "Aynı kampanyadaki farklı reklamları, görselleri veya bağlantıları ayırt etmek için (A/B testleri).",
    examples: ["banner-ust", "metin-link", "video-15sn"],
  },
  {
    param: "utm_term",
    label: "Anahtar kelime",
    required: false,
    description: "Ücretli arama kampanyalarında reklamı tetikleyen anahtar kelime.",
    examples: ["web tasarım", "seo ajansı"],
  },
];

export interface UtmUsageStep {
  readonly step: number;
  readonly title: string;
  readonly description: string;
}

export const UTM_USAGE_STEPS: readonly UtmUsageStep[] = [
  { step: 1, title: "Hedef adresi girin", description: "Ziyaretçinin ineceği sayfanın tam adresini Website URL alanına yazın." },
  { step: 2, title: "Kaynağı belirleyin", description: "Trafiğin geleceği platformu yazın (google, facebook, newsletter gibi)." },
  { step: 3, title: "Medium seçin", description: "Kanal türünü standart bir değerle yazın (cpc, email, social gibi)." },
  { step: 4, title: "Kampanyayı adlandırın", description: "Küçük harf, tire ve tarih içeren tutarlı bir kampanya adı verin." },
  {
    step: 5,
    title: "İsteğe bağlı alanları doldurun",
    description: "Reklam varyasyonları için içerik, ücretli aramalar için anahtar kelime ekleyin.",
  },
  {
    step: 6,
    title: "Test edin ve paylaşın",
    description: "Linki Test butonuyla açın, kopyalayın ve kampanyanızda kullanın; sonuçları GA4'te izleyin.",
  },
];

/** Answers of POST /api/utm-suggestions (the AI actions' endpoint). */
export const UTM_AI_MESSAGES = {
  invalidType: "Geçersiz istek türü: requestType “campaignSuggestions” veya “analysis” olmalıdır.",
  tooLong: `Alanlar çok uzun: kaynak ve medium en fazla ${UTM_LIMITS.source}, kampanya adı en fazla ${UTM_LIMITS.campaign}, website URL en fazla ${UTM_LIMITS.baseUrl} karakter olabilir.`,
  rateLimited: "Çok fazla istek gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.",
  unavailable: "Yapay zekâ servisine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.",
  timeout: "Yapay zekâ servisi zamanında yanıt vermedi. Lütfen biraz sonra tekrar deneyin.",
  methodNotAllowed: "Bu adres yalnızca POST isteklerini kabul eder.",
} as const;
