import { describe, expect, it } from "vitest";
import { abortLiveCheckWhen, cleanUpAfterEach, liveCheckEndpoint, liveItems } from "../../../tests/support/live-check";
import { multiHostPages, readLiveCheckToEnd, startMultiHostSite, type MultiHostOptions, type MultiHostSite } from "../../../tests/support/multi-host-site";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { JOB_FOLLOW_API, type JobLine } from "~/shared/jobs";
import { LIVE_META_PATH, type LiveMetaPage, type LiveMetaResult } from "./live-schema";
import { createLiveMetaEndpoint } from "./live.server";

/*
 * Issue 28, items 1 and 2, through POST /api/live/meta over real HTTP on loopback: checks that
 * never ended and kept their run slot (a request waiting for its host's turn that woke after the
 * stop left without passing the turn on), and the byte budget reserved 5 MB per request
 * before sending, so an eleventh request in flight ended the check with nothing read. The hosts
 * are loopback sites on different ports.
 */

type Line = LiveCheckLine<LiveMetaPage, LiveMetaResult>;
/** A job's stream: its own lines (id, place in line), then the check's, each of these with its `seq`. */
type StreamLine = Line | JobLine;

const defer = cleanUpAfterEach();
const { start: startApi, post } = liveCheckEndpoint(LIVE_META_PATH, createLiveMetaEndpoint);

async function sites(options: MultiHostOptions): Promise<MultiHostSite> {
  const site = await startMultiHostSite(options);
  defer(site.close);
  return site;
}

/** The check's own lines. */
const checkLines = (lines: readonly StreamLine[]): Line[] => lines.filter((line): line is Line => line.type !== "job" && line.type !== "queued");

const byIndex = (lines: readonly StreamLine[]): LiveMetaPage[] => liveItems(checkLines(lines)).sort((a, b) => a.index - b.index);

describe("POST /api/live/meta ends and frees its slot (issue 28, item 1)", () => {
  it("Durdur on a 20-address check on one host: the check ends and its run slot is free again", async () => {
    // Slow enough that "Durdur" (seen by the run within its poll, ~400 ms) comes well before the check's end.
    const { hosts, requests } = await sites({ count: 1, latencyMs: 500 });
    const host = hosts[0] ?? "";
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, WORKER_CONCURRENCY: "1" });
    const visitor = new AbortController();
    const response = await post(base, { urls: multiHostPages(host, 20) }, visitor.signal);
    expect(response.status).toBe(200);
    let jobId = "";
    // Mid-way: some answered, four in flight, the rest waiting for the host's turn.
    await abortLiveCheckWhen<StreamLine>(response, visitor, (line) => {
      if (line.type === "job") jobId = line.jobId;
      return line.type === "progress" && line.done >= 4;
    });
    // The stopped check ends: its stream, followed again, closes with its result.
    const stopped = await readLiveCheckToEnd<StreamLine>(base, JOB_FOLLOW_API.path, { id: jobId, after: 0 });
    expect(stopped.at(-1)).toMatchObject({ type: "result", result: { requested: 20, stopReason: "cancelled" } });
    expect(requests[0]).toBeLessThan(20);
    // The same visitor may check again at once, and with one run slot in all, the check runs to its end.
    const next = await readLiveCheckToEnd<StreamLine>(base, LIVE_META_PATH, { urls: multiHostPages(host, 1) });
    expect(next.at(-1)).toMatchObject({ type: "result", result: { requested: 1, stopReason: null } });
  });

  it("13 addresses on one host and 7 on others: the check ends with its result", async () => {
    const { hosts } = await sites({ count: 8, latencyMs: 100 });
    const [first = "", ...others] = hosts;
    const urls = [...multiHostPages(first, 13), ...others.map((host) => `http://${host}/page/0`)];
    const lines = await readLiveCheckToEnd<StreamLine>(await startApi({ ANALYZER_ALLOWED_HOSTS: hosts.join(",") }), LIVE_META_PATH, { urls });
    expect(lines.at(-1)?.type).toBe("result");
    expect(byIndex(lines)).toHaveLength(20);
  });
});

describe("POST /api/live/meta counts the bytes it reads (issue 28, item 2)", () => {
  it("20 addresses over three hosts are all read: twelve requests in flight are not a data limit", async () => {
    const { hosts, requests } = await sites({ count: 3, latencyMs: 100 });
    const urls = hosts.flatMap((host, n) => multiHostPages(host, n === 2 ? 6 : 7));
    const lines = await readLiveCheckToEnd<StreamLine>(await startApi({ ANALYZER_ALLOWED_HOSTS: hosts.join(",") }), LIVE_META_PATH, { urls });
    expect(lines.at(-1)).toEqual({ type: "result", result: { requested: 20, stopReason: null }, seq: expect.any(Number) });
    const items = byIndex(lines);
    expect(items.map((item) => item.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(items.every((item) => item.error === null)).toBe(true);
    expect(requests.reduce((sum, n) => sum + n, 0)).toBe(20);
  });
});
