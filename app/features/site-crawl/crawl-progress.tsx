import { Button } from "~/shared/ui/button";
import { formatNumber } from "~/shared/format";
import { CRAWL_PROGRESS_TEXT, crawlProgressValueText } from "./content";
import type { SiteCrawlState } from "./crawl-state";

interface CrawlProgressProps {
  state: SiteCrawlState;
  onStop: () => void;
}

/**
 * The live crawl's progress: a bar of fetched pages against those found so far, the counts, the
 * URL being fetched and "Durdur". A stopped crawl keeps its last counts on screen. Nothing while
 * idle; `done` and `failed` are the screen's to show (results, error message).
 */
export function CrawlProgress({ state, onStop }: CrawlProgressProps) {
  if (state.status !== "running" && state.status !== "stopped") return null;
  const { counts } = state;
  const running = state.status === "running";
  // Found grows while the crawl runs, so the bar is fetched+skipped (settled) of found.
  const settled = counts.fetched + counts.skipped;
  const percent = counts.found > 0 ? Math.min(100, Math.round((settled / counts.found) * 100)) : 0;
  const items = [
    { label: CRAWL_PROGRESS_TEXT.found, value: counts.found, key: "found" },
    { label: CRAWL_PROGRESS_TEXT.fetched, value: counts.fetched, key: "fetched" },
    { label: CRAWL_PROGRESS_TEXT.skipped, value: counts.skipped, key: "skipped" },
  ];
  return (
    <div className="space-y-3" data-testid="crawl-progress" data-status={state.status}>
      <div
        role="progressbar"
        aria-label={CRAWL_PROGRESS_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={crawlProgressValueText(counts.fetched, counts.found)}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-live="polite">
        {items.map((item) => (
          <div key={item.key} className="flex gap-1.5" data-testid={`crawl-count-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(item.value)}</dd>
          </div>
        ))}
      </dl>
      {running ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 truncate text-sm text-slate-600">
            {state.current ? (
              <>
                {CRAWL_PROGRESS_TEXT.current} <span className="font-mono text-slate-800">{state.current}</span>
              </>
            ) : (
              CRAWL_PROGRESS_TEXT.starting
            )}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onStop}>
            {CRAWL_PROGRESS_TEXT.stop}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700" role="status">
          {CRAWL_PROGRESS_TEXT.stopped}
        </p>
      )}
    </div>
  );
}
