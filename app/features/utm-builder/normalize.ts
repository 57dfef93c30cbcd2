/** Optional clean-up of UTM values; the screen offers it, nothing forces it. */

export type SpaceReplacement = "keep" | "underscore" | "hyphen";

export interface UtmNormalizeOptions {
  /** Lower-case every value (GA4 reports "Facebook" and "facebook" as two sources). */
  readonly lowercase: boolean;
  /** Replace ç, ğ, ı, İ, ö, ş, ü with their ASCII look-alikes. */
  readonly foldTurkish: boolean;
  /** What to do with spaces inside a value (utm_term is exempt, see normalizeUtmValue). */
  readonly spaces: SpaceReplacement;
}

/** Leaves values as typed (only trimmed). */
export const DEFAULT_UTM_OPTIONS: UtmNormalizeOptions = { lowercase: false, foldTurkish: false, spaces: "keep" };
/** What the case hint recommends. */
export const RECOMMENDED_UTM_OPTIONS: UtmNormalizeOptions = { lowercase: true, foldTurkish: true, spaces: "underscore" };

const TURKISH_FOLD: Readonly<Record<string, string>> = {
  ç: "c",
  Ç: "C",
  ğ: "g",
  Ğ: "G",
  ı: "i",
  İ: "I",
  ö: "o",
  Ö: "O",
  ş: "s",
  Ş: "S",
  ü: "u",
  Ü: "U",
};

export function foldTurkish(value: string): string {
  return value.replace(/[çÇğĞıİöÖşŞüÜ]/g, (ch) => TURKISH_FOLD[ch] ?? ch);
}

/**
 * Locale-independent lower-casing. Deliberately not toLocaleLowerCase("tr"): UTM values are mostly
 * brand names, and the Turkish rule would turn "INSTAGRAM" into "ınstagram". The plain rule turns
 * "İ" into "i" plus a combining dot (U+0307), which we drop so "İSTANBUL" becomes "istanbul".
 */
export function lowerCaseUtm(value: string): string {
  return value.toLowerCase().replace(/\u0307/g, "");
}

export function hasTurkishCharacters(value: string): boolean {
  return /[çÇğĞıİöÖşŞüÜ]/.test(value);
}

export function hasUpperCase(value: string): boolean {
  return value !== value.toLowerCase();
}

/**
 * Trims, collapses inner whitespace and applies the chosen options. Keywords (utm_term) keep their
 * spaces because they mirror what people searched for, and "web_tasarim" would no longer match the
 * keyword in the ads account.
 */
export function normalizeUtmValue(
  value: string,
  options: UtmNormalizeOptions = DEFAULT_UTM_OPTIONS,
  kind: "term" | "other" = "other",
): string {
  let out = value.trim().replace(/\s+/g, " ");
  if (options.foldTurkish) out = foldTurkish(out);
  if (options.lowercase) out = lowerCaseUtm(out);
  if (kind !== "term" && options.spaces !== "keep") {
    out = out.replace(/ /g, options.spaces === "underscore" ? "_" : "-");
  }
  return out;
}
