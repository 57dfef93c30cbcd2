import { describe, expect, it } from "vitest";
import { clusterKeywords, resolveClusterOptions, type ClusterOutcome, type ClusteringResult } from "./cluster";
import { buildCorpus } from "./corpus";
import { estimateDifficulty } from "./difficulty";
import {
  CLUSTER_EMPTY_INPUT,
  CLUSTER_METHODS,
  clusterSuccessMessage,
  DEFAULT_MAX_GROUPS,
  DEFAULT_MIN_GROUP_SIZE,
  DIFFICULTY_NOTE,
} from "./messages.content";
import { naiveSimilarityEdges, naiveSimilarityGroups } from "./naive";
import { compareTr, normalizeKeywordList, tokenize } from "./normalize";
import { allClustersText, buildClusterReport, clusterDetailedText, clusterWordsText } from "./report.content";
import {
  indexedSimilarityEdges,
  isSimilarPair,
  isSimilarScore,
  longestCommonRun,
  pairScore,
  similarityGroups,
  SIMILARITY_THRESHOLD,
} from "./similarity";
import { handleClusterWorkerRequest, PROGRESS_INTERVAL_MS, type ClusterWorkerResponse } from "./worker-protocol";

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = [
  "web", "tasarım", "tasarim", "tasarımı", "seo", "sea", "ucuz", "fiyat", "fiyatları", "istanbul", "İstanbul",
  "ankara", "ajans", "ajansı", "en", "iyi", "logo", "kurumsal", "e-ticaret", "sitesi", "nasıl", "ab", "abc",
];

