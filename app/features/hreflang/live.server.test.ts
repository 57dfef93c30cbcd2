import { describe, expect, it } from "vitest";
import { HREFLANG_FIXTURE_MANY } from "../../../tests/support/fixture-routes/hreflang";
import {
  abortLiveCheckWhen,
  cleanUpAfterEach,
  expectNoRequestAfter,
  fixtureSite,
  leaveJobWhen,
  liveItems,
  liveResult,
  postLiveCheck,
  readLiveLines,
  runLiveCheck,
  startCanary,
  startLiveCheckApi,
  type LiveFixtureSite,
} from "../../../tests/support/live-check";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { JOB_FOLLOW_API } from "~/shared/jobs";
import type { HreflangLiveItem, HreflangLiveResult, HreflangPageReport } from "./live-check";
import { LIVE_HREFLANG_MAX_ALTERNATES, LIVE_HREFLANG_MESSAGES } from "./live.content";
import { fixPackText } from "./live-fix-pack";
import { createHreflangLiveEndpoint } from "./live.server";

/* POST /api/live/hreflang behind the server's own adapter, checking the fixture site's hreflang sets. */

const PATH = "/api/live/hreflang";
type Line = LiveCheckLine<HreflangLiveItem, HreflangLiveResult>;

cleanUpAfterEach();

/** The fixture site, and the endpoint allowed to fetch it. */
async function setup(options: Parameters<typeof fixtureSite>[0] = { pages: 2 }): Promise<{ site: LiveFixtureSite; origin: string; base: string }> {
  const site = await fixtureSite(options);
  const base = await startLiveCheckApi({ path: PATH, handler: createHreflangLiveEndpoint(), env: { ANALYZER_ALLOWED_HOSTS: site.host } });
  return { site, origin: site.origin, base };
}

const post = (base: string, body: unknown, signal?: AbortSignal): Promise<Response> => postLiveCheck(base, PATH, body, signal);
const check = (base: string, body: unknown) => runLiveCheck<HreflangLiveItem, HreflangLiveResult>(base, PATH, body);

function page(result: HreflangLiveResult, url: string): HreflangPageReport {
  const found = result.pages.find((report) => report.url === url);
  if (!found) throw new Error(`no report for ${url}: ${result.pages.map((report) => report.url).join(", ")}`);
  return found;
}

const codes = (report: HreflangPageReport): string[] => report.problems.map((problem) => problem.code);

