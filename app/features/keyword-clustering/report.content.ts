import type { ClusteringResult, KeywordCluster } from "./cluster";
import { CLUSTER_METHOD_LABELS, DIFFICULTY_NOTE } from "./messages.content";

function difficultyLine(cluster: KeywordCluster): string {
  return `Zorluk (tahmini): ${cluster.difficulty} (${cluster.difficultyScore}/100)`;
}

/** "Copy words only": one keyword per line. */
export function clusterWordsText(cluster: KeywordCluster): string {
  return cluster.keywords.join("\n");
}

/** "Copy detailed": the group's heading, difficulty and size, then its keywords. */
export function clusterDetailedText(cluster: KeywordCluster): string {
  return [
    `Grup ${cluster.id}: ${cluster.mainKeyword}`,
    difficultyLine(cluster),
    `Anahtar kelime sayısı: ${cluster.keywords.length}`,
    "",
    ...cluster.keywords.map((k) => `- ${k}`),
  ].join("\n");
}

/** "Copy all": every group in detail, separated by blank lines. */
export function allClustersText(result: ClusteringResult): string {
  return result.clusters.map(clusterDetailedText).join("\n\n");
}

/** Content of keyword-clusters.txt. `generatedAt` is optional so the output can stay deterministic. */
export function buildClusterReport(result: ClusteringResult, generatedAt?: Date): string {
  const header = [
    "Anahtar Kelime Gruplama Raporu",
    "==============================",
    "",
    ...(generatedAt ? [`Oluşturulma tarihi: ${generatedAt.toISOString().slice(0, 10)}`] : []),
    `Yöntem: ${CLUSTER_METHOD_LABELS[result.method]}`,
    `Minimum grup büyüklüğü: ${result.minGroupSize}`,
    `Toplam anahtar kelime: ${result.totalKeywords}`,
    `Oluşturulan grup: ${result.clusters.length} (maksimum ${result.maxGroups}; bulunan ${result.groupsFound})`,
    `Gruplanan anahtar kelime: ${result.clusteredKeywordCount}`,
    `Gruplanmayan anahtar kelime: ${result.unclustered.length}`,
    "",
    `Not: ${DIFFICULTY_NOTE}`,
  ];
  const sections = result.clusters.map(clusterDetailedText);
  const tail =
    result.unclustered.length > 0
      ? ["Gruplanmayan anahtar kelimeler", "------------------------------", ...result.unclustered.map((k) => `- ${k}`)]
      : [];
  return [header.join("\n"), ...sections, ...(tail.length > 0 ? [tail.join("\n")] : [])].join("\n\n") + "\n";
}
