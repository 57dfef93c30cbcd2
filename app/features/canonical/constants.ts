/** Canonical tool: the Turkish texts the screen shows (docs/requirements.md R5.2, R8.2, R9.8). */

export { URLS_REQUIRED_MESSAGE } from "~/capabilities/url/messages.content";

export const CANONICAL_FILE_NAME = "canonical-tags.html";
export const CANONICAL_COPIED_MESSAGE = "Canonical tag'leri panoya kopyalandı!";
export const CANONICAL_DOWNLOADED_MESSAGE = "Canonical tag'leri indirildi!";

export const PAGE_URL_INVALID_MESSAGE = "Geçerli bir URL girin";
export const CANONICAL_URL_INVALID_MESSAGE = "Geçerli bir canonical URL girin";
