/**
 * The contract between the meta tool's live check ("Sayfadan al", one address or a list) and
 * POST /api/live/meta: what the screen sends, the item streamed per address, the final result.
 * zod/mini and free of Node APIs, so the screen imports it too (docs/decisions/007).
 */
import * as z from "zod/mini";
import { checkTypedHttpUrl } from "~/capabilities/url/http-url";
import { LIVE_META_API } from "./api-contract";
import { LIVE_META_MAX_URLS } from "./live-limits";
import { LIVE_META_MESSAGES } from "./live-messages.content";

export { LIVE_META_MAX_URLS } from "./live-limits";

export const LIVE_META_PATH = LIVE_META_API.path;

export interface LiveMetaRequest {
  /** Normalised absolute http(s) addresses, 1 to LIVE_META_MAX_URLS, in the visitor's order. */
  urls: string[];
}

/** The address rule of the other live tools (app/shared/http-url.ts), with this tool's words. */
export function checkLiveMetaUrl(raw: unknown): { ok: true; url: string } | { ok: false; message: string } {
  return checkTypedHttpUrl(raw, {
    empty: LIVE_META_MESSAGES.emptyUrl,
    invalid: LIVE_META_MESSAGES.invalidUrl,
    tooLong: LIVE_META_MESSAGES.urlTooLong,
  });
}

/**
 * Checks a list of addresses as the server does: at least one, at most LIVE_META_MAX_URLS, each
 * a valid address (the message names the first bad line). The screen runs it before sending.
 */
export function checkLiveMetaUrls(raw: unknown): { ok: true; urls: string[] } | { ok: false; message: string } {
  if (!Array.isArray(raw)) return { ok: false, message: LIVE_META_MESSAGES.missingFields };
  if (raw.length === 0) return { ok: false, message: LIVE_META_MESSAGES.emptyList };
  if (raw.length > LIVE_META_MAX_URLS) return { ok: false, message: LIVE_META_MESSAGES.tooMany };
  const urls: string[] = [];
  for (const [index, value] of raw.entries()) {
    const check = checkLiveMetaUrl(value);
    if (!check.ok)
      return { ok: false, message: raw.length === 1 ? check.message : LIVE_META_MESSAGES.lineProblem(index + 1, check.message) };
    urls.push(check.url);
  }
  return { ok: true, urls };
}

export const liveMetaRequestSchema = z.object(
  {
    urls: z.pipe(
      z.unknown(),
      z.transform((value: unknown, context) => {
        const check = checkLiveMetaUrls(value);
        if (check.ok) return check.urls;
        context.issues.push({ code: "custom", message: check.message, input: value });
        return z.NEVER;
      }),
    ),
  },
  { error: LIVE_META_MESSAGES.missingFields },
);

/** What the check read from one address; streamed as soon as that address is done. */
export interface LiveMetaPage {
  /** Position in the request's list (items arrive in the order they finish). */
  index: number;
  url: string;
  finalUrl: string;
  /** Status of the final answer; null when nothing answered. */
  status: number | null;
  /** Media type of the final answer ("text/html"), or null. */
  contentType: string | null;
  /** The answer was HTML (the server's list of HTML media types decides). */
  html: boolean;
  /** Null when the answer was not HTML or the page has none; whitespace already collapsed. */
  title: string | null;
  description: string | null;
  /** Why nothing came back (refused address, DNS, timeout, a limit), in Turkish. */
  error: string | null;
}

export interface LiveMetaResult {
  /** Addresses asked for. */
  requested: number;
  /** Set when a limit or the visitor stopped the check early. */
  stopReason: "request-limit" | "time-limit" | "byte-limit" | "cancelled" | "host-budget" | null;
}
