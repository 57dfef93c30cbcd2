import { Download, Eraser, Radar } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { downloadFile } from "~/shared/browser/download";
import { toast } from "~/shared/browser/toast";
import { useLiveCheck } from "~/capabilities/live-check/use-live-check";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import { CSV_MIME } from "~/shared/csv";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { LiveCheckProgress } from "~/capabilities/live-check/live-check-progress";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { cn } from "~/shared/cn";
import {
  canonicalLiveCsv,
  describeParameterTest,
  describeTarget,
  formatChain,
  sortRows,
  type CanonicalLiveRow,
  type FindingSeverity,
  type VerdictLevel,
} from "./live-check";
import { CANONICAL_LIVE_CSV_FILE_NAME, CANONICAL_LIVE_TEXT } from "./live.content";
import { CANONICAL_LIVE_API } from "./api-contract";
import { checkUrlLines } from "./live-schema";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";

const VERDICT_CLASSES: Record<VerdictLevel, string> = {
  ok: "border-green-700 bg-green-50 text-green-900",
  warning: "border-amber-600 bg-amber-50 text-amber-950",
  error: "border-red-700 bg-red-50 text-red-900",
  failed: "border-slate-500 bg-slate-100 text-slate-900",
};

const SEVERITY_CLASSES: Record<FindingSeverity, string> = {
  error: "text-red-800",
  warning: "text-amber-900",
  info: "text-slate-700",
};

function Signal({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid gap-x-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-800">{term}</dt>
      <dd className="break-all font-mono text-slate-900">{children}</dd>
    </div>
  );
}

