import { Button } from "~/shared/ui/button";
import { LIVE_CHECK_TEXT, liveCheckValueText } from "~/shared/live-check-text";
import type { LiveCheckState } from "~/shared/live-check-state";

interface LiveCheckProgressProps<Item, Result> {
  state: LiveCheckState<Item, Result>;
  onStop: () => void;
}

/**
 * A live check's progress: a bar of finished requests against those planned so far, the URL
 * being requested and "Durdur". A stopped check keeps its bar. Nothing while idle; `done` and
 * `failed` are the screen's to show.
 */
export function LiveCheckProgress<Item, Result>({ state, onStop }: LiveCheckProgressProps<Item, Result>) {
  if (state.status !== "running" && state.status !== "stopped") return null;
  const running = state.status === "running";
  const percent = state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : 0;
  return (
    <div className="space-y-3" data-testid="live-check-progress" data-status={state.status}>
      <div
        role="progressbar"
        aria-label={LIVE_CHECK_TEXT.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={liveCheckValueText(state.done, state.total)}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {running ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 truncate text-sm text-slate-600" aria-live="polite">
            {state.current ? (
              <>
                {LIVE_CHECK_TEXT.current} <span className="font-mono text-slate-800">{state.current}</span>
              </>
            ) : (
              LIVE_CHECK_TEXT.starting
            )}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onStop}>
            {LIVE_CHECK_TEXT.stop}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700" role="status">
          {LIVE_CHECK_TEXT.stopped}
        </p>
      )}
    </div>
  );
}
