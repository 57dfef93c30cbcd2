import { Download, ListChecks, Trash2, Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { downloadFile } from "~/shared/browser/download";
import { toast } from "~/shared/browser/toast";
import { useLiveCheck } from "~/capabilities/live-check/use-live-check";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import { CSV_MIME } from "~/shared/csv";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { LiveCheckProgress } from "~/capabilities/live-check/live-check-progress";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { LIVE_META_API } from "./api-contract";
import { LIVE_META_TEXT } from "./live.content";
import { LIVE_META_MESSAGES } from "./live-messages.content";
import { LIVE_META_LIMITS, liveMetaCsv, liveMetaCsvRows, liveMetaRows, outcomeText, rowWarnings, type LiveMetaRow, type MetaFieldCheck } from "./live-rows";
import { LIVE_META_MAX_URLS, checkLiveMetaUrls } from "./live-schema";
import type { LiveMetaValues } from "./live-fetch";
import type { TextMeasurer } from "~/capabilities/text-metrics/pixel-width";
import type { ToolResultReport } from "~/shared/tool-report";
import { metaReportSite, metaReportSummary } from "./report-summary";

/** The non-empty lines of the list, each once (compared as typed, trimmed). */
function listedUrls(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== ""),
    ),
  ];
}

function FieldCell({ check, field }: { check: MetaFieldCheck | null; field: "title" | "description" }) {
  if (check === null) return <span className="text-slate-600">{"—"}</span>;
  const limits = LIVE_META_LIMITS[field];
  const over = check.flags.includes("too-long") || check.flags.includes("too-wide");
  return (
    <>
      <span className="block text-slate-900">{check.text === "" ? LIVE_META_TEXT.none : check.text}</span>
      <span className={`mt-0.5 block text-xs tabular-nums ${over ? "font-medium text-orange-800" : "text-slate-600"}`}>
        {LIVE_META_TEXT.lengthAndWidth(check.length, limits.chars, check.widthPx, limits.maxWidthPx)}
      </span>
    </>
  );
}

/**
 * The bulk check: up to LIVE_META_MAX_URLS addresses, one request each (POST /api/live/meta), a
 * row per address as soon as it is done, with length, rendered width and flags against the
 * tool's limits, a CSV of the table, and "Düzenleyiciye al" per row. Widths are measured here,
 * with the measurer the editor uses. Loaded lazily by the meta generator.
 */
