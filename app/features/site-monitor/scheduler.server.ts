import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { endAndSweepWatches } from "./watch-end.server";
import { MONITOR_CHECK_JOB, type MonitorCheckInput } from "./job.server";
import { MONITOR_AUDIT_JOB, type MonitorAuditInput } from "./re-audit.server";

type Services = ApiContext["services"];

/** How often a worker looks for watches due a check or a re-audit, and how many of each it claims at a time. */
export const SCHEDULER_INTERVAL_MS = 60_000;
/** How soon it looks again after a look that found a full batch: a burst of due checks drains in minutes, not hours. */
const BUSY_INTERVAL_MS = 5_000;
const CLAIM_BATCH = 100;
/**
 * The share of the line (QUEUE_MAX_WAITING) light checks may fill: a burst of due checks never
 * makes a visitor's audit wait for a full line, and a watch that does not fit stays due (not
 * claimed and left for an hour).
 */
const CHECK_QUEUE_SHARE = 0.5;
/**
 * Re-audits claimed at a time: each is a whole crawl, so a thousand watches due the same day are
 * put in line a few at a time.
 */
const AUDIT_CLAIM_BATCH = 10;
/**
 * The share of the line (QUEUE_MAX_WAITING, every kind together) re-audits may fill: beyond it
 * none is claimed, so a visitor's audit is never refused for a full line because of them, and a
 * watch stays due (not claimed and left) until there is room.
 */
const AUDIT_QUEUE_SHARE = 0.25;
/** A check's or a re-audit's job and its lines are kept a day: the outcome lives on in the watch, its report and its mails. */
const JOB_KEEP_MS = 24 * 60 * 60_000;

/** How many jobs of a kind allowed `share` of the line may be put in it now, at most `batch`. */
async function roomInLine(services: Services, share: number, batch: number): Promise<number> {
  const { waiting } = await services.jobs.store.stats();
  return Math.min(batch, Math.max(1, Math.floor(services.env.QUEUE_MAX_WAITING * share)) - waiting);
}

/**
 * One look for due checks: claims them (one scheduler per watch across replicas) and puts each in
 * line under the watch's client key. Answers how many were put in line.
 */
export async function enqueueDueChecks(services: Services, now = Date.now()): Promise<number> {
  const room = await roomInLine(services, CHECK_QUEUE_SHARE, CLAIM_BATCH);
  if (room <= 0) return 0;
  const due = await services.monitor.watches.claimDueChecks(now, room);
  let queued = 0;
  for (const watch of due) {
    const input: MonitorCheckInput = { watchId: watch.id, slot: watch.next_check_at };
    const submitted = await services.jobs.submit(MONITOR_CHECK_JOB, `watch:${watch.id}`, input, { keepMs: JOB_KEEP_MS });
    if (submitted.ok) queued += 1;
    else log.warn("monitor_check_not_queued", { watchId: watch.id, reason: submitted.reason });
  }
  return queued;
}

/**
 * The same for due re-audits, while the line has room for them: claimed (one scheduler per watch
 * across replicas), each put in line under the watch's client key with its slot. Answers how
 * many were put in line.
 */
export async function enqueueDueAudits(services: Services, now = Date.now()): Promise<number> {
  const room = await roomInLine(services, AUDIT_QUEUE_SHARE, AUDIT_CLAIM_BATCH);
  if (room <= 0) return 0;
  const due = await services.monitor.watches.claimDueAudits(now, room);
  let queued = 0;
  for (const watch of due) {
    const input: MonitorAuditInput = { watchId: watch.id, slot: watch.next_audit_at };
    const submitted = await services.jobs.submit(MONITOR_AUDIT_JOB, `watch:${watch.id}`, input, { keepMs: JOB_KEEP_MS });
    if (submitted.ok) queued += 1;
    // Not in line (a full queue, or its last re-audit still running): the claim runs out and it is
    // claimed again AUDIT_CLAIM_MS later.
    else log.warn("monitor_audit_not_queued", { watchId: watch.id, reason: submitted.reason });
  }
  return queued;
}

/** How often a worker ends unread watches and deletes expired ones (endAndSweepWatches). */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** The loop a worker runs while MONITOR_ENABLED; stopped with the services. */
export function startMonitorScheduler(services: Services, intervalMs = SCHEDULER_INTERVAL_MS): { stop(): void } {
  let lastHousekeeping = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void look(), delay);
    timer.unref();
  };
  const look = async () => {
    if (Date.now() - lastHousekeeping >= HOUSEKEEPING_INTERVAL_MS) {
      lastHousekeeping = Date.now();
      // Every replica may run it: ending and deleting are idempotent, and the "ended" e-mail is stored once by its key.
      void endAndSweepWatches(services).catch((error: unknown) => log.error("monitor_housekeeping_failed", { error }));
    }
    // The checks first: they are quick and what an owner is alerted by; a failure of one look
    // does not keep the other from running.
    let checks = 0;
    try {
      checks = await enqueueDueChecks(services);
    } catch (error) {
      log.error("monitor_scheduler_failed", { error });
    }
    try {
      await enqueueDueAudits(services);
    } catch (error) {
      log.error("monitor_scheduler_failed", { error });
    }
    // Checks went in line: more may be due (a burst of confirmations, a restart after downtime).
    next(checks > 0 ? BUSY_INTERVAL_MS : intervalMs);
  };
  next(intervalMs);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
