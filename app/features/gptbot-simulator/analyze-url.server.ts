import type { PageAnalysis } from "~/features/gptbot-simulator/types";
import { fetchRobotsTxt } from "~/.server/safe-fetch/robots";
import type { RobotsFetchResult } from "~/.server/safe-fetch/robots";
import { HTML_CONTENT_TYPES, safeFetch } from "~/.server/safe-fetch/safe-fetch";
import type { SafeFetchOptions } from "~/.server/safe-fetch/safe-fetch";
import type { AnalysisPool } from "./analysis-pool.server";

/**
 * Server side of the bot simulator: fetch the page through the SSRF guard, fetch robots.txt of
 * the origin the page finally came from (after redirects), run the pure analysis in the worker
 * pool (bounded CPU time). Errors are SafeFetchError from the page fetch or PageAnalysisError from
 * the analysis; robots.txt problems never fail the analysis.
 */

export const ROBOTS_TIMEOUT_MS = 5_000;

export interface UrlAnalysis {
  analysis: PageAnalysis;
  robots: RobotsFetchResult;
  finalUrl: string;
  status: number;
  redirects: string[];
}

export async function analyzeUrl(
  url: string,
  pool: AnalysisPool,
  options: Omit<SafeFetchOptions, "acceptContentTypes"> = {},
): Promise<UrlAnalysis> {
  // The place is held from the fetch on: a fetched page (up to 5 MB) counts against the pool's
  // capacity as much as its analysis does. Throws PageAnalysisError("busy") when the pool is full.
  const slot = pool.reserve();
  try {
    const page = await safeFetch(url, { ...options, acceptContentTypes: HTML_CONTENT_TYPES });
    const robots = await fetchRobotsTxt(page.finalUrl, {
      ...options,
      timeoutMs: Math.min(options.timeoutMs ?? ROBOTS_TIMEOUT_MS, ROBOTS_TIMEOUT_MS),
    });
    // Unreachable robots.txt (5xx, timeout) is reported as "not checked" rather than guessed.
    const robotsTxt = robots.kind === "found" ? robots.body : robots.kind === "missing" ? null : undefined;
    const analysis = await slot.analyze(
      {
        url: page.finalUrl,
        html: page.body,
        headers: page.headers,
        ...(robotsTxt === undefined ? {} : { robotsTxt }),
      },
      options.signal,
    );
    return { analysis, robots, finalUrl: page.finalUrl, status: page.status, redirects: page.redirects };
  } finally {
    slot.release();
  }
}
