/** Turkish-aware casing, character counting and truncation used by the meta tag generator. */

import { ACRONYMS, LOWER_IN_TITLES } from "./turkish.lexicon";

const LOCALE = "tr";

/** i→İ and ı→I, unlike String.prototype.toUpperCase. */
export function turkishUpper(text: string): string {
  return text.toLocaleUpperCase(LOCALE);
}

/** I→ı and İ→i, unlike String.prototype.toLowerCase. */
export function turkishLower(text: string): string {
  return text.toLocaleLowerCase(LOCALE);
}

function isAllUpper(text: string): boolean {
  return /\p{L}/u.test(text) && text === turkishUpper(text) && text !== turkishLower(text);
}

function hasInnerCapital(word: string): boolean {
  // "iPhone", "WordPress": deliberate casing we must not flatten.
  const rest = Array.from(word).slice(1).join("");
  return rest !== turkishLower(rest) && rest !== turkishUpper(rest);
}

export function capitalizeFirst(text: string): string {
  const chars = Array.from(text);
  const first = chars[0];
  if (first === undefined) return text;
  return turkishUpper(first) + chars.slice(1).join("");
}

/** Trims, collapses whitespace and undoes an all-caps input; keeps any other casing the user chose. */
export function cleanInput(text: string): string {
  const clean = text.trim().replace(/\s+/g, " ");
  return isAllUpper(clean) ? turkishLower(clean) : clean;
}

/** Form used inside sentences: the user's casing, known acronyms in capitals. */
export function toSentenceForm(text: string): string {
  return cleanInput(text)
    .split(" ")
    .map((word) => ACRONYMS.get(turkishLower(word)) ?? word)
    .join(" ");
}

function titleWord(word: string, first: boolean, keepUpper: boolean): string {
  const lower = turkishLower(word);
  const acronym = ACRONYMS.get(lower);
  if (acronym !== undefined) return acronym;
  if (!first && LOWER_IN_TITLES.has(lower)) return lower;
  if (hasInnerCapital(word) || (keepUpper && isAllUpper(word) && Array.from(word).length > 1)) return word;
  // Hyphenated words ("e-ticaret") capitalise each part: "E-Ticaret".
  return lower
    .split("-")
    .map((part) => capitalizeFirst(part))
    .join("-");
}

/**
 * Title case with Turkish rules: "istanbul" → "İstanbul", "ılık" → "Ilık". All-caps words inside a
 * mixed-case input are kept as acronyms; an all-caps input is treated as shouting and recased.
 */
export function toTurkishTitleCase(text: string): string {
  const clean = text.trim().replace(/\s+/g, " ");
  const keepUpper = !isAllUpper(clean);
  return clean
    .split(" ")
    .filter((w) => w !== "")
    .map((word, i) => titleWord(word, i === 0, keepUpper))
    .join(" ");
}

/** Counts characters as people see them (code points), so an emoji counts once. */
export function countChars(text: string): number {
  return Array.from(text).length;
}

export const ELLIPSIS = "...";

/**
 * Cuts text longer than `max` to at most `max - 3` characters plus "...", at a word boundary where
 * one exists in the second half of the allowed length (otherwise mid-word, because a single
 * enormous word must still fit). The result never exceeds `max`.
 */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const room = Math.max(0, max - ELLIPSIS.length);
  const head = chars.slice(0, room).join("");
  let cut = head;
  if (!/\s/u.test(chars[room] ?? " ")) {
    const lastSpace = head.search(/\s\S*$/u);
    if (lastSpace > 0 && countChars(head.slice(0, lastSpace)) >= room / 2) cut = head.slice(0, lastSpace);
  }
  cut = cut.replace(/[\s,;:\-–—|/(]+$/u, "");
  if (cut === "") cut = head;
  return cut + ELLIPSIS;
}

export type LengthStatus = "within" | "over";

export interface LengthState {
  readonly length: number;
  readonly limit: number;
  /** "within": green check; "over": orange warning. */
  readonly status: LengthStatus;
  /** Negative when over the limit. */
  readonly remaining: number;
  readonly empty: boolean;
}

export function lengthState(text: string, limit: number): LengthState {
  const length = countChars(text);
  return { length, limit, status: length <= limit ? "within" : "over", remaining: limit - length, empty: length === 0 };
}
