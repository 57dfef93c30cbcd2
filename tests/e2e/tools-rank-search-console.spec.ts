import { readFileSync, readdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { zipSync } from "fflate";
import { E2E_MEASUREMENT_PORT } from "../../playwright.config";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * The rank finder's Search Console mode: the visitor's own export of the Performance report,
 * read in the browser. The fixtures are written in Search Console's column layout, in English and
 * Turkish (tests/fixtures/search-console); the ZIPs are built from them as Search Console builds
 * its own. The main server has a search provider (the live check shows); the measurement server
 * has none (only the import, and no message that sends the visitor to the operator).
 */

const PATH = "/seo-araclari/sira-bulucu";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FIXTURES = new URL("../fixtures/search-console/", import.meta.url);
const fixturePath = (path: string) => new URL(path, FIXTURES).pathname;

function exportZip(language: "en" | "tr"): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const name of readdirSync(new URL(`${language}/`, FIXTURES))) entries[name] = new Uint8Array(readFileSync(new URL(`${language}/${name}`, FIXTURES)));
  return Buffer.from(zipSync(entries));
}

const QUICK_WINS = ["seo nedir", "sosyal medya yönetimi fiyatları", "seo fiyatları 2026", "ışıklı tabela reklam", "içerik pazarlaması", "seo, sem farkı"];

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

const fileInput = (page: Page) => page.getByLabel("Search Console dosyalarını seçin");
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
const rowKeys = (page: Page, name: string) => region(page, name).locator("tbody th");

async function open(page: Page) {
  await page.goto(PATH);
  await waitForTool(page);
}

/** The figures of the keyword box, in the order shown: position, clicks, impressions, CTR. */
async function expectFigures(page: Page, testId: string, values: string[]) {
  await expect(page.getByTestId(testId).locator("dd")).toHaveText(values);
}

