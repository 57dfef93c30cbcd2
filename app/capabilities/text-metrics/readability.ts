import { READABILITY_BANDS, type ReadabilityBand } from "./readability-bands.content";
import { TURKISH_VOWELS } from "./turkish.lexicon";

export type { ReadabilityBand };

export interface Readability {
  wordCount: number;
  sentenceCount: number;
  syllableCount: number;
  avgWordsPerSentence: number;
  /** Ateşman score clamped to 0–100, one decimal. */
  readabilityScore: number;
  band: ReadabilityBand;
}


/**
 * Ateşman (1997) readability for Turkish:
 *   score = 198.825 − 40.175 × (syllables / words) − 2.610 × (words / sentences)
 * Turkish syllables contain exactly one vowel, so the syllable count is the vowel count.
 */

/**
 * Vowels in both cases (TURKISH_VOWELS). Checking upper case directly (I and İ are both vowels)
 * avoids a locale-aware toLocaleLowerCase per word, which dominated the run time on large pages.
 */
const VOWEL_CODES = (() => {
  const table = new Uint8Array(0x200);
  for (const ch of TURKISH_VOWELS) table[ch.charCodeAt(0)] = 1;
  return table;
})();

function countVowels(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x200 && VOWEL_CODES[code] === 1) count += 1;
  }
  return count;
}

export function countSyllables(word: string): number {
  return countVowels(word);
}

const LETTER = /\p{L}/u;

/** Letter table for Latin scripts (Turkish included); only rarer code points reach the regex. */
const LETTER_TABLE_SIZE = 0x250;
const LETTER_CODES = (() => {
  const table = new Uint8Array(LETTER_TABLE_SIZE);
  for (let code = 0; code < LETTER_TABLE_SIZE; code++) table[code] = LETTER.test(String.fromCharCode(code)) ? 1 : 0;
  return table;
})();

function isLetter(code: number, ch: string): boolean {
  if (code < LETTER_TABLE_SIZE) return LETTER_CODES[code] === 1;
  return LETTER.test(ch);
}

/** Same set as the regular expression \s (ECMAScript WhiteSpace + LineTerminator). */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 ||
    code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/** Sentence terminators: . ! ? … — a run like "?!" or "..." ends one sentence. */
function isTerminator(code: number): boolean {
  return code === 0x2e || code === 0x21 || code === 0x3f || code === 0x2026;
}

export interface TextCounts {
  /** Whitespace-separated tokens containing at least one letter. */
  words: number;
  /** Vowels (Turkish syllables have exactly one). */
  syllables: number;
  /** Stretches between terminators that contain a letter; at least 1. */
  sentences: number;
}

/**
 * One pass over the text. A token counts as a word when it contains a letter: bare numbers
 * ("2024", "%30") have no vowels to count and would inflate the score.
 */
export function countText(text: string): TextCounts {
  let words = 0;
  let syllables = 0;
  let sentences = 0;
  let tokenHasLetter = false;
  let sentenceHasLetter = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) {
      if (tokenHasLetter) words += 1;
      tokenHasLetter = false;
      continue;
    }
    if (isTerminator(code)) {
      if (sentenceHasLetter) sentences += 1;
      sentenceHasLetter = false;
      // A terminator inside a token ("örn.ş") does not end the token, only the sentence.
      continue;
    }
    if (code < 0x200 && VOWEL_CODES[code] === 1) {
      syllables += 1;
      tokenHasLetter = true;
      sentenceHasLetter = true;
    } else if (isLetter(code, text.charAt(i))) {
      tokenHasLetter = true;
      sentenceHasLetter = true;
    }
  }
  if (tokenHasLetter) words += 1;
  if (sentenceHasLetter) sentences += 1;
  return { words, syllables, sentences: Math.max(1, sentences) };
}

export function atesmanScore(syllables: number, words: number, sentences: number): number {
  if (words === 0) return 0;
  return 198.825 - 40.175 * (syllables / words) - 2.61 * (words / Math.max(1, sentences));
}

export function readabilityBand(score: number): ReadabilityBand {
  if (score >= 90) return READABILITY_BANDS.veryEasy;
  if (score >= 70) return READABILITY_BANDS.easy;
  if (score >= 50) return READABILITY_BANDS.medium;
  if (score >= 30) return READABILITY_BANDS.hard;
  return READABILITY_BANDS.veryHard;
}

const round = (value: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export function measureReadability(text: string): Readability {
  const { words: wordCount, syllables: syllableCount, sentences: sentenceCount } = countText(text);
  const raw = atesmanScore(syllableCount, wordCount, sentenceCount);
  const readabilityScore = round(Math.min(100, Math.max(0, raw)), 1);
  return {
    wordCount,
    sentenceCount,
    syllableCount,
    avgWordsPerSentence: round(wordCount / sentenceCount, 2),
    readabilityScore,
    band: readabilityBand(readabilityScore),
  };
}
