import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { AI_FIXTURE_PATHS } from "../support/fixture-routes/ai";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { asOwnClient, collectConsoleErrors, waitForTool } from "./helpers";

/*
 * The GPTBot simulator's "Canlı erişim" tab against the fixture website's /ai/ pages on the
 * allow-listed loopback port: one verdict per bot (GPTBot's 403 from a firewall rule, OAI-SearchBot
 * allowed, CCBot refused by robots.txt), noai, the empty application shell, llms.txt, "Durdur".
 * One worker, in order: the fixture owns a fixed port.
 */
test.describe.configure({ mode: "default" });

// Each test is a visitor of its own: a visitor has one crawl and one live check per tool at a time.
test.beforeEach(async ({ page }, testInfo) => {
  await asOwnClient(page, testInfo);
});

const PORT = E2E_CRAWL_FIXTURE_PORTS.aiAccess;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOL_PATH = "/seo-araclari/gptbot-simulatoru";

let site: FixtureSite | null = null;

test.afterEach(async () => {
  await site?.close();
  site = null;
});

async function openLiveTab(page: Page): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  await page.goto(TOOL_PATH, { waitUntil: "networkidle" });
  await waitForTool(page);
  await page.getByRole("tab", { name: "Canlı erişim" }).click();
  return errors;
}

async function runCheck(page: Page, path: string): Promise<void> {
  const panel = page.getByRole("tabpanel", { name: "Canlı erişim" });
  await panel.getByLabel("Kontrol edilecek sayfanın adresi").fill(`${ORIGIN}${path}`);
  await panel.getByRole("button", { name: "Erişimi kontrol et" }).click();
}

function row(page: Page, token: string) {
  return page.getByTestId("live-access-result").locator(`tr[data-bot="${token}"]`);
}

test("per-bot verdicts: GPTBot refused by the firewall, OAI-SearchBot allowed, CCBot by robots.txt; llms.txt read", async ({ page }) => {
  test.slow();
  site = await startFixtureSite({ pages: 3, port: PORT, llmsTxt: true });
  const errors = await openLiveTab(page);
  await runCheck(page, AI_FIXTURE_PATHS.firewall);

  await expect(page.getByRole("progressbar", { name: "Kontrol ilerlemesi" })).toBeVisible();
  const heading = page.getByRole("heading", { name: "Erişim sonucu" });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(heading).toBeFocused();

  await expect(row(page, "GPTBot")).toHaveAttribute("data-status", "blocked");
  await expect(row(page, "GPTBot").getByTestId("bot-verdict")).toHaveText("Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir");
  await expect(row(page, "GPTBot")).toContainText("Engelli");
  await expect(row(page, "OAI-SearchBot")).toHaveAttribute("data-status", "allowed");
  await expect(row(page, "OAI-SearchBot")).toContainText("Erişebilir");
  // The badge says it; the verdict line would only repeat it.
  await expect(row(page, "OAI-SearchBot").getByTestId("bot-verdict")).toHaveCount(0);
  await expect(row(page, "OAI-SearchBot")).toContainText("200");
  await expect(row(page, "CCBot").getByTestId("bot-verdict")).toHaveText(/^robots\.txt engelliyor \(satır \d+: Disallow: \/ai\/\)$/);
  await expect(row(page, "Bytespider").getByTestId("bot-verdict")).toContainText("Content-Signal: ai-train=no");
  await expect(row(page, "Google-Extended")).toContainText("İstek yok");

  // Grouped by purpose, each group a table of its own.
  const result = page.getByTestId("live-access-result");
  await expect(result.getByRole("heading", { name: "Model eğitimi yapan botlar" })).toBeVisible();
  await expect(result.getByRole("heading", { name: "Yapay zekâ arama botları" })).toBeVisible();
  await expect(result.getByRole("heading", { name: "Kullanıcı isteğiyle gelen botlar" })).toBeVisible();
  await expect(result.getByRole("table")).toHaveCount(3);

  await expect(page.getByTestId("live-llms")).toContainText("llms.txt var ve biçime uygun");
  await expect(page.getByTestId("live-coverage")).toContainText("kelime var");
  await expect(page.getByTestId("live-robots")).toContainText("search=yes, ai-train=no");

  const [download] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: "Sonucu CSV olarak indir" }).click()]);
  expect(download.suggestedFilename()).toBe("yapay-zeka-bot-erisimi.csv");
  const csv = (await readFile(await download.path())).toString("utf8").replace(/^\uFEFF/, "");
  const csvLines = csv.split("\r\n");
  expect(csvLines[0]).toMatch(/^Bot,Şirket,Amaç,Grup,Durum,Karar,HTTP durumu,/);
  expect(csvLines.find((line) => line.startsWith("GPTBot,"))).toContain(",Engelli,Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir,403,");

  // GPTBot's user agent was really sent; the robots.txt-only tokens sent nothing.
  const firewall = site.requests.filter((request) => request.path === AI_FIXTURE_PATHS.firewall);
  expect(firewall.some((request) => request.userAgent.includes("GPTBot/"))).toBe(true);
  expect(site.requests.some((request) => request.userAgent.includes("Google-Extended"))).toBe(false);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test("noai from the meta tag and an empty application shell are reported", async ({ page }) => {
  test.slow();
  site = await startFixtureSite({ pages: 3, port: PORT });
  const errors = await openLiveTab(page);

  await runCheck(page, AI_FIXTURE_PATHS.noaiMeta);
  await expect(page.getByRole("heading", { name: "Erişim sonucu" })).toBeFocused({ timeout: 30_000 });
  await expect(row(page, "ClaudeBot").getByTestId("bot-verdict")).toHaveText("noai: içerik eğitimde kullanılmamalı");
  await expect(row(page, "ClaudeBot")).toContainText("Kısıtlı");
  await expect(page.getByTestId("live-llms")).toContainText("llms.txt yok");

  await runCheck(page, AI_FIXTURE_PATHS.shell);
  await expect(page.getByTestId("live-coverage")).toContainText("Boş uygulama kabuğu: HTML'de içerik yok", { timeout: 30_000 });
  await expect(page.getByTestId("live-coverage")).toContainText("JavaScript çalıştırmayan yapay zekâ botları sayfayı boş görür");

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test("Durdur stops the check: no request reaches the site a second later, the verdicts so far stay", async ({ page }) => {
  site = await startFixtureSite({ pages: 3, port: PORT });
  const errors = await openLiveTab(page);
  await runCheck(page, AI_FIXTURE_PATHS.article);
  const panel = page.getByRole("tabpanel", { name: "Canlı erişim" });
  // The first verdicts arrive a quarter second apart; stop after the first.
  await expect(panel.locator("tr[data-bot]").first()).toBeVisible({ timeout: 15_000 });
  await panel.getByRole("button", { name: "Durdur" }).click();
  const stoppedAt = Date.now();
  await expect(panel.getByText("Kontrol durduruldu. O ana kadar gelen sonuçlar aşağıda.")).toBeVisible();
  await expect(panel.locator("tr[data-bot]").first()).toBeVisible();
  // A hang-catching bound, not a speed goal: the server stops the job within tens of ms of the
  // visitor leaving (a request already on its way lands at once); 1 s is over 10 times that.
  // A check that went on would ask four more bots (250 ms apart) in the second after the bound.
  await page.waitForTimeout(2_000);
  expect(site.requests.filter((request) => request.at > stoppedAt + 1_000)).toEqual([]);
  expect(site.requests.filter((request) => request.path === AI_FIXTURE_PATHS.article).length).toBeLessThan(13);
  expect(errors).toEqual([]);
});
