import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { useLiveCheck } from "~/capabilities/live-check/use-live-check";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import { MIME } from "~/shared/browser/download";
import { FieldError, FieldHint, ToolPanel } from "~/shared/tool-ui/form-parts";
import { LiveCheckProgress } from "~/capabilities/live-check/live-check-progress";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import type { HreflangColumn, HreflangLiveResult, HreflangPageReport, HreflangProblem } from "./live-check";
import { LIVE_HREFLANG_TEXT as TEXT } from "./live.content";
import { FIX_PACK_FORMATS, fixPackText, type FixPackFormat } from "./live-fix-pack";
import { LIVE_HREFLANG_API } from "./api-contract";
import { liveHreflangRequestSchema } from "./live-schema";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";
import { hreflangLiveReportSummary } from "./live-report-summary";

const FORMAT_MIME: Record<FixPackFormat, string> = { html: MIME.html, header: MIME.text, sitemap: MIME.xml };

function verdictText(page: HreflangPageReport): string {
  if (page.verdict === "unread") return TEXT.pageVerdictUnread;
  return page.verdict === "ok" ? TEXT.pageVerdictOk : TEXT.pageVerdictProblems(page.problems.length);
}

function columnHeading(column: HreflangColumn): string {
  return column.code.ok ? column.value : TEXT.invalidColumn(column.value, column.code.suggestion);
}

