import { formatNumber } from "~/shared/format";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";

/** Turkish answers of POST /api/site-audit (refusals and the stream's error line). */
export const SITE_AUDIT_MESSAGES = {
  emptyUrl: "Lütfen analiz edilecek sitenin adresini girin.",
  invalidUrl: "Lütfen geçerli bir site adresi girin (ör. https://ornek.com).",
  urlTooLong: `Adres en fazla ${formatNumber(URL_MAX_LENGTH)} karakter olabilir.`,
  missingFields: "Lütfen analiz edilecek sitenin adresini gönderin.",
  invalidPrevious: "Önceki rapor bağlantısı geçersiz.",
  unexpected: "Analiz sırasında beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
} as const;

/** The address rule's messages, for the screen and the endpoint alike. */
export const SITE_AUDIT_URL_MESSAGES = {
  empty: SITE_AUDIT_MESSAGES.emptyUrl,
  invalid: SITE_AUDIT_MESSAGES.invalidUrl,
  tooLong: SITE_AUDIT_MESSAGES.urlTooLong,
} as const;

/** The 429 answer; `wait` is "45 saniye" or "9 dakika" (formatWait). */
export function siteAuditRateLimitMessage(wait: string): string {
  return `Çok fazla analiz başlattınız. Lütfen ${wait} sonra tekrar deneyin.`;
}
