import { LIVE_CHECK_TEXT, liveCheckValueText } from "~/capabilities/live-check/content";
import type { LiveCheckState } from "~/capabilities/live-check/live-check-state";
import { JobProgress } from "~/shared/tool-ui/job-progress";

interface LiveCheckProgressProps<Item, Result> {
  state: LiveCheckState<Item, Result>;
  onStop: () => void;
}

/**
 * A live check's progress: finished requests against those planned so far. Nothing while idle;
 * `done` and `failed` are the screen's to show.
 */
export function LiveCheckProgress<Item, Result>({ state, onStop }: LiveCheckProgressProps<Item, Result>) {
  if (state.status !== "running" && state.status !== "stopped") return null;
  const percent = state.total > 0 ? Math.min(100, Math.round((state.done / state.total) * 100)) : 0;
  return (
    <JobProgress
      running={state.status === "running"}
      percent={percent}
      valueText={liveCheckValueText(state.done, state.total)}
      current={state.current}
      texts={LIVE_CHECK_TEXT}
      onStop={onStop}
      testId="live-check-progress"
      wait={state.status === "running" ? state : undefined}
    />
  );
}
