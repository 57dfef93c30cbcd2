import { describe, expect, it } from "vitest";
import { atesmanScore, countSyllables, countText, measureReadability, readabilityBand } from "./readability";

/*
 * Hand computation for the reference paragraph:
 *
 *   "Türkiye'nin ekonomik kalkınması, üretim kapasitesinin artırılmasına bağlıdır. Bu durum çok önemlidir."
 *
 *   sentence 1: Türkiye'nin 4 (ü,i,e,i) · ekonomik 4 · kalkınması 4 · üretim 3 · kapasitesinin 6 ·
 *               artırılmasına 6 · bağlıdır 3                        → 7 words, 30 syllables
 *   sentence 2: Bu 1 · durum 2 · çok 1 · önemlidir 4                 → 4 words,  8 syllables
 *   total 11 words, 38 syllables, 2 sentences
 *
 *   198.825 − 40.175 × 38/11 − 2.610 × 11/2
 *   = 198.825 − 138.786364 − 14.355 = 45.683636 → 45.7 ("Zor"), 5.5 words per sentence
 */
const PARAGRAPH =
  "Türkiye'nin ekonomik kalkınması, üretim kapasitesinin artırılmasına bağlıdır. Bu durum çok önemlidir.";

describe("Ateşman readability", () => {
  it("matches the hand-computed value", () => {
    expect(measureReadability(PARAGRAPH)).toEqual({
      wordCount: 11,
      sentenceCount: 2,
      syllableCount: 38,
      avgWordsPerSentence: 5.5,
      readabilityScore: 45.7,
      band: "Zor",
    });
    expect(atesmanScore(38, 11, 2)).toBeCloseTo(45.683636, 5);
  });

  it("counts Turkish vowels in both cases, dotted and dotless", () => {
    expect(countSyllables("ışık")).toBe(2);
    expect(countSyllables("IŞIK")).toBe(2);
    expect(countSyllables("İSTANBUL")).toBe(3);
    expect(countSyllables("kâğıt")).toBe(2);
    expect(countSyllables("Ürün")).toBe(2);
    expect(countSyllables("rnk")).toBe(0);
  });

  it("counts words with letters and sentences on . ! ? …", () => {
    expect(countText("Merhaba dünya! Nasılsın? İyiyim… Teşekkürler.")).toEqual({ words: 5, syllables: 15, sentences: 4 });
    // Runs of terminators end one sentence; numbers and stray punctuation are not words.
    expect(countText("Gerçekten mi?!... 2024 yılında – %30 büyüdük")).toEqual({ words: 4, syllables: 10, sentences: 2 });
    expect(countText("")).toEqual({ words: 0, syllables: 0, sentences: 1 });
    expect(countText("başlık olmadan metin")).toMatchObject({ words: 3, sentences: 1 });
  });

  it("clamps to 0–100", () => {
    expect(measureReadability("Bu bir ev.").readabilityScore).toBe(100);
    const long = Array.from({ length: 80 }, () => "kapasitesinin").join(" ");
    expect(measureReadability(long).readabilityScore).toBe(0);
    expect(measureReadability("").readabilityScore).toBe(0);
  });

  it.each([
    [100, "Çok kolay"],
    [90, "Çok kolay"],
    [89.9, "Kolay"],
    [70, "Kolay"],
    [69.9, "Orta güçlükte"],
    [50, "Orta güçlükte"],
    [49.9, "Zor"],
    [30, "Zor"],
    [29.9, "Çok zor"],
    [1, "Çok zor"],
    [0, "Çok zor"],
  ] as const)("band of %d is %s", (score, band) => {
    expect(readabilityBand(score)).toBe(band);
  });
});
