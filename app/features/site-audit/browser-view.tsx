import { SCREENSHOT_VIEWPORTS, rateMetric, type LabMetrics, type MetricName, type MetricRating, type ScreenshotKind } from "~/capabilities/browser/browser-facts";
import { cn } from "~/shared/cn";
import { BROWSER_TEXT, METRIC_LABELS, PAGE_ERROR_TEXT, RATING_WORDS, SAMPLE_ROLE_NAMES, formatMetric, thresholdText } from "./browser.content";
import { reportScreenshotPath } from "./limits";
import type { AuditReport } from "./report";

/**
 * The browser stage at the top of a report: the home page's first screen on a phone and on a
 * desktop, its performance score as a gauge with the lab figures against Google's thresholds, and
 * the other sampled pages. Without figures, one line saying why speed was not measured.
 */

const RATING_TEXT: Record<MetricRating, string> = { good: "text-green-800", "needs-improvement": "text-amber-800", poor: "text-red-700" };
const RATING_STROKE: Record<MetricRating, string> = { good: "stroke-green-600", "needs-improvement": "stroke-amber-500", poor: "stroke-red-600" };
const RATING_FILL: Record<MetricRating, string> = { good: "bg-green-600", "needs-improvement": "bg-amber-500", poor: "bg-red-600" };
const METRICS = ["lcpMs", "cls", "tbtMs", "fcpMs", "siMs"] as const satisfies readonly Exclude<MetricName, "score">[];

function Gauge({ score }: { score: number }) {
  const rating = rateMetric("score", score);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  return (
    <figure className="flex flex-col items-center gap-2">
      <svg viewBox="0 0 100 100" className="h-32 w-32" role="img" aria-label={BROWSER_TEXT.gaugeLabel(score, rating)} data-testid="lab-gauge">
        <circle cx="50" cy="50" r={radius} className="fill-none stroke-slate-200" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          className={cn("fill-none", RATING_STROKE[rating])}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * score) / 100} ${circumference}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="50" textAnchor="middle" dominantBaseline="central" className="fill-slate-950 text-[28px] font-bold">
          {score}
        </text>
      </svg>
      <figcaption className={cn("text-sm font-semibold", RATING_TEXT[rating])}>
        {BROWSER_TEXT.gaugeCaption}: {RATING_WORDS[rating]}
      </figcaption>
    </figure>
  );
}

