import { callApi } from "~/shared/browser/api-client";
import { ANALYZE_API } from "~/features/gptbot-simulator/api-contract";
import { ClipboardPaste, Globe, Loader2, ScanSearch, TriangleAlert } from "lucide-react";
import { Suspense, lazy, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { analysisReportSummary } from "./report-summary";
import { toast } from "~/shared/browser/toast";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { GPTBOT_TEXT } from "~/features/gptbot-simulator/content";
import { ANALYSIS_REFUSAL_MESSAGES, ANALYZER_MESSAGES } from "~/features/gptbot-simulator/messages.content";
import { buildBotView, buildGptbotReport } from "~/features/gptbot-simulator/report.content";
import { PASTED_HTML_MAX_BYTES, URL_MAX_LENGTH, checkAnalyzeUrl } from "~/features/gptbot-simulator/schema";
import type { PageAnalysis } from "~/features/gptbot-simulator/types";
import type { RobotsInfo, SimulatorResult } from "./analysis-report";
import { analyzeInWorker } from "./analyze-in-worker";
import { LIVE_ACCESS_TAB_LABEL } from "./live-tab.content";
import { ModeTabs, panelId, tabId } from "./mode-tabs";

// The robots.txt block generator loads apart from the page's own script (the page is near its JS budget).
const RobotsPresets = lazy(() => import("./robots-presets-panel.tsx"));

// The live access check (its client, verdict texts and tables) loads apart from the page's own script.
const LiveAccessPanel = lazy(() => import("./live-access-panel"));

// The report (about 5 KB gzip) is shown only after an analysis: it loads when one starts, not with
// the page, which keeps the page under its JS budget (decision 031).
const loadAnalysisReport = () => import("./analysis-report");
const AnalysisReport = lazy(loadAnalysisReport);

/** Warms the report up; a failure surfaces when the report renders, as the page's other lazy panels' do. */
function preloadAnalysisReport() {
  loadAnalysisReport().catch(() => undefined);
}

type Mode = "url" | "html" | "live";

const TABS = [
  { value: "url", label: GPTBOT_TEXT.urlTab, icon: <Globe aria-hidden="true" /> },
  { value: "html", label: GPTBOT_TEXT.htmlTab, icon: <ClipboardPaste aria-hidden="true" /> },
  // The analyse button's icon: a new one would cost the page's script budget.
  { value: "live", label: LIVE_ACCESS_TAB_LABEL, icon: <ScanSearch aria-hidden="true" /> },
] as const;

function buildResult(
  source: SimulatorResult["source"],
  analysis: PageAnalysis,
  robots: RobotsInfo,
  redirects: readonly string[] = [],
): SimulatorResult {
  return {
    source,
    analysis,
    robots,
    finalUrl: analysis.url,
    redirects,
    report: buildGptbotReport(analysis),
    botView: buildBotView(analysis),
  };
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/**
 * The GPTBot simulator: an address is fetched by the server as GPTBot (POST /api/analyze), pasted
 * HTML is analysed in the browser with the same pure analyzer, in a Web Worker with the same
 * parse and time limits as the server. `reportRequest`: "Raporu e-postama gönder" under the
 * analysis and under the live check (the route's slot).
 */
export function GptbotSimulator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>("url");
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [html, setHtml] = useState("");
  const [htmlError, setHtmlError] = useState<string | null>(null);
  const [pageUrl, setPageUrl] = useState("");
  const [pageUrlError, setPageUrlError] = useState<string | null>(null);
  const [robotsTxt, setRobotsTxt] = useState("");
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<SimulatorResult | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const pageUrlRef = useRef<HTMLInputElement>(null);

  function fail(reason: string) {
    setFailure(reason);
    toast.error(ANALYZER_MESSAGES.analysisFailed, { description: reason });
  }

  function succeed(next: SimulatorResult) {
    setResult(next);
    toast.success(ANALYZER_MESSAGES.analysisDone);
  }

  async function onAnalyzeUrl(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const check = checkAnalyzeUrl(url);
    if (!check.ok) {
      setUrlError(check.message);
      toast.error(check.message);
      urlRef.current?.focus();
      return;
    }
    preloadAnalysisReport();
    setLoading(true);
    setFailure(null);
    setResult(null);
    try {
      const call = await callApi(ANALYZE_API, { url: check.url });
      if (call.kind === "network") {
        fail(GPTBOT_TEXT.networkError);
        return;
      }
      if (call.kind === "not-json") {
        fail(GPTBOT_TEXT.unexpectedAnswer);
        return;
      }
      const body = call.data;
      if ("error" in body) {
        fail(body.error);
        return;
      }
      if (!call.ok || !("analysis" in body)) {
        fail(GPTBOT_TEXT.unexpectedAnswer);
        return;
      }
      succeed(buildResult("url", body.analysis, body.robots, body.redirects));
    } finally {
      setLoading(false);
    }
  }

  async function onAnalyzeHtml(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (html.trim() === "") {
      setHtmlError(GPTBOT_TEXT.emptyHtml);
      toast.error(GPTBOT_TEXT.emptyHtml);
      htmlRef.current?.focus();
      return;
    }
    if (new Blob([html]).size > PASTED_HTML_MAX_BYTES) {
      setHtmlError(GPTBOT_TEXT.htmlTooLarge);
      toast.error(GPTBOT_TEXT.htmlTooLarge);
      htmlRef.current?.focus();
      return;
    }
    let base: string = GPTBOT_TEXT.pastedDefaultUrl;
    if (pageUrl.trim() !== "") {
      const check = checkAnalyzeUrl(pageUrl);
      if (!check.ok) {
        setPageUrlError(check.message);
        toast.error(check.message);
        pageUrlRef.current?.focus();
        return;
      }
      base = check.url;
    }
    preloadAnalysisReport();
    setLoading(true);
    setFailure(null);
    setResult(null);
    try {
      const robots = robotsTxt.trim() === "" ? undefined : robotsTxt;
      const outcome = await analyzeInWorker({ url: base, html, ...(robots === undefined ? {} : { robotsTxt: robots }) });
      if (!outcome.ok) {
        fail(ANALYSIS_REFUSAL_MESSAGES[outcome.refusal]);
        return;
      }
      succeed(buildResult("html", outcome.analysis, robots === undefined ? { kind: "not-provided" } : { kind: "pasted" }));
    } catch {
      fail(GPTBOT_TEXT.unexpectedAnswer);
    } finally {
      setLoading(false);
    }
  }

  const submitLabel = loading ? GPTBOT_TEXT.analysing : GPTBOT_TEXT.analyse;
  const submitIcon = loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ScanSearch aria-hidden="true" />;

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ModeTabs label={GPTBOT_TEXT.modeLabel} idPrefix={id} tabs={TABS} value={mode} onChange={setMode} />

        <div role="tabpanel" id={panelId(id, "url")} aria-labelledby={tabId(id, "url")} hidden={mode !== "url"} className="mt-5">
          <form noValidate onSubmit={onAnalyzeUrl} className="space-y-2">
            <Label htmlFor={`${id}-url`}>{GPTBOT_TEXT.urlLabel}</Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                ref={urlRef}
                id={`${id}-url`}
                name="url"
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                maxLength={URL_MAX_LENGTH}
                placeholder={GPTBOT_TEXT.urlPlaceholder}
                value={url}
                onChange={(event) => {
                  setUrl(event.target.value);
                  if (urlError) setUrlError(null);
                }}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={urlError ? `${id}-url-hata` : `${id}-url-ipucu`}
                className="sm:flex-1"
              />
              <Button type="submit" size="lg" disabled={loading} className="sm:w-44">
                {submitIcon}
                {submitLabel}
              </Button>
            </div>
            <FieldError id={`${id}-url-hata`} message={urlError} />
            <p id={`${id}-url-ipucu`} className="text-sm text-slate-700">
              {GPTBOT_TEXT.urlHint}
            </p>
          </form>
        </div>

        <div role="tabpanel" id={panelId(id, "html")} aria-labelledby={tabId(id, "html")} hidden={mode !== "html"} className="mt-5">
          <form noValidate onSubmit={onAnalyzeHtml} className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor={`${id}-html`}>{GPTBOT_TEXT.htmlLabel}</Label>
              <Textarea
                ref={htmlRef}
                id={`${id}-html`}
                name="html"
                rows={8}
                spellCheck={false}
                placeholder={GPTBOT_TEXT.htmlPlaceholder}
                value={html}
                onChange={(event) => {
                  setHtml(event.target.value);
                  if (htmlError) setHtmlError(null);
                }}
                aria-invalid={htmlError ? true : undefined}
                aria-describedby={htmlError ? `${id}-html-hata ${id}-html-ipucu` : `${id}-html-ipucu`}
                className="font-mono text-sm"
              />
              <FieldError id={`${id}-html-hata`} message={htmlError} />
              <p id={`${id}-html-ipucu`} className="text-sm text-slate-700">
                {GPTBOT_TEXT.htmlHint}
              </p>
            </div>
            <div className="grid gap-5 lg:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${id}-page-url`}>{GPTBOT_TEXT.pageUrlLabel}</Label>
                <Input
                  ref={pageUrlRef}
                  id={`${id}-page-url`}
                  name="pageUrl"
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  maxLength={URL_MAX_LENGTH}
                  placeholder={GPTBOT_TEXT.pastedDefaultUrl}
                  value={pageUrl}
                  onChange={(event) => {
                    setPageUrl(event.target.value);
                    if (pageUrlError) setPageUrlError(null);
                  }}
                  aria-invalid={pageUrlError ? true : undefined}
                  aria-describedby={pageUrlError ? `${id}-page-url-hata ${id}-page-url-ipucu` : `${id}-page-url-ipucu`}
                />
                <FieldError id={`${id}-page-url-hata`} message={pageUrlError} />
                <p id={`${id}-page-url-ipucu`} className="text-sm text-slate-700">
                  {GPTBOT_TEXT.pageUrlHint}
                </p>
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-robots`}>{GPTBOT_TEXT.robotsLabel}</Label>
                <Textarea
                  id={`${id}-robots`}
                  name="robotsTxt"
                  rows={3}
                  spellCheck={false}
                  placeholder={GPTBOT_TEXT.robotsPlaceholder}
                  value={robotsTxt}
                  onChange={(event) => setRobotsTxt(event.target.value)}
                  aria-describedby={`${id}-robots-ipucu`}
                  className="min-h-20 font-mono text-sm"
                />
                <p id={`${id}-robots-ipucu`} className="text-sm text-slate-700">
                  {GPTBOT_TEXT.robotsHint}
                </p>
              </div>
            </div>
            <Button type="submit" size="lg" disabled={loading} className="w-full sm:w-44">
              {submitIcon}
              {submitLabel}
            </Button>
          </form>
        </div>
        <div role="tabpanel" id={panelId(id, "live")} aria-labelledby={tabId(id, "live")} hidden={mode !== "live"} className="mt-5">
          <Suspense fallback={null}>
            <LiveAccessPanel idPrefix={`${id}-canli`} onPrefill={() => setMode("live")} reportRequest={reportRequest} />
          </Suspense>
        </div>
        <noscript>
          <p className="mt-4 text-sm font-medium text-slate-800">{GPTBOT_TEXT.noScript}</p>
        </noscript>
      </div>

      {failure ? (
        <div className="mt-6 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-5">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{ANALYZER_MESSAGES.analysisFailed}</p>
            <p className="mt-1 text-sm" data-testid="analiz-hata-nedeni">
              {failure}
            </p>
          </div>
        </div>
      ) : null}

      {result ? (
        <Suspense fallback={null}>
          <AnalysisReport result={result} />
          {/* The tool's attachment is the live check's CSV; the analysis sends its summary and score. */}
          {reportRequest?.({
            site: result.source === "url" ? result.finalUrl : null,
            score: result.analysis.seoScore.score,
            result: () => ({ summary: analysisReportSummary(result) }),
          })}
        </Suspense>
      ) : null}

      <Suspense fallback={null}>
        <RobotsPresets />
      </Suspense>
    </div>
  );
}