function randomKeywords(seed: number, count: number): string[] {
  const random = prng(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const words = 1 + Math.floor(random() * 4);
    out.push(Array.from({ length: words }, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(" "));
  }
  return out;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const random = prng(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function ok(outcome: ClusterOutcome): ClusteringResult {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

const SAMPLE = [
  "web tasarım",
  "Web Tasarım Fiyatları",
  "web tasarım fiyatları istanbul",
  "ucuz web tasarım",
  "web tasarımı",
  "seo",
  "seo nedir",
  "seo fiyatları",
  "SEO ajansı",
  "seo uzmanı",
  "google ads",
  "google ads fiyatları",
  "google ads uzmanı",
  "instagram reklam",
  "instagram reklam fiyatları",
  "logo nedir",
  "e-ticaret sitesi",
  "e-ticaret sitesi kurma",
];

describe("normalisation", () => {
  it("lower-cases the Turkish way, collapses spaces, drops empties and duplicates", () => {
    expect(normalizeKeywordList("İSTANBUL\n  istanbul \r\n\n ISPARTA  ŞUBE\nweb   tasarım\nWEB TASARIM")).toEqual([
      "istanbul",
      "web tasarım",
      "ısparta şube",
    ]);
    expect(normalizeKeywordList(["  ", "", "Seo", "SEO"])).toEqual(["seo"]);
  });

  it("keeps hyphenated words and apostrophes inside one token", () => {
    expect(tokenize("e-ticaret sitesi istanbul'da, en iyi!")).toEqual(["e-ticaret", "sitesi", "istanbul'da", "en", "iyi"]);
  });

  it("sorts in Turkish alphabetical order", () => {
    expect(["şeker", "su", "ılık", "ishal", "çay", "cam", "ödev", "ova", "seo ajansı", "seo", "seoajans"].sort(compareTr)).toEqual([
      "cam", "çay", "ılık", "ishal", "ova", "ödev", "seo", "seo ajansı", "seoajans", "su", "şeker",
    ]);
  });
});

describe("messages and options", () => {
  it("uses the required texts", () => {
    expect(CLUSTER_EMPTY_INPUT).toBe("Lütfen anahtar kelime listesi girin!");
    expect(clusterSuccessMessage(7, 10)).toBe("7 grup oluşturuldu (maksimum 10 grup)!");
  });

  it("rejects an empty list", () => {
    expect(clusterKeywords("  \n\n ")).toEqual({ ok: false, message: CLUSTER_EMPTY_INPUT });
    expect(clusterKeywords([])).toEqual({ ok: false, message: CLUSTER_EMPTY_INPUT });
  });

  it("fills defaults and snaps values to the offered ones", () => {
    expect(resolveClusterOptions()).toMatchObject({ method: "similarity", minGroupSize: 2, maxGroups: 10 });
    expect(resolveClusterOptions({ minGroupSize: 9, maxGroups: 7 })).toMatchObject({ minGroupSize: 5, maxGroups: DEFAULT_MAX_GROUPS });
    expect(resolveClusterOptions({ minGroupSize: 0, maxGroups: 50 })).toMatchObject({ minGroupSize: DEFAULT_MIN_GROUP_SIZE, maxGroups: 50 });
  });
});

describe("similarity score", () => {
  it("combines word overlap, edit similarity and phrase overlap with the required weights", () => {
    const corpus = buildCorpus(["web tasarım", "ucuz web tasarım fiyatları"]);
    const s = pairScore(corpus, 0, 1);
    expect(s.wordOverlap).toBeCloseTo(2 / 4);
    expect(s.phraseOverlap).toBeCloseTo(2 / 4);
    expect(s.editSimilarity).toBeCloseTo(1 - 15 / 26);
    expect(s.score).toBeCloseTo(0.4 * 0.5 + 0.3 * (1 - 15 / 26) + 0.3 * 0.5);
    expect(isSimilarScore(s.score)).toBe(true);
  });

  it("counts the longest run of consecutive shared words", () => {
    const ids = (...xs: number[]) => Int32Array.from(xs);
    expect(longestCommonRun(ids(1, 2, 3, 4), ids(9, 2, 3, 7, 1))).toBe(2);
    expect(longestCommonRun(ids(1, 1, 1), ids(1, 1))).toBe(2);
    expect(longestCommonRun(ids(), ids(1))).toBe(0);
  });

  it("treats the threshold as inclusive", () => {
    // "ab" vs "abc": no shared word, edit similarity 2/3: score 0.2 < 0.4.
    const noShare = buildCorpus(["ab", "abc"]);
    expect(pairScore(noShare, 0, 1).score).toBeCloseTo(0.2);
    expect(isSimilarScore(SIMILARITY_THRESHOLD)).toBe(true);
    expect(isSimilarScore(0.4 * 0.5 + 0.3 * (2 / 3) + 0.3 * 0)).toBe(true);
    expect(isSimilarScore(SIMILARITY_THRESHOLD - 1e-6)).toBe(false);
  });

  it("never rates keywords without a shared word above 0.3", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const corpus = buildCorpus(normalizeKeywordList(randomKeywords(seed, 80)));
      const n = corpus.keywords.length;
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          const s = pairScore(corpus, i, j);
          if (s.wordOverlap === 0) expect(s.score).toBeLessThanOrEqual(0.3 + 1e-12);
        }
      }
    }
  });

  it("gives the same verdict with and without the early bounds", () => {
    const corpus = buildCorpus(normalizeKeywordList(randomKeywords(42, 150)));
    const n = corpus.keywords.length;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (i !== j) expect(isSimilarPair(corpus, i, j)).toBe(isSimilarScore(pairScore(corpus, i, j).score));
      }
    }
  });
});

