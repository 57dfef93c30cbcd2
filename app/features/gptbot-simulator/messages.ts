/** Turkish answers of POST /api/analyze that belong to the endpoint rather than the screen. */

export const ANALYZE_MESSAGES = {
  busy: "Sunucu şu anda çok sayıda sayfa analiz ediyor. Lütfen birkaç saniye sonra tekrar deneyin.",
} as const;

/** The 429 answer; `wait` is "45 saniye" or "2 dakika" (formatWait). */
export function analyzeRateLimitMessage(wait: string): string {
  return `Çok fazla analiz isteği gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;
}
