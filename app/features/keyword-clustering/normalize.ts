/**
 * Keyword list normalisation: Turkish lower-casing, whitespace collapsing, no empties, no
 * duplicates, and a canonical order, so the clustering result cannot depend on how the user
 * ordered the list.
 */

import { TR_ALPHABET } from "./normalize.lexicon";

/**
 * Lower-cases with the Turkish rule (İ→i, I→ı): "İSTANBUL" → "istanbul", "ISPARTA" → "ısparta".
 * The second is wrong for English words typed in capitals, the price of a tool for Turkish lists.
 */
export function normalizeKeyword(keyword: string): string {
  return keyword.toLocaleLowerCase("tr").replace(/\s+/g, " ").trim();
}

/** One keyword per line (or an array), normalised, unique, in code-unit order. */
export function normalizeKeywordList(input: string | readonly string[]): string[] {
  // Lower-casing the pasted text in one call is several times faster than line by line.
  const lines = typeof input === "string" ? input.toLocaleLowerCase("tr").split(/\r\n|\r|\n/) : input;
  const lowered = typeof input === "string";
  const unique = new Set<string>();
  for (const line of lines) {
    const keyword = lowered ? line.replace(/\s+/g, " ").trim() : normalizeKeyword(line);
    if (keyword !== "") unique.add(keyword);
  }
  // Plain code-unit order: fast, identical in every engine; compareTr is for what people read.
  return [...unique].sort();
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Most keywords are plain words and spaces; they can be split without the Unicode regex. */
const PLAIN = /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u;

/** Words of a normalised keyword; "e-ticaret" and "istanbul'da" stay one word each. */
export function tokenize(keyword: string): string[] {
  if (PLAIN.test(keyword)) return keyword.split(" ");
  return keyword.match(WORD) ?? [];
}

const TR_RANK = new Map<number, number>(Array.from(TR_ALPHABET, (ch, i) => [ch.codePointAt(0) ?? 0, i + 1]));

/**
 * Turkish alphabetical order (c < ç < d, g < ğ < h, ı < i, o < ö < p, s < ş < t, u < ü < v)
 * without Intl, so the order is the same in every browser and on the server. Spaces sort first,
 * so "seo" comes before "seo ajansı" and "seoajans".
 */
export function compareTr(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    const ra = TR_RANK.get(ca) ?? (ca === 32 ? 0 : 1000 + ca);
    const rb = TR_RANK.get(cb) ?? (cb === 32 ? 0 : 1000 + cb);
    return ra - rb;
  }
  return a.length - b.length;
}
