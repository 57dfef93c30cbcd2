import { describe, expect, it } from "vitest";
import { abortLiveCheckWhen, cleanUpAfterEach, liveCheckEndpoint, liveItems, statusOnceFree } from "../../../tests/support/live-check";
import { multiHostPages, readLiveCheckToEnd, startMultiHostSite, type MultiHostOptions, type MultiHostSite } from "../../../tests/support/multi-host-site";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { LIVE_META_PATH, type LiveMetaPage, type LiveMetaResult } from "./live-schema";
import { createLiveMetaEndpoint } from "./live.server";

/*
 * Issue 28, items 1 and 2, through POST /api/live/meta over real HTTP on loopback: checks that
 * never ended and kept their CRAWL_MAX_JOBS slot (a request waiting for its host's turn that woke
 * after the stop left without passing the turn on), and the byte budget reserved 5 MB per request
 * before sending, so an eleventh request in flight ended the check with nothing read. The hosts
 * are loopback sites on different ports.
 */

type Line = LiveCheckLine<LiveMetaPage, LiveMetaResult>;

const defer = cleanUpAfterEach();
const { start: startApi, post } = liveCheckEndpoint(LIVE_META_PATH, createLiveMetaEndpoint);

async function sites(options: MultiHostOptions): Promise<MultiHostSite> {
  const site = await startMultiHostSite(options);
  defer(site.close);
  return site;
}

const byIndex = (lines: readonly Line[]): LiveMetaPage[] => liveItems(lines).sort((a, b) => a.index - b.index);

describe("POST /api/live/meta ends and frees its slot (issue 28, item 1)", () => {
  it("Durdur on a 20-address check on one host: the check ends and its slot is free again", async () => {
    const { hosts, requests } = await sites({ count: 1, latencyMs: 150 });
    const host = hosts[0] ?? "";
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, CRAWL_MAX_JOBS: "1" });
    const visitor = new AbortController();
    const response = await post(base, { urls: multiHostPages(host, 20) }, visitor.signal);
    expect(response.status).toBe(200);
    // Mid-way: some answered, four in flight, the rest waiting for the host's turn.
    await abortLiveCheckWhen<Line>(response, visitor, (line) => line.type === "progress" && line.done >= 4);
    expect(await statusOnceFree(() => post(base, { urls: multiHostPages(host, 1) }))).toBe(200);
    expect(requests[0]).toBeLessThan(20);
  });

  it("13 addresses on one host and 7 on others: the check ends with its result", async () => {
    const { hosts } = await sites({ count: 8, latencyMs: 100 });
    const [first = "", ...others] = hosts;
    const urls = [...multiHostPages(first, 13), ...others.map((host) => `http://${host}/page/0`)];
    const lines = await readLiveCheckToEnd<Line>(await startApi({ ANALYZER_ALLOWED_HOSTS: hosts.join(",") }), LIVE_META_PATH, { urls });
    expect(lines.at(-1)?.type).toBe("result");
    expect(byIndex(lines)).toHaveLength(20);
  });
});

describe("POST /api/live/meta counts the bytes it reads (issue 28, item 2)", () => {
  it("20 addresses over three hosts are all read: twelve requests in flight are not a data limit", async () => {
    const { hosts, requests } = await sites({ count: 3, latencyMs: 100 });
    const urls = hosts.flatMap((host, n) => multiHostPages(host, n === 2 ? 6 : 7));
    const lines = await readLiveCheckToEnd<Line>(await startApi({ ANALYZER_ALLOWED_HOSTS: hosts.join(",") }), LIVE_META_PATH, { urls });
    expect(lines.at(-1)).toEqual({ type: "result", result: { requested: 20, stopReason: null } });
    const items = byIndex(lines);
    expect(items.map((item) => item.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(items.every((item) => item.error === null)).toBe(true);
    expect(requests.reduce((sum, n) => sum + n, 0)).toBe(20);
  });
});