function ProblemList({ problems }: { problems: readonly HreflangProblem[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      {problems.map((problem, index) => (
        <li key={index} className="break-words">
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

function Matrix({ result }: { result: HreflangLiveResult }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-max border-collapse text-left text-sm" data-testid="hreflang-matrix">
        <caption className="pb-2 text-left text-sm text-slate-700">{TEXT.matrixCaption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="px-2 py-2 font-semibold text-slate-950">
              {TEXT.matrixPageHeader}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold text-slate-950">
              {TEXT.matrixStatusHeader}
            </th>
            <th scope="col" className="px-2 py-2 font-semibold text-slate-950">
              {TEXT.matrixVerdictHeader}
            </th>
            {result.columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 font-semibold text-slate-950" title={TEXT.columnTarget(column.href)}>
                {columnHeading(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.pages.map((page) => (
            <tr key={page.url} className="border-b border-slate-200 align-top">
              <th scope="row" className="max-w-xs px-2 py-2 font-mono font-normal break-all text-slate-900">
                {page.url}
              </th>
              <td className="px-2 py-2">{page.status ?? TEXT.noStatus}</td>
              <td className={page.verdict === "ok" ? "px-2 py-2 font-medium text-green-800" : "px-2 py-2 font-medium text-red-800"}>{verdictText(page)}</td>
              {page.cells.map((cell) => (
                <td
                  key={cell.key}
                  className={cell.status === "ok" || cell.status === "self" ? "px-2 py-2 text-green-800" : "px-2 py-2 text-red-800"}
                  title={cell.found === null ? undefined : TEXT.cellOtherUrl(cell.found)}
                >
                  {TEXT.cell[cell.status]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FixPack({ idPrefix, result }: { idPrefix: string; result: HreflangLiveResult }) {
  const [format, setFormat] = useState<FixPackFormat>("html");
  const text = fixPackText(result.fixPack.pages, format);
  return (
    <section aria-labelledby={`${idPrefix}-paket`} className="space-y-3" data-testid="hreflang-fix-pack">
      <h3 id={`${idPrefix}-paket`} className="text-lg font-semibold text-slate-950">
        {TEXT.fixTitle}
      </h3>
      <p className="text-sm text-slate-700">{TEXT.fixIntro}</p>
      {result.fixPack.leftOut.length > 0 ? <p className="text-sm text-slate-800">{TEXT.fixLeftOut(result.fixPack.leftOut.length)}</p> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-900">{TEXT.fixFormatLabel}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {FIX_PACK_FORMATS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${idPrefix}-bicim`}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="size-4 accent-brand-700"
              />
              {TEXT.fixFormats[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <OutputPanel
        id={`${idPrefix}-paket-cikti`}
        label={TEXT.fixOutputLabel}
        value={text}
        placeholder={TEXT.fixEmpty}
        rows={10}
        actions={
          <OutputActions
            content={text}
            fileName={TEXT.fixFileNames[format]}
            mimeType={FORMAT_MIME[format]}
            copySuccess={TEXT.fixCopied}
            downloadSuccess={TEXT.fixDownloaded}
            emptyMessage={TEXT.fixNothing}
            copyLabel={TEXT.fixCopy}
          />
        }
      />
    </section>
  );
}

/** The finished check: sources, problems of the set, the matrix, problems per page, the fix pack. */
export function Report({ idPrefix, result }: { idPrefix: string; result: HreflangLiveResult }) {
  return (
    <div className="space-y-6" data-testid="hreflang-live-report">
      <p className="text-sm text-slate-700">{result.sitemapUrl === null ? TEXT.sitemapNone : TEXT.sitemapRead(result.sitemapUrl)}</p>
      {result.sitemapNotes.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-amber-800" data-testid="hreflang-sitemap-notes">
          {result.sitemapNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {result.clusterProblems.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-genel`} className="space-y-2">
          <h3 id={`${idPrefix}-genel`} className="text-lg font-semibold text-slate-950">
            {TEXT.clusterTitle}
          </h3>
          <ProblemList problems={result.clusterProblems} />
        </section>
      ) : null}
      <section aria-labelledby={`${idPrefix}-matris`} className="space-y-2">
        <h3 id={`${idPrefix}-matris`} className="text-lg font-semibold text-slate-950">
          {TEXT.matrixTitle}
        </h3>
        <Matrix result={result} />
      </section>
      <section aria-labelledby={`${idPrefix}-sayfalar`} className="space-y-3">
        <h3 id={`${idPrefix}-sayfalar`} className="text-lg font-semibold text-slate-950">
          {TEXT.pagesTitle}
        </h3>
        <ul className="space-y-4">
          {result.pages.map((page) => (
            <li key={page.url} className="space-y-1" data-testid="hreflang-page-problems">
              <h4 className="font-mono text-sm font-semibold break-all text-slate-950">{page.url}</h4>
              <p className="text-sm font-medium text-slate-800">{verdictText(page)}</p>
              {page.problems.length === 0 ? <p className="text-sm text-slate-700">{TEXT.pageOk}</p> : <ProblemList problems={page.problems} />}
            </li>
          ))}
        </ul>
      </section>
      <FixPack idPrefix={idPrefix} result={result} />
    </div>
  );
}

function problemCount(result: HreflangLiveResult): number {
  return result.clusterProblems.length + result.pages.reduce((sum, page) => sum + page.problems.length, 0);
}

/**
 * "Canlı doğrula": one address (and optionally the sitemap) in, the server reads the set from the
 * live site, and the screen shows the matrix, the problems per page and the fix pack. Loaded
 * lazily by the generator so the page's own script does not grow; its own pre-hydration scope.
 */
export default function LiveValidator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const check = useLiveCheck(LIVE_HREFLANG_API);
  const [url, setUrl] = useState("");
  const [sitemapUrl, setSitemapUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = check;
  const result = state.status === "done" ? state.result : null;

  useEffect(() => {
    if (result !== null) heading.current?.focus();
  }, [result]);

  function start(pageUrl: string) {
    const parsed = liveHreflangRequestSchema.safeParse({ url: pageUrl, sitemapUrl });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? TEXT.failed);
    setError(null);
    check.start(parsed.data);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(url);
  }

  usePrefillAddress((address) => {
    setUrl(address);
    start(address);
  });

  return (
    <ToolPanel id={`${id}-baslik`} title={TEXT.title} description={TEXT.intro}>
      <PrehydrationScope className="space-y-5">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-url`} className="block">
              {TEXT.urlLabel}
            </Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={TEXT.urlPlaceholder}
              value={url}
              aria-invalid={error !== null ? true : undefined}
              aria-describedby={`${id}-url-ipucu${error !== null ? ` ${id}-url-hata` : ""}`}
              onChange={(event) => setUrl(event.target.value)}
              className="max-w-2xl"
            />
            <FieldHint id={`${id}-url-ipucu`}>{TEXT.urlHint}</FieldHint>
            {error !== null ? <FieldError id={`${id}-url-hata`} message={error} /> : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-sitemap`} className="block">
              {TEXT.sitemapLabel}
            </Label>
            <Input
              id={`${id}-sitemap`}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={TEXT.sitemapPlaceholder}
              value={sitemapUrl}
              aria-describedby={`${id}-sitemap-ipucu`}
              onChange={(event) => setSitemapUrl(event.target.value)}
              className="max-w-2xl"
            />
            <FieldHint id={`${id}-sitemap-ipucu`}>{TEXT.sitemapHint}</FieldHint>
          </div>
          <Button type="submit" disabled={state.status === "running"}>
            <ShieldCheck aria-hidden="true" />
            {TEXT.start}
          </Button>
        </form>

        <LiveCheckProgress state={state} onStop={check.stop} />
        {state.status === "stopped" ? (
          <div className="space-y-1 text-sm text-slate-700" data-testid="hreflang-live-partial">
            <p>{TEXT.fetchedSoFar(state.items.length)}</p>
            <ul className="space-y-0.5">
              {state.items.map((item) => (
                <li key={item.url} className="font-mono break-all">
                  {item.url} {item.status ?? TEXT.noStatus}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div role="status" aria-live="polite" className="space-y-1">
          {result !== null ? (
            <>
              <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
                {TEXT.resultTitle}
              </h3>
              <p className="text-sm text-slate-700">{TEXT.summary(result.pages.length, problemCount(result))}</p>
            </>
          ) : null}
        </div>
        {state.status === "failed" ? (
          <div>
            <p role="alert" className="text-sm font-medium text-red-700">
              {TEXT.failed} {state.error}
            </p>
            <StopBlockingJobButton jobId={state.blockingJobId} onStop={check.stopBlockingAndRetry} />
          </div>
        ) : null}
        {result !== null ? <Report idPrefix={id} result={result} /> : null}
        {/* The fix pack as the HTML tags, the format the pack shows first. */}
        {result !== null
          ? reportRequest?.({
              site: result.startUrl,
              result: () => ({ summary: hreflangLiveReportSummary(result), file: fixPackText(result.fixPack.pages, "html") || undefined }),
            })
          : null}
      </PrehydrationScope>
    </ToolPanel>
  );
}
