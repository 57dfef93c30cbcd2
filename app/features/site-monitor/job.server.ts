import type { JobKind } from "~/.server/jobs/run-job";
import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { LookupAll } from "~/.server/safe-fetch";
import { withFetchAgent } from "~/.server/safe-fetch";
import { withOutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import { runLightCheck } from "./light-check.server";
import type { SignalChanges } from "./signals";
import { watchPagesOf, type SiteWatch } from "./watch-store.server";
import { composeSignalMail } from "./watch-mails.server";
import { agencyAlertNotice } from "./agency-notices.server";

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

/**
 * One light check of `watch` for the check due at `slot`, now: from the job, and from the operator's
 * `npm run monitor -- check`. The fetches obey the outbound policy and stop with `signal`.
 */
export async function checkWatch(services: Services, watch: SiteWatch, slot: string, options: { lookup?: LookupAll; signal?: AbortSignal } = {}): Promise<SignalChanges> {
  const { watches, mails } = services.monitor;
  const checkMs = services.env.MONITOR_CHECK_HOURS * 60 * 60_000;
  const links = { siteUrl: services.env.SITE_URL, secret: services.newsletterSecret() };
  const changes = await withOutboundPolicy(services, [watch.start_url], (policy) =>
    withFetchAgent((agent) =>
      runLightCheck(
        { ...watch, next_check_at: slot },
        {
          fetch: { ...policy, lookup: options.lookup, agent, signal: options.signal },
          pages: watchPagesOf(watch),
          storeMail: (mail, now) => mails.store(mail, now),
          compose: (owner, mail) => composeSignalMail(owner, mail, links),
          agencyNotice: (owner, alert, ownerKey) => agencyAlertNotice(owner, alert, ownerKey, { siteUrl: links.siteUrl, agencyTo: services.env.CONTACT_TO_EMAIL }),
          remember: (id, memory, next) => watches.rememberSignals(id, memory, next),
          // A little jitter keeps a thousand watches confirmed together from staying in step.
          nextCheckAt: (now) => now + checkMs + Math.floor(Math.random() * 0.05 * checkMs),
        },
      ),
    ),
  );
  if (changes.alerts.length + changes.recovered.length > 0) services.monitorOutbox?.kick();
  log.info("monitor_check_done", { watchId: watch.id, host: watch.host, alerts: changes.alerts.map((alert) => alert.signal), recovered: changes.recovered });
  return changes;
}

/** `lookup`: tests resolve names offline; the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
export function monitorCheckJob(options: { lookup?: LookupAll } = {}): JobKind<Services> {
  return {
    kind: MONITOR_CHECK_JOB,
    timeLimitMs: CHECK_TIME_LIMIT_MS,
    async run(job, services) {
      const input = asInput(job.input);
      if (!input) throw new Error("monitor check job with an unreadable input");
      const watch = await services.monitor.watches.get(input.watchId);
      // Unsubscribed or ended meanwhile: nothing to check, nothing to send.
      if (watch?.status !== "active") return;
      await checkWatch(services, watch, input.slot, { lookup: options.lookup, signal: job.signal });
    },
  };
}
