import { describe, expect, it } from "vitest";
import { META_LIVE_PAGES } from "../../../tests/support/fixture-routes/meta";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, liveCheckEndpoint, liveItems, readLiveLines } from "../../../tests/support/live-check";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import type { JobLine } from "~/shared/jobs";
import { LIVE_META_MESSAGES } from "./live-messages.content";
import { liveMetaRows } from "./live-rows";
import { LIVE_META_MAX_URLS, LIVE_META_PATH, type LiveMetaPage, type LiveMetaResult } from "./live-schema";
import { createLiveMetaEndpoint } from "./live.server";

/* POST /api/live/meta behind the server's own adapter on loopback, reading the fixture site's /meta-live/ pages. */

type Line = LiveCheckLine<LiveMetaPage, LiveMetaResult>;
/** A job's stream: its own lines (id, place in line), then the check's, each of these with its `seq`. */
type StreamLine = Line | JobLine;

cleanUpAfterEach();

const { start: startApi, post } = liveCheckEndpoint(LIVE_META_PATH, createLiveMetaEndpoint);
const readLines = (response: Response): Promise<StreamLine[]> => readLiveLines<StreamLine>(response);
/** The check's own lines. */
const checkLines = (lines: readonly StreamLine[]): Line[] => lines.filter((line): line is Line => line.type !== "job" && line.type !== "queued");

describe("POST /api/live/meta", () => {
  it("reads each page's title and description and streams one item per address", async () => {
    const site = await fixtureSite({ pages: 1 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const pages = META_LIVE_PAGES;
    const paths = [pages.good.path, pages.long.path, pages.missing.path, pages.notFound.path, pages.notHtml.path, pages.entities.path];
    const response = await post(base, { urls: paths.map((path) => `${origin}${path}`) });
    expect(response.status).toBe(200);
    const stream = await readLines(response);
    // The job's stream: its id first, then the check's lines (`started` first), each with its place in the sequence.
    expect(stream[0]?.type).toBe("job");
    const lines = checkLines(stream);
    expect(lines[0]).toEqual({ type: "started", seq: 1 });
    const last = lines.at(-1);
    expect(last).toEqual({ type: "result", result: { requested: 6, stopReason: null }, seq: expect.any(Number) });
    const progress = lines.filter((line) => line.type === "progress");
    expect(progress.at(-1)).toMatchObject({ done: 6, total: 6 });

    const items = liveItems(lines).sort((a, b) => a.index - b.index);
    expect(items.map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(items[0]).toEqual({
      index: 0,
      url: `${origin}${pages.good.path}`,
      finalUrl: `${origin}${pages.good.path}`,
      status: 200,
      contentType: "text/html",
      html: true,
      title: pages.good.title,
      description: pages.good.description,
      error: null,
    });
    expect(items[2]).toMatchObject({ status: 200, html: true, title: null, description: null });
    expect(items[3]).toMatchObject({ status: 404, html: true });
    expect(items[4]).toMatchObject({ status: 200, html: false, contentType: "application/json", title: null });
    expect(items[5]).toMatchObject({ title: pages.entities.title, description: pages.entities.description });

    // What the screen makes of them (widths from the Arial table here; the browser measures its own).
    const rows = liveMetaRows(items);
    expect(rows.map((row) => row.outcome)).toEqual(["ok", "ok", "ok", "http-status", "not-html", "ok"]);
    expect(rows[0]?.issues).toBe(0);
    expect(rows[1]?.title?.flags).toEqual(["too-long", "too-wide"]);
    expect(rows[1]?.description?.flags).toEqual(["too-long", "too-wide"]);
    expect(rows[2]?.title?.flags).toEqual(["missing"]);
    expect(rows[2]?.description?.flags).toEqual(["missing"]);
    expect(rows[5]?.issues).toBe(0);
  });

  it(`refuses more than ${LIVE_META_MAX_URLS} addresses with 400 and a Turkish message, before any request`, async () => {
    const site = await fixtureSite({ pages: 1 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const urls = Array.from({ length: LIVE_META_MAX_URLS + 1 }, (_, i) => `${origin}${META_LIVE_PAGES.good.path}?${i}`);
    const cases: [unknown, string][] = [
      [{ urls }, LIVE_META_MESSAGES.tooMany],
      [{}, LIVE_META_MESSAGES.missingFields],
      [{ urls: [] }, LIVE_META_MESSAGES.emptyList],
      [{ urls: ["javascript:alert(1)"] }, LIVE_META_MESSAGES.invalidUrl],
    ];
    await expectRefusedAsInvalid((body) => post(base, body), cases);
    expect(site.requests).toEqual([]);
  });

  it("never connects to a private address, and reports the refusal in the address's row", async () => {
    const site = await fixtureSite({ pages: 1 });
    const connects: string[] = [];
    const base = await startApi(
      { ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` },
      { fetch: { beforeConnect: ({ address, port }) => connects.push(`${address}:${port}`) } },
    );
    const lines = checkLines(
      await readLines(await post(base, { urls: ["http://10.0.0.1/", "http://127.0.0.1:9/", `http://127.0.0.1:${site.port}${META_LIVE_PAGES.good.path}`] })),
    );
    expect(lines.at(-1)?.type).toBe("result");
    const items = liveItems(lines).sort((a, b) => a.index - b.index);
    for (const refused of items.slice(0, 2)) {
      expect(refused).toMatchObject({ status: null, html: false, title: null });
      expect(refused.error).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
    expect(items[2]).toMatchObject({ status: 200, title: META_LIVE_PAGES.good.title });
    expect(new Set(connects)).toEqual(new Set([`127.0.0.1:${site.port}`]));
  });

  it("stops requesting when the visitor presses Durdur: nothing reaches the site after Durdur + 1 s", async () => {
    const site = await fixtureSite({ pages: 1, latencyMs: 300 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const controller = new AbortController();
    const urls = Array.from({ length: LIVE_META_MAX_URLS }, (_, i) => `${origin}${META_LIVE_PAGES.good.path}?${i}`);
    const response = await post(base, { urls }, controller.signal);
    const abortedAt = await abortLiveCheckWhen<Line>(response, controller, (line) => line.type === "progress" && line.items.length > 0);
    // A hang-catching bound, not a speed goal: the run sees "Durdur" within its poll (~400 ms) and
    // stops at once (a request already on its way lands); the bound is the issue's 1 s.
    await expectNoRequestAfter(site, abortedAt + 1000, 1200);
    expect(site.requests.length).toBeLessThan(LIVE_META_MAX_URLS);
  });
});
