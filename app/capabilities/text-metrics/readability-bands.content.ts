/**
 * Ateşman's readability bands as the reader sees them. The band is a value, not an id with a label:
 * the simulator writes it into the report the visitor downloads.
 */
export const READABILITY_BANDS = {
  veryEasy: "Çok kolay",
  easy: "Kolay",
  medium: "Orta güçlükte",
  hard: "Zor",
  veryHard: "Çok zor",
} as const;

export type ReadabilityBand = (typeof READABILITY_BANDS)[keyof typeof READABILITY_BANDS];
