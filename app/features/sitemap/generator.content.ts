/** Sitemap tool: the Turkish texts the generator screens show (docs/requirements.md R8.2, R9.7). */

import type { ChangeFrequency } from "~/shared/sitemaps-org";

export const CHANGE_FREQUENCY_LABELS: Readonly<Record<ChangeFrequency, string>> = {
  always: "Her zaman",
  hourly: "Saatlik",
  daily: "Günlük",
  weekly: "Haftalık",
  monthly: "Aylık",
  yearly: "Yıllık",
  never: "Hiçbir zaman",
};

export const SITEMAP_COPIED_MESSAGE = "Sitemap XML panoya kopyalandı!";
export const SITEMAP_DOWNLOADED_MESSAGE = "sitemap.xml dosyası indirildi!";
export const SITEMAP_NO_VALID_URL_MESSAGE = "Önce geçerli URL'ler ekleyin!";
export const SITEMAP_BASE_URL_REQUIRED_MESSAGE = "Önce base URL'yi girin!";
export const SITEMAP_COMMON_PAGES_ADDED_MESSAGE = "Yaygın sayfalar eklendi!";

/** Not in the requirements: they only cover a missing base URL, not a malformed one. */
export const SITEMAP_BASE_URL_INVALID_MESSAGE = "Geçerli bir base URL girin (http:// veya https:// ile başlayan)!";

export const SITEMAP_GOOGLE_NOTE =
  "Not: Google, <priority> ve <changefreq> değerlerini yok sayar; <lastmod> değerini ise yalnızca tutarlı ve doğrulanabilir biçimde doğru olduğunda kullanır.";
