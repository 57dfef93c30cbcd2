import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { parseLlmsTxt } from "../../app/capabilities/llms-txt-grammar/format";
import { parseLlmsTxtReference } from "../../app/capabilities/llms-txt-grammar/reference-parser";
import { FIXTURE_LLMS_TXT_LINKS, startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { asOwnClient, collectConsoleErrors, ownClientHeaders, waitForTool } from "./helpers";

/*
 * "Siteden doldur" on both llms.txt screens against the generated fixture website on its
 * allow-listed loopback port: progress, the form filled from the site (name, summary, pages with
 * their real titles in path sections), the check of the site's existing llms.txt, and a generated
 * file the reference parser reads. One worker, in order: the fixture owns a fixed port.
 */
test.describe.configure({ mode: "default" });

// Each test is a visitor of its own: a visitor has one crawl and one live check per tool at a time.
test.beforeEach(async ({ page }, testInfo) => {
  await asOwnClient(page, testInfo);
});

const PORT = E2E_CRAWL_FIXTURE_PORTS.llmsTxt;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let site: FixtureSite | null = null;

test.beforeEach(async () => {
  // Slow answers keep the crawl running long enough to see the progress bar.
  site = await startFixtureSite({ pages: 20, port: PORT, llmsTxt: true, latencyMs: 150 });
});

test.afterEach(async () => {
  await site?.close();
  site = null;
});

async function fillFromSite(page: Page): Promise<void> {
  await page.getByLabel("Taranacak sitenin adresi").fill(`${ORIGIN}/`);
  await page.getByRole("button", { name: "Siteden doldur" }).click();
  await expect(page.getByRole("progressbar", { name: "Tarama ilerlemesi" })).toBeVisible();
  await expect(page.getByTestId("site-fill-summary")).toBeVisible({ timeout: 60_000 });
}

function expectConforming(text: string): void {
  expect(() => parseLlmsTxt(text)).not.toThrow();
  expect(parseLlmsTxtReference(text).title).toBe("Ana sayfa");
}

test("tool page: Siteden doldur fills the form and checks the existing llms.txt", async ({ browser }) => {
  // axe needs a page from browser.newContext().
  const context = await browser.newContext({ extraHTTPHeaders: ownClientHeaders() });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto("/seo-araclari/llms-txt-uretici", { waitUntil: "networkidle" });
  await waitForTool(page);
  await fillFromSite(page);

  await expect(page.getByLabel("Site adı")).toHaveValue("Ana sayfa");
  await expect(page.getByLabel("Site URL'si")).toHaveValue(`${ORIGIN}/`);
  await expect(page.getByLabel("Açıklama", { exact: true })).toHaveValue("Ana sayfa description");

  const first = page.getByRole("group", { name: "Sayfa 1", exact: true });
  await expect(first.getByLabel("Başlık")).toHaveValue("Makale");
  await expect(first.getByLabel("URL")).toHaveValue(`${ORIGIN}/article`);
  await expect(first.getByLabel("Açıklama (isteğe bağlı)")).toHaveValue("Makale description");
  await expect(first.getByLabel("Bölüm (isteğe bağlı)")).toHaveValue("Önemli Sayfalar");
  const third = page.getByRole("group", { name: "Sayfa 3", exact: true });
  await expect(third.getByLabel("Başlık")).toHaveValue("Sayfa 0");
  await expect(third.getByLabel("Bölüm (isteğe bağlı)")).toHaveValue("P");
  // Neither noindex nor canonicalised nor broken pages are proposed.
  for (const url of ["/noindex-meta", "/canonical-elsewhere", "/broken"]) {
    await expect(page.locator(`input[value="${ORIGIN}${url}"]`)).toHaveCount(0);
  }

  const report = page.getByTestId("existing-llms-report");
  await expect(report.getByRole("heading", { name: /Sitenizdeki mevcut llms\.txt/ })).toBeVisible();
  const dead = report.locator("tr", { hasText: `${ORIGIN}${FIXTURE_LLMS_TXT_LINKS.dead}` });
  await expect(dead).toContainText("Bozuk bağlantı (HTTP 404)");
  await expect(report.locator("tr", { hasText: `${ORIGIN}${FIXTURE_LLMS_TXT_LINKS.redirected}` })).toContainText(
    "Yönlendiriliyor",
  );
  await expect(report.locator("tr", { hasText: `${ORIGIN}${FIXTURE_LLMS_TXT_LINKS.noindex}` })).toContainText("noindex");
  await expect(report.locator("tr", { hasText: `${ORIGIN}${FIXTURE_LLMS_TXT_LINKS.ok}` })).toContainText("Sorunsuz");
  await expect(report.getByTestId("llms-omitted")).toContainText(`${ORIGIN}/p/0`);

  const text = await page.getByLabel("llms.txt önizlemesi").inputValue();
  expectConforming(text);
  const parsed = parseLlmsTxt(text);
  expect(parsed.summary).toBe("Ana sayfa description");
  expect(parsed.sections["Önemli Sayfalar"]?.[0]).toEqual({
    title: "Makale",
    url: `${ORIGIN}/article`,
    description: "Makale description",
  });
  expect(parsed.sections.P?.[0]).toMatchObject({ title: "Sayfa 0", url: `${ORIGIN}/p/0` });

  // The visitor puts the proposal in their own order: moving row 1 down swaps it with row 2, in
  // the form and in the file.
  const second = page.getByRole("group", { name: "Sayfa 2", exact: true });
  const secondTitle = await second.getByLabel("Başlık").inputValue();
  await expect(first.getByRole("button", { name: "Yukarı taşı (Sayfa 1)" })).toBeDisabled();
  await first.getByRole("button", { name: "Aşağı taşı (Sayfa 1)" }).click();
  await expect(first.getByLabel("Başlık")).toHaveValue(secondTitle);
  await expect(second.getByLabel("Başlık")).toHaveValue("Makale");
  const reordered = parseLlmsTxt(await page.getByLabel("llms.txt önizlemesi").inputValue());
  const titles = Object.values(reordered.sections).flat().map((link) => link.title);
  expect(titles[0]).toBe(secondTitle);
  expect(titles.indexOf("Makale")).toBeGreaterThan(0);

  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .include("main")
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("hub form: Siteden doldur fills the project and its lists", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/seo-araclari", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Hızlı llms.txt formunu aç" }).click();
  await expect(page.getByRole("heading", { name: "Hızlı llms.txt oluşturucu" })).toBeVisible();
  await fillFromSite(page);

  await expect(page.getByLabel("Proje adı")).toHaveValue("Ana sayfa");
  await expect(page.getByLabel("Proje açıklaması")).toHaveValue("Ana sayfa description");
  const doc = page.getByRole("group", { name: "Doküman 1", exact: true });
  await expect(doc.getByLabel("Başlık")).toHaveValue("Makale");
  await expect(doc.getByLabel("URL")).toHaveValue(`${ORIGIN}/article`);
  await expect(page.getByTestId("existing-llms-report")).toContainText("Bozuk bağlantı (HTTP 404)");

  const text = await page.getByLabel("llms.txt önizlemesi").inputValue();
  expectConforming(text);
  expect(parseLlmsTxt(text).sections.Docs?.map((link) => link.title)).toContain("Sayfa 0");
  expect(errors).toEqual([]);
});