describe("fast search versus the naive all-pairs reference", () => {
  it("finds exactly the same similar pairs", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const corpus = buildCorpus(normalizeKeywordList(randomKeywords(seed, 40 + seed * 10)));
      const naive = naiveSimilarityEdges(corpus);
      expect(naive.length).toBeGreaterThan(0);
      expect(indexedSimilarityEdges(corpus)).toEqual(naive);
    }
  });

  it("builds exactly the same groups", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const corpus = buildCorpus(normalizeKeywordList(randomKeywords(100 + seed, 60 + seed * 15)));
      expect(similarityGroups(corpus)).toEqual(naiveSimilarityGroups(corpus));
    }
    const sample = buildCorpus(normalizeKeywordList(SAMPLE));
    expect(similarityGroups(sample)).toEqual(naiveSimilarityGroups(sample));
  });

  it("stays a valid grouping when the posting cap cuts candidates", () => {
    const corpus = buildCorpus(normalizeKeywordList(randomKeywords(9, 400)));
    const capped = similarityGroups(corpus, { postingScanCap: 5 });
    expect(capped).not.toEqual(similarityGroups(corpus));
    expect(capped.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: corpus.keywords.length }, (_, k) => k));
    for (const [leader, ...members] of capped) {
      for (const m of members) expect(isSimilarScore(pairScore(corpus, leader ?? 0, m).score)).toBe(true);
    }
    expect(similarityGroups(corpus, { postingScanCap: Number.POSITIVE_INFINITY })).toEqual(naiveSimilarityGroups(corpus));
  });

  it("puts every keyword in exactly one group, leader similar to each member", () => {
    const corpus = buildCorpus(normalizeKeywordList(randomKeywords(7, 300)));
    const groups = similarityGroups(corpus);
    const seen = groups.flat().sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: corpus.keywords.length }, (_, k) => k));
    for (const [leader, ...members] of groups) {
      for (const m of members) expect(isSimilarScore(pairScore(corpus, leader ?? 0, m).score)).toBe(true);
    }
  });
});

describe("clusterKeywords", () => {
  it("groups the sample by topic with the similarity method", () => {
    const result = ok(clusterKeywords(SAMPLE.join("\n")));
    const byMain = new Map(result.clusters.map((c) => [c.mainKeyword, c.keywords]));
    expect(byMain.get("web tasarım")).toEqual([
      "web tasarım",
      "ucuz web tasarım",
      "web tasarım fiyatları",
      "web tasarım fiyatları istanbul",
      "web tasarımı",
    ]);
    expect(byMain.get("seo")).toEqual(["seo", "seo ajansı", "seo fiyatları", "seo nedir", "seo uzmanı"]);
    expect(byMain.get("google ads")).toEqual(["google ads", "google ads fiyatları", "google ads uzmanı"]);
    expect(result.clusters.map((c) => c.id)).toEqual(result.clusters.map((_, i) => i + 1));
    expect(result.message).toBe(clusterSuccessMessage(result.clusters.length, 10));
    expect(result.totalKeywords).toBe(SAMPLE.length);
    expect(result.clusteredKeywordCount + result.unclustered.length).toBe(SAMPLE.length);
  });

  it("common words ignores stopwords", () => {
    const result = ok(clusterKeywords(["seo nedir", "logo nedir", "web nedir", "seo fiyatları", "seo ajansı"], { method: "commonWords" }));
    expect(result.clusters).toHaveLength(1);
    expect(result.clusters[0]?.mainKeyword).toBe("seo nedir");
    expect(result.clusters[0]?.keywords).toEqual(["seo nedir", "seo ajansı", "seo fiyatları"]);
    expect(result.unclustered).toEqual(["logo nedir", "web nedir"]);
  });

  it("common words takes the most shared word first", () => {
    const result = ok(
      clusterKeywords(["ucuz seo", "ucuz logo", "ucuz web", "seo ajansı", "logo tasarım"], { method: "commonWords" }),
    );
    // "ucuz" is in three keywords; afterwards "seo" and "logo" have one ungrouped keyword each.
    expect(result.clusters.map((c) => c.keywords)).toEqual([["ucuz seo", "ucuz logo", "ucuz web"]]);
  });

  it("exact match groups the same words in any order", () => {
    const result = ok(
      clusterKeywords(["istanbul seo", "seo istanbul", "SEO  İstanbul", "seo ankara", "ankara seo", "seo"], { method: "exactMatch" }),
    );
    expect(result.clusters.map((c) => c.keywords)).toEqual([
      ["ankara seo", "seo ankara"],
      ["istanbul seo", "seo istanbul"],
    ]);
    expect(result.unclustered).toEqual(["seo"]);
  });

  it("phrase match groups a phrase with the keywords containing it", () => {
    const result = ok(
      clusterKeywords(
        ["web tasarım", "ucuz web tasarım fiyatları", "web tasarım istanbul", "tasarım web", "web ve tasarım", "seo", "seo ajansı"],
        { method: "phraseMatch" },
      ),
    );
    expect(result.clusters.map((c) => c.keywords)).toEqual([
      ["web tasarım", "ucuz web tasarım fiyatları", "web tasarım istanbul"],
      ["seo", "seo ajansı"],
    ]);
    expect(result.unclustered).toEqual(["tasarım web", "web ve tasarım"]);
  });

  it("honours the minimum group size and the maximum number of groups, largest first", () => {
    const keywords = randomKeywords(11, 400);
    for (const method of CLUSTER_METHODS) {
      for (const minGroupSize of [2, 3, 5]) {
        for (const maxGroups of [5, 10, 50]) {
          const result = ok(clusterKeywords(keywords, { method, minGroupSize, maxGroups }));
          expect(result.clusters.length).toBeLessThanOrEqual(maxGroups);
          expect(result.clusters.length).toBe(Math.min(maxGroups, result.groupsFound));
          for (const c of result.clusters) expect(c.keywords.length).toBeGreaterThanOrEqual(minGroupSize);
          const sizes = result.clusters.map((c) => c.keywords.length);
          expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
          const all = result.clusters.flatMap((c) => c.keywords);
          expect(new Set(all).size).toBe(all.length);
        }
      }
    }
  });

  it("gives the same result for the same keywords in any order or casing", () => {
    const keywords = [...randomKeywords(5, 250), ...SAMPLE];
    for (const method of CLUSTER_METHODS) {
      const reference = clusterKeywords(keywords, { method, maxGroups: 50 });
      expect(clusterKeywords(keywords, { method, maxGroups: 50 })).toEqual(reference);
      for (let seed = 1; seed <= 3; seed++) {
        expect(clusterKeywords(shuffled(keywords, seed).join("\n"), { method, maxGroups: 50 })).toEqual(reference);
      }
      const shouted = keywords.map((k, i) => (i % 3 === 0 ? k.toLocaleUpperCase("tr") : `  ${k} `));
      expect(clusterKeywords(shouted, { method, maxGroups: 50 })).toEqual(reference);
    }
  });

  it("reports progress up to the total", () => {
    const calls: Array<[number, number]> = [];
    const result = ok(clusterKeywords(randomKeywords(3, 500), { onProgress: (done, total) => calls.push([done, total]) }));
    expect(calls[0]).toEqual([0, result.totalKeywords]);
    expect(calls.at(-1)).toEqual([result.totalKeywords, result.totalKeywords]);
    for (let i = 1; i < calls.length; i++) expect(calls[i]?.[0]).toBeGreaterThanOrEqual(calls[i - 1]?.[0] ?? 0);
    expect(calls.length).toBeLessThanOrEqual(110);
  });
});

