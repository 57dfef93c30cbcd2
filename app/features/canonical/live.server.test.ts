import { describe, expect, it } from "vitest";
import { CANONICAL_FIXTURE_PRIVATE_TARGET } from "../../../tests/support/fixture-routes/canonical";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, liveCheckEndpoint, liveItems, liveResult, readLiveLines, startCanary } from "../../../tests/support/live-check";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { withTestParameters, type CanonicalLiveResult, type CanonicalLiveRow, type FindingCode } from "./live-check";
import { CANONICAL_LIVE_MAX_URLS, CANONICAL_LIVE_MESSAGES } from "./live.content";
import { createCanonicalLiveEndpoint } from "./live.server";

/* POST /api/live/canonical behind the server's own adapter on loopback, against the fixture site's /canonical-live/ cases. */

type Line = LiveCheckLine<CanonicalLiveRow, CanonicalLiveResult>;
const PATH = "/api/live/canonical";
const BLOCKED = "Bu adres özel/yerel bir ağa işaret ettiği için analiz edilemez.";

cleanUpAfterEach();

const { start: startApi, post } = liveCheckEndpoint(PATH, createCanonicalLiveEndpoint);
const readLines = (response: Response): Promise<Line[]> => readLiveLines<Line>(response);

describe("POST /api/live/canonical", () => {
  it("checks every fixture case and streams one row per URL with its verdict", async () => {
    // Slow enough that the check spans several progress lines (at most one every 250 ms).
    const site = await fixtureSite({ pages: 1, latencyMs: 100 });
    const origin = `http://127.0.0.1:${site.port}`;
    const at = (name: string): string => `${origin}/canonical-live/${name}`;
    const connects: string[] = [];
    const base = await startApi(
      { ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` },
      { fetch: { beforeConnect: ({ address, port }) => connects.push(`${address}:${port}`) } },
    );
    const cases: [string, FindingCode[], string][] = [
      ["consistent", [], "Sinyaller tutarlı"],
      ["header-mismatch", ["header-mismatch"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["chain-start", ["redirected", "redirect-chain", "temporary-redirect"], "Sinyaller kısmen tutarlı: 3 uyarı"],
      ["moved", ["redirected"], "Sinyaller kısmen tutarlı: 1 uyarı"],
      ["to-redirect", ["canonical-elsewhere", "target-redirects"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["to-404", ["canonical-elsewhere", "target-status"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["to-canonicalised", ["canonical-elsewhere", "target-canonicalised"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["noindex-canonical", ["noindex-elsewhere"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["relative", ["relative-canonical"], "Sinyaller tutarlı"],
      ["echo-params", ["parameter-echoed"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["og-mismatch", ["og-url-mismatch"], "Sinyaller kısmen tutarlı: 1 uyarı"],
      ["two-canonicals", ["multiple-canonicals"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
      ["private-target", ["canonical-elsewhere", "target-failed"], "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun"],
    ];
    const response = await post(base, { urls: cases.map(([name]) => at(name)) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = await readLines(response);
    // The job's stream: its id first, then the check's lines from `started` on, in order.
    const stream = lines as unknown as { type: string; jobId?: unknown; seq?: unknown }[];
    expect(stream[0]).toEqual({ type: "job", jobId: expect.any(String) });
    const toolLines = stream.filter((line) => line.type !== "job" && line.type !== "queued");
    expect(toolLines[0]?.type).toBe("started");
    const seqs = toolLines.map((line) => line.seq as number);
    expect(seqs.every((seq, index) => Number.isInteger(seq) && (index === 0 || seq > (seqs[index - 1] ?? 0)))).toBe(true);
    const rows = liveItems(lines);
    expect(liveResult(lines)).toEqual({ checked: cases.length, stopReason: null });
    expect(rows).toHaveLength(cases.length);
    // Rows came with several progress lines, as they finished, not all at the end.
    expect(lines.filter((line) => line.type === "progress" && line.items.length > 0).length).toBeGreaterThan(1);

    const byUrl = new Map(rows.map((row) => [row.url, row]));
    for (const [index, [name, codes, summary]] of cases.entries()) {
      const row = byUrl.get(at(name));
      expect(row?.index, name).toBe(index);
      expect(row?.findings.map((f) => f.code), name).toEqual(codes);
      expect(row?.verdict.summary, name).toBe(summary);
      for (const f of row?.findings ?? []) expect(f.fix.length, `${name} ${f.code}`).toBeGreaterThan(10);
    }

    expect(byUrl.get(at("consistent"))).toMatchObject({ selfCanonical: true, ogUrl: at("consistent"), parameterTest: { canonical: at("consistent") } });
    expect(byUrl.get(at("header-mismatch"))).toMatchObject({ htmlCanonical: at("header-mismatch"), headerCanonical: at("elsewhere") });
    expect(byUrl.get(at("chain-start"))).toMatchObject({
      finalUrl: at("chain-end"),
      redirects: [
        { url: at("chain-start"), status: 301 },
        { url: at("chain-middle"), status: 302 },
      ],
    });
    // The address checked redirects (301 to a consistent page): the finding names where to link instead.
    const moved = byUrl.get(at("moved"))?.findings.find((f) => f.code === "redirected");
    expect(moved?.message).toContain(at("consistent"));
    expect(moved?.fix).toContain(at("consistent"));
    expect(byUrl.get(at("to-redirect"))?.target).toMatchObject({ url: at("moved"), finalUrl: at("consistent"), redirects: [{ url: at("moved"), status: 301 }] });
    expect(byUrl.get(at("to-404"))?.target).toMatchObject({ status: 404 });
    expect(byUrl.get(at("to-canonicalised"))?.target).toMatchObject({ canonical: at("consistent") });
    expect(byUrl.get(at("relative"))).toMatchObject({ canonicalHref: "/canonical-live/relative", htmlCanonical: at("relative") });
    expect(byUrl.get(at("echo-params"))?.parameterTest?.canonical).toBe(withTestParameters(at("echo-params")));
    // The private canonical target was refused before any connection, and said so.
    expect(byUrl.get(at("private-target"))?.target).toMatchObject({ url: CANONICAL_FIXTURE_PRIVATE_TARGET, status: null, error: BLOCKED });
    expect(new Set(connects)).toEqual(new Set([`127.0.0.1:${site.port}`]));
  });

  it("fetches a shared canonical target once, and asks for the parameter variant with the query appended", async () => {
    const site = await fixtureSite({ pages: 1 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    // Three pages name /canonical-live/consistent as canonical; one of them is that page itself.
    const urls = ["consistent", "duplicate", "noindex-canonical", "consistent?renk=siyah"].map((name) => `${origin}/canonical-live/${name}`);
    const lines = await readLines(await post(base, { urls }));
    expect(liveItems(lines)).toHaveLength(4);
    const seen = site.requests.map((request) => request.path);
    // /canonical-live/consistent: once for the page (also the target of the other three), once for
    // its parameter variant, once for "?renk=siyah" and once for that one's variant.
    expect(seen.filter((path) => path === "/canonical-live/consistent")).toHaveLength(4);
    expect(seen.filter((path) => path === "/canonical-live/duplicate")).toHaveLength(2);
    const variant = liveItems(lines).find((row) => row.url.endsWith("renk=siyah"))?.parameterTest;
    expect(variant?.url).toBe(`${origin}/canonical-live/consistent?renk=siyah&utm_source=test&gclid=test`);
    expect(variant?.canonical).toBe(`${origin}/canonical-live/consistent`);
  });

  it("refuses an address on a private network without connecting, and reports it in the row", async () => {
    const canary = await startCanary();
    const site = await fixtureSite({ pages: 1 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const canaryUrl = `http://127.0.0.1:${canary.port}/canonical-live/consistent`;

    const lines = await readLines(await post(base, { urls: [canaryUrl, "http://10.0.0.1/", "http://[::1]/"] }));
    const rows = liveItems(lines);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.verdict).toEqual({ level: "failed", summary: "Sayfa kontrol edilemedi" });
      expect(row.findings.map((f) => f.code)).toEqual(["fetch-failed"]);
      expect(row.error).toBe(BLOCKED);
      expect(row.parameterTest).toBeNull();
    }
    expect(canary.hits).toEqual([]);
    expect(site.requests).toEqual([]);
  });

  it(`refuses ${CANONICAL_LIVE_MAX_URLS + 1} addresses, a bad one and an empty list with a Turkish 400, before any request`, async () => {
    const site = await fixtureSite({ pages: 1 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const many = Array.from({ length: CANONICAL_LIVE_MAX_URLS + 1 }, (_, n) => `http://127.0.0.1:${site.port}/canonical-live/consistent?n=${n}`);
    const cases: [unknown, string][] = [
      [{ urls: many }, CANONICAL_LIVE_MESSAGES.tooMany],
      [{ urls: ["https://ornek.com/", "javascript:alert(1)"] }, CANONICAL_LIVE_MESSAGES.invalid(2)],
      [{ urls: [] }, CANONICAL_LIVE_MESSAGES.empty],
      [{}, CANONICAL_LIVE_MESSAGES.empty],
    ];
    await expectRefusedAsInvalid((body) => post(base, body), cases);
    expect(site.requests).toEqual([]);
  });

  it("reports the requests a limit refused in their rows, and the limit in the result", async () => {
    const site = await fixtureSite({ pages: 1 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` }, { limits: { maxRequests: 3 } });
    const urls = ["consistent", "og-mismatch", "relative"].map((name) => `${origin}/canonical-live/${name}`);
    const lines = await readLines(await post(base, { urls }));
    expect(liveResult(lines)).toEqual({ checked: 3, stopReason: "request-limit" });
    const rows = liveItems(lines);
    expect(site.requests).toHaveLength(3);
    // The three pages were fetched; their parameter variants were refused and say why.
    for (const row of rows) {
      expect(row.status).toBe(200);
      expect(row.findings.find((f) => f.code === "parameter-failed")?.message).toContain("en fazla 3 istek");
    }
  });

  it("stops requesting when the visitor presses Durdur: nothing reaches the site a second after it", async () => {
    const site = await fixtureSite({ pages: 1, latencyMs: 300 });
    const origin = `http://127.0.0.1:${site.port}`;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` });
    const urls = Array.from({ length: CANONICAL_LIVE_MAX_URLS }, (_, n) => `${origin}/canonical-live/to-404?n=${n}`);
    const controller = new AbortController();
    const response = await post(base, { urls }, controller.signal);
    const abortedAt = await abortLiveCheckWhen<Line>(response, controller, (line) => line.type === "progress" && line.done >= 2);
    const beforeStop = site.requests.filter((request) => request.at <= abortedAt).length;
    // The bound, a hang-catching one: "Durdur" reaches the running job within its poll
    // (400 ms), and a request already on its way lands at once; nothing may come a second after.
    await expectNoRequestAfter(site, abortedAt + 1000, 1500);
    // 20 pages, their variants and the shared target would be 41 requests; after "Durdur" at most
    // the four at a time started while it reached the job (300 ms each, a 400 ms poll): two rounds.
    expect(site.requests.length).toBeLessThanOrEqual(beforeStop + 8);
    expect(site.requests.length).toBeLessThan(41);
    // At most four at once to the one host.
    expect(site.peakOpen()).toBeLessThanOrEqual(4);
  });
});
