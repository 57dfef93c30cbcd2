import { JobProgress } from "~/shared/tool-ui/job-progress";
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
    <JobProgress
      running={running}
      percent={percent}
      valueText={crawlProgressValueText(counts.fetched, counts.found)}
      current={running ? state.current : null}
      texts={CRAWL_PROGRESS_TEXT}
      onStop={onStop}
      testId="crawl-progress"
      wait={running ? state : undefined}
      stopping={running && state.stopping !== undefined}
    >
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-live="polite">
        {items.map((item) => (
          <div key={item.key} className="flex gap-1.5" data-testid={`crawl-count-${item.key}`}>
            <dt>{item.label}</dt>
            <dd className="font-semibold text-slate-900">{formatNumber(item.value)}</dd>
          </div>
        ))}
      </dl>
    </JobProgress>
  );
}
