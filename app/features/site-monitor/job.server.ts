import type { JobKind } from "~/.server/jobs/run-job";
import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { LookupAll } from "~/.server/safe-fetch";
import { withFetchAgent } from "~/.server/safe-fetch";
import { withOutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import { runLightCheck } from "./light-check.server";
import { composeSignalMail } from "./watch-mails.server";
import { watchPagesOf } from "./watch-store.server";

/**
 * The daily light check as a durable job (app/.server/jobs): the scheduler (scheduler.server.ts)
 * claims a due watch and puts its check in line under the watch's own client key, so a watch has
 * one check waiting or running across every replica. A worker that dies mid-check leaves a job
 * that runs again after its lease; the mails it stored are not stored twice (their keys carry the
 * check's slot).
 */

export const MONITOR_CHECK_JOB = "monitor-check";
const CHECK_TIME_LIMIT_MS = 90_000;

type Services = ApiContext["services"];

export interface MonitorCheckInput {
  watchId: string;
  /** The time the check was due at: its mails' key. */
  slot: string;
}

function asInput(value: unknown): MonitorCheckInput | null {
  const input = value as Partial<MonitorCheckInput> | null;
  if (typeof input !== "object" || input === null || typeof input.watchId !== "string" || typeof input.slot !== "string") return null;
  return { watchId: input.watchId, slot: input.slot };
}

/** `lookup`: tests resolve names offline; the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
export function monitorCheckJob(options: { lookup?: LookupAll } = {}): JobKind<Services> {
  return {
    kind: MONITOR_CHECK_JOB,
    timeLimitMs: CHECK_TIME_LIMIT_MS,
    async run(job, services) {
      const input = asInput(job.input);
      if (!input) throw new Error("monitor check job with an unreadable input");
      const { watches, mails } = services.monitor;
      const watch = await watches.get(input.watchId);
      // Unsubscribed meanwhile: nothing to check, nothing to send.
      if (watch?.status !== "active") return;
      const checkMs = services.env.MONITOR_CHECK_HOURS * 60 * 60_000;
      const links = { siteUrl: services.env.SITE_URL, secret: services.newsletterSecret() };
      await withOutboundPolicy(services, [watch.start_url], (policy) =>
        withFetchAgent(async (agent) => {
          const changes = await runLightCheck(
            { ...watch, next_check_at: input.slot },
            {
              fetch: { ...policy, lookup: options.lookup, agent, signal: job.signal },
              pages: watchPagesOf(watch),
              storeMail: (mail, now) => mails.store(mail, now),
              compose: (owner, mail) => composeSignalMail(owner, mail, links),
              remember: (id, memory, next) => watches.rememberSignals(id, memory, next),
              // A little jitter keeps a thousand watches confirmed together from staying in step.
              nextCheckAt: (now) => now + checkMs + Math.floor(Math.random() * 0.05 * checkMs),
            },
          );
          log.info("monitor_check_done", { watchId: watch.id, host: watch.host, alerts: changes.alerts.map((alert) => alert.signal), recovered: changes.recovered });
        }),
      );
    },
  };
}
