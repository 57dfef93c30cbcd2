/**
 * The canonical live check's request, POST /api/live/canonical `{ urls }`, as the screen sends it
 * and the server checks it. Pure (zod/mini, no Node APIs), so the screen runs the same rule on the
 * textarea before sending.
 */
import * as z from "zod/mini";
import { checkTypedHttpUrl } from "~/capabilities/url/http-url";
import { CANONICAL_LIVE_MAX_URLS, CANONICAL_LIVE_MESSAGES } from "./live.content";


export interface CanonicalLiveRequest {
  /** Normalised absolute http(s) addresses, distinct, at most CANONICAL_LIVE_MAX_URLS. */
  urls: string[];
}

export type UrlListCheck = { ok: true; urls: string[] } | { ok: false; message: string };

/**
 * The address list rule: blank entries are skipped, every other one must be an http(s) address
 * (a bare host reads as https), repeats are checked once, and at most CANONICAL_LIVE_MAX_URLS
 * distinct addresses remain. The message names the first bad entry by its position.
 */
export function checkUrlList(values: unknown): UrlListCheck {
  if (!Array.isArray(values)) return { ok: false, message: CANONICAL_LIVE_MESSAGES.empty };
  const urls: string[] = [];
  const seen = new Set<string>();
  let position = 0;
  for (const value of values as unknown[]) {
    if (typeof value === "string" && value.trim() === "") continue;
    position += 1;
    const check = checkTypedHttpUrl(value, {
      empty: CANONICAL_LIVE_MESSAGES.invalid(position),
      invalid: CANONICAL_LIVE_MESSAGES.invalid(position),
      tooLong: CANONICAL_LIVE_MESSAGES.tooLong(position),
    });
    if (!check.ok) return { ok: false, message: check.message };
    if (seen.has(check.url)) continue;
    seen.add(check.url);
    urls.push(check.url);
    // A huge list is refused at its first address over the limit, without reading the rest.
    if (urls.length > CANONICAL_LIVE_MAX_URLS) return { ok: false, message: CANONICAL_LIVE_MESSAGES.tooMany };
  }
  if (urls.length === 0) return { ok: false, message: CANONICAL_LIVE_MESSAGES.empty };
  return { ok: true, urls };
}

/** The textarea's lines, as the list rule reads them. */
export function checkUrlLines(text: string): UrlListCheck {
  return checkUrlList(text.split(/\r?\n/));
}

export const canonicalLiveRequestSchema = z.object(
  {
    urls: z.pipe(
      z.unknown(),
      z.transform((value: unknown, context) => {
        const check = checkUrlList(value);
        if (check.ok) return check.urls;
        context.issues.push({ code: "custom", message: check.message, input: value });
        return z.NEVER;
      }),
    ),
  },
  { error: CANONICAL_LIVE_MESSAGES.missingFields },
);
