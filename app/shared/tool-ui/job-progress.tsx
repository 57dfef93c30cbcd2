import type { ReactNode } from "react";
import type { JobWaitState } from "~/shared/jobs";
import { JOB_TEXT } from "~/shared/jobs.content";
import { Button } from "~/shared/ui/button";

export interface JobProgressTexts {
  /** Accessible name of the bar ("Tarama ilerlemesi"). */
  progressLabel: string;
  /** Before the URL being fetched ("Şu an taranan:"). */
  current: string;
  /** While nothing is being fetched yet. */
  starting: string;
  stop: string;
  /** Under the bar once the visitor stopped the job. */
  stopped: string;
}

interface JobProgressProps {
  running: boolean;
  /** 0–100. */
  percent: number;
  /** The bar's value in words ("12 / 30 istek tamamlandı"). */
  valueText: string;
  current: string | null;
  texts: JobProgressTexts;
  onStop: () => void;
  testId: string;
  /** Counts shown between the bar and the current URL (the crawl's found/fetched/skipped). */
  children?: ReactNode;
  /** The job's place in line while it waits, and whether its stream is being followed again. */
  wait?: JobWaitState;
  /** "Durdur" was pressed and the job's last lines are on their way: the button waits. */
  stopping?: boolean;
}

/**
 * The progress of a job that runs against the visitor's site (a crawl, a live check): its place in
 * line while it waits, then a bar, the URL being fetched and "Durdur" while it runs, and a line
 * saying it was stopped afterwards.
 */
export function JobProgress({ running, percent, valueText, current, texts, onStop, testId, children, wait, stopping = false }: JobProgressProps) {
  const queue = running ? (wait?.queue ?? null) : null;
  return (
    <div className="space-y-3" data-testid={testId} data-status={running ? "running" : "stopped"}>
      <div
        role="progressbar"
        aria-label={texts.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {queue ? (
        <p className="text-sm font-medium text-slate-900" data-testid={`${testId}-queue`}>
          {JOB_TEXT.queued(queue.position, queue.etaSeconds)}
        </p>
      ) : (
        children
      )}
      {running && wait?.reconnecting ? (
        <p className="text-sm text-amber-800" data-testid={`${testId}-reconnecting`}>
          {JOB_TEXT.reconnecting}
        </p>
      ) : null}
      {running ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 truncate text-sm text-slate-600">
            {current ? (
              <>
                {texts.current} <span className="font-mono text-slate-800">{current}</span>
              </>
            ) : queue ? null : (
              // While it waits in line, the place above says what happens.
              texts.starting
            )}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={onStop} disabled={stopping}>
            {texts.stop}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700" role="status">
          {texts.stopped}
        </p>
      )}
    </div>
  );
}
