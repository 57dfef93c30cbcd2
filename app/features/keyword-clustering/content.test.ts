import { describe, expect, it } from "vitest";
import { clusterKeywords } from "~/features/keyword-clustering/cluster";
import { keywordClusteringArticle, keywordClusteringGuide, SAMPLE_KEYWORDS, WORKED_EXAMPLE } from "./content";
import { countArticleWords } from "~/site/tool-article-types";

describe("keyword clustering content", () => {
  it("has an article of at least 1,000 words", () => {
    expect(countArticleWords(keywordClusteringArticle)).toBeGreaterThanOrEqual(1000);
  });

  it("has a 4-6 step how-to and 4-6 FAQ items", () => {
    expect(keywordClusteringGuide.steps.length).toBeGreaterThanOrEqual(4);
    expect(keywordClusteringGuide.steps.length).toBeLessThanOrEqual(6);
    expect(keywordClusteringGuide.faq.length).toBeGreaterThanOrEqual(4);
    expect(keywordClusteringGuide.faq.length).toBeLessThanOrEqual(6);
  });

  it("tells the worked example exactly as the tool groups the sample list", () => {
    const outcome = clusterKeywords(SAMPLE_KEYWORDS, { method: "similarity", minGroupSize: 2, maxGroups: 10 });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(
      outcome.result.clusters.map((c) => ({ mainKeyword: c.mainKeyword, keywords: c.keywords, difficulty: c.difficulty })),
    ).toEqual(WORKED_EXAMPLE.groups);
    expect(outcome.result.unclustered).toEqual(WORKED_EXAMPLE.unclustered);
  });
});
