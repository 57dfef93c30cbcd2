/** Turkish texts of the live crawl's shared screen parts (progress bar, stop button, errors). */

export const CRAWL_PROGRESS_TEXT = {
  progressLabel: "Tarama ilerlemesi",
  found: "Bulunan",
  fetched: "Taranan",
  skipped: "Atlanan",
  current: "Şu an taranan:",
  stop: "Durdur",
  stopped: "Tarama durduruldu. Şimdiye kadar bulunanlar aşağıda.",
  starting: "Tarama başlatılıyor...",
} as const;

/** "120 sayfadan 45'i tarandı" reads awkwardly with suffixes, so the bar says it plainly. */
export function crawlProgressValueText(fetched: number, found: number): string {
  return `${fetched} / ${found} sayfa tarandı`;
}

export const CRAWL_CLIENT_ERRORS = {
  /** The request never got an answer (offline, dropped connection). */
  network: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
  /** An answer we could not read (not the API's JSON, or the stream ended without a result). */
  unexpected: "Tarama sırasında beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.",
} as const;
