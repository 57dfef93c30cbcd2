import { data } from "react-router";
import { REPORT_TEXT } from "~/features/site-audit/content";
import { PENDING_REFRESH_CONTENT, ReportStateView, type ReportPageState } from "~/features/site-audit/report-states";
import { ReportView } from "~/features/site-audit/report-view";
import type { AuditReport } from "~/features/site-audit/report";
import { reportPath } from "~/features/site-audit/limits";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";
import { ReportRequestPanel } from "~/features/leads/report-request-panel";
import type { ReportRequestResult } from "~/features/leads/report-request";
import { SITE_AUDIT_CARD_ID as SITE_AUDIT_TOOL, seoToolTitle } from "~/features/seo-tools/content";
import { WatchPanel } from "~/features/site-monitor/watch-panel";
import { WATCH_INTENT, type WatchRequestResult } from "~/features/site-monitor/request-watch";
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

/** `watchable`: "Sitemi takip et" is offered (MONITOR_ENABLED). */
type LoaderData = { state: "report"; report: AuditReport; watchable: boolean } | { state: Exclude<ReportPageState, "deleted"> };

export async function loader({ params, context }: Route.LoaderArgs) {
  const stored = await context.services.auditReports.get(params.id);
  if (!stored) return data<LoaderData>({ state: "missing" }, { status: 404, headers: PRIVATE_HEADERS });
  if (stored.status === "done") return data<LoaderData>({ state: "report", report: stored.report, watchable: context.services.env.MONITOR_ENABLED }, { headers: PRIVATE_HEADERS });
  return data<LoaderData>({ state: stored.status }, { headers: PRIVATE_HEADERS });
}

type ActionData =
  | { deleted: boolean; reportRequest?: undefined; watch?: undefined }
  | { deleted?: undefined; reportRequest: ReportRequestResult; watch?: undefined }
  | { deleted?: undefined; reportRequest?: undefined; watch: WatchRequestResult };

/**
 * "Raporu Sil", and "Raporu e-postama gönder" and "Sitemi takip et" posted without JavaScript
 * (with it, those forms go to the JSON API).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionData>({ deleted: false }, { status: 400, headers: PRIVATE_HEADERS });
  }
  if (form.get("intent") === "delete") {
    const deleted = await context.services.auditReports.remove(params.id);
    return data<ActionData>({ deleted }, { status: deleted ? 200 : 404, headers: PRIVATE_HEADERS });
  }
  const { submissionFromRequest } = await import("~/capabilities/lead-capture/submission.server");
  if (form.get("intent") === WATCH_INTENT) {
    const { submitWatchRequest } = await import("~/features/site-monitor/watch-action.server");
    // The page's own report, whatever the form says.
    const reply = await submitWatchRequest({ ...Object.fromEntries(form), reportId: params.id }, submissionFromRequest(request, context));
    return data<ActionData>({ watch: reply.body }, { status: reply.status, headers: PRIVATE_HEADERS });
  }
  const { submitReportRequest } = await import("~/features/leads/report-request-action.server");
  // The page's own report, whatever the form says.
  const fields = { ...Object.fromEntries(form), tool: SITE_AUDIT_TOOL, reportId: params.id };
  const reply = await submitReportRequest(fields, submissionFromRequest(request, context));
  return data<ActionData>({ reportRequest: reply.body }, { status: reply.status, headers: { ...PRIVATE_HEADERS, ...reply.headers } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.state === "report" ? REPORT_TEXT.documentTitle : REPORT_TEXT.notFoundTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
  ...(loaderData?.state === "running" ? [{ httpEquiv: "refresh", content: PENDING_REFRESH_CONTENT }] : []),
];

export default function AuditReportRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  if (actionData?.deleted) return <ReportStateView state="deleted" selfPath={reportPath(params.id)} />;
  if (loaderData.state === "report") {
    const { report } = loaderData;
    const leadPanel = (
      <ReportRequestPanel
        tool={SITE_AUDIT_TOOL}
        toolTitle={seoToolTitle(SITE_AUDIT_TOOL)}
        site={report.homeUrl}
        score={report.score}
        reportId={report.id}
        reportUrl={absoluteUrl(reportPath(report.id))}
        action={reportPath(report.id)}
        serverResult={actionData?.reportRequest}
      />
    );
    const watchPanel = loaderData.watchable ? (
      <WatchPanel reportId={report.id} host={new URL(report.startUrl).host} action={reportPath(report.id)} serverResult={actionData?.watch} />
    ) : null;
    return (
      <ReportView
        report={report}
        leadPanel={
          <>
            {leadPanel}
            {watchPanel}
          </>
        }
      />
    );
  }
  return <ReportStateView state={loaderData.state} selfPath={reportPath(params.id)} />;
}
