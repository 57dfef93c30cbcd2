import { data } from "react-router";
import { REPORT_TEXT } from "~/features/site-audit/content";
import { PENDING_REFRESH_CONTENT, ReportStateView, type ReportPageState } from "~/features/site-audit/report-states";
import { ReportView } from "~/features/site-audit/report-view";
import type { AuditReport } from "~/features/site-audit/report";
import { reportPath } from "~/features/site-audit/limits";
import { site } from "~/site/site.content";
import type { Route } from "./+types/rapor";

/**
 * A stored site audit report, rendered from the database on every request: never prerendered,
 * never indexed, never cached by a shared cache (the link is the only key to it). An id that does
 * not exist, expired or was deleted is a 404 with a Turkish page; one still being written shows a
 * page that looks again every few seconds.
 */

// same-origin: the report's address (its only key) never leaves in a Referer to another site,
// while the page's own form still sends the Origin React Router checks actions against.
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };

type LoaderData = { state: "report"; report: AuditReport } | { state: Exclude<ReportPageState, "deleted"> };

export async function loader({ params, context }: Route.LoaderArgs) {
  const stored = await context.services.auditReports.get(params.id);
  if (!stored) return data<LoaderData>({ state: "missing" }, { status: 404, headers: PRIVATE_HEADERS });
  if (stored.status === "done") return data<LoaderData>({ state: "report", report: stored.report }, { headers: PRIVATE_HEADERS });
  return data<LoaderData>({ state: stored.status }, { headers: PRIVATE_HEADERS });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "delete") return data({ deleted: false }, { status: 400, headers: PRIVATE_HEADERS });
  const deleted = await context.services.auditReports.remove(params.id);
  return data({ deleted }, { status: deleted ? 200 : 404, headers: PRIVATE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.state === "report" ? REPORT_TEXT.documentTitle : REPORT_TEXT.notFoundTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
  ...(loaderData?.state === "running" ? [{ httpEquiv: "refresh", content: PENDING_REFRESH_CONTENT }] : []),
];

export default function AuditReportRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  if (actionData?.deleted) return <ReportStateView state="deleted" selfPath={reportPath(params.id)} />;
  if (loaderData.state === "report") return <ReportView report={loaderData.report} />;
  return <ReportStateView state={loaderData.state} selfPath={reportPath(params.id)} />;
}
