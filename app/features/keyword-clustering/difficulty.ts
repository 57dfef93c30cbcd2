import { DIFFICULTY_LEVELS, type Difficulty } from "./messages.content";

const [EASY, MEDIUM, HARD, VERY_HARD] = DIFFICULTY_LEVELS;

/**
 * Deterministic difficulty estimate of a keyword group (the original tool rolled dice). Without
 * search-volume or competitor data we lean on rules of thumb SEO people use:
 *
 * - words in the main keyword (weight 0.45): a one-word head term is fought over, a four-word
 *   phrase rarely is (1 word → 1, 2 → 0.67, 3 → 0.33, 4 or more → 0);
 * - average words per keyword (weight 0.25): long-tail groups are easier (1 → 1, 4 or more → 0);
 * - group size (weight 0.3): many variants of one topic point to a big, contested topic
 *   (log scale: 2 keywords → 0.17, 64 or more → 1).
 *
 * The 0-100 score maps to Kolay (< 30), Orta (< 50), Zor (< 70) and Çok Zor.
 */
export interface DifficultyEstimate {
  readonly level: Difficulty;
  /** 0-100, higher is harder. */
  readonly score: number;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

export function difficultyLevel(score: number): Difficulty {
  return score < 30 ? EASY : score < 50 ? MEDIUM : score < 70 ? HARD : VERY_HARD;
}

/** `wordCounts[0]` is the main keyword's word count, the rest the other members'. */
export function estimateDifficulty(wordCounts: readonly number[]): DifficultyEstimate {
  const size = wordCounts.length;
  if (size === 0) return { level: EASY, score: 0 };
  const headFactor = clamp01((4 - (wordCounts[0] ?? 4)) / 3);
  const avgWords = wordCounts.reduce((sum, c) => sum + c, 0) / size;
  const lengthFactor = clamp01((4 - avgWords) / 3);
  const sizeFactor = clamp01(Math.log2(size) / 6);
  const score = Math.round(100 * (0.45 * headFactor + 0.25 * lengthFactor + 0.3 * sizeFactor));
  return { level: difficultyLevel(score), score };
}
