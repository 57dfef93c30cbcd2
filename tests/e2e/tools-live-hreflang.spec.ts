import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { collectConsoleErrors, ownClientHeaders, waitForTool } from "./helpers";

/*
 * The hreflang tool's "Canlı doğrula" against the fixture site's hreflang sets (/hreflang/) on
 * its allow-listed loopback port: the matrix's verdicts in words, the problems per page, the fix
 * pack (formats, copy, download), the sitemap source, axe, and "Durdur". One worker, in order:
 * the fixture owns a fixed port.
 */
test.describe.configure({ mode: "default" });

const PORT = E2E_CRAWL_FIXTURE_PORTS.hreflang;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOL_PATH = "/seo-araclari/hreflang-uretici";

let site: FixtureSite | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

async function openTool(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  // A context of our own (axe needs one from newContext), with clipboard access for "kopyala".
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true, extraHTTPHeaders: ownClientHeaders() });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(TOOL_PATH, { waitUntil: "networkidle" });
  await waitForTool(page);
  return { page, errors };
}

async function validate(page: Page, url: string, sitemapUrl = ""): Promise<void> {
  await page.getByLabel("Sayfa adresi", { exact: true }).fill(url);
  await page.getByLabel("Sitemap adresi (isteğe bağlı)", { exact: true }).fill(sitemapUrl);
  await page.getByRole("button", { name: "Canlı doğrula", exact: true }).click();
  const heading = page.getByRole("heading", { name: "Doğrulama sonucu" });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();
}

/**
 * Axe over the result, once no transition runs. Toasts come and go on their own timer and a
 * half-faded one reads as low contrast: they are left out (the generators' spec checks them).
 */
async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

/** The matrix row of a page: the texts of its cells after the page address. */
async function matrixRow(page: Page, url: string): Promise<string[]> {
  const row = page.getByTestId("hreflang-matrix").getByRole("row").filter({ has: page.getByRole("rowheader", { name: url, exact: true }) });
  return (await row.getByRole("cell").allInnerTexts()).map((text) => text.trim());
}

