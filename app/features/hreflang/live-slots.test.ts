import { describe, expect, it } from "vitest";
import { cleanUpAfterEach, startLiveCheckApi } from "../../../tests/support/live-check";
import { multiHostHreflangSet, readLiveCheckToEnd, startMultiHostSite } from "../../../tests/support/multi-host-site";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import type { HreflangLiveItem, HreflangLiveResult } from "./live-check";
import { LIVE_HREFLANG_MAX_ALTERNATES } from "./live.content";
import { createHreflangLiveEndpoint } from "./live.server";

/*
 * Issue 28, item 1, through POST /api/live/hreflang over real HTTP on loopback: a set whose
 * alternates span more than ten hosts never ended (the eleventh request in flight spent the
 * reserved byte budget, the stop left the requests waiting for a host's turn waiting forever).
 */

type Line = LiveCheckLine<HreflangLiveItem, HreflangLiveResult>;

const PATH = "/api/live/hreflang";
/** Versions on the start page's host: more than the four requests a host gets at once, so some wait. */
const ON_FIRST_HOST = 12;

const defer = cleanUpAfterEach();

describe("POST /api/live/hreflang across many hosts (issue 28, item 1)", () => {
  it("a set whose alternates span eleven hosts ends with its result, every version read", async () => {
    const site = await startMultiHostSite({ count: 11, latencyMs: 50, hreflangOnFirst: ON_FIRST_HOST });
    defer(site.close);
    const versions = multiHostHreflangSet(site.hosts, ON_FIRST_HOST);
    expect(versions.length - 1).toBeLessThanOrEqual(LIVE_HREFLANG_MAX_ALTERNATES);
    const base = await startLiveCheckApi({ path: PATH, handler: createHreflangLiveEndpoint(), env: { ANALYZER_ALLOWED_HOSTS: site.hosts.join(",") } });
    const lines = await readLiveCheckToEnd<Line>(base, PATH, { url: versions[0] });
    const last = lines.at(-1);
    if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
    expect(last.result.pages.map((page) => page.url).sort()).toEqual([...versions].sort());
    expect(last.result.clusterProblems.map((problem) => problem.code)).not.toContain("stopped");
  });
});
