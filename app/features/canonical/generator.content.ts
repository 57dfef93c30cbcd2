/** Canonical tool: the Turkish texts the screen shows (docs/requirements.md R5.2, R8.2, R9.8). */

export { URLS_REQUIRED_MESSAGE } from "~/capabilities/url/messages.content";

export const CANONICAL_FILE_NAME = "canonical-tags.html";
export const CANONICAL_COPIED_MESSAGE = "Canonical tag'leri panoya kopyalandı!";
export const CANONICAL_DOWNLOADED_MESSAGE = "Canonical tag'leri indirildi!";

export const PAGE_URL_INVALID_MESSAGE = "Geçerli bir URL girin";
export const CANONICAL_URL_INVALID_MESSAGE = "Geçerli bir canonical URL girin";

/** The checks' warnings, each about the n-th row (1-based) of the form. */
export const CANONICAL_WARNING_MESSAGES = {
  relative: (row: number, typed: string): string =>
    `${row}. satır: canonical adresi mutlak değil (${typed}); "https://" ile başlayan tam adresi yazın.`,
  invalid: (row: number, typed: string): string => `${row}. satır: canonical adresi geçersiz (${typed}).`,
  conflict: (row: number, pageHref: string, canonicals: readonly string[]): string =>
    `${row}. satır: ${pageHref} sayfası için birden fazla farklı canonical var (${canonicals.join(", ")}); arama motorları çelişen canonical'ları yok sayar.`,
  crossDomain: (row: number, hostname: string): string =>
    `${row}. satır: canonical başka bir alan adını (${hostname}) gösteriyor; bu yalnızca içerik bilerek o sitede birleştiriliyorsa doğrudur.`,
  pointsToRoot: (row: number): string =>
    `${row}. satır: canonical, eşdeğer içerik sayfası yerine alan adının kök adresini (ana sayfayı) gösteriyor.`,
} as const;
