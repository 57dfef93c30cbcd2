import { describe, expect, it } from "vitest";
import type { ClusteringResult, KeywordCluster } from "./cluster";
import { buildClusterReport } from "./report.content";
import { clusterReportPayload, clusterReportSummary } from "./report-summary";

const cluster = (id: number, keywords: string[]): KeywordCluster => ({
  id,
  mainKeyword: keywords[0] ?? "",
  keywords,
  difficulty: "Orta",
  difficultyScore: 50,
});

const result = (clusters: KeywordCluster[]): ClusteringResult => ({
  method: "similarity",
  minGroupSize: 2,
  maxGroups: 50,
  clusters,
  totalKeywords: 12,
  groupsFound: clusters.length,
  clusteredKeywordCount: 10,
  unclustered: ["tek", "yalnız"],
  message: "",
});

describe("clusterReportSummary", () => {
  it("counts the keywords and names the largest groups, the rest counted", () => {
    const lines = clusterReportSummary(
      result([
        cluster(1, ["seo ajansı", "seo ajansı istanbul", "seo firması"]),
        cluster(2, ["web tasarım", "web tasarım fiyatları"]),
        cluster(3, ["google ads", "google ads ajansı"]),
        cluster(4, ["sosyal medya", "sosyal medya ajansı"]),
        cluster(5, ["e-ticaret", "e-ticaret sitesi"]),
      ]),
    );
    expect(lines).toEqual([
      "12 benzersiz anahtar kelimeden 10 tanesi gruplandı, 2 tanesi gruba girmedi.",
      "Grup 1: seo ajansı (3 kelime, zorluk: Orta)",
      "Grup 2: web tasarım (2 kelime, zorluk: Orta)",
      "Grup 3: google ads (2 kelime, zorluk: Orta)",
      "ve 2 grup daha (tamamı ekteki dosyada)",
    ]);
  });

  it("has just the counts when no group formed", () => {
    expect(clusterReportSummary(result([]))).toHaveLength(1);
  });

  it("attaches the download's text", () => {
    const at = new Date("2026-11-27T00:00:00Z");
    const res = result([cluster(1, ["a b", "a c"])]);
    expect(clusterReportPayload(res, at).file).toBe(buildClusterReport(res, at));
  });
});