describe("POST /api/live/hreflang", () => {
  it("a good set: every page lists every version and itself, x-default present, nothing to fix; progress counts the alternates", async () => {
    const { base, origin, site } = await setup();
    const { lines, result } = await check(base, { url: `${origin}/hreflang/good/tr` });
    expect(result.columns.map((column) => column.value)).toEqual(["tr", "en", "x-default"]);
    expect(result.pages.map((report) => report.url)).toEqual([`${origin}/hreflang/good/tr`, `${origin}/hreflang/good/en`, `${origin}/hreflang/good/`]);
    expect(result.pages.map((report) => report.verdict)).toEqual(["ok", "ok", "ok"]);
    expect(result.clusterProblems).toEqual([]);
    expect(result.fixPack.pages).toEqual([]);
    expect(page(result, `${origin}/hreflang/good/en`).cells.map((cell) => cell.status)).toEqual(["ok", "self", "ok"]);
    // Streamed: every page as an item, progress that reached its total.
    const items = liveItems(lines);
    expect(items.map((item) => item.url).sort()).toEqual(result.pages.map((report) => report.url).sort());
    const progress = lines.filter((line) => line.type === "progress").at(-1);
    expect(progress?.type === "progress" && progress.done === progress.total && progress.total >= 3).toBe(true);
    // The sitemap was looked for through robots.txt and at /sitemap.xml.
    const paths = site.requests.map((request) => request.path);
    expect(paths).toEqual(expect.arrayContaining(["/robots.txt", "/sitemap_index.xml", "/sitemap.xml"]));
  });

  it("a missing return link, wrong codes, a 404, noindex and canonical elsewhere, a Link header, an <html lang> mismatch", async () => {
    const { base, origin } = await setup();

    const ret = (await check(base, { url: `${origin}/hreflang/return/tr` })).result;
    expect(codes(page(ret, `${origin}/hreflang/return/en`))).toEqual(["missing-return"]);
    expect(page(ret, `${origin}/hreflang/return/en`).problems[0]?.message).toContain(`Dönüş bağlantısı eksik: ${origin}/hreflang/return/tr`);
    expect(ret.fixPack.pages).toEqual([{ url: `${origin}/hreflang/return/en`, missing: [{ hreflang: "tr", href: `${origin}/hreflang/return/tr` }] }]);

    const codesSet = (await check(base, { url: `${origin}/hreflang/codes/uk` })).result;
    const uk = page(codesSet, `${origin}/hreflang/codes/uk`);
    expect(uk.problems.map((problem) => problem.message)).toEqual([
      '"en-UK" geçerli bir hreflang değeri değil: bölge kısmı ISO 3166-1 alpha-2 ülke kodu değil. Doğrusu: en-GB.',
      '"tr_TR" geçerli bir hreflang değeri değil: parçalar alt çizgiyle ayrılmış; hreflang kısa çizgi kullanır. Doğrusu: tr-TR.',
    ]);
    expect(fixPackText(codesSet.fixPack.pages, "html")).toContain(`<link rel="alternate" hreflang="en-GB" href="${origin}/hreflang/codes/uk">`);
    expect(codesSet.fixPack.set.map((link) => link.hreflang)).toEqual(["en-GB", "tr-TR", "x-default"]);

    const broken = (await check(base, { url: `${origin}/hreflang/broken/tr` })).result;
    const de = page(broken, `${origin}/hreflang/broken/de`);
    expect(de.status).toBe(404);
    expect(codes(de)).toEqual(["http-status"]);
    expect(de.cells.every((cell) => cell.status === "unread")).toBe(true);
    expect(broken.fixPack.leftOut).toEqual([`${origin}/hreflang/broken/de`]);

    const index = (await check(base, { url: `${origin}/hreflang/index/tr` })).result;
    expect(codes(page(index, `${origin}/hreflang/index/en`))).toEqual(["noindex"]);
    expect(codes(page(index, `${origin}/hreflang/index/fr`))).toEqual(["canonical-elsewhere"]);
    expect(page(index, `${origin}/hreflang/index/tr`).verdict).toBe("ok");

    const header = (await check(base, { url: `${origin}/hreflang/header/en` })).result;
    expect(header.pages.map((report) => [report.verdict, report.sources])).toEqual([
      ["ok", ["header"]],
      ["ok", ["header"]],
    ]);

    const lang = (await check(base, { url: `${origin}/hreflang/lang/tr` })).result;
    expect(codes(page(lang, `${origin}/hreflang/lang/tr`))).toEqual(["lang-mismatch"]);
    expect(page(lang, `${origin}/hreflang/lang/en`).verdict).toBe("ok");
  });

  it("reads xhtml:link entries from the sitemap the visitor names", async () => {
    const { base, origin } = await setup();
    const { result } = await check(base, { url: `${origin}/hreflang/map/en`, sitemapUrl: `${origin}/hreflang/sitemap.xml` });
    expect(result.sitemapUrl).toBe(`${origin}/hreflang/sitemap.xml`);
    expect(result.pages.map((report) => [report.url, report.verdict, report.sources])).toEqual([
      [`${origin}/hreflang/map/en`, "ok", ["sitemap"]],
      [`${origin}/hreflang/map/tr`, "ok", ["sitemap"]],
    ]);
  });

  it("does not fetch an alternate on a private, link-local or unlisted loopback address, and says so", async () => {
    const canary = await startCanary();
    const canaryPort = canary.port;
    const { base, origin } = await setup();
    const start = `${origin}/hreflang/private/tr?canary=${canaryPort}`;
    const { result } = await check(base, { url: start });
    const blocked = result.pages.filter((report) => report.url !== start);
    expect(blocked.map((report) => report.url).sort()).toEqual(
      [`http://127.0.0.1:${canaryPort}/hreflang/en`, "http://10.0.0.7/de", "http://169.254.169.254/latest/meta-data/"].sort(),
    );
    for (const report of blocked) {
      expect(report.status).toBeNull();
      expect(report.verdict).toBe("unread");
      expect(codes(report)).toEqual(["unreachable"]);
      expect(report.problems[0]?.message).toMatch(/^Sayfa açılamadı: \S/);
    }
    expect(canary.hits).toEqual([]);
  });

  it(`reads at most ${LIVE_HREFLANG_MAX_ALTERNATES} alternates and names the rest`, async () => {
    const { base, origin, site } = await setup();
    const { result } = await check(base, { url: `${origin}/hreflang/many/0` });
    expect(result.pages).toHaveLength(LIVE_HREFLANG_MAX_ALTERNATES + 1);
    expect(result.capped).toHaveLength(HREFLANG_FIXTURE_MANY - 1 - LIVE_HREFLANG_MAX_ALTERNATES);
    expect(result.clusterProblems.map((problem) => problem.code)).toContain("capped");
    expect(site.requests.filter((request) => request.path.startsWith("/hreflang/many/"))).toHaveLength(LIVE_HREFLANG_MAX_ALTERNATES + 1);
  });

  it("stops sending requests when the visitor presses Durdur: nothing reaches the site a second after it", async () => {
    const { base, origin, site } = await setup({ pages: 2, latencyMs: 150 });
    const controller = new AbortController();
    const response = await post(base, { url: `${origin}/hreflang/many/0` }, controller.signal);
    const alternates = (): number => site.requests.filter((request) => /^\/hreflang\/many\/[1-9]/.test(request.path)).length;
    // Once alternates are being fetched, "Durdur".
    const abortedAt = await abortLiveCheckWhen<Line>(response, controller, () => alternates() > 0);
    const beforeStop = site.requests.filter((request) => request.at <= abortedAt).length;
    // The bound, a hang-catching one: "Durdur" reaches the running job within its poll
    // (400 ms), and a request already on its way lands at once; nothing may come a second after.
    await expectNoRequestAfter(site, abortedAt + 1000, 1500);
    // The full check would read 51 pages of the set; after "Durdur" at most the four at a time
    // started while it reached the job (150 ms each, a 400 ms poll): three rounds.
    expect(site.requests.length).toBeLessThanOrEqual(beforeStop + 12);
    expect(site.requests.filter((request) => request.path.startsWith("/hreflang/many/")).length).toBeLessThan(LIVE_HREFLANG_MAX_ALTERNATES + 1);
  });

  it("runs on when the visitor leaves the page: its stream is followed again by its id, to the result", async () => {
    const { base, origin, site } = await setup({ pages: 2, latencyMs: 20 });
    const controller = new AbortController();
    const response = await post(base, { url: `${origin}/hreflang/many/0` }, controller.signal);
    const { jobId } = await leaveJobWhen<Line>(response, controller, (line) => line.type === "started");
    expect(jobId).not.toBeNull();
    const followed = await postLiveCheck(base, JOB_FOLLOW_API.path, { id: jobId, after: 0 });
    expect(followed.status).toBe(200);
    const lines = await readLiveLines<Line>(followed);
    expect(liveResult(lines).pages).toHaveLength(LIVE_HREFLANG_MAX_ALTERNATES + 1);
    expect(site.requests.filter((request) => request.path.startsWith("/hreflang/many/"))).toHaveLength(LIVE_HREFLANG_MAX_ALTERNATES + 1);
  });

  it("answers 400 with a Turkish message for a missing or bad address", async () => {
    const { base } = await setup();
    const empty = await post(base, { url: "" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: LIVE_HREFLANG_MESSAGES.emptyUrl });
    const badSitemap = await post(base, { url: "https://ornek.com/", sitemapUrl: "ftp://ornek.com/s.xml" });
    expect(badSitemap.status).toBe(400);
    expect(await badSitemap.json()).toMatchObject({ error: LIVE_HREFLANG_MESSAGES.invalidSitemapUrl });
  });
});