/** One URL: its signals in words, the verdict (in words, colour only as an extra) and each finding with its fix. */
function RowCard({ row }: { row: CanonicalLiveRow }) {
  const text = CANONICAL_LIVE_TEXT;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4" data-testid="canonical-live-row" data-url={row.url} data-level={row.verdict.level}>
      <h4 className="break-all font-mono text-sm font-semibold text-slate-950">{row.url}</h4>
      <p className={cn("rounded-md border-l-4 px-3 py-2 text-sm font-semibold", VERDICT_CLASSES[row.verdict.level])} data-testid="canonical-live-verdict">
        {row.verdict.summary}
      </p>
      <dl className="space-y-1 text-sm">
        <Signal term={text.redirectsLabel}>{row.redirects.length > 0 ? formatChain(row) : text.noRedirects}</Signal>
        <Signal term={text.htmlCanonicalLabel}>{row.canonicalHref ?? text.none}</Signal>
        <Signal term={text.headerCanonicalLabel}>{row.headerCanonical ?? text.none}</Signal>
        <Signal term={text.ogUrlLabel}>{row.ogUrl ?? text.none}</Signal>
        <Signal term={text.targetLabel}>{describeTarget(row)}</Signal>
        <Signal term={text.parameterLabel}>{describeParameterTest(row)}</Signal>
      </dl>
      {row.findings.length > 0 ? (
        <ul className="space-y-2 text-sm">
          {row.findings.map((finding) => (
            <li key={finding.code} className="space-y-0.5" data-code={finding.code}>
              <p className={cn("break-words", SEVERITY_CLASSES[finding.severity])}>
                <strong>{text.severity[finding.severity]}:</strong> {finding.message}
              </p>
              <p className="break-words text-slate-700">
                <span className="font-medium text-slate-900">{text.fixLabel}</span> {finding.fix}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The canonical tool's live check: up to CANONICAL_LIVE_MAX_URLS addresses, one per line, checked
 * on the visitor's site; rows appear as each URL finishes, "Durdur" keeps them, the CSV exports
 * them. Loaded lazily by ./live-section.tsx, so it hydrates on its own (its own pre-hydration scope).
 */
export default function LiveChecker({ idPrefix }: { idPrefix: string }) {
  const check = useLiveCheck(CANONICAL_LIVE_API);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = check;
  const running = state.status === "running";
  const rows = state.status === "idle" ? [] : sortRows(state.items);

  // The check ended (or was stopped, which removes the focused "Durdur"): the result takes the focus.
  const ended = state.status === "done" || state.status === "stopped";
  useEffect(() => {
    if (ended) heading.current?.focus();
  }, [ended]);

  function start(lines: string) {
    const list = checkUrlLines(lines);
    if (!list.ok) return setError(list.message);
    setError(null);
    setAsked(list.urls.length);
    check.start({ urls: list.urls });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(text);
  }

  usePrefillAddress((address) => {
    setText(address);
    start(address);
  });

  function onClear() {
    setText("");
    setError(null);
    check.reset();
  }

  function onDownload() {
    downloadFile(CANONICAL_LIVE_CSV_FILE_NAME, canonicalLiveCsv(rows), CSV_MIME);
    toast.success(CANONICAL_LIVE_TEXT.csvDownloaded);
  }

  const fieldId = `${idPrefix}-adresler`;
  return (
    <PrehydrationScope className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={fieldId} className="block">
            {CANONICAL_LIVE_TEXT.urlsLabel}
          </Label>
          <Textarea
            id={fieldId}
            name="urls"
            rows={6}
            spellCheck={false}
            autoComplete="off"
            placeholder={CANONICAL_LIVE_TEXT.urlsPlaceholder}
            value={text}
            aria-invalid={error !== null ? true : undefined}
            aria-describedby={`${fieldId}-ipucu${error !== null ? ` ${fieldId}-hata` : ""}`}
            onChange={(event) => setText(event.target.value)}
            className="font-mono text-sm"
          />
          <FieldHint id={`${fieldId}-ipucu`}>{CANONICAL_LIVE_TEXT.urlsHint}</FieldHint>
          {error !== null ? <FieldError id={`${fieldId}-hata`} message={error} /> : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={running}>
            <Radar aria-hidden="true" />
            {CANONICAL_LIVE_TEXT.start}
          </Button>
          <Button type="button" variant="outline" onClick={onClear} disabled={text === "" && state.status === "idle"}>
            <Eraser aria-hidden="true" />
            {CANONICAL_LIVE_TEXT.clear}
          </Button>
        </div>
      </form>

      <LiveCheckProgress state={state} onStop={check.stop} />

      {state.status === "failed" ? (
        <div>
          <p role="alert" className="text-sm font-medium text-red-700">
            {CANONICAL_LIVE_TEXT.failed} {state.error}
          </p>
          <StopBlockingJobButton jobId={state.blockingJobId} onStop={check.stopBlockingAndRetry} />
        </div>
      ) : null}

      {state.status !== "idle" && (state.status !== "failed" || rows.length > 0) ? (
        <section aria-labelledby={`${idPrefix}-sonuc`} className="space-y-3" data-testid="canonical-live-result">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id={`${idPrefix}-sonuc`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
              {CANONICAL_LIVE_TEXT.resultTitle}
            </h3>
            {rows.length > 0 && !running ? (
              <Button type="button" variant="secondary" size="sm" onClick={onDownload}>
                <Download aria-hidden="true" />
                {CANONICAL_LIVE_TEXT.csvDownload}
              </Button>
            ) : null}
          </div>
          <p className="text-sm text-slate-700" aria-live="polite" data-testid="canonical-live-count">
            {CANONICAL_LIVE_TEXT.resultCount(rows.length, asked)}
          </p>
          {state.status === "done" && state.result.stopReason !== null ? (
            <p className="text-sm font-medium text-amber-900">{CANONICAL_LIVE_TEXT.limitReached}</p>
          ) : null}
          {rows.length > 0 ? (
            <ol className="space-y-3">
              {rows.map((row) => (
                <RowCard key={row.index} row={row} />
              ))}
            </ol>
          ) : null}
        </section>
      ) : null}
    </PrehydrationScope>
  );
}
