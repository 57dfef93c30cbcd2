import type { SafeFetchOptions } from "~/.server/safe-fetch";
import type { MonitorMailKind } from "~/.server/db/schema";
import { gatherCheckFacts } from "./gather.server";
import type { ComposedMail } from "./monitor-mails.server";
import { judgeSignals, signalChanges, type SignalChanges, type SignalId } from "./signals";
import { signalMemoryOf, type SiteWatch } from "./watch-store.server";

/**
 * One daily light check of one watch: the requests (gather.server.ts), the verdicts and what
 * changed (signals.ts), the e-mails stored (one per alert and recovery), then the signals
 * remembered and the next check scheduled. The mails are stored before the memory moves on, and
 * each is keyed by the check's scheduled slot: a worker that dies between the two leaves a check
 * that runs again, finds the same changes, and stores nothing twice.
 */

export interface SignalMail {
  kind: Extract<MonitorMailKind, "alert" | "recovered">;
  signal: SignalId;
  detail: string | null;
}

export interface LightCheckDeps {
  fetch: SafeFetchOptions;
  /** Pages indexable at the last audit, re-read for noindex. */
  pages: readonly string[];
  /** Stores one mail unless its key is stored already. */
  storeMail: (mail: ComposedMail, now: number) => Promise<boolean>;
  /** Composes the e-mail of one change (Turkish, with the report link and a one-click unsubscribe). */
  compose: (watch: SiteWatch, mail: SignalMail) => Omit<ComposedMail, "dedupeKey" | "watchId" | "kind" | "recipient">;
  /** The agency's notice of an alert just stored for the owner (`ownerKey`: the alert's dedupe key). */
  agencyNotice?: (watch: SiteWatch, alert: SignalMail, ownerKey: string) => ComposedMail;
  remember: (watchId: string, memory: SignalChanges["memory"], nextCheckAt: number) => Promise<void>;
  /** When the next check falls, from now (the check period, with a little jitter). */
  nextCheckAt: (now: number) => number;
  now?: () => number;
}

export async function runLightCheck(watch: SiteWatch, deps: LightCheckDeps): Promise<SignalChanges> {
  const now = deps.now ?? Date.now;
  const facts = await gatherCheckFacts({ startUrl: watch.start_url, pages: deps.pages }, deps.fetch, () => new Date(now()));
  const changes = signalChanges(signalMemoryOf(watch), judgeSignals(facts));
  const slot = watch.next_check_at;
  const mails: SignalMail[] = [
    ...changes.alerts.map((alert) => ({ kind: "alert" as const, signal: alert.signal, detail: alert.detail })),
    ...changes.recovered.map((signal) => ({ kind: "recovered" as const, signal, detail: null })),
  ];
  for (const mail of mails) {
    const dedupeKey = `${watch.id}:${mail.kind}:${mail.signal}:${slot}`;
    await deps.storeMail({ ...deps.compose(watch, mail), watchId: watch.id, kind: mail.kind, recipient: watch.email, dedupeKey }, now());
    if (mail.kind === "alert" && deps.agencyNotice) await deps.storeMail(deps.agencyNotice(watch, mail, dedupeKey), now());
  }
  await deps.remember(watch.id, changes.memory, deps.nextCheckAt(now()));
  return changes;
}
