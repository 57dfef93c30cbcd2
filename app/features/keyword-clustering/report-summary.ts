import type { ReportResultPayload } from "~/shared/tool-report";
import type { ClusteringResult } from "./cluster";
import { KEYWORD_CLUSTER_TEXT } from "./content";
import { CLUSTER_REPORT_EMAIL_TEXT } from "./report-email.content";
import { buildClusterReport } from "./report.content";

/** Groups named in the e-mail; the rest are counted, the attachment has them all. */
const GROUP_LINES = 3;

/** The result's counts, then the largest groups, in at most five lines. */
export function clusterReportSummary(result: ClusteringResult): string[] {
  const shown = result.clusters.slice(0, GROUP_LINES);
  const rest = result.clusters.length - shown.length;
  return [
    KEYWORD_CLUSTER_TEXT.summary(result.totalKeywords, result.clusteredKeywordCount, result.unclustered.length),
    ...shown.map((cluster) =>
      CLUSTER_REPORT_EMAIL_TEXT.group(cluster.id, cluster.mainKeyword, cluster.keywords.length, cluster.difficulty),
    ),
    ...(rest > 0 ? [CLUSTER_REPORT_EMAIL_TEXT.moreGroups(rest)] : []),
  ];
}

/** What "Raporu e-postama gönder" sends: the summary and the same keyword-clusters.txt as the download. */
export function clusterReportPayload(result: ClusteringResult, generatedAt = new Date()): ReportResultPayload {
  return { summary: clusterReportSummary(result), file: buildClusterReport(result, generatedAt) };
}