test.describe("with a search provider configured", () => {
  test("the English ZIP: keyword figures, quick wins, sorting, filtering and the CSV", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page);
    // Both modes are on offer; nothing sends the visitor to the operator.
    await expect(page.getByRole("heading", { name: "Search Console verisi", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Canlı sıralama kontrolü", level: 2 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sıralamayı Bul" })).toBeVisible();
    await expect(page.getByText(/^\d+ [+−×] \d+ = \?$/)).toBeVisible();
    await expect(page.getByTestId("canli-kontrol-kapali")).toHaveCount(0);
    await expect(page.getByText("Dosyanız tarayıcınızda okunur; sunucuya ya da başka bir yere gönderilmez.")).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute("accept", ".csv,.zip");

    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") uploads.push(request.url());
    });
    await fileInput(page).setInputFiles({ name: "Performans-ornekajans.zip", mimeType: "application/zip", buffer: exportZip("en") });
    await expect(page.getByRole("status").filter({ hasText: "Okundu" })).toHaveText("Okundu: 16 sorgu, 6 sayfa.");
    await expect(page.getByRole("heading", { name: "Kelimenin sıralaması" })).toBeFocused();
    await expect(page.getByText("Performans-ornekajans.zip › Queries.csv: 16 satır")).toBeVisible();
    expect(uploads).toEqual([]);

    // Turkish case folding: İ and I find the lower-case query Search Console reports.
    await page.getByLabel("Sorgu ara").fill("İstanbul SEO Ajansı");
    await expect(page.getByText("“istanbul seo ajansı” sorgusu")).toBeVisible();
    await expectFigures(page, "sc-kelime-tam", ["6,8", "128", "5.120", "%2,5"]);
    await page.getByLabel("Sorgu ara").fill("IŞIKLI TABELA REKLAM");
    await expectFigures(page, "sc-kelime-tam", ["17,6", "12", "3.890", "%0,31"]);
    // Not an exact query: the queries containing it, combined (position weighted by impressions).
    await page.getByLabel("Sorgu ara").fill("pazarlama");
    await expect(page.getByText("“pazarlama” sorgusu dışa aktarımda yok.")).toBeVisible();
    await expect(page.getByText("Bu kelimeyi içeren 2 sorgu (toplam)")).toBeVisible();
    await expectFigures(page, "sc-kelime-iceren", ["12,2", "101", "10.160", "%0,99"]);

    const quick = "Hızlı kazanımlar: 2. sayfadaki sorgular";
    await expect(rowKeys(page, quick)).toHaveText(QUICK_WINS);
    await expect(region(page, quick).getByRole("columnheader", { name: "Gösterim" })).toHaveAttribute("aria-sort", "descending");
    await expect(region(page, quick).locator("tbody tr").first().locator("td")).toHaveText(["61", "12.940", "%0,47", "14,3"]);

    const queries = "En çok tıklanan sorgular";
    await expect(rowKeys(page, queries).first()).toHaveText("seo ajansı");
    await expect(rowKeys(page, queries)).toHaveCount(16);
    await expect(rowKeys(page, "En çok tıklanan sayfalar")).toHaveText([
      "https://www.ornekajans.com.tr/",
      "https://www.ornekajans.com.tr/hizmetler/seo",
      "https://www.ornekajans.com.tr/blog/seo-nedir",
      "https://www.ornekajans.com.tr/hizmetler/google-ads",
      "https://www.ornekajans.com.tr/iletisim",
      "https://www.ornekajans.com.tr/blog/icerik-pazarlamasi",
    ]);

    // Sorting by position: best first, then the other way round; aria-sort says which.
    const position = region(page, queries).getByRole("button", { name: "Konum" });
    await position.click();
    await expect(region(page, queries).getByRole("columnheader", { name: "Konum" })).toHaveAttribute("aria-sort", "ascending");
    await expect(rowKeys(page, queries).first()).toHaveText("kurumsal seo");
    await position.click();
    await expect(region(page, queries).getByRole("columnheader", { name: "Konum" })).toHaveAttribute("aria-sort", "descending");
    await expect(rowKeys(page, queries).first()).toHaveText("backlink satın al");
    await position.click();

    // Filtering, with Turkish case rules, and the CSV of what is shown.
    await region(page, queries).getByLabel("En çok tıklanan sorgular içinde filtrele").fill("SEO");
    await expect(rowKeys(page, queries)).toHaveText([
      "kurumsal seo",
      "seo ajansı",
      "teknik seo denetimi",
      "istanbul seo ajansı",
      "e-ticaret seo",
      "seo fiyatları 2026",
      "seo nedir",
      "seo, sem farkı",
      "yerel seo izmir",
    ]);
    await expect(region(page, queries).getByText("9 satırdan 9 tanesi gösteriliyor.")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), region(page, queries).getByRole("button", { name: "CSV olarak indir" }).click()]);
    expect(download.suggestedFilename()).toBe("search-console-sorgular.csv");
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.split("\r\n");
    expect(lines.slice(0, 3)).toEqual([
      "\uFEFFEn çok yapılan sorgular,Tıklamalar,Gösterimler,TO,Konum",
      "kurumsal seo,38,1504,2.53%,3.21",
      "seo ajansı,412,9870,4.17%,4.12",
    ]);
    expect(lines).toContain('"seo, sem farkı",2,300,0.67%,15');
    expect(lines).toHaveLength(11);
    await region(page, queries).getByLabel("En çok tıklanan sorgular içinde filtrele").fill("bulunmayan kelime");
    await expect(region(page, queries).getByText("Filtreye uyan satır yok.")).toBeVisible();

    await expectNoAxeViolations(page);
    expect(uploads).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the Turkish CSV files chosen one by one read to the same figures", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page);
    await fileInput(page).setInputFiles([fixturePath("tr/Sorgular.csv"), fixturePath("tr/Sayfalar.csv")]);
    await expect(page.getByRole("status").filter({ hasText: "Okundu" })).toHaveText("Okundu: 16 sorgu, 6 sayfa.");
    await expect(page.getByText("Sorgular.csv: 16 satır")).toBeVisible();
    await expect(rowKeys(page, "Hızlı kazanımlar: 2. sayfadaki sorgular")).toHaveText(QUICK_WINS);
    await page.getByLabel("Sorgu ara").fill("seo ajansı");
    await expectFigures(page, "sc-kelime-tam", ["4,1", "412", "9.870", "%4,17"]);
    await expect(region(page, "En çok tıklanan sayfalar").locator("tbody tr").first().locator("td")).toHaveText(["520", "18.420", "%2,82", "6,9"]);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      region(page, "Hızlı kazanımlar: 2. sayfadaki sorgular").getByRole("button", { name: "CSV olarak indir" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("search-console-hizli-kazanimlar.csv");
    const lines = (await readFile(await download.path(), "utf8")).split("\r\n");
    expect(lines[1]).toBe("seo nedir,61,12940,0.47%,14.27");
    expect(lines).toHaveLength(QUICK_WINS.length + 2);

    // Clearing puts the visitor back at the file input.
    await page.getByRole("button", { name: "Verileri temizle" }).click();
    await expect(fileInput(page)).toBeFocused();
    await expect(page.getByRole("heading", { name: "Kelimenin sıralaması" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("dropped files: unreadable ones are named with the reason, the readable one is read", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page);
    const files = [
      { name: "no-position.csv", path: "malformed/no-position.csv" },
      { name: "resim.png", path: "malformed/not-a-csv.png" },
      { name: "Ülkeler.csv", path: "tr/Ülkeler.csv" },
      { name: "bos.csv", path: "malformed/empty.csv" },
    ].map((file) => ({ name: file.name, base64: readFileSync(new URL(file.path, FIXTURES)).toString("base64") }));

    const drop = (list: { name: string; base64: string }[]) =>
      page.evaluate((dropped) => {
        const zone = document.querySelector('[data-testid="sc-birakma-alani"]');
        if (!zone) throw new Error("no drop zone");
        const transfer = new DataTransfer();
        for (const file of dropped) {
          const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
          transfer.items.add(new File([bytes], file.name));
        }
        zone.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: transfer }));
        zone.dispatchEvent(new DragEvent("dragover", { bubbles: true, cancelable: true, dataTransfer: transfer }));
        zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
      }, list);

    // The panel is loaded after the tool hydrates (a lazy chunk); drop only once it is there.
    await expect(page.getByTestId("sc-birakma-alani")).toBeVisible();
    await drop(files);
    const problems = page.getByTestId("sc-hatalar");
    await expect(problems.getByRole("heading", { name: "Okunamayan dosyalar" })).toBeFocused();
    await expect(problems.getByRole("listitem")).toHaveText([
      "“no-position.csv” okunamadı: dosyada konum sütunu yok (“Konum” ya da “Position”).",
      "“resim.png” okunamadı: bu bir CSV ya da ZIP dosyası değil.",
      "“Ülkeler.csv” okunamadı: dosyada sorgu ya da sayfa sütunu yok (örneğin “En çok yapılan sorgular” ya da “Top queries”).",
      "“bos.csv” okunamadı: dosya boş.",
    ]);
    await expect(page.getByRole("heading", { name: "Kelimenin sıralaması" })).toHaveCount(0);

    // A good ZIP dropped next replaces the errors with the report.
    await drop([{ name: "Performans.zip", base64: exportZip("tr").toString("base64") }]);
    await expect(page.getByRole("status").filter({ hasText: "Okundu" })).toHaveText("Okundu: 16 sorgu, 6 sayfa.");
    await expect(problems).toHaveCount(0);
    await expect(page.getByText("Performans.zip › Sayfalar.csv: 6 satır")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kelimenin sıralaması" })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test("a provider gone since the page loaded: the live part gives way to its note, the import stays", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page);
  await expect(page.getByText(/^\d+ [+−×] \d+ = \?$/)).toBeVisible();
  // From now on the server has no provider: the search says so, and so does the next question.
  await page.route("**/api/rank", (route) => route.fulfill({ status: 503, json: { error: "yapılandırma yok", code: "not_configured" } }));
  await page.route("**/api/captcha", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), rankConfigured: false } });
  });
  await page.getByLabel("Web sitesi").fill("ornekajans.example");
  await page.getByLabel("Anahtar kelime").fill("kurumsal seo");
  await page.getByLabel(/Güvenlik sorusu/).fill("7");
  await page.getByRole("button", { name: "Sıralamayı Bul" }).click();
  await expect(page.getByTestId("canli-kontrol-kapali")).toContainText("Canlı sıralama kontrolü bu sitede etkin değil");
  await expect(page.getByRole("heading", { name: "Canlı sıralama kontrolü", level: 2 })).toBeFocused();
  await expect(page.getByRole("button", { name: "Sıralamayı Bul" })).toHaveCount(0);
  await expect(fileInput(page)).toBeEnabled();
  // The failed search also asks for the next question: its handler may still be fetching when the
  // assertions above are met, and a handler cut off by the end of the test fails the run.
  await page.unrouteAll({ behavior: "wait" });
  // The 503 is the browser's own report of the answer, not a page error.
  expect(errors.filter((error) => !/503|Failed to load resource/.test(error))).toEqual([]);
});