describe("difficulty", () => {
  it("is a deterministic estimate: short heads and big groups are harder", () => {
    expect(estimateDifficulty([1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2])).toEqual({ level: "Çok Zor", score: 84 });
    expect(estimateDifficulty([2, 3, 3])).toEqual({ level: "Orta", score: 49 });
    expect(estimateDifficulty([4, 5])).toEqual({ level: "Kolay", score: 5 });
    expect(estimateDifficulty([3, 4])).toEqual({ level: "Kolay", score: 24 });
    expect(estimateDifficulty([2, 2])).toEqual({ level: "Zor", score: 52 });
    expect(estimateDifficulty([])).toEqual({ level: "Kolay", score: 0 });
    expect(DIFFICULTY_NOTE).toContain("tahmini");
  });
});

describe("reports", () => {
  const result = ok(clusterKeywords(SAMPLE, { maxGroups: 5 }));
  const first = result.clusters[0];
  if (!first) throw new Error("expected a cluster");

  it("copies words only, one per line", () => {
    expect(clusterWordsText(first)).toBe(first.keywords.join("\n"));
  });

  it("copies a group in detail", () => {
    const text = clusterDetailedText(first);
    expect(text.startsWith(`Grup 1: ${first.mainKeyword}\nZorluk (tahmini): ${first.difficulty} (${first.difficultyScore}/100)\n`)).toBe(true);
    expect(text).toContain(`Anahtar kelime sayısı: ${first.keywords.length}`);
    expect(text).toContain(`- ${first.keywords.at(-1)}`);
    expect(allClustersText(result).split("\n\n").length).toBeGreaterThanOrEqual(result.clusters.length);
  });

  it("builds keyword-clusters.txt", () => {
    const report = buildClusterReport(result);
    expect(report).toContain("Anahtar Kelime Gruplama Raporu");
    expect(report).toContain("Yöntem: Benzerlik");
    expect(report).toContain(`Toplam anahtar kelime: ${SAMPLE.length}`);
    expect(report).toContain(`Oluşturulan grup: ${result.clusters.length} (maksimum 5; bulunan ${result.groupsFound})`);
    expect(report).toContain(DIFFICULTY_NOTE);
    for (const c of result.clusters) expect(report).toContain(`Grup ${c.id}: ${c.mainKeyword}`);
    expect(report).toContain("Gruplanmayan anahtar kelimeler");
    expect(buildClusterReport(result)).toBe(report);
    expect(buildClusterReport(result, new Date("2026-03-01T12:00:00Z"))).toContain("Oluşturulma tarihi: 2026-03-01");
  });
});

