import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { MONITOR_CHECK_JOB, type MonitorCheckInput } from "./job.server";

type Services = ApiContext["services"];

/** How often a worker looks for watches due a check, and how many it claims at a time. */
export const SCHEDULER_INTERVAL_MS = 60_000;
const CLAIM_BATCH = 100;
/** A check's job and its lines are kept a day: its outcome lives on in the watch and its mails. */
const CHECK_JOB_KEEP_MS = 24 * 60 * 60_000;

/**
 * One look for due checks: claims them (one scheduler per watch across replicas) and puts each in
 * line under the watch's client key. Answers how many were put in line.
 */
export async function enqueueDueChecks(services: Services, now = Date.now()): Promise<number> {
  const due = await services.monitor.watches.claimDueChecks(now, CLAIM_BATCH);
  let queued = 0;
  for (const watch of due) {
    const input: MonitorCheckInput = { watchId: watch.id, slot: watch.next_check_at };
    const submitted = await services.jobs.submit(MONITOR_CHECK_JOB, `watch:${watch.id}`, input, { keepMs: CHECK_JOB_KEEP_MS });
    if (submitted.ok) queued += 1;
    else log.warn("monitor_check_not_queued", { watchId: watch.id, reason: submitted.reason });
  }
  return queued;
}

/** The loop a worker runs while MONITOR_ENABLED; stopped with the services. */
export function startMonitorScheduler(services: Services, intervalMs = SCHEDULER_INTERVAL_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    enqueueDueChecks(services)
      .catch((error: unknown) => log.error("monitor_scheduler_failed", { error }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
