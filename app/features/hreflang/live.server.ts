import { createLiveCheckEndpoint, liveCheckServerEndpoint, type LiveCheckDefinition, type LiveCheckJobOptions, type LiveJob, liveCheckTool } from "~/capabilities/live-check/.server";
import type { JobEndpoint } from "~/.server/jobs/endpoints";
import { LIVE_HREFLANG_API } from "./api-contract";
import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { checkHreflangLive, newAlternates, normalizeUrl, type HreflangLiveItem, type HreflangLiveResult } from "./live-check";
import { LIVE_HREFLANG_MAX_ALTERNATES } from "./live.content";
import { liveHreflangRequestSchema, type LiveHreflangRequest } from "./live-schema";
import { readSitemapAnnotations } from "./live-sitemap.server";

/**
 * The hreflang "Canlı doğrula" check: the start page and its sitemap entries (at the same time),
 * then every address the set names, round by round as pages name new ones, at most
 * LIVE_HREFLANG_MAX_ALTERNATES besides the start page (the rest are reported as not fetched).
 * Every request goes through the job: SSRF guard (a private address is refused and reported),
 * limits, cancel.
 */
export async function runHreflangLive(request: LiveHreflangRequest, job: LiveJob<HreflangLiveItem>): Promise<HreflangLiveResult> {
  const startUrl = normalizeUrl(request.url);
  const fetchOne = async (url: string): Promise<FetchedPage> => {
    const page = await job.fetchPage(url);
    job.emit({ url, status: page.status });
    return page;
  };
  job.plan(1);
  const [startPage, read] = await Promise.all([fetchOne(startUrl), readSitemapAnnotations(job, startUrl, request.sitemapUrl)]);
  const sitemap = read.url === null ? null : { url: read.url, annotations: read.annotations };

  const pages: FetchedPage[] = [startPage];
  const known = new Set([startUrl]);
  const capped: string[] = [];
  let frontier: FetchedPage[] = [startPage];
  while (frontier.length > 0 && job.stopReason === null) {
    const next = newAlternates(frontier, sitemap, known);
    for (const url of next) known.add(url);
    const room = Math.max(0, LIVE_HREFLANG_MAX_ALTERNATES - (pages.length - 1));
    const batch = next.slice(0, room);
    capped.push(...next.slice(room));
    job.plan(batch.length);
    frontier = await Promise.all(batch.map(fetchOne));
    pages.push(...frontier);
  }
  return checkHreflangLive({ startUrl, pages, sitemap, sitemapNotes: read.notes, capped, stopReason: job.stopReason });
}

const liveHreflangDefinition = {
  name: "hreflang",
  contract: LIVE_HREFLANG_API,
  schema: liveHreflangRequestSchema,
  run: runHreflangLive,
} satisfies LiveCheckDefinition<LiveHreflangRequest, HreflangLiveItem, HreflangLiveResult>;

export function createHreflangLiveEndpoint(options?: LiveCheckJobOptions): JobEndpoint {
  return createLiveCheckEndpoint<LiveHreflangRequest, HreflangLiveItem, HreflangLiveResult>(
    liveHreflangDefinition,
    options,
  );
}

/** POST /api/live/hreflang. */
export const liveHreflangEndpoint = liveCheckServerEndpoint(liveHreflangDefinition);

/** The check as the live-check job runs it (app/job-kinds.server.ts). */
export const liveHreflangTool = liveCheckTool(liveHreflangDefinition);