test("Canlı doğrula: the matrix in words, problems per page, the fix pack copied and downloaded", async ({ browser }) => {
  // Five checks and two axe runs: a loaded two-core machine needs more than the default 30 s.
  test.setTimeout(60_000);
  site = await startFixtureSite({ pages: 2, port: PORT });
  const { page, errors } = await openTool(browser);

  // A missing return link: en does not list tr.
  await validate(page, `${ORIGIN}/hreflang/return/tr`);
  await expect(page.getByText("2 sayfa kontrol edildi, 1 sorun bulundu.")).toBeVisible();
  const matrix = page.getByTestId("hreflang-matrix");
  await expect(matrix.getByRole("columnheader")).toHaveText(["Sayfa", "HTTP durumu", "Sonuç", "tr", "en", "x-default"]);
  expect(await matrixRow(page, `${ORIGIN}/hreflang/return/tr`)).toEqual(["200", "Sorunsuz", "Kendisi (var)", "Var", "Kendisi (var)"]);
  expect(await matrixRow(page, `${ORIGIN}/hreflang/return/en`)).toEqual(["200", "1 sorun", "Eksik", "Kendisi (var)", "Var"]);
  const enProblems = page.getByTestId("hreflang-page-problems").filter({ hasText: `${ORIGIN}/hreflang/return/en` });
  await expect(enProblems).toContainText(`Dönüş bağlantısı eksik: ${ORIGIN}/hreflang/return/tr bu sayfayı gösteriyor`);
  await expect(page.getByText("x-default yok")).toHaveCount(0);

  const pack = page.getByTestId("hreflang-fix-pack");
  const output = pack.getByLabel("Eksik etiketler");
  await expect(output).toHaveValue(
    `<!-- ${ORIGIN}/hreflang/return/en -->\n<link rel="alternate" hreflang="tr" href="${ORIGIN}/hreflang/return/tr">\n`,
  );
  await pack.getByRole("radio", { name: "HTTP Link başlığı" }).check();
  await expect(output).toHaveValue(`# ${ORIGIN}/hreflang/return/en\nLink: <${ORIGIN}/hreflang/return/tr>; rel="alternate"; hreflang="tr"\n`);
  await pack.getByRole("button", { name: "Paketi kopyala" }).click();
  await expect(page.getByText("Düzeltme paketi panoya kopyalandı!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Link: <");
  await pack.getByRole("radio", { name: "Sitemap <xhtml:link> öğeleri" }).check();
  const [download] = await Promise.all([page.waitForEvent("download"), pack.getByRole("button", { name: "hreflang-sitemap-ekleri.xml indir" }).click()]);
  expect(download.suggestedFilename()).toBe("hreflang-sitemap-ekleri.xml");
  expect((await readFile(await download.path())).toString("utf8")).toBe(
    `<url>\n  <loc>${ORIGIN}/hreflang/return/en</loc>\n  <xhtml:link rel="alternate" hreflang="tr" href="${ORIGIN}/hreflang/return/tr"/>\n</url>\n`,
  );

  await expectNoAxeViolations(page);

  // Wrong codes: the column says what is meant, the pack writes it.
  await validate(page, `${ORIGIN}/hreflang/codes/uk`);
  await expect(matrix.getByRole("columnheader")).toHaveText([
    "Sayfa",
    "HTTP durumu",
    "Sonuç",
    "en-UK (geçersiz, doğrusu en-GB)",
    "tr_TR (geçersiz, doğrusu tr-TR)",
    "x-default",
  ]);
  await pack.getByRole("radio", { name: "HTML <link> etiketleri" }).check();
  await expect(output).toHaveValue(new RegExp(`<link rel="alternate" hreflang="en-GB" href="${ORIGIN}/hreflang/codes/uk">`));

  // A 404, a noindex and a canonicalised version.
  await validate(page, `${ORIGIN}/hreflang/index/tr`);
  expect((await matrixRow(page, `${ORIGIN}/hreflang/index/en`)).slice(0, 2)).toEqual(["200", "1 sorun"]);
  await expect(page.getByTestId("hreflang-page-problems").filter({ hasText: `${ORIGIN}/hreflang/index/en` })).toContainText("noindex");
  await expect(page.getByTestId("hreflang-page-problems").filter({ hasText: `${ORIGIN}/hreflang/index/fr` })).toContainText(
    "canonical başka bir adresi gösteriyor",
  );
  await validate(page, `${ORIGIN}/hreflang/broken/tr`);
  expect(await matrixRow(page, `${ORIGIN}/hreflang/broken/de`)).toEqual(["404", "1 sorun", "Okunamadı", "Okunamadı", "Okunamadı"]);

  // The sitemap named by the visitor.
  await validate(page, `${ORIGIN}/hreflang/map/tr`, `${ORIGIN}/hreflang/sitemap.xml`);
  await expect(page.getByText(`Site haritası okundu: ${ORIGIN}/hreflang/sitemap.xml`)).toBeVisible();
  await expect(page.getByText("2 sayfa kontrol edildi, sorun bulunmadı.")).toBeVisible();

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("Durdur stops the check: no request reaches the site afterwards, the pages read so far stay listed", async ({ browser }) => {
  // Slow answers keep the check running long enough to stop it.
  site = await startFixtureSite({ pages: 2, port: PORT, latencyMs: 400 });
  const { page, errors } = await openTool(browser);
  await page.getByLabel("Sayfa adresi", { exact: true }).fill(`${ORIGIN}/hreflang/many/0`);
  await page.getByRole("button", { name: "Canlı doğrula", exact: true }).click();
  await expect(page.getByTestId("live-check-progress")).toHaveAttribute("data-status", "running");
  await expect.poll(() => site?.requests.filter((request) => /^\/hreflang\/many\/[1-9]/.test(request.path)).length ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Durdur", exact: true }).click();
  const stoppedAt = Date.now();

  await expect(page.getByTestId("live-check-progress")).toHaveAttribute("data-status", "stopped");
  await expect(page.getByTestId("hreflang-live-partial")).toContainText("Şimdiye kadar");
  await expect(page.getByRole("button", { name: "Canlı doğrula", exact: true })).toBeEnabled();
  // A hang-catching bound, not a speed goal: the server stops the job within tens of ms of the
  // visitor leaving (a request already on its way lands at once); 1 s is over 10 times that.
  await page.waitForTimeout(2_500);
  expect(site.requests.filter((request) => request.at > stoppedAt + 1_000)).toEqual([]);
  expect(site.requests.filter((request) => request.path.startsWith("/hreflang/many/")).length).toBeLessThan(51);
  await expect(page.getByRole("heading", { name: "Doğrulama sonucu" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await page.context().close();
});
