import { SafeFetchError } from "./errors";
import { safeFetch } from "./safe-fetch";
import type { SafeFetchOptions } from "./safe-fetch";

/**
 * robots.txt retrieval for the analyzer, with RFC 9309 §2.3.1 status semantics:
 * 4xx → "unavailable", crawlers may access everything (`missing`); 5xx or no answer →
 * "unreachable", crawlers must assume complete disallow (`unreachable`). The caller decides how
 * to present the latter; `evaluateAiCrawlers(null, …)` covers the `missing` case.
 */

/** RFC 9309 asks parsers to read at least 500 KiB; more is not needed. */
export const ROBOTS_MAX_BYTES = 500 * 1024;

export type RobotsFetchResult =
  | { kind: "found"; url: string; body: string }
  | { kind: "missing"; url: string; status: number }
  | { kind: "unreachable"; url: string; error: SafeFetchError };

export function robotsTxtUrl(pageUrl: string | URL): string {
  return new URL("/robots.txt", pageUrl).href;
}

export async function fetchRobotsTxt(
  pageUrl: string | URL,
  options: Omit<SafeFetchOptions, "acceptContentTypes"> = {},
): Promise<RobotsFetchResult> {
  const url = robotsTxtUrl(pageUrl);
  try {
    const result = await safeFetch(url, { ...options, maxBytes: options.maxBytes ?? ROBOTS_MAX_BYTES });
    return { kind: "found", url, body: result.body };
  } catch (error) {
    if (error instanceof SafeFetchError) {
      if (error.code === "http_status" && error.status !== undefined && error.status >= 400 && error.status < 500) {
        return { kind: "missing", url, status: error.status };
      }
      // A robots.txt larger than the cap is still a robots.txt; RFC 9309 lets parsers stop at the cap,
      // but safeFetch discards the body, so the file is treated as unreachable rather than guessed.
      return { kind: "unreachable", url, error };
    }
    throw error;
  }
}