export default function LiveMetaBulk({
  idPrefix,
  measurer,
  onFill,
  reportRequest,
}: {
  idPrefix: string;
  measurer: TextMeasurer | undefined;
  onFill: (values: LiveMetaValues) => void;
  /** "Raporu e-postama gönder" under the finished table (the route's slot). */
  reportRequest?: (report: ToolResultReport) => ReactNode;
}) {
  const check = useLiveCheck(LIVE_META_API);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = check;
  const rows = useMemo(() => liveMetaRows(state.status === "idle" ? [] : state.items, measurer), [state, measurer]);
  const count = listedUrls(text).length;
  const running = state.status === "running";
  const ended = state.status === "done" || state.status === "stopped";

  // The end of a check takes the keyboard and the screen reader to the results.
  useEffect(() => {
    if (state.status === "done") headingRef.current?.focus();
  }, [state.status]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkLiveMetaUrls(listedUrls(text));
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    check.start({ urls: [...new Set(checked.urls)] });
  }

  function onClear() {
    setText("");
    setError(null);
    check.reset();
  }

  function onCsv() {
    downloadFile(LIVE_META_TEXT.csvFileName, liveMetaCsv(rows), CSV_MIME);
    toast.success(LIVE_META_TEXT.csvDownloaded);
  }

  function sendToEditor(row: LiveMetaRow) {
    onFill({
      title: row.title?.text ?? "",
      description: row.description?.text ?? "",
      url: row.page.finalUrl,
    });
    toast.success(LIVE_META_TEXT.sentToEditor);
  }

  const inputId = `${idPrefix}-liste`;
  const tooMany = count > LIVE_META_MAX_URLS;
  const shownError = error ?? (tooMany ? LIVE_META_MESSAGES.tooMany : null);
  const withIssues = rows.filter((row) => row.issues > 0).length;

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${idPrefix}-baslik`}>
        <h2 id={`${idPrefix}-baslik`} className="text-xl font-semibold text-slate-950">
          {LIVE_META_TEXT.bulkTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{LIVE_META_TEXT.bulkIntro}</p>
        {/* Loaded lazily, so it hydrates after the rest of the tool: its own pre-hydration scope. */}
        <PrehydrationScope className="mt-5 space-y-5">
          <form noValidate onSubmit={onSubmit} className="space-y-1.5">
            <Label htmlFor={inputId} className="block">
              {LIVE_META_TEXT.bulkLabel}
            </Label>
            <Textarea
              id={inputId}
              rows={6}
              spellCheck={false}
              placeholder={LIVE_META_TEXT.bulkPlaceholder}
              value={text}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={`${inputId}-ipucu ${inputId}-sayi${shownError ? ` ${inputId}-hata` : ""}`}
              onChange={(event) => setText(event.target.value)}
              className="font-mono text-sm"
            />
            <FieldHint id={`${inputId}-ipucu`}>{LIVE_META_TEXT.bulkHint}</FieldHint>
            <p
              id={`${inputId}-sayi`}
              className={`text-sm tabular-nums ${tooMany ? "font-medium text-red-700" : "text-slate-600"}`}
              data-testid="meta-bulk-count"
            >
              {LIVE_META_TEXT.bulkCount(count)}
            </p>
            {shownError ? <FieldError id={`${inputId}-hata`} message={shownError} /> : null}
            <div className="flex flex-wrap gap-2 pt-2">
              <Button type="submit" disabled={running}>
                <ListChecks aria-hidden="true" />
                {LIVE_META_TEXT.bulkStart}
              </Button>
              <Button type="button" variant="outline" onClick={onClear}>
                <Trash2 aria-hidden="true" />
                {LIVE_META_TEXT.bulkClear}
              </Button>
            </div>
          </form>

          <LiveCheckProgress state={state} onStop={check.stop} />
          {state.status === "failed" ? (
            <div>
              <p role="alert" className="text-sm font-medium text-red-700">
                {LIVE_META_TEXT.failedBulk} {state.error}
              </p>
              <StopBlockingJobButton jobId={state.blockingJobId} onStop={check.stopBlockingAndRetry} />
            </div>
          ) : null}

          {rows.length > 0 ? (
            <div className="space-y-3" data-testid="meta-bulk-result">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div>
                  <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
                    {LIVE_META_TEXT.resultTitle}
                  </h3>
                  {ended ? (
                    <p className="text-sm text-slate-700" role="status">
                      {LIVE_META_TEXT.resultSummary(rows.length, withIssues)}
                    </p>
                  ) : null}
                </div>
                <Button type="button" variant="outline" onClick={onCsv} disabled={running}>
                  <Download aria-hidden="true" />
                  {LIVE_META_TEXT.csv}
                </Button>
              </div>
              <div
                className="overflow-x-auto rounded-xl ring-1 ring-slate-200"
                tabIndex={0}
                role="region"
                aria-labelledby={`${idPrefix}-tablo`}
              >
                <table className="w-full min-w-[56rem] text-left text-sm">
                  <caption id={`${idPrefix}-tablo`} className="sr-only">
                    {LIVE_META_TEXT.tableCaption}
                  </caption>
                  <thead className="bg-slate-50">
                    <tr className="border-b border-slate-200 text-slate-700">
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.url}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.status}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.title}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.description}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.flags}
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        {LIVE_META_TEXT.columns.action}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => {
                      const warnings = rowWarnings(row);
                      return (
                        <tr
                          key={row.page.index}
                          className="border-b border-slate-100 align-top last:border-b-0"
                          data-testid="meta-bulk-row"
                          data-outcome={row.outcome}
                          data-issues={row.issues}
                        >
                          <th scope="row" className="max-w-56 px-3 py-2 font-mono text-xs font-normal break-all text-slate-800">
                            {row.page.url}
                          </th>
                          <td className={`px-3 py-2 ${row.outcome === "ok" ? "text-slate-800" : "font-medium text-red-700"}`}>
                            {outcomeText(row)}
                          </td>
                          <td className="max-w-72 px-3 py-2" data-testid="meta-bulk-title">
                            <FieldCell check={row.title} field="title" />
                          </td>
                          <td className="max-w-96 px-3 py-2" data-testid="meta-bulk-description">
                            <FieldCell check={row.description} field="description" />
                          </td>
                          <td className="px-3 py-2" data-testid="meta-bulk-flags">
                            {row.outcome === "ok" && warnings.length === 0 ? (
                              <span className="text-green-800">{LIVE_META_TEXT.noIssues}</span>
                            ) : (
                              <ul className="space-y-0.5 text-orange-800">
                                {warnings.map((warning) => (
                                  <li key={warning}>{warning}</li>
                                ))}
                              </ul>
                            )}
                          </td>
                          <td className="px-3 py-2">
                            {row.outcome === "ok" ? (
                              <Button type="button" variant="outline" size="sm" onClick={() => sendToEditor(row)}>
                                <Upload aria-hidden="true" />
                                {LIVE_META_TEXT.toEditor}
                                <span className="sr-only"> ({row.page.url})</span>
                              </Button>
                            ) : null}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {ended
                ? reportRequest?.({ site: metaReportSite(rows), result: () => ({ summary: metaReportSummary(rows), file: liveMetaCsvRows(rows) }) })
                : null}
            </div>
          ) : null}
        </PrehydrationScope>
      </section>
    </Card>
  );
}
