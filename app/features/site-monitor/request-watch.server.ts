import type { RateLimiter, RateLimitRule } from "~/.server/rate-limit";
import type { AttributionColumns } from "~/.server/db/schema";
import { EMAIL_MAX_LENGTH, isValidEmailAddress } from "~/shared/email-address";
import type { ComposedMail } from "./monitor-mails.server";
import { WATCH_REQUEST_TEXT } from "./request-watch.content";
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
const NAME_MAX_LENGTH = 100;

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

export type WatchRequestResult = { ok: true; message: string } | { ok: false; status: 400 | 429; message: string; field?: "email" | "consent" | "name" };

/** A request to watch the site of `report` (its address as audited, and its id for the e-mails' report link). */
export async function requestWatch(report: { id: string; startUrl: string }, input: WatchRequestInput, deps: WatchRequestDeps): Promise<WatchRequestResult> {
  const now = (deps.now ?? Date.now)();
  const email = typeof input.email === "string" ? input.email.trim() : "";
  if (email === "") return { ok: false, status: 400, field: "email", message: WATCH_REQUEST_TEXT.emailMissing };
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmailAddress(email)) return { ok: false, status: 400, field: "email", message: WATCH_REQUEST_TEXT.emailInvalid };
  if (input.consent !== true && input.consent !== "on") return { ok: false, status: 400, field: "consent", message: WATCH_REQUEST_TEXT.consentMissing };
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name.length > NAME_MAX_LENGTH) return { ok: false, status: 400, field: "name", message: WATCH_REQUEST_TEXT.nameTooLong };

  if (!(await deps.limiter.hit(WATCH_CLIENT_RULE, deps.clientIp, now)).allowed) return { ok: false, status: 429, message: WATCH_REQUEST_TEXT.tooMany };
  const outcome = await deps.subscribe({ email, name: name || null, startUrl: report.startUrl, reportId: report.id, ipAddress: deps.clientIp, attribution: deps.attribution }, now);
  if (outcome.kind === "limit") return { ok: false, status: 429, message: WATCH_REQUEST_TEXT.limit(deps.maxPerEmail) };
  // Already watching, or already asked: the same answer as a new request, so the page tells a
  // stranger nothing about an address; only a pending watch gets its (one) confirmation.
  if (outcome.kind !== "active" && (await deps.limiter.hit(WATCH_RECIPIENT_RULE, normaliseEmail(email), now)).allowed) {
    await deps.storeMail(confirmationOf(outcome.watch, deps.links), now);
  }
  return { ok: true, message: WATCH_REQUEST_TEXT.sent(hostOf(report.startUrl)) };
}

function confirmationOf(watch: SiteWatch, links: WatchLinkOptions): ComposedMail {
  return { ...composeWatchConfirmation(watch, links), watchId: watch.id, kind: "confirm", recipient: watch.email, dedupeKey: `${watch.id}:confirm` };
}

/** The watch a confirmation or unsubscribe link names, or null for a link that is not ours, expired or altered. */
export function watchIdFromLink(purpose: "confirm" | "unsubscribe", token: unknown, secret: string, now = Date.now()): string | null {
  const verdict = verifyWatchLink(purpose, token, secret, now);
  return verdict.ok ? verdict.id : null;
}

export type LinkOutcome = "confirmed" | "already" | "ended" | "invalid";

/**
 * The confirmation link: the watch becomes active (and, the first time, a lead for the agency).
 * "invalid" for a link that is not ours, expired, or names a watch that no longer exists.
 */
export async function confirmFromLink(
  token: unknown,
  deps: { secret: string; confirm: (id: string, now: number) => Promise<{ newlyConfirmed: boolean } | null>; now?: () => number },
): Promise<LinkOutcome> {
  const now = (deps.now ?? Date.now)();
  const id = watchIdFromLink("confirm", token, deps.secret, now);
  if (id === null) return "invalid";
  const confirmed = await deps.confirm(id, now);
  if (!confirmed) return "invalid";
  return confirmed.newlyConfirmed ? "confirmed" : "already";
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
