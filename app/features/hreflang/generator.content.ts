/** Hreflang tool: the select-box lists (docs/requirements.md R9.6) and the Turkish texts the screen shows. */

/** ISO 639-1 codes with the names shown in the language select box. */
export const HREFLANG_LANGUAGES = [
  { code: "tr", name: "Türkçe" },
  { code: "en", name: "İngilizce" },
  { code: "de", name: "Almanca" },
  { code: "fr", name: "Fransızca" },
  { code: "es", name: "İspanyolca" },
  { code: "it", name: "İtalyanca" },
  { code: "pt", name: "Portekizce" },
  { code: "ru", name: "Rusça" },
  { code: "ja", name: "Japonca" },
  { code: "ko", name: "Korece" },
  { code: "zh", name: "Çince" },
  { code: "ar", name: "Arapça" },
  { code: "nl", name: "Felemenkçe" },
  { code: "sv", name: "İsveççe" },
  { code: "no", name: "Norveççe" },
  { code: "da", name: "Danca" },
  { code: "fi", name: "Fince" },
  { code: "pl", name: "Lehçe" },
  { code: "cs", name: "Çekçe" },
  { code: "hu", name: "Macarca" },
] as const;

export type HreflangLanguageCode = (typeof HREFLANG_LANGUAGES)[number]["code"];

/** ISO 3166-1 alpha-2 codes with the names shown in the (optional) country select box. */
export const HREFLANG_COUNTRIES = [
  { code: "TR", name: "Türkiye" },
  { code: "US", name: "Amerika Birleşik Devletleri" },
  { code: "GB", name: "Birleşik Krallık" },
  { code: "DE", name: "Almanya" },
  { code: "FR", name: "Fransa" },
  { code: "ES", name: "İspanya" },
  { code: "IT", name: "İtalya" },
  { code: "PT", name: "Portekiz" },
  { code: "RU", name: "Rusya" },
  { code: "JP", name: "Japonya" },
  { code: "KR", name: "Güney Kore" },
  { code: "CN", name: "Çin" },
  { code: "SA", name: "Suudi Arabistan" },
  { code: "NL", name: "Hollanda" },
  { code: "SE", name: "İsveç" },
  { code: "NO", name: "Norveç" },
  { code: "DK", name: "Danimarka" },
  { code: "FI", name: "Finlandiya" },
  { code: "PL", name: "Polonya" },
  { code: "CZ", name: "Çekya" },
  { code: "HU", name: "Macaristan" },
] as const;

export type HreflangCountryCode = (typeof HREFLANG_COUNTRIES)[number]["code"];

export const HREFLANG_FILE_NAME = "hreflang-tags.html";
export const HREFLANG_COPIED_MESSAGE = "Hreflang tag'leri panoya kopyalandı!";
export const HREFLANG_DOWNLOADED_MESSAGE = "Hreflang tag'leri indirildi!";

export { URLS_REQUIRED_MESSAGE } from "~/capabilities/url/messages.content";

export const HREFLANG_RETURN_LINKS_NOTE =
  "Dönüş bağlantıları: Bu etiketlerin tamamını listedeki her sayfaya ekleyin. A sayfası B'yi gösterirken B sayfası A'yı göstermezse Google bu etiketleri yok sayabilir.";

export const HREFLANG_SINGLE_VERSION_NOTE =
  "Yalnızca bir dil sürümü var; hreflang, aynı sayfanın en az iki dil veya bölge sürümü olduğunda işe yarar.";

/** The checks' warnings; `row` is the n-th row (1-based) of the form. */
export const HREFLANG_WARNING_MESSAGES = {
  invalidLanguage: (row: number, language: string): string =>
    `${row}. satır: "${language}" desteklenen bir dil kodu değil (ISO 639-1, örneğin tr veya en).`,
  invalidCountry: (row: number, country: string): string =>
    `${row}. satır: "${country}" desteklenen bir ülke kodu değil (ISO 3166-1, örneğin TR veya US).`,
  duplicateHreflang: (row: number, value: string, firstRow: number): string =>
    `${row}. satır: "${value}" değeri ${firstRow}. satırda da var; her dil-ülke çifti tek bir URL'yi göstermeli.`,
  invalidUrl: (row: number, url: string): string =>
    `${row}. satır: "${url}" tam bir http:// veya https:// adresi değil; hreflang yalnızca tam (mutlak) URL'lerle çalışır.`,
  invalidBaseUrl: (base: string): string =>
    `Base URL "${base}" tam bir http:// veya https:// adresi değil; x-default bağlantısı çalışmaz.`,
  missingSelfReference: (href: string): string =>
    `x-default sayfası (${href}) dil sürümleri arasında yok. Bu sayfa bir dil seçici değilse kendi dil koduyla da listeleyin: her sayfa hreflang ile kendini de göstermelidir.`,
} as const;
