import { ScanSearch } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";
import { checkTypedHttpUrl } from "~/capabilities/url/http-url";
import { formatNumber } from "~/shared/format";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { JOB_TEXT } from "~/shared/jobs.content";
import { JobProgress } from "~/shared/tool-ui/job-progress";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import type { SiteAuditState } from "./audit-state";
import { AUDIT_FORM_TEXT, AUDIT_PHASE_TEXT, AUDIT_PROGRESS_TEXT, auditProgressValueText } from "./content";
import { AUDIT_PAGE_PATH, REAUDIT_PARAMS, REPORT_ID_PATTERN, reportPath } from "./limits";
import { SITE_AUDIT_URL_MESSAGES } from "./messages.content";
import { useSiteAudit } from "./use-site-audit";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";

const INPUT_ID = "seo-analizi-adres";

function AuditProgress({ state, onStop }: { state: SiteAuditState; onStop: () => void }) {
  if (state.status !== "running" && state.status !== "stopped") return null;
  const { phase, counts, rules, current, browser } = state.progress;
  const running = state.status === "running";
  const queued = running && state.queue !== null;
  // The crawl is most of the time: the bar runs to 80 % while reading pages, the browser's pages
  // (when a browser runs) to 95 %, the rules fill the rest.
  const crawled = counts.found > 0 ? (counts.fetched + counts.skipped) / counts.found : 0;
  const rulesFrom = browser ? 95 : 80;
  const percent = Math.round(
    phase === "crawl"
      ? 80 * Math.min(1, crawled)
      : phase === "browser"
        ? 80 + 15 * (browser && browser.total > 0 ? browser.done / browser.total : 0)
        : rulesFrom + (100 - rulesFrom) * (rules.total > 0 ? rules.done / rules.total : 1),
  );
  const items = [
    { key: "found", label: AUDIT_PROGRESS_TEXT.found, value: formatNumber(counts.found) },
    { key: "fetched", label: AUDIT_PROGRESS_TEXT.fetched, value: formatNumber(counts.fetched) },
    { key: "rules", label: AUDIT_PROGRESS_TEXT.rules, value: `${formatNumber(rules.done)} / ${formatNumber(rules.total)}` },
  ];
  return (
    <JobProgress
      running={running}
      percent={percent}
      valueText={auditProgressValueText(phase, counts.fetched, counts.found, rules.done, rules.total, browser)}
      current={running && phase === "crawl" ? current : null}
      texts={{ ...AUDIT_PROGRESS_TEXT, starting: queued ? AUDIT_PROGRESS_TEXT.waiting : running ? AUDIT_PHASE_TEXT[phase] : AUDIT_PROGRESS_TEXT.starting }}
      onStop={onStop}
      testId="audit-progress"
    >
      {queued && state.queue ? (
        <p className="text-sm font-medium text-slate-900" data-testid="audit-queue">
          {JOB_TEXT.queued(state.queue.position, state.queue.etaSeconds)}
        </p>
      ) : (
        <p className="text-sm font-medium text-slate-900" data-testid="audit-phase">
          {AUDIT_PHASE_TEXT[phase]}
        </p>
      )}
      {running && state.restarted ? (
        <p className="text-sm text-slate-700" data-testid="audit-restarted">
          {AUDIT_PROGRESS_TEXT.restarted}
        </p>
      ) : null}
      {running && state.reconnecting ? (
        <p className="text-sm text-amber-800" data-testid="audit-reconnecting">
          {JOB_TEXT.reconnecting}
        </p>
      ) : null}
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-live="polite" hidden={queued}>
        {items.map((item) => (
          <div key={item.key} className="flex gap-1.5" data-testid={`audit-count-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="font-semibold text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </JobProgress>
  );
}

/**
 * The free site audit's form: one address, the audit's progress, then its stored report opens.
 * `?adres=…&onceki=<id>` (the report's "Yeniden analiz et") fills the address and starts an audit
 * compared with that report. Without JavaScript the form submits to the same address.
 */
export function SiteAuditForm() {
  const audit = useSiteAudit();
  const [url, setUrl] = useState("");
  const [previousId, setPreviousId] = useState<string | undefined>(undefined);
  const [urlError, setUrlError] = useState<string | null>(null);
  const { state } = audit;

  function begin(typed: string, previous: string | undefined): void {
    const checked = checkTypedHttpUrl(typed, SITE_AUDIT_URL_MESSAGES);
    if (!checked.ok) {
      setUrlError(checked.message);
      return;
    }
    setUrlError(null);
    audit.start(previous ? { url: checked.url, previousId: previous } : { url: checked.url });
  }

  // A re-audit link (or a call to action elsewhere) starts at once, with the address it names.
  usePrefillAddress((site) => {
    const previous = new URLSearchParams(window.location.search).get(REAUDIT_PARAMS.previous);
    const valid = previous !== null && REPORT_ID_PATTERN.test(previous) ? previous : undefined;
    // usePrefillAddress took `adres` out of the address bar; the earlier report's id goes too.
    window.history.replaceState(window.history.state, "", AUDIT_PAGE_PATH);
    setUrl(site);
    setPreviousId(valid);
    begin(site, valid);
  });

  // The stored report (or the one being written after "Durdur") opens as its own page.
  const reportId = state.status === "done" || state.status === "stopped" ? state.reportId : null;
  useEffect(() => {
    if (reportId) window.location.assign(reportPath(reportId));
  }, [reportId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    begin(url, previousId);
  }

  const running = state.status === "running";
  return (
    <Card className="mx-auto max-w-3xl p-5 sm:p-8">
      <section aria-labelledby="seo-analizi-form-baslik" className="space-y-5">
        <h2 id="seo-analizi-form-baslik" className="text-xl font-semibold text-slate-950">
          {AUDIT_FORM_TEXT.title}
        </h2>
        <form noValidate onSubmit={onSubmit} method="get" action={AUDIT_PAGE_PATH} className="space-y-1.5">
          <Label htmlFor={INPUT_ID} className="block">
            {AUDIT_FORM_TEXT.urlLabel}
          </Label>
          <div className="flex flex-wrap gap-3">
            <Input
              id={INPUT_ID}
              name={REAUDIT_PARAMS.site}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={AUDIT_FORM_TEXT.urlPlaceholder}
              value={url}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={`${INPUT_ID}-ipucu${urlError ? ` ${INPUT_ID}-hata` : ""}`}
              onChange={(event) => setUrl(event.target.value)}
              className="min-w-0 flex-1 basis-64"
            />
            <Button type="submit" disabled={running}>
              <ScanSearch aria-hidden="true" />
              {AUDIT_FORM_TEXT.submit}
            </Button>
          </div>
          <FieldHint id={`${INPUT_ID}-ipucu`}>{AUDIT_FORM_TEXT.urlHint}</FieldHint>
          {urlError ? <FieldError id={`${INPUT_ID}-hata`} message={urlError} /> : null}
        </form>
        {previousId && running ? <p className="text-sm text-slate-700">{AUDIT_FORM_TEXT.reauditNote}</p> : null}
        <AuditProgress state={state} onStop={audit.stop} />
        <div role="status" className="text-sm font-medium" data-testid="audit-status">
          {state.status === "failed" ? <p className="text-red-700">{state.error}</p> : null}
          {state.status === "failed" ? <StopBlockingJobButton jobId={state.blockingJobId} onStop={audit.stopBlockingAndRetry} /> : null}
          {state.status === "cancelled" ? <p className="text-slate-700">{state.message}</p> : null}
          {state.status === "done" ? <p className="text-green-800">{AUDIT_FORM_TEXT.opening}</p> : null}
        </div>
        <p className="text-sm text-slate-600">{AUDIT_FORM_TEXT.privacy}</p>
      </section>
    </Card>
  );
}
