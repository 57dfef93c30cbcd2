import { createLiveCheckEndpoint, liveCheckServerEndpoint, type LiveCheckDefinition, type LiveCheckJobOptions, type LiveJob, liveCheckTool } from "~/capabilities/live-check/.server";
import type { JobEndpoint } from "~/.server/jobs/endpoints";
import { LIVE_META_API } from "./api-contract";
import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { liveMetaRequestSchema, type LiveMetaPage, type LiveMetaRequest, type LiveMetaResult } from "./live-schema";

/**
 * POST /api/live/meta `{ urls }`: "Sayfadan al" of the meta tool. Each address is requested once
 * (concurrently; the job keeps to four at once per host and to the live checks' limits) and its
 * title and description are streamed as soon as that address is done. Pixel widths are not
 * computed here: the screen measures them with the visitor's own fonts, as the editor does.
 */
export async function runLiveMeta(request: LiveMetaRequest, job: LiveJob<LiveMetaPage>): Promise<LiveMetaResult> {
  job.plan(request.urls.length);
  await Promise.all(
    request.urls.map(async (url, index) => {
      const page = await job.fetchPage(url);
      job.emit(toLiveMetaPage(index, page));
    }),
  );
  return { requested: request.urls.length, stopReason: job.stopReason };
}

export function toLiveMetaPage(index: number, page: FetchedPage): LiveMetaPage {
  return {
    index,
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    contentType: page.contentType,
    html: page.signals !== null,
    title: page.signals?.title ?? null,
    description: page.signals?.metaDescription ?? null,
    error: page.error?.message ?? null,
  };
}

const liveMetaDefinition = {
  name: "meta",
  contract: LIVE_META_API,
  schema: liveMetaRequestSchema,
  run: runLiveMeta,
} satisfies LiveCheckDefinition<LiveMetaRequest, LiveMetaPage, LiveMetaResult>;

export function createLiveMetaEndpoint(options: LiveCheckJobOptions = {}): JobEndpoint {
  return createLiveCheckEndpoint(liveMetaDefinition, options);
}

/** POST /api/live/meta as the site serves it. */
export const liveMetaEndpoint = liveCheckServerEndpoint(liveMetaDefinition);

/** The check as the live-check job runs it (app/job-kinds.server.ts). */
export const liveMetaTool = liveCheckTool(liveMetaDefinition);
