import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page, type Route } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { asOwnClient, collectConsoleErrors, ownClientHeaders, waitForTool } from "./helpers";

/*
 * The sitemap generator's "Siteyi tara" against the generated fixture website on its allow-listed
 * loopback port: progress, the indexable pages in the editor and the XML, the crawl report and
 * its CSV, and "Durdur". One worker, in order: the fixture owns a fixed port.
 */
test.describe.configure({ mode: "default" });

// Each test is a visitor of its own: a visitor has one crawl and one live check per tool at a time.
test.beforeEach(async ({ page }, testInfo) => {
  await asOwnClient(page, testInfo);
});

const PORT = E2E_CRAWL_FIXTURE_PORTS.sitemap;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOL_PATH = "/seo-araclari/sitemap-uretici";
const PAGES = 20;

let site: FixtureSite | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

async function openTool(page: Page): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  await page.goto(TOOL_PATH, { waitUntil: "networkidle" });
  await waitForTool(page);
  return errors;
}

async function startCrawl(page: Page): Promise<void> {
  await page.getByLabel("Site adresi", { exact: true }).fill(`${ORIGIN}/`);
  await page.getByRole("button", { name: "Siteyi tara" }).click();
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "").sort();
}

test("Siteyi tara: progress, indexable pages into the editor and XML, report and CSV", async ({ page }) => {
  // Slow answers keep the crawl running long enough to watch the bar move.
  site = await startFixtureSite({ pages: PAGES, port: PORT, latencyMs: 250 });
  const errors = await openTool(page);
  await startCrawl(page);

  const progress = page.getByRole("progressbar", { name: "Tarama ilerlemesi" });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number((await progress.getAttribute("aria-valuenow")) ?? "0"), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByTestId("crawl-count-fetched")).not.toHaveText(/Taranan\s*0$/);

  const heading = page.getByRole("heading", { name: "Tarama sonucu" });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  await expect(heading).toBeFocused();

  const indexable = [
    "/",
    "/article",
    "/nofollow-page",
    ...Array.from({ length: PAGES }, (_, n) => `/p/${n}`),
  ].map((path) => ORIGIN + path);
  await expect(page.getByTestId("sitemap-crawl-result")).toContainText(
    `${indexable.length} dizine eklenebilir sayfa adres listesine eklendi, 10 sayfa site haritası dışında bırakıldı.`,
  );

  // The editor holds exactly the indexable pages (replace is the default), home first at 1.0.
  const rows = page.getByRole("group", { name: /^\d+\. adres$/ });
  await expect(rows).toHaveCount(indexable.length);
  await expect(rows.first().getByLabel("URL", { exact: true })).toHaveValue(`${ORIGIN}/`);
  await expect(rows.first().getByLabel("Öncelik").locator("option:checked")).toHaveText("1.0");
  // Last-Modified of the fixture's /p/n pages, JSON-LD dateModified of /article (UTC date).
  const article = rows.filter({ has: page.locator(`input[value="${ORIGIN}/article"]`) });
  await expect(article.getByLabel("Son güncelleme")).toHaveValue("2026-11-01");
  const home = rows.first();
  await expect(home.getByLabel("Son güncelleme")).toHaveValue("");

  const xml = await page.getByLabel("sitemap.xml önizlemesi").inputValue();
  expect(locs(xml)).toEqual([...indexable].sort());
  expect(xml).toContain(`<loc>${ORIGIN}/p/0</loc>\n    <lastmod>2026-11-10</lastmod>`);

  const report = page.getByRole("region", { name: "Tarama raporu" });
  await expect(report.getByRole("heading", { name: "Kırık iç bağlantılar (1)" })).toBeVisible();
  await expect(report.getByRole("heading", { name: "Yönlendirme zincirleri (1)" })).toBeVisible();
  await expect(report.getByRole("heading", { name: "robots.txt ile engellenen sayfalar (1)" })).toBeVisible();
  await expect(report.getByRole("heading", { name: "Site haritasına alınmayan sayfalar (10)" })).toBeVisible();
  await expect(
    report.getByRole("heading", {
      name: "Site haritasında olup taramada bulunmayan veya dizine eklenemeyen adresler (1)",
    }),
  ).toBeVisible();
  await expect(report.getByRole("heading", { name: "Taramada bulunup site haritasında olmayan sayfalar (1)" })).toBeVisible();
  await expect(report).toContainText(`${ORIGIN}/redirect-1 → ${ORIGIN}/redirect-2 → ${ORIGIN}/p/2`);
  await expect(report).toContainText(`${ORIGIN}/gone-from-site`);
  await expect(report).toContainText("Disallow: /private/");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    report.getByRole("button", { name: "Raporu CSV olarak indir" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("tarama-raporu.csv");
  const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("Bulgu türü,URL,Ayrıntı,Bağlantı veren sayfalar");
  expect(lines).toContain(`Kırık iç bağlantı,${ORIGIN}/broken,HTTP 404,${ORIGIN}/`);
  expect(lines.some((line) => line.startsWith(`Site haritasında eksik,${ORIGIN}/nofollow-page,`))).toBe(true);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);

  // Neither nofollow target was requested.
  expect(site.requests.map((request) => request.path)).not.toContain("/nofollow-target");
  expect(errors).toEqual([]);
});

