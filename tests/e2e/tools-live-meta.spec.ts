import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { META_LIVE_PAGES } from "../support/fixture-routes/meta";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { collectConsoleErrors, ownClientHeaders, waitForTool } from "./helpers";

/*
 * The meta generator's "Sayfadan al" and bulk check against the fixture website's /meta-live/
 * pages on the allow-listed loopback port: the editor and preview filled from a live page, the
 * Turkish notices for a page without title/description, an error answer and a non-HTML answer,
 * the bulk table's flags, its CSV and "Düzenleyiciye al". One worker, in order: the fixture owns a
 * fixed port.
 */
test.describe.configure({ mode: "default" });

const PORT = E2E_CRAWL_FIXTURE_PORTS.meta;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TOOL_PATH = "/seo-araclari/meta-uretici";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const PAGES = META_LIVE_PAGES;

let site: FixtureSite | null = null;

test.beforeEach(async () => {
  site = await startFixtureSite({ pages: 1, port: PORT });
});

test.afterEach(async () => {
  await context?.close();
  context = null;
  await site?.close();
  site = null;
});

let context: BrowserContext | null = null;

async function openTool(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  context = await browser.newContext({ acceptDownloads: true, extraHTTPHeaders: ownClientHeaders() });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(TOOL_PATH, { waitUntil: "networkidle" });
  await waitForTool(page);
  return { page, errors };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

test("Sayfadan al: the page's title and description fill the editor and preview; missing, 404 and non-HTML are told in words", async ({
  browser,
}) => {
  const { page, errors } = await openTool(browser);
  const address = page.getByRole("textbox", { name: "Okunacak sayfanın adresi" });
  const fetchButton = page.getByRole("button", { name: "Sayfadan al" });
  const notice = page.getByTestId("meta-live-notice");
  const title = page.getByRole("textbox", { name: "Meta başlık (title)" });
  const description = page.getByRole("textbox", { name: "Meta açıklama (description)" });

  await address.fill("ftp://ornek.com/");
  await fetchButton.click();
  await expect(page.getByText("Lütfen geçerli bir adres yazın (ör. https://www.siteniz.com/hizmetler).")).toBeVisible();

  await address.fill(`${ORIGIN}${PAGES.good.path}`);
  await fetchButton.click();
  await expect(notice).toHaveText("Sayfanın başlığı ve açıklaması düzenleyiciye alındı.");
  await expect(notice).toBeFocused();
  await expect(title).toHaveValue(PAGES.good.title);
  await expect(description).toHaveValue(PAGES.good.description);
  await expect(page.getByTestId("serp-title")).toContainText("Kurumsal Web Tasarım");
  await expect(page.getByTestId("serp-preview")).toContainText(`127.0.0.1:${PORT} › meta-live › iyi`);
  await expect(page.getByTestId("title-counter")).toContainText(`${[...PAGES.good.title].length} / 60 karakter`);
  await expect(page.getByTestId("title-counter")).toHaveAttribute("data-status", "within");
  await expect(page.getByTestId("description-counter")).toContainText(/\d+ \/ 920 px/);

  // Entities and Turkish letters arrive as the browser would show them.
  await address.fill(`${ORIGIN}${PAGES.entities.path}`);
  await fetchButton.click();
  await expect(title).toHaveValue(PAGES.entities.title);
  await expect(description).toHaveValue(PAGES.entities.description);

  // A too-long title: the existing counter and preview show it over the limit.
  await address.fill(`${ORIGIN}${PAGES.long.path}`);
  await fetchButton.click();
  await expect(title).toHaveValue(PAGES.long.title);
  await expect(page.getByTestId("title-counter")).toHaveAttribute("data-status", "over");
  await expect(page.getByTestId("serp-title")).toHaveText(/ \.\.\.$/);

  await address.fill(`${ORIGIN}${PAGES.missing.path}`);
  await fetchButton.click();
  await expect(notice).toContainText("Sayfada başlık (title) yok.");
  await expect(notice).toContainText("Sayfada meta açıklama (description) yok.");
  await expect(notice).toHaveAttribute("data-tone", "warning");
  await expect(title).toHaveValue("");
  await expect(description).toHaveValue("");

  // An error answer and a non-HTML answer leave the editor as it was.
  await title.fill("Elle yazılan başlık");
  await address.fill(`${ORIGIN}${PAGES.notFound.path}`);
  await fetchButton.click();
  await expect(notice).toHaveText("Sayfa 404 durum koduyla yanıt verdi; başlık ve açıklama alınmadı.");
  await address.fill(`${ORIGIN}${PAGES.notHtml.path}`);
  await fetchButton.click();
  await expect(notice).toHaveText("Bu adres bir HTML sayfası değil (application/json); başlık ve açıklama alınmadı.");
  await expect(title).toHaveValue("Elle yazılan başlık");

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("bulk check: a row per address with flags, CSV, 'Düzenleyiciye al', and more than 20 refused", async ({ browser }) => {
  const { page, errors } = await openTool(browser);
  const list = page.getByRole("textbox", { name: "Sayfa adresleri" });
  const start = page.getByRole("button", { name: "Toplu kontrol et" });

  const tooMany = Array.from({ length: 21 }, (_, i) => `${ORIGIN}${PAGES.good.path}?${i}`).join("\n");
  await list.fill(tooMany);
  await expect(page.getByTestId("meta-bulk-count")).toHaveText("21 / 20 adres");
  await expect(page.getByText("Bir seferde en fazla 20 adres kontrol edilir. Lütfen listeyi kısaltın.")).toBeVisible();
  await expect(list).toHaveAttribute("aria-invalid", "true");
  await start.click();
  await expect(page.getByTestId("meta-bulk-result")).toHaveCount(0);
  expect(site?.requests ?? []).toEqual([]);

  const order = [PAGES.good, PAGES.long, PAGES.missing, PAGES.notFound, PAGES.notHtml, PAGES.entities];
  await page.getByRole("button", { name: "Listeyi temizle" }).click();
  await list.fill(order.map((entry) => `${ORIGIN}${entry.path}`).join("\n"));
  await expect(page.getByTestId("meta-bulk-count")).toHaveText("6 / 20 adres");
  await start.click();

  const heading = page.getByRole("heading", { name: "Kontrol sonuçları" });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await expect(page.getByText("6 sayfa kontrol edildi; 4 sayfada sorun var.")).toBeVisible();
  const table = page.getByRole("table", { name: "Sayfaların başlık ve açıklama kontrolü" });
  const rows = table.getByTestId("meta-bulk-row");
  await expect(rows).toHaveCount(6);
  const outcomes = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute("data-outcome")));
  expect(outcomes).toEqual(["ok", "ok", "ok", "http-status", "not-html", "ok"]);

  const row = (index: number) => rows.nth(index);
  await expect(row(0).getByTestId("meta-bulk-flags")).toHaveText("Sorun yok");
  await expect(row(0).getByTestId("meta-bulk-title")).toContainText(`${[...PAGES.good.title].length} / 60 karakter`);
  await expect(row(0).getByTestId("meta-bulk-title")).toContainText(/\d+ \/ 580 px/);
  await expect(row(1).getByTestId("meta-bulk-flags")).toContainText("Başlık karakter sınırını aşıyor");
  await expect(row(1).getByTestId("meta-bulk-flags")).toContainText("Başlık piksel genişliğini aşıyor");
  await expect(row(1).getByTestId("meta-bulk-flags")).toContainText("Açıklama karakter sınırını aşıyor");
  await expect(row(2).getByTestId("meta-bulk-flags")).toContainText("Başlık eksik");
  await expect(row(2).getByTestId("meta-bulk-flags")).toContainText("Açıklama eksik");
  await expect(row(3)).toContainText("Hata yanıtı (404)");
  await expect(row(4)).toContainText("HTML değil (application/json)");
  await expect(row(5).getByTestId("meta-bulk-title")).toContainText(PAGES.entities.title);
  // Only readable pages can go to the editor.
  await expect(row(3).getByRole("button", { name: /Düzenleyiciye al/ })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "CSV indir" }).click()]);
  expect(download.suggestedFilename()).toBe("meta-kontrol.csv");
  const csv = (await readFile(await download.path())).toString("utf8");
  expect(csv.startsWith("\uFEFF")).toBe(true);
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe("Adres,Son adres,Durum kodu,Sonuç,Başlık,Başlık karakter,Başlık piksel,Açıklama,Açıklama karakter,Açıklama piksel,Uyarılar");
  expect(lines).toHaveLength(8);
  expect(lines[4]).toBe(`${ORIGIN}${PAGES.notFound.path},${ORIGIN}${PAGES.notFound.path},404,Hata yanıtı (404),,,,,,,Hata yanıtı (404)`);
  expect(lines[2]).toContain("Başlık karakter sınırını aşıyor; Başlık piksel genişliğini aşıyor");

  await row(5).getByRole("button", { name: `Düzenleyiciye al (${ORIGIN}${PAGES.entities.path})` }).click();
  const title = page.getByRole("textbox", { name: "Meta başlık (title)" });
  await expect(title).toHaveValue(PAGES.entities.title);
  await expect(title).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Meta açıklama (description)" })).toHaveValue(PAGES.entities.description);
  await expect(page.getByTestId("serp-title")).toContainText("Çağrı & Şükrü");

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
