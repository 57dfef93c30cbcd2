/** Turkish texts of the live checks' shared screen parts (progress, stop, connection errors). */
export const LIVE_CHECK_TEXT = {
  progressLabel: "Kontrol ilerlemesi",
  current: "Şu an istenen:",
  starting: "Kontrol başlatılıyor...",
  stop: "Durdur",
  stopped: "Kontrol durduruldu. O ana kadar gelen sonuçlar aşağıda.",
  /** The request never got an answer (offline, dropped connection). */
  network: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
  /** An answer we could not read (not the API's JSON, or the stream ended without a result). */
  unexpected: "Kontrol sırasında beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.",
} as const;

/** "12 / 30 istek tamamlandı". */
export function liveCheckValueText(done: number, total: number): string {
  return `${done} / ${total} istek tamamlandı`;
}
