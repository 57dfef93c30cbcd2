import { formatNumber } from "~/shared/format";
import { ANALYSIS_TIME_LIMIT_MS, HTML_LIMITS, type AnalysisRefusal } from "./limits";

/** Turkish answers of POST /api/analyze that belong to the endpoint rather than the screen. */
export const ANALYZE_MESSAGES = {
  busy: "Sunucu şu anda çok sayıda sayfa analiz ediyor. Lütfen birkaç saniye sonra tekrar deneyin.",
} as const;

/** The 429 answer; `wait` is "45 saniye" or "2 dakika" (formatWait). */
export function analyzeRateLimitMessage(wait: string): string {
  return `Çok fazla analiz isteği gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;
}

/** Turkish reasons shown to the visitor (API 422 body and the pasted-HTML screen alike). */
export const ANALYSIS_REFUSAL_MESSAGES: Readonly<Record<AnalysisRefusal, string>> = {
  depth: `Sayfanın HTML yapısı çok derin: ${formatNumber(HTML_LIMITS.maxDepth)} düzeyden fazla iç içe öğe var. Tarayıcılar ve arama motoru botları da böyle bir yapıyı doğru okuyamaz; kapanmamış etiketleri kontrol edin.`,
  elements: `Sayfa çok fazla HTML öğesi içeriyor (${formatNumber(HTML_LIMITS.maxElements)} üzeri), bu yüzden analiz edilmedi. Sayfayı bölmeyi ya da öğe sayısını azaltmayı düşünün.`,
  memory: "Sayfa, analiz için ayrılan belleği aştı: HTML çok büyük ya da karmaşık. Daha küçük bir sayfayla tekrar deneyin.",
  timeout: `Sayfa ${formatNumber(ANALYSIS_TIME_LIMIT_MS / 1000)} saniye içinde analiz edilemedi: HTML çok büyük ya da karmaşık. Daha küçük bir sayfayla tekrar deneyin.`,
};

/** docs/requirements.md R5.9, R8 texts of the simulator screen. */
export const ANALYZER_MESSAGES = {
  emptyUrl: "Lütfen geçerli bir URL girin!",
  invalidUrl: "Lütfen geçerli bir URL formatı girin!",
  analysisFailed: "Sayfa analizi sırasında hata oluştu!",
  analysisDone: "Sayfa analizi tamamlandı!",
} as const;

/** A JSON-LD block that did not parse; `position` counts from 1. */
export function invalidJsonLdBlockMessage(position: number): string {
  return `${position}. JSON-LD bloğu geçerli JSON değil.`;
}
