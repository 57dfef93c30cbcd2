/**
 * What the hreflang "Canlı doğrula" screen sends to POST /api/live/hreflang, checked the same way
 * by the screen and by the server (the address rule of every live tool, app/shared/http-url.ts).
 * zod/mini, because the screen imports it.
 */
import * as z from "zod/mini";
import { checkTypedHttpUrl } from "~/capabilities/url/http-url";
import { typedHttpUrlField } from "~/capabilities/url/url-field";
import { LIVE_HREFLANG_MESSAGES } from "./live.content";


export interface LiveHreflangRequest {
  /** The page to start from (any version of the set), normalised. */
  url: string;
  /** A sitemap to read xhtml:link entries from; without it robots.txt `Sitemap:` lines and /sitemap.xml are tried. */
  sitemapUrl?: string | undefined;
}

export const liveHreflangRequestSchema = z.object(
  {
    url: typedHttpUrlField({ empty: LIVE_HREFLANG_MESSAGES.emptyUrl, invalid: LIVE_HREFLANG_MESSAGES.invalidUrl, tooLong: LIVE_HREFLANG_MESSAGES.urlTooLong }),
    sitemapUrl: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((value: unknown, context) => {
          if (
            value === undefined ||
            value === null ||
            (typeof value === "string" && value.trim() === "")
          )
            return undefined;
          const check = checkTypedHttpUrl(value, {
            empty: LIVE_HREFLANG_MESSAGES.invalidSitemapUrl,
            invalid: LIVE_HREFLANG_MESSAGES.invalidSitemapUrl,
            tooLong: LIVE_HREFLANG_MESSAGES.sitemapUrlTooLong,
          });
          if (check.ok) return check.url;
          context.issues.push({
            code: "custom",
            message: check.message,
            input: value,
          });
          return z.NEVER;
        }),
      ),
    ),
  },
  { error: LIVE_HREFLANG_MESSAGES.missingFields },
);
