import type { RateLimiter, RateLimitRule } from "~/.server/rate-limit";
import type { AttributionColumns } from "~/.server/db/schema";
import type { ComposedMail } from "./monitor-mails.server";
import { WATCH_REQUEST_REPLIES } from "./request-watch.content";
import { validateWatchForm, type WatchRequestResult } from "./request-watch";
import { verifyWatchLink, type WatchLinkOptions } from "./watch-links.server";
import { composeWatchConfirmation } from "./watch-mails.server";
import { hostOf, normaliseEmail, type NewWatch, type SiteWatch, type SubscribeOutcome } from "./watch-store.server";

/**
 * "Sitemi takip et": the request from a report page, the confirmation link, the unsubscribe link.
 * Nothing is checked and nothing but the one confirmation is sent before the owner confirms. A bot
 * cannot make us mail a stranger more than once per pending watch (the confirmation's dedupe key is
 * the watch), nor often: requests are limited per client and per recipient.
 */

const HOUR_MS = 60 * 60_000;
/** Watch requests one client may make in an hour. */
export const WATCH_CLIENT_RULE: RateLimitRule = { bucket: "site-watch-client", limit: 5, windowMs: HOUR_MS };
/** Confirmation e-mails one address may be sent in a day, whoever asks. */
export const WATCH_RECIPIENT_RULE: RateLimitRule = { bucket: "site-watch-recipient", limit: 3, windowMs: 24 * HOUR_MS, windowOffsetMs: 3 * HOUR_MS };

export interface WatchRequestInput {
  email: unknown;
  name: unknown;
  consent: unknown;
}

export interface WatchRequestDeps {
  limiter: RateLimiter;
  subscribe: (watch: NewWatch, now: number) => Promise<SubscribeOutcome>;
  storeMail: (mail: ComposedMail, now: number) => Promise<boolean>;
  links: WatchLinkOptions;
  maxPerEmail: number;
  clientIp: string;
  attribution: Partial<AttributionColumns>;
  now?: () => number;
}

export interface WatchReply {
  status: 200 | 400 | 429;
  body: WatchRequestResult;
}

/** The stored report a watch is asked from: the site's address as audited, and its id for the e-mails' report link. */
export interface WatchedReport {
  id: string;
  startUrl: string;
}

/**
 * A request to watch the site of a stored report. The fields are checked first (a visitor who left
 * one out hears that before anything else), then `loadReport` is asked for the report: null, one
 * that does not exist or is not finished, refuses the request.
 */
export async function requestWatch(loadReport: () => Promise<WatchedReport | null>, input: WatchRequestInput, deps: WatchRequestDeps): Promise<WatchReply> {
  const now = (deps.now ?? Date.now)();
  const errors = validateWatchForm(input);
  const first = Object.values(errors)[0];
  if (first) return { status: 400, body: { status: "invalid", message: first, errors } };
  const report = await loadReport();
  if (!report) return { status: 400, body: { status: "failed", message: WATCH_REQUEST_REPLIES.unknownReport } };
  const email = String(input.email).trim();
  const name = typeof input.name === "string" ? input.name.trim() : "";

  if (!(await deps.limiter.hit(WATCH_CLIENT_RULE, deps.clientIp, now)).allowed) return { status: 429, body: { status: "failed", message: WATCH_REQUEST_REPLIES.tooMany } };
  const outcome = await deps.subscribe({ email, name: name || null, startUrl: report.startUrl, reportId: report.id, ipAddress: deps.clientIp, attribution: deps.attribution }, now);
  if (outcome.kind === "limit") return { status: 429, body: { status: "failed", message: WATCH_REQUEST_REPLIES.limit(deps.maxPerEmail) } };
  // Already watching, or already asked: the same answer as a new request, so the page tells a
  // stranger nothing about an address; only a pending watch gets its (one) confirmation.
  if (outcome.kind !== "active" && (await deps.limiter.hit(WATCH_RECIPIENT_RULE, normaliseEmail(email), now)).allowed) {
    await deps.storeMail(confirmationOf(outcome.watch, deps.links), now);
  }
  return { status: 200, body: { status: "sent", message: WATCH_REQUEST_REPLIES.sent(hostOf(report.startUrl)) } };
}

function confirmationOf(watch: SiteWatch, links: WatchLinkOptions): ComposedMail {
  return { ...composeWatchConfirmation(watch, links), watchId: watch.id, kind: "confirm", recipient: watch.email, dedupeKey: `${watch.id}:confirm` };
}

/** The watch a confirmation or unsubscribe link names, or null for a link that is not ours, expired or altered. */
export function watchIdFromLink(purpose: "confirm" | "unsubscribe", token: unknown, secret: string, now = Date.now()): string | null {
  const verdict = verifyWatchLink(purpose, token, secret, now);
  return verdict.ok ? verdict.id : null;
}

export type LinkOutcome = "confirmed" | "already" | "ended" | "expired" | "invalid";

/**
 * The confirmation link: the watch becomes active (and, the first time, a lead for the agency).
 * "expired" after 7 days; "invalid" for a link that is not ours, or names a watch that no longer exists.
 */
export async function confirmFromLink(
  token: unknown,
  deps: { secret: string; confirm: (id: string, now: number) => Promise<{ watch: SiteWatch; newlyConfirmed: boolean } | null>; now?: () => number },
): Promise<{ outcome: Exclude<LinkOutcome, "ended">; watch: SiteWatch | null }> {
  const now = (deps.now ?? Date.now)();
  const verdict = verifyWatchLink("confirm", token, deps.secret, now);
  if (!verdict.ok) return { outcome: verdict.reason === "expired" ? "expired" : "invalid", watch: null };
  const confirmed = await deps.confirm(verdict.id, now);
  if (!confirmed) return { outcome: "invalid", watch: null };
  return { outcome: confirmed.newlyConfirmed ? "confirmed" : "already", watch: confirmed.watch };
}

/**
 * The unsubscribe link, opened or posted with List-Unsubscribe=One-Click (RFC 8058): the watch, its
 * address and its e-mails not yet sent go. A second click finds nothing and says the same.
 */
export async function endFromLink(
  token: unknown,
  deps: { secret: string; remove: (id: string) => Promise<boolean>; removeMails: (id: string) => Promise<number>; now?: () => number },
): Promise<LinkOutcome> {
  const id = watchIdFromLink("unsubscribe", token, deps.secret, (deps.now ?? Date.now)());
  if (id === null) return "invalid";
  await deps.removeMails(id);
  await deps.remove(id);
  return "ended";
}
