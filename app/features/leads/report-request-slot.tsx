import { Suspense, lazy, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";

// The panel (form, texts, icons) loads when a tool first shows a result, not with the tool page:
// every tool page would otherwise carry it within its JavaScript budget (tests/e2e/budgets.spec.ts).
const ReportRequestPanel = lazy(() => import("./report-request-panel").then((module) => ({ default: module.ReportRequestPanel })));

/**
 * The `reportRequest` slot a route hands to a tool's screen: the screen calls it under its result
 * with what it found, and gets this panel for its tool.
 */
export function reportRequestSlot(tool: string, toolTitle: string): (report: ToolResultReport) => ReactNode {
  return function ToolReportRequest(report) {
    return (
      <Suspense fallback={null}>
        <ReportRequestPanel tool={tool} toolTitle={toolTitle} site={report.site} score={report.score} result={report.result} className="mt-8" />
      </Suspense>
    );
  };
}
