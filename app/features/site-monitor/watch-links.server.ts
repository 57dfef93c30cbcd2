import { signToken, verifyToken, type TokenVerdict } from "~/.server/signed-token";

/**
 * The links a watch's e-mails carry: the double opt-in (valid 7 days), the one-click unsubscribe
 * (never expires; RFC 8058's POST goes to the same address) and the way to the site's latest
 * report, which also tells us the owner reads our e-mails (six months without that end the watch).
 * Signed in their own scope, so a newsletter link can never confirm or end a watch.
 */

export const WATCH_PATHS = { confirm: "/site-takibi/onayla", unsubscribe: "/site-takibi/birak", report: "/site-takibi/rapor" } as const;
export const WATCH_TOKEN_PARAM = "t";
export const WATCH_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;
const SCOPE = "site-monitor";

export type WatchLinkPurpose = keyof typeof WATCH_PATHS;

export interface WatchLinkOptions {
  /** SITE_URL, without a trailing slash. */
  siteUrl: string;
  secret: string;
  now?: number;
}

export function watchLink(purpose: WatchLinkPurpose, watchId: string, options: WatchLinkOptions): string {
  const url = new URL(WATCH_PATHS[purpose], `${options.siteUrl}/`);
  url.searchParams.set(WATCH_TOKEN_PARAM, signToken(options.secret, SCOPE, purpose, watchId, purpose === "confirm" ? WATCH_CONFIRM_TTL_MS : null, options.now));
  return url.toString();
}

export function verifyWatchLink(purpose: WatchLinkPurpose, token: unknown, secret: string, now = Date.now()): TokenVerdict {
  return verifyToken(secret, SCOPE, purpose, token, now);
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs List-Unsubscribe=One-Click here. */
export function listUnsubscribeHeaders(watchId: string, options: WatchLinkOptions): Record<string, string> {
  return { "List-Unsubscribe": `<${watchLink("unsubscribe", watchId, options)}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
