import { createLiveCheckEndpoint, liveCheckServerEndpoint, type LiveCheckDefinition, liveCheckTool } from "~/capabilities/live-check/.server";
import type { JobEndpoint } from "~/.server/jobs/endpoints";
import { CANONICAL_LIVE_API } from "./api-contract";
import type { LiveCheckJobOptions, LiveJob } from "~/capabilities/live-check/.server";
import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { canonicalRow, followUpFetches } from "./live-check";
import type { CanonicalLiveResult, CanonicalLiveRow } from "./live-check";
import { canonicalLiveRequestSchema } from "./live-schema";
import type { CanonicalLiveRequest } from "./live-schema";

/**
 * POST /api/live/canonical `{ urls }`: the canonical tool's "Canlı kontrol". For each address
 * (at most CANONICAL_LIVE_MAX_URLS) the page, its canonical target and the page with campaign
 * parameters are fetched through the live-check job (SSRF guard on every hop, the crawler's
 * limits, at most four requests at once per host), and the URL's row is streamed as soon as its
 * own requests are in, so a bulk check shows rows as they finish and "Durdur" keeps them.
 *
 * Addresses are checked concurrently; one address is fetched once per check, whether the visitor
 * entered it or several pages name it as their canonical.
 */
export async function runCanonicalLiveCheck(request: CanonicalLiveRequest, job: LiveJob<CanonicalLiveRow>): Promise<CanonicalLiveResult> {
  const fetches = new Map<string, Promise<FetchedPage>>();
  const fetchOnce = (url: string): Promise<FetchedPage> => {
    const key = new URL(url).href;
    let pending = fetches.get(key);
    if (!pending) {
      job.plan(1);
      pending = job.fetchPage(key);
      fetches.set(key, pending);
    }
    return pending;
  };

  let checked = 0;
  await Promise.all(
    request.urls.map(async (url, index) => {
      const page = await fetchOnce(url);
      const next = followUpFetches(page);
      const [target, parameter] = await Promise.all([
        next.target === null ? null : fetchOnce(next.target),
        next.parameter === null ? null : fetchOnce(next.parameter),
      ]);
      // Nobody reads rows of a cancelled check; a limit's rows still say which request it stopped.
      if (job.stopReason === "cancelled") return;
      checked += 1;
      job.emit(canonicalRow({ index, page, target, parameter }));
    }),
  );
  return { checked, stopReason: job.stopReason };
}

const canonicalLiveDefinition = {
  name: "canonical",
  contract: CANONICAL_LIVE_API,
  schema: canonicalLiveRequestSchema,
  run: runCanonicalLiveCheck,
} satisfies LiveCheckDefinition<CanonicalLiveRequest, CanonicalLiveRow, CanonicalLiveResult>;

export function createCanonicalLiveEndpoint(options: LiveCheckJobOptions = {}): JobEndpoint {
  return createLiveCheckEndpoint<CanonicalLiveRequest, CanonicalLiveRow, CanonicalLiveResult>(
    canonicalLiveDefinition,
    options,
  );
}

/** POST /api/live/canonical as the site serves it. */
export const canonicalLiveEndpoint = liveCheckServerEndpoint(canonicalLiveDefinition);

/** The check as the live-check job runs it (app/job-kinds.server.ts). */
export const canonicalLiveTool = liveCheckTool(canonicalLiveDefinition);