test("Durdur stops the crawl: no request reaches the site a second later, the pages found so far land in the list", async ({ page }) => {
  // Crawl-delay: 1 spaces requests a second apart, so the crawl is still running when stopped.
  site = await startFixtureSite({ pages: 200, port: PORT, crawlDelay: 1 });
  const errors = await openTool(page);
  const firstRow = page.getByRole("group", { name: "1. adres" });
  await firstRow.getByLabel("URL", { exact: true }).fill("https://www.ornek.example/");

  await startCrawl(page);
  const fetched = page.getByTestId("crawl-count-fetched");
  await expect(fetched).toHaveText(/Taranan\s*[2-9]/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Durdur", exact: true }).click();
  const stoppedAt = Date.now();

  await expect(page.getByTestId("crawl-progress")).toHaveAttribute("data-status", "stopped");
  await expect(page.getByText("Tarama durduruldu.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Siteyi tara" })).toBeEnabled();

  // A hang-catching bound, not a speed goal: the server stops the job within tens of ms of the
  // visitor leaving (a request already on its way lands at once); 1 s is over 10 times that.
  await page.waitForTimeout(2_500);
  const late = site.requests.filter((request) => request.at > stoppedAt + 1_000);
  expect(late).toEqual([]);
  expect(site.requests.length).toBeLessThan(50);

  // The partial result replaces the list (the mode chosen before the crawl): the home page, read
  // first, is in it, the visitor's own row is not, and the summary says the crawl was cut short.
  const result = page.getByTestId("sitemap-crawl-result");
  await expect(result.getByRole("heading", { name: "Tarama sonucu" })).toBeVisible();
  await expect(result).toContainText("Tarama tamamlanmadan durdu");
  const rows = page.getByRole("group", { name: /^\d+\. adres$/ });
  expect(await rows.count()).toBeGreaterThanOrEqual(1);
  await expect(firstRow.getByLabel("URL", { exact: true })).toHaveValue(`${ORIGIN}/`);
  await expect(page.locator("input[value='https://www.ornek.example/']")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("Durdur pressed just after the first page arrived keeps that page", async ({ page }) => {
  // Crawl-delay: 1: the second page is requested a second after the first, so the stop lands
  // after the home page's body and before anything else.
  site = await startFixtureSite({ pages: 50, port: PORT, crawlDelay: 1 });
  const fixture = site;
  const errors = await openTool(page);
  await startCrawl(page);
  // The home page's body is on loopback within milliseconds; its progress line would reach the
  // screen only with the next follow poll, hundreds of milliseconds later.
  await expect.poll(() => fixture.requests.some((request) => request.path === "/"), { timeout: 20_000, intervals: [20] }).toBe(true);
  await page.waitForTimeout(50);
  await page.getByRole("button", { name: "Durdur", exact: true }).click();

  await expect(page.getByTestId("crawl-progress")).toHaveAttribute("data-status", "stopped");
  await expect(page.getByTestId("crawl-count-fetched")).not.toHaveText(/Taranan\s*0$/);
  const result = page.getByTestId("sitemap-crawl-result");
  await expect(result).toContainText("Tarama tamamlanmadan durdu");
  await expect(page.getByRole("group", { name: "1. adres" }).getByLabel("URL", { exact: true })).toHaveValue(`${ORIGIN}/`);
  expect(errors).toEqual([]);
});

test("one crawl per tool: the llms.txt generator fills from the site while a sitemap crawl runs, and a second sitemap tab stops the first and starts again", async ({ page }, testInfo) => {
  site = await startFixtureSite({ pages: 200, port: PORT, crawlDelay: 1 });
  await openTool(page);
  await startCrawl(page);
  await expect(page.getByTestId("crawl-count-fetched")).toHaveText(/Taranan\s*[1-9]/, { timeout: 20_000 });

  // The same visitor in another tab of the same browser: the llms.txt generator is another tool.
  const llms = await page.context().newPage();
  await asOwnClient(llms, testInfo);
  await llms.goto("/seo-araclari/llms-txt-uretici", { waitUntil: "networkidle" });
  await waitForTool(llms);
  await llms.getByLabel("Taranacak sitenin adresi").fill(`${ORIGIN}/`);
  await llms.getByRole("button", { name: "Siteden doldur" }).click();
  await expect(llms.getByRole("progressbar", { name: "Tarama ilerlemesi" })).toBeVisible();
  await expect(llms.getByText("Bu araçta sürmekte olan bir işiniz var")).toHaveCount(0);
  await llms.getByRole("button", { name: "Durdur", exact: true }).click();
  await expect(llms.getByTestId("crawl-progress")).toHaveAttribute("data-status", "stopped");
  await llms.close();

  // The sitemap generator in a second tab: its crawl waits for the first, which it can stop.
  const second = await page.context().newPage();
  await asOwnClient(second, testInfo);
  const errors = await openTool(second);
  await startCrawl(second);
  await expect(second.getByText("Bu araçta sürmekte olan bir işiniz var. O bitince ya da onu durdurunca yenisini başlatabilirsiniz.")).toBeVisible();
  await second.getByRole("button", { name: "Öncekini durdur ve yenisini başlat" }).click();
  await expect(second.getByTestId("crawl-progress")).toHaveAttribute("data-status", "running");
  await expect(second.getByTestId("crawl-count-fetched")).toHaveText(/Taranan\s*[1-9]/, { timeout: 20_000 });
  // The first tab's crawl was stopped by it: the first tab shows what it had found.
  await expect(page.getByTestId("sitemap-crawl-result")).toContainText("Tarama tamamlanmadan durdu", { timeout: 20_000 });
  await second.getByRole("button", { name: "Durdur", exact: true }).click();
  await expect(second.getByTestId("crawl-progress")).toHaveAttribute("data-status", "stopped");
  // The browser reports the refused POST itself; nothing else went wrong.
  expect(errors).toEqual(["Failed to load resource: the server responded with a status of 409 (Conflict)"]);
});

/** A second visitor: a context of its own, posing as another client. */
async function secondVisitor(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientHeaders(1) });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test("two visitors at once with one crawl at a time (WORKER_CONCURRENCY=1): the second sees its place in line, then both results", async ({ page, browser }) => {
  site = await startFixtureSite({ pages: PAGES, port: PORT, latencyMs: 250 });
  const other = await secondVisitor(browser);
  try {
    const errors = await openTool(page);
    const otherErrors = await openTool(other.page);
    await startCrawl(page);
    await expect(page.getByTestId("crawl-count-fetched")).not.toHaveText(/Taranan\s*0$/, { timeout: 20_000 });
    await startCrawl(other.page);
    // Never "şu anda yoğun": a place in line (other tests' crawls may be ahead too) and an estimate.
    await expect(other.page.getByTestId("crawl-progress-queue")).toHaveText(/^Sıradasınız: \d+\. sıra, tahmini \d+ (sn|dk)$/);
    for (const visitor of [page, other.page]) {
      await expect(visitor.getByRole("heading", { name: "Tarama sonucu" })).toBeVisible({ timeout: 60_000 });
      await expect(visitor.getByTestId("sitemap-crawl-result")).toContainText("dizine eklenebilir sayfa adres listesine eklendi");
    }
    await expect(other.page.getByTestId("crawl-progress-queue")).toHaveCount(0);
    expect([...errors, ...otherErrors]).toEqual([]);
  } finally {
    await other.close();
  }
});

test("a reload in the middle of a crawl picks its progress up again without starting it again, and the result lands in the list", async ({ page }) => {
  // Crawl-delay: 1 spaces requests a second apart: the crawl of some twenty pages still runs well
  // after the reload.
  test.setTimeout(90_000);
  site = await startFixtureSite({ pages: 15, port: PORT, crawlDelay: 1 });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  const errors = await openTool(page);
  await startCrawl(page);
  await expect(page.getByTestId("crawl-count-fetched")).toHaveText(/Taranan\s*[2-9]/, { timeout: 20_000 });
  // Not "networkidle": the screen follows the running crawl again over a stream that stays open.
  await page.reload({ waitUntil: "load" });
  await waitForTool(page);

  await expect(page.getByTestId("crawl-progress")).toHaveAttribute("data-status", "running");
  const heading = page.getByRole("heading", { name: "Tarama sonucu" });
  await expect(heading).toBeVisible({ timeout: 60_000 });
  const rows = page.getByRole("group", { name: /^\d+\. adres$/ });
  await expect(rows.first().getByLabel("URL", { exact: true })).toHaveValue(`${ORIGIN}/`);
  // The crawl ran once: the reload followed it by its id.
  expect(posts.filter((path) => path === "/api/site-crawl")).toHaveLength(1);
  expect(posts.filter((path) => path === "/api/jobs/follow").length).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test("an address typed and sent with Enter before the page is ready is crawled once the panel is live, without a reload", async ({ page }) => {
  site = await startFixtureSite({ pages: 10, port: PORT });
  const errors = collectConsoleErrors(page);
  // Hold every script of the app, as a slow phone would: the form is the server's HTML only.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.goto(TOOL_PATH, { waitUntil: "load" });
  const field = page.getByLabel("Site adresi", { exact: true });
  await field.fill(`${ORIGIN}/`);
  await field.press("Enter");

  // The crawl panel is loaded lazily and hydrates after the rest of the tool; the Enter waits for it.
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole("heading", { name: "Tarama sonucu" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).search).toBe("");
  await expect(field).toHaveValue(`${ORIGIN}/`);
  expect(errors).toEqual([]);
});
