/** The Turkish texts of waiting in line and of a job's failures, for the screens and the server alike. */
export const JOB_TEXT = {
  /** "Sıradasınız: 3. sıra, tahmini 40 sn" */
  queued: (position: number, etaSeconds: number): string => `Sıradasınız: ${position}. sıra, tahmini ${etaText(etaSeconds)}`,
  queueFull: "Şu anda çok sayıda analiz sırada bekliyor. Lütfen birkaç dakika sonra tekrar deneyin.",
  clientBusy: "Bu araçta sürmekte olan bir işiniz var. O bitince ya da onu durdurunca yenisini başlatabilirsiniz.",
  /** The button beside clientBusy: stops that job and starts the new one. */
  stopBlocking: "Öncekini durdur ve yenisini başlat",
  failed: "Bu iş iki kez denendi ve tamamlanamadı. Lütfen biraz sonra tekrar deneyin.",
  cancelled: "İş sırada beklerken durduruldu.",
  notFound: "Bu iş bulunamadı: süresi dolmuş ya da hiç başlamamış olabilir.",
  tooManyRequests: (wait: string): string => `Çok fazla istek gönderildi. Lütfen ${wait} sonra tekrar deneyin.`,
  tooManyFollowers: "Bu analiz çok sayıda pencerede izleniyor. Diğer sekmeleri kapatıp sayfayı yenileyin.",
  reconnecting: "Bağlantı koptu, yeniden bağlanılıyor…",
} as const;

function etaText(seconds: number): string {
  if (seconds < 60) return `${Math.max(5, Math.ceil(seconds / 5) * 5)} sn`;
  return `${Math.ceil(seconds / 60)} dk`;
}
