import { feedInTurns } from "~/.server/cpu-turns";
import type { SafeFetchResult } from "~/.server/safe-fetch";
import type { AuditPage } from "../audit-page";
import { pageRecordReader } from "../page-record";

/**
 * The page record of one page fetched on its own (the Googlebot probe, the monitor's re-read of a
 * page), read in turns so a large page never holds the event loop.
 */
export async function recordOfFetchedPage(url: string, answer: SafeFetchResult): Promise<AuditPage> {
  const reader = pageRecordReader({
    url,
    finalUrl: answer.finalUrl,
    status: answer.status,
    redirects: answer.redirects,
    source: "start",
    foundOn: null,
    headers: answer.headers,
    transferBytes: answer.body.length,
    htmlChars: answer.body.length,
    ttfbMs: answer.ttfbMs,
  });
  await feedInTurns(answer.body, reader.write);
  return reader.finish();
}
