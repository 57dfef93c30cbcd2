import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Radar } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CrawlProgress } from "~/capabilities/crawl/crawl-progress";
import { useSiteCrawl } from "~/capabilities/crawl/use-site-crawl";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { SITEMAP_CRAWL_TEXT } from "./content";
import { buildCrawlSitemap, type CrawlSitemapReport } from "./from-crawl";
import { checkHttpUrl } from "~/capabilities/url/http-url";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";

export type CrawlImportMode = "replace" | "append";

interface CrawlOutcome {
  report: CrawlSitemapReport;
  mode: CrawlImportMode;
  entries: number;
  excluded: number;
  complete: boolean;
}

interface SitemapCrawlProps {
  idPrefix: string;
  /** A new crawl starts: the previous report is out of date. */
  onStart: () => void;
  /** The crawl finished: its entries go to the editor as `mode` says, its report beside the XML. */
  onResult: (report: CrawlSitemapReport, mode: CrawlImportMode) => void;
}

/**
 * "Siteyi tara": the site address, how found pages join the list, the start button, the live
 * progress, and a short result whose heading gets the focus when the crawl ends. Loaded lazily by
 * the generator (with the crawl client and the crawl-to-entries logic) to keep the page's script
 * within its budget; the server renders it in full, so the form is there before it loads.
 */
export default function SitemapCrawl({ idPrefix, onStart, onResult }: SitemapCrawlProps) {
  const crawl = useSiteCrawl("sitemap");
  const [importMode, setImportMode] = useState<CrawlImportMode>("replace");
  const [outcome, setOutcome] = useState<CrawlOutcome | null>(null);
  const [handled, setHandled] = useState<unknown>(null);
  const [url, setUrl] = useState("");
  const [showError, setShowError] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const check = checkHttpUrl(url);
  const invalid = showError && !check.ok;
  const running = crawl.state.status === "running";
  // A stopped crawl carries the partial result of what it had found, and is used like a finished one.
  const finished = crawl.state.status === "done" || crawl.state.status === "stopped" ? crawl.state.result : null;

  // A finished crawl is turned into entries and a report once (derived while rendering, so the
  // result and its summary appear together).
  if (finished !== null && handled !== finished) {
    const report = buildCrawlSitemap(finished.crawl);
    setHandled(finished);
    setOutcome({
      report,
      mode: importMode,
      entries: report.entries.length,
      excluded: report.excluded.length,
      complete: report.complete,
    });
  }

  // The generator's state is updated after this render, never during it.
  // (once per crawl: the callback's identity changes with every render of the generator).
  const delivered = useRef<CrawlOutcome | null>(null);
  useEffect(() => {
    if (outcome === null || delivered.current === outcome) return;
    delivered.current = outcome;
    onResult(outcome.report, outcome.mode);
    resultHeading.current?.focus();
  }, [outcome, onResult]);

  function start(typed: string) {
    const checked = checkHttpUrl(typed);
    if (!checked.ok) return setShowError(true);
    setShowError(false);
    setOutcome(null);
    onStart();
    crawl.start(checked.href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(url);
  }

  usePrefillAddress((address) => {
    setUrl(address);
    start(address);
  });

  const modes: { value: CrawlImportMode; label: string }[] = [
    { value: "replace", label: SITEMAP_CRAWL_TEXT.modeReplace },
    { value: "append", label: SITEMAP_CRAWL_TEXT.modeAppend },
  ];

  return (
    // Loaded lazily, so it hydrates after the rest of the tool: its own pre-hydration scope.
    <PrehydrationScope className="space-y-5">
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor={`${idPrefix}-url`} className="block">
            {SITEMAP_CRAWL_TEXT.urlLabel}
          </Label>
          <div className="flex max-w-2xl flex-wrap gap-3">
            <Input
              id={`${idPrefix}-url`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={SITEMAP_CRAWL_TEXT.urlPlaceholder}
              value={url}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={`${idPrefix}-url-ipucu${invalid ? ` ${idPrefix}-url-hata` : ""}`}
              onChange={(event) => setUrl(event.target.value)}
              className="min-w-0 flex-1 basis-64"
            />
            <Button type="submit" disabled={running}>
              <Radar aria-hidden="true" />
              {SITEMAP_CRAWL_TEXT.start}
            </Button>
          </div>
          <FieldHint id={`${idPrefix}-url-ipucu`}>{SITEMAP_CRAWL_TEXT.urlHint}</FieldHint>
          {invalid ? <FieldError id={`${idPrefix}-url-hata`} message={SITEMAP_CRAWL_TEXT.urlInvalid} /> : null}
        </div>
        <fieldset className="space-y-2" aria-describedby={`${idPrefix}-mod-ipucu`}>
          <legend className="text-sm font-semibold text-slate-900">{SITEMAP_CRAWL_TEXT.modeLabel}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {modes.map((mode) => (
              <label key={mode.value} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${idPrefix}-mod`}
                  value={mode.value}
                  checked={importMode === mode.value}
                  onChange={() => setImportMode(mode.value)}
                  className="size-4 accent-brand-700"
                />
                {mode.label}
              </label>
            ))}
          </div>
          <FieldHint id={`${idPrefix}-mod-ipucu`}>{SITEMAP_CRAWL_TEXT.modeHint}</FieldHint>
        </fieldset>
      </form>

      <CrawlProgress state={crawl.state} onStop={crawl.stop} />

      <div role="status" aria-live="polite" className="space-y-1" data-testid="sitemap-crawl-result">
        {outcome !== null && finished !== null ? (
          <>
            <h3 ref={resultHeading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
              {SITEMAP_CRAWL_TEXT.resultTitle}
            </h3>
            <p className="text-sm text-slate-700">
              {outcome.entries > 0
                ? SITEMAP_CRAWL_TEXT.resultSummary(outcome.entries, outcome.excluded, !outcome.complete)
                : SITEMAP_CRAWL_TEXT.noEntries}
            </p>
          </>
        ) : null}
      </div>
      {crawl.state.status === "failed" ? (
        <div>
          <p role="alert" className="text-sm font-medium text-red-700">
            {SITEMAP_CRAWL_TEXT.failed} {crawl.state.error}
          </p>
          <StopBlockingJobButton jobId={crawl.state.blockingJobId} onStop={crawl.stopBlockingAndRetry} />
        </div>
      ) : null}
    </PrehydrationScope>
  );
}