test.describe("without a search provider", () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_MEASUREMENT_PORT}` });

  async function openWithoutConsent(page: Page, path: string) {
    // The measurement server's cookieless script and Google's tag never leave the machine.
    await page.route(
      (url) => url.hostname !== "127.0.0.1",
      (route) => route.fulfill({ status: 204 }),
    );
    await page.goto(path);
    const banner = page.getByRole("region", { name: "Çerez tercihleriniz" });
    await banner.getByRole("button", { name: "Reddet" }).click();
    await expect(banner).toBeHidden();
  }

  test("the page offers the import, says the live check is off, and the import works", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await openWithoutConsent(page, PATH);
    await waitForTool(page);
    const off = page.getByTestId("canli-kontrol-kapali");
    await expect(off).toContainText("Canlı sıralama kontrolü bu sitede etkin değil");
    await expect(off).toContainText("Search Console verisi");
    await expect(page.getByRole("button", { name: "Sıralamayı Bul" })).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText(/yönetici|yapılandırılmadı/);

    await fileInput(page).setInputFiles({ name: "Performance.zip", mimeType: "application/zip", buffer: exportZip("en") });
    await expect(page.getByRole("status").filter({ hasText: "Okundu" })).toHaveText("Okundu: 16 sorgu, 6 sayfa.");
    await page.getByLabel("Sorgu ara").fill("kurumsal seo");
    await expectFigures(page, "sc-kelime-tam", ["3,2", "38", "1.504", "%2,53"]);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("the hub card describes both modes truthfully", async ({ page }) => {
    await openWithoutConsent(page, "/seo-araclari");
    const card = page.locator("li").filter({ has: page.getByRole("heading", { name: "Google Sıra Bulucu" }) });
    await expect(card).toContainText("Search Console verinizle");
    await expect(card).toContainText("canlı kontrol açıksa");
    await expect(page.locator("main")).not.toContainText(/yönetici|yapılandırılmadı/);
  });
});
