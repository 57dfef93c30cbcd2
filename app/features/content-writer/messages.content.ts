import { CONTENT_WRITER_LIMITS } from "./limits";

/**
 * Turkish texts and option lists of the content writer (docs/requirements.md R11). The page types
 * and tones are the product description's values of its second AI form, letter for letter; so is
 * the message for a missing field.
 */

export const PAGE_TYPES = [
  "hizmet_sayfasi",
  "urun_sayfasi",
  "blog_yazisi",
  "ana_sayfa",
  "hakkimizda",
  "iletisim",
  "kategori",
  "e_ticaret",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_TYPE_LABELS: Readonly<Record<PageType, string>> = {
  hizmet_sayfasi: "Hizmet Sayfası",
  urun_sayfasi: "Ürün Sayfası",
  blog_yazisi: "Blog Yazısı",
  ana_sayfa: "Ana Sayfa",
  hakkimizda: "Hakkımızda Sayfası",
  iletisim: "İletişim Sayfası",
  kategori: "Kategori Sayfası",
  e_ticaret: "E-ticaret Sayfası",
};

export const TONES = ["profesyonel", "samimi", "resmi", "yaratici", "teknisyen", "satış_odakli"] as const;
export type ContentTone = (typeof TONES)[number];

export const TONE_LABELS: Readonly<Record<ContentTone, string>> = {
  profesyonel: "Profesyonel",
  samimi: "Samimi",
  resmi: "Resmi",
  yaratici: "Yaratıcı",
  teknisyen: "Teknik",
  satış_odakli: "Satış Odaklı",
};

/** How each tone reads, for the model's prompt and the brief alike. */
export const TONE_GUIDANCE: Readonly<Record<ContentTone, string>> = {
  profesyonel: "Net, güven veren ve bilgili bir dil; abartısız, siz hitabıyla.",
  samimi: "Sıcak ve konuşur gibi bir dil; kısa cümleler, okura doğrudan sen ya da siz diye seslenin.",
  resmi: "Kurumsal ve ölçülü bir dil; siz hitabı, argo ve ünlem yok.",
  yaratici: "Canlı benzetmeler ve akılda kalan ifadeler; yine de anahtar bilgiyi ilk cümlelerde verin.",
  teknisyen: "Terimleri doğru kullanan, ölçü ve özellik veren ayrıntılı bir dil; terimleri ilk geçtiği yerde açıklayın.",
  satış_odakli: "Faydayı öne çıkaran, itirazları yanıtlayan ve her bölümde harekete çağıran ikna edici bir dil.",
};

/** The label of the rule-based content brief, on screen and as its files' first line: never called AI. */
export const BRIEF_LABEL = "Kural tabanlı içerik özeti";

/** The product description's message when one of the five required fields is empty. */
export const CONTENT_WRITER_MISSING_FIELDS = "Lütfen tüm alanları doldurun!";

export const CONTENT_WRITER_TOASTS = {
  draftDone: "Yapay zekâ taslağı hazır!",
  draftStopped: "Taslak durduruldu.",
  briefDone: "Kural tabanlı içerik özeti hazır!",
  copied: "İçerik panoya kopyalandı!",
  downloaded: (fileName: string) => `${fileName} indirildi!`,
  nothingYet: "Önce bir taslak ya da içerik özeti oluşturun.",
  draftFailed: "Taslak oluşturulamadı",
  notSent: "İstek gönderilemedi. Bağlantınızı kontrol edip tekrar deneyin.",
  briefUnavailable: "İçerik özeti yüklenemedi. Sayfayı yenileyip tekrar deneyin.",
} as const;

/** Console messages (the toast tells the visitor). */
export const CONTENT_WRITER_LOG = {
  failed: "İçerik yazarı isteği başarısız:",
} as const;

/** Answers of /api/content-writer, and the stream's error lines. */
export const CONTENT_WRITER_API_MESSAGES = {
  missing: CONTENT_WRITER_MISSING_FIELDS,
  invalid: "Geçersiz istek: sayfa türü ve ton listedeki değerlerden biri olmalıdır.",
  tooLong: `Alanlar çok uzun: işletme en fazla ${CONTENT_WRITER_LIMITS.business}, anahtar kelime en fazla ${CONTENT_WRITER_LIMITS.keyword}, hedef kitle en fazla ${CONTENT_WRITER_LIMITS.audience}, öne çıkacak noktalar en fazla ${CONTENT_WRITER_LIMITS.keyPoints} karakter olabilir.`,
  rateLimited: (wait: string) => `Çok fazla taslak istediniz. Lütfen ${wait} sonra tekrar deneyin.`,
  notConfigured: "Yapay zekâ servisi yapılandırılmadı. Kural tabanlı içerik özetini kullanabilirsiniz.",
  unavailable: "Yapay zekâ servisine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin ya da kural tabanlı içerik özetini kullanın.",
  busy: "Yapay zekâ servisi şu anda çok yoğun. Lütfen birkaç dakika sonra tekrar deneyin ya da kural tabanlı içerik özetini kullanın.",
  timeout: "Yapay zekâ servisi zamanında yanıt vermedi. Lütfen tekrar deneyin ya da kural tabanlı içerik özetini kullanın.",
  refused: "Yapay zekâ servisi bu isteği yanıtlamayı reddetti. Alanları değiştirip tekrar deneyin ya da kural tabanlı içerik özetini kullanın.",
  broken: "Yapay zekâ servisinin yanıtı yarıda kesildi. Gelen kısım aşağıda; tekrar deneyebilir ya da kural tabanlı içerik özetini kullanabilirsiniz.",
  methodNotAllowed: "Bu adres yalnızca GET ve POST isteklerini kabul eder.",
} as const;

export type ContentWriterErrorCode = "timeout" | "unavailable" | "busy" | "refused" | "broken";
