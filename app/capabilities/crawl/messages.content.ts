import { formatNumber } from "~/shared/format";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";

/** Turkish answers of POST /api/site-crawl (its refusals). */
export const SITE_CRAWL_MESSAGES = {
  emptyUrl: "Lütfen taranacak sitenin adresini girin.",
  invalidUrl: "Lütfen geçerli bir site adresi girin (ör. https://ornek.com).",
  urlTooLong: `Adres en fazla ${formatNumber(URL_MAX_LENGTH)} karakter olabilir.`,
  invalidPurpose: "Tarama amacı geçersiz: site haritası veya llms.txt seçilmelidir.",
  missingFields: "Lütfen taranacak sitenin adresini gönderin.",
} as const;

/** The 429 answer; `wait` is "45 saniye" or "9 dakika" (formatWait). */
export function siteCrawlRateLimitMessage(wait: string): string {
  return `Çok fazla tarama başlattınız. Lütfen ${wait} sonra tekrar deneyin.`;
}
