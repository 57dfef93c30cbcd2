import { buttonVariants } from "~/shared/ui/button";
import { AUDIT_PAGE_PATH, AUDIT_PENDING_REFRESH_SECONDS } from "./limits";
import { REPORT_TEXT } from "./content";

/** The report page when there is no report to show: being written, failed, missing or deleted. */
export type ReportPageState = "running" | "failed" | "missing" | "deleted";

const TEXTS: Record<ReportPageState, { title: string; text: string }> = {
  running: { title: REPORT_TEXT.pendingTitle, text: REPORT_TEXT.pendingText },
  failed: { title: REPORT_TEXT.failedTitle, text: REPORT_TEXT.failedText },
  missing: { title: REPORT_TEXT.notFoundTitle, text: REPORT_TEXT.notFoundText },
  deleted: { title: REPORT_TEXT.deleted, text: REPORT_TEXT.notFoundText },
};

export function ReportStateView({ state, selfPath }: { state: ReportPageState; selfPath: string }) {
  const texts = TEXTS[state];
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6" data-testid="audit-report-state" data-state={state}>
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p className="text-lg text-slate-700" role={state === "running" ? "status" : undefined}>
        {texts.text}
      </p>
      <div className="flex flex-wrap gap-3">
        {state === "running" ? (
          <a href={selfPath} className={buttonVariants()}>
            {REPORT_TEXT.pendingRefresh}
          </a>
        ) : (
          <a href={AUDIT_PAGE_PATH} className={buttonVariants()}>
            {REPORT_TEXT.newAudit}
          </a>
        )}
      </div>
    </section>
  );
}

/** The page looks again on its own while the report is being written (no script needed). */
export const PENDING_REFRESH_CONTENT = String(AUDIT_PENDING_REFRESH_SECONDS);
