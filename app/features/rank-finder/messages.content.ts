/** Turkish texts of the rank finder (docs/requirements.md R5.10, R8.4), plus the server-only ones it needs. */

export const RANK_MESSAGES = {
  missingFields: "Lütfen web sitesi ve anahtar kelime girin",
  invalidWebsite: "Lütfen geçerli bir web sitesi adresi girin",
  keywordTooLong: "Anahtar kelime en fazla 120 karakter olabilir",
  invalidDevice: "Lütfen geçerli bir cihaz türü seçin (masaüstü veya mobil)",
  notFound: "Site ilk 100 sonuçta bulunamadı",
  apiErrorTitle: "API Hatası",
  errorTitle: "Hata",
  searchFailed: "Arama sırasında bir hata oluştu",
  unexpected: "Beklenmeyen bir hata oluştu",
  notConfigured:
    "Bu sitede canlı arama servisi bağlı olmadığı için anlık sıralama kontrolü yapılamıyor. Sıralamalarınızı yukarıdaki Search Console verisi bölümünde, kendi dışa aktarımınızla görebilirsiniz.",
  searching: "Aranıyor...",
} as const;

export const CAPTCHA_MESSAGES = {
  wrongTitle: "Hata",
  wrongMessage: "Lütfen doğru cevabı girin",
  requiredTitle: "Doğrulama Gerekli",
  requiredMessage: "Lütfen önce captcha'yı tamamlayın",
} as const;

/** 'Site {rank}. sırada bulundu!' */
export function rankFoundMessage(rank: number): string {
  return `Site ${rank}. sırada bulundu!`;
}

/** The result card's sentence for a finished search. */
export function rankResultMessage(rank: number | null): string {
  return rank === null ? RANK_MESSAGES.notFound : rankFoundMessage(rank);
}

export const RANK_RATE_LIMIT_MESSAGE_PREFIX = "Çok fazla arama yaptınız.";

/** The 429 answer of POST /api/rank; `wait` is "45 saniye" or "9 dakika" (formatWait). */
export function rankRateLimitMessage(wait: string): string {
  return `${RANK_RATE_LIMIT_MESSAGE_PREFIX} Lütfen ${wait} sonra tekrar deneyin.`;
}

/** What a search provider's failure tells the visitor, by the failure's kind. */
export const PROVIDER_ERROR_MESSAGES = {
  http_status: "Arama servisi bir hata döndürdü. Lütfen daha sonra tekrar deneyin.",
  malformed_response: "Arama servisinden anlaşılamayan bir yanıt geldi.",
  provider_error: "Arama servisi isteği reddetti. Lütfen daha sonra tekrar deneyin.",
  network: "Arama servisine ulaşılamadı. Lütfen daha sonra tekrar deneyin.",
} as const;