function Metrics({ lab }: { lab: LabMetrics }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="lab-metrics">
      {METRICS.map((name) => {
        const value = lab[name];
        const rating = rateMetric(name, value);
        return (
          <li key={name} className="rounded-md border border-slate-200 p-3 text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {METRIC_LABELS[name].short} <span className="font-normal text-slate-700">· {METRIC_LABELS[name].name}</span>
              </span>
              <span className={cn("text-lg font-bold", RATING_TEXT[rating])}>{formatMetric(name, value)}</span>
            </div>
            <div className="mt-1 flex items-center gap-2">
              <span aria-hidden="true" className={cn("inline-block h-2.5 w-2.5 rounded-full", RATING_FILL[rating])} />
              <span className={cn("font-medium", RATING_TEXT[rating])}>{RATING_WORDS[rating]}</span>
              <span className="text-xs text-slate-700">{thresholdText(name)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A stored screenshot in its frame (a phone's, or a window's), with its caption. */
function Shot({ kind, id, host, className, frame, image }: { kind: ScreenshotKind; id: string; host: string; className: string; frame: string; image: string }) {
  const { width, height } = SCREENSHOT_VIEWPORTS[kind];
  return (
    <figure className={cn("space-y-2", className)}>
      <div className={frame}>
        <img src={reportScreenshotPath(id, kind)} width={width} height={height} alt={BROWSER_TEXT.screenshotAlt(kind, host)} className={cn("block h-auto w-full bg-white", image)} data-testid={`screenshot-${kind}`} />
      </div>
      <figcaption className="text-center text-xs text-slate-700">{BROWSER_TEXT.screenshotCaption[kind]}</figcaption>
    </figure>
  );
}

export function BrowserSection({ report }: { report: AuditReport }) {
  const browser = report.browser;
  if (browser?.status !== "measured") {
    const reason = browser ? BROWSER_TEXT.notMeasured[browser.status] : BROWSER_TEXT.notMeasured.absent;
    return (
      <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="speed-not-measured">
        {reason}
      </p>
    );
  }
  const measured = browser.pages.filter((page) => page.lab !== null);
  const lead = measured.find((page) => page.role === "home") ?? measured[0];
  const others = browser.pages.filter((page) => page !== lead);
  const host = report.host;
  return (
    <section aria-labelledby="rapor-hiz" className="space-y-6" data-testid="audit-browser">
      <h2 id="rapor-hiz" className="text-2xl font-bold tracking-tight text-slate-950">
        {BROWSER_TEXT.heading}
      </h2>
      {browser.screenshots.mobile || browser.screenshots.desktop ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">{BROWSER_TEXT.screenshotsIntro}</p>
          <div className="flex flex-wrap items-start gap-6">
            {browser.screenshots.mobile ? (
              <Shot kind="mobile" id={report.id} host={host} className="w-[212px] shrink-0" frame="overflow-hidden rounded-[1.75rem] border-[10px] border-slate-900 bg-slate-900 shadow-lg" image="rounded-[1rem]" />
            ) : null}
            {browser.screenshots.desktop ? (
              <Shot kind="desktop" id={report.id} host={host} className="min-w-0 flex-1 basis-80" frame="overflow-hidden rounded-lg border border-slate-300 shadow-md" image="" />
            ) : null}
          </div>
        </div>
      ) : null}
      {lead?.lab ? (
        <div className="space-y-4">
          <h3 className="break-all text-lg font-semibold text-slate-950">{BROWSER_TEXT.speedHeading(lead.url)}</h3>
          <div className="grid items-start gap-6 md:grid-cols-[auto_1fr]">
            <Gauge score={lead.lab.score} />
            <Metrics lab={lead.lab} />
          </div>
        </div>
      ) : null}
      <p className="text-xs text-slate-700">{BROWSER_TEXT.labNote}</p>
      {others.length > 0 ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-slate-950">{BROWSER_TEXT.pagesHeading}</h3>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="lab-pages">
              <thead className="border-b border-slate-300 text-slate-800">
                <tr>
                  <th className="py-2 pr-3 font-semibold">{BROWSER_TEXT.pagesColumns.page}</th>
                  <th className="py-2 pr-3 font-semibold">{BROWSER_TEXT.pagesColumns.role}</th>
                  <th className="py-2 pr-3 font-semibold">{BROWSER_TEXT.pagesColumns.score}</th>
                  {METRICS.slice(0, 3).map((name) => (
                    <th key={name} className="py-2 pr-3 font-semibold">
                      {METRIC_LABELS[name].short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {others.map((page) => (
                  <tr key={page.url} className="border-b border-slate-200 align-top">
                    <td className="max-w-xs break-all py-2 pr-3 font-mono text-xs text-slate-800">{page.url}</td>
                    <td className="py-2 pr-3 text-slate-800">{SAMPLE_ROLE_NAMES[page.role]}</td>
                    {page.lab ? (
                      <>
                        {(["score", ...METRICS.slice(0, 3)] as const).map((name) => {
                          const value = page.lab?.[name] ?? 0;
                          const rating = rateMetric(name, value);
                          return (
                            <td key={name} className={cn("py-2 pr-3 font-semibold", RATING_TEXT[rating])}>
                              {formatMetric(name, value)} <span className="sr-only">({RATING_WORDS[rating]})</span>
                            </td>
                          );
                        })}
                      </>
                    ) : (
                      <td colSpan={4} className="py-2 pr-3 text-slate-700">
                        {page.error ? PAGE_ERROR_TEXT[page.error] : PAGE_ERROR_TEXT["load-failed"]}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
