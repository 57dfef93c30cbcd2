import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Route } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { asOwnClient, collectConsoleErrors, waitForTool } from "./helpers";

/*
 * The canonical tool's "Canlı kontrol" against the fixture website's /canonical-live/ cases on
 * its allow-listed loopback port: the verdict of each URL, the CSV, axe, and "Durdur". One
 * worker, in order: the fixture owns a fixed port.
 */
test.describe.configure({ mode: "default" });

// Each test is a visitor of its own: a visitor has one crawl and one live check per tool at a time.
test.beforeEach(async ({ page }, testInfo) => {
  await asOwnClient(page, testInfo);
});

const PORT = E2E_CRAWL_FIXTURE_PORTS.canonical;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOL_PATH = "/seo-araclari/canonical-uretici";
const at = (name: string): string => `${ORIGIN}/canonical-live/${name}`;

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

const field = (page: Page) => page.getByLabel("Kontrol edilecek adresler", { exact: true });
const rowOf = (page: Page, url: string) => page.locator(`[data-testid="canonical-live-row"][data-url="${url}"]`);

test("Canlı kontrol: a verdict per URL with what to fix, the CSV, no axe violations", async ({ page }) => {
  site = await startFixtureSite({ pages: 1, port: PORT, latencyMs: 50 });
  const errors = await openTool(page);
  const cases: [string, string, string | null][] = [
    ["consistent", "Sinyaller tutarlı", null],
    ["header-mismatch", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", `HTML canonical (${at("header-mismatch")}) ile Link başlığındaki canonical (${at("elsewhere")}) farklı.`],
    ["chain-start", "Sinyaller kısmen tutarlı: 3 uyarı", "Yönlendirme zinciri: son adrese 2 yönlendirmeyle ulaşılıyor."],
    ["moved", "Sinyaller kısmen tutarlı: 1 uyarı", `bağlantı verilecek adres bu değil: ziyaretçiler ve Google ${at("consistent")} adresine ulaşıyor.`],
    ["to-redirect", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", `Canonical hedefi (${at("moved")}) yönlendiriyor: ${at("moved")} (301) → ${at("consistent")} (200).`],
    ["to-404", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", `Canonical hedefi (${at("missing")}) HTTP 404 döndürüyor.`],
    ["to-canonicalised", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", `kendisi de başka bir adresi (${at("consistent")}) canonical gösteriyor`],
    ["noindex-canonical", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", "Sayfa noindex taşıyor ve canonical olarak başka bir adresi"],
    ["relative", "Sinyaller tutarlı", "Canonical göreli yazılmış (/canonical-live/relative); çalışır ama mutlak adres önerilir."],
    ["echo-params", "Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun", "Parametreli adres kendisini parametreleriyle canonical gösteriyor"],
    ["og-mismatch", "Sinyaller kısmen tutarlı: 1 uyarı", `og:url (${at("social")}) canonical'dan (${at("og-mismatch")}) farklı.`],
  ];
  await field(page).fill(cases.map(([name]) => at(name)).join("\n"));
  await page.getByRole("button", { name: "Canlı kontrol et" }).click();

  const heading = page.getByRole("heading", { name: "Canlı kontrol sonucu" });
  await expect(heading).toBeFocused({ timeout: 30_000 });
  await expect(page.getByTestId("canonical-live-count")).toHaveText(`${cases.length} / ${cases.length} adres kontrol edildi.`);
  await expect(page.getByTestId("canonical-live-row")).toHaveCount(cases.length);
  // In the visitor's order, whatever order they finished in.
  expect(await page.getByTestId("canonical-live-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-url")))).toEqual(
    cases.map(([name]) => at(name)),
  );
  for (const [name, verdict, finding] of cases) {
    const row = rowOf(page, at(name));
    await expect(row.getByTestId("canonical-live-verdict"), name).toHaveText(verdict);
    if (finding !== null) await expect(row, name).toContainText(finding);
  }
  // Each problem comes with what to change.
  await expect(rowOf(page, at("echo-params"))).toContainText("Ne yapmalı: Canonical'ı istek adresinden değil, sayfanın temiz adresinden üretin");
  await expect(rowOf(page, at("chain-start"))).toContainText(`${at("chain-start")} (301) → ${at("chain-middle")} (302) → ${at("chain-end")} (200)`);
  await expect(rowOf(page, at("consistent"))).toContainText(`Parametre testi:${at("consistent")}`);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Sonuçları CSV olarak indir" }).click()]);
  expect(download.suggestedFilename()).toBe("canonical-canli-kontrol.csv");
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe(
    "Adres,Son adres,HTTP durumu,Yönlendirme zinciri,HTML canonical,Link başlığı canonical,og:url,Canonical hedefi durumu,Parametre testi canonical,Sonuç,Bulgular,Ne yapmalı",
  );
  expect(lines[1]).toBe(`${at("consistent")},${at("consistent")},200,,${at("consistent")},,${at("consistent")},sayfanın kendisi,${at("consistent")},Sinyaller tutarlı,,`);
  expect(lines.find((line) => line.startsWith(`${at("to-404")},`))).toContain(`${at("missing")} (404)`);
  expect(csv).toContain(`Hata: Canonical hedefi (${at("missing")}) HTTP 404 döndürüyor.`);

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test("more than 20 addresses are refused on the screen in Turkish, before any request", async ({ page }) => {
  site = await startFixtureSite({ pages: 1, port: PORT });
  const errors = await openTool(page);
  await field(page).fill(Array.from({ length: 21 }, (_, n) => `${at("consistent")}?n=${n}`).join("\n"));
  await page.getByRole("button", { name: "Canlı kontrol et" }).click();
  const message = "Bir kontrolde en fazla 20 adres kontrol edilebilir. Lütfen listeyi kısaltın.";
  await expect(page.getByText(message)).toBeVisible();
  await expect(field(page)).toHaveAccessibleDescription(new RegExp(message.replace(/\./g, "\\.")));
  expect(site.requests).toEqual([]);
  expect(errors).toEqual([]);
});

test("Durdur stops the check: finished rows stay, no request reaches the site a second later", async ({ page }) => {
  // Slow answers and one host (four requests at a time) keep the check running long enough to stop it.
  site = await startFixtureSite({ pages: 1, port: PORT, latencyMs: 600 });
  const errors = await openTool(page);
  await field(page).fill(Array.from({ length: 20 }, (_, n) => `${at("consistent")}?n=${n}`).join("\n"));
  await page.getByRole("button", { name: "Canlı kontrol et" }).click();

  await expect(page.getByTestId("canonical-live-row").first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Durdur", exact: true }).click();
  const stoppedAt = Date.now();

  await expect(page.getByTestId("live-check-progress")).toHaveAttribute("data-status", "stopped");
  await expect(page.getByText("Kontrol durduruldu. O ana kadar gelen sonuçlar aşağıda.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Canlı kontrol sonucu" })).toBeFocused();
  const kept = await page.getByTestId("canonical-live-row").count();
  expect(kept).toBeGreaterThanOrEqual(1);
  expect(kept).toBeLessThan(20);
  await expect(page.getByTestId("canonical-live-row").first().getByTestId("canonical-live-verdict")).toHaveText("Sinyaller tutarlı");
  await expect(page.getByRole("button", { name: "Canlı kontrol et" })).toBeEnabled();

  // A hang-catching bound, not a speed goal: the server stops the job within tens of ms of the
  // visitor leaving (a request already on its way lands at once); 1 s is over 10 times that.
  await page.waitForTimeout(2_500);
  expect(site.requests.filter((request) => request.at > stoppedAt + 1_000)).toEqual([]);
  // 20 pages, their variants and the shared target would be 41 requests.
  expect(site.requests.length).toBeLessThan(41);
  await expect(page.getByTestId("canonical-live-row")).toHaveCount(kept);

  // What had arrived can still be exported.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Sonuçları CSV olarak indir" }).click()]);
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv.trimEnd().split("\r\n")).toHaveLength(kept + 1);
  expect(errors).toEqual([]);
});

test("addresses typed and sent before the panel is ready are checked once it is live, without a reload", async ({ page }) => {
  site = await startFixtureSite({ pages: 1, port: PORT });
  const errors = collectConsoleErrors(page);
  // Hold every script of the app, as a slow phone would: the panel is the server's HTML only.
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  await page.goto(TOOL_PATH, { waitUntil: "load" });
  await field(page).fill(`${at("consistent")}\n${at("og-mismatch")}`);
  await page.getByRole("button", { name: "Canlı kontrol et" }).click();

  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expect(page.getByRole("heading", { name: "Canlı kontrol sonucu" })).toBeFocused({ timeout: 20_000 });
  await expect(page.getByTestId("canonical-live-row")).toHaveCount(2);
  await expect(rowOf(page, at("og-mismatch")).getByTestId("canonical-live-verdict")).toHaveText("Sinyaller kısmen tutarlı: 1 uyarı");
  expect(new URL(page.url()).search).toBe("");
  await expect(field(page)).toHaveValue(`${at("consistent")}\n${at("og-mismatch")}`);
  expect(errors).toEqual([]);
});
