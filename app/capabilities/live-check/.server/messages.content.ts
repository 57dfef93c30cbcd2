import { formatNumber } from "~/shared/format";

/** Turkish texts of the live checks' server side (refusals, limits, the stream's error line). */
export const LIVE_CHECK_MESSAGES = {
  unexpected: "Kontrol sırasında beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  missingFields: "Lütfen kontrol edilecek adresi gönderin.",
  timeLimit: "Kontrolün süre sınırı doldu; bu adres istenmedi.",
  byteLimit: "Kontrolün veri sınırı doldu; bu adres istenmedi.",
  cancelled: "Kontrol durduruldu; bu adres istenmedi.",
  hostBudget: "Bu site son bir saat içinde çok sık kontrol edildi; bu adres istenmedi. Lütfen daha sonra tekrar deneyin.",
  requestLimit: (max: number): string => `Bir kontrolde en fazla ${formatNumber(max)} istek gönderilir; bu adres istenmedi.`,
} as const;

/** The 429 answer; `wait` is "45 saniye" or "9 dakika" (formatWait). */
export function liveCheckRateLimitMessage(wait: string): string {
  return `Çok fazla canlı kontrol başlattınız. Lütfen ${wait} sonra tekrar deneyin.`;
}