describe("worker protocol", () => {
  it("answers a request with progress messages and the result", () => {
    const messages: ClusterWorkerResponse[] = [];
    handleClusterWorkerRequest(
      { type: "cluster", requestId: 7, input: SAMPLE.join("\n"), options: { method: "phraseMatch", maxGroups: 5 } },
      (m) => messages.push(m),
    );
    expect(messages.filter((m) => m.type === "progress").length).toBeGreaterThan(0);
    const last = messages.at(-1);
    expect(last?.type).toBe("result");
    if (last?.type !== "result") return;
    expect(last.requestId).toBe(7);
    expect(last.outcome).toEqual(clusterKeywords(SAMPLE.join("\n"), { method: "phraseMatch", maxGroups: 5 }));
  });

  it("passes progress on at most every PROGRESS_INTERVAL_MS, always with the first and the last", () => {
    const input = randomKeywords(5, 2_000).join("\n");
    const request = { type: "cluster", requestId: 3, input, options: {} } as const;
    const progressOf = (now: () => number) => {
      const messages: ClusterWorkerResponse[] = [];
      handleClusterWorkerRequest(request, (m) => messages.push(m), now);
      return messages.flatMap((m) => (m.type === "progress" ? [m.done] : []));
    };
    const unthrottled = progressOf(((time) => () => (time += PROGRESS_INTERVAL_MS))(0));
    expect(unthrottled.length).toBeGreaterThan(50);
    const frozen = progressOf(() => 0);
    expect(frozen).toEqual([0, unthrottled.at(-1)]);
    const halfInterval = progressOf(((time) => () => (time += PROGRESS_INTERVAL_MS / 2))(0));
    expect(halfInterval.length).toBeGreaterThan(unthrottled.length / 2 - 2);
    expect(halfInterval.length).toBeLessThan(unthrottled.length / 2 + 3);
  });

  it("reports an empty list as an outcome and malformed requests as errors", () => {
    const messages: ClusterWorkerResponse[] = [];
    handleClusterWorkerRequest({ type: "cluster", requestId: 1, input: "" }, (m) => messages.push(m));
    expect(messages.at(-1)).toEqual({ type: "result", requestId: 1, outcome: { ok: false, message: CLUSTER_EMPTY_INPUT } });
    handleClusterWorkerRequest({ type: "cluster", requestId: 2, input: 5 }, (m) => messages.push(m));
    expect(messages.at(-1)).toMatchObject({ type: "error", requestId: 2 });
    handleClusterWorkerRequest({ type: "cluster", requestId: 3, input: "a", options: { method: "magic" } }, (m) => messages.push(m));
    expect(messages.at(-1)).toMatchObject({ type: "error", requestId: 3 });
    handleClusterWorkerRequest(null, (m) => messages.push(m));
    expect(messages.at(-1)).toMatchObject({ type: "error", requestId: -1 });
  });
});
