import { useCallback, useRef, useState } from "react";
import { cancelJob } from "~/shared/browser/job-stream";
import { JOB_TEXT } from "~/shared/jobs.content";
import { Button } from "~/shared/ui/button";

/**
 * A tool's `start`, remembered, and what stops the client's own job that blocked it (a 409 names
 * it, see `blockingJobOf`) and then starts the same request again: a visitor whose earlier job
 * runs on in a closed tab stops it from the new screen instead of waiting for it to end.
 */
export function useStopBlockingJob<Request>(start: (request: Request) => void): {
  start: (request: Request) => void;
  stopBlockingAndRetry: (jobId: string) => Promise<void>;
} {
  const last = useRef<{ request: Request } | null>(null);
  const remembered = useCallback(
    (request: Request) => {
      last.current = { request };
      start(request);
    },
    [start],
  );
  const stopBlockingAndRetry = useCallback(
    async (jobId: string) => {
      await cancelJob(jobId);
      if (last.current) start(last.current.request);
    },
    [start],
  );
  return { start: remembered, stopBlockingAndRetry };
}

/** The button beside the "Bu araçta sürmekte olan bir işiniz var" message; nothing without a blocking job. */
export function StopBlockingJobButton({ jobId, onStop }: { jobId: string | undefined; onStop: (jobId: string) => Promise<void> }) {
  const [stopping, setStopping] = useState(false);
  if (!jobId) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="mt-2"
      disabled={stopping}
      onClick={() => {
        setStopping(true);
        void onStop(jobId).finally(() => setStopping(false));
      }}
    >
      {JOB_TEXT.stopBlocking}
    </Button>
  );
}
