import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { E2E_AI_KEY, E2E_AI_PORT, E2E_MEASUREMENT_ENV, E2E_MEASUREMENT_PORT } from "../../playwright.config";
import { SAMPLE_DRAFT } from "../support/content-writer-draft";
import { startFakeAi, type FakeAiServer } from "../support/fake-openai";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * The AI content writer (/seo-araclari/icerik-yazari) in both modes: the main server has no AI key
 * and offers the rule-based brief; the second server (playwright.config.ts) has a key for the fake
 * OpenAI-compatible server this spec runs on E2E_AI_PORT, and streams drafts from it.
 */

const PATH = "/seo-araclari/icerik-yazari";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const AI_BASE = `http://127.0.0.1:${E2E_MEASUREMENT_PORT}`;

test.describe.configure({ timeout: 60_000 });

interface Opened {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function open(browser: Browser, baseURL?: string): Promise<Opened> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  if (baseURL) {
    // The second server also carries the measurement settings: its cookieless script is served
    // locally (nothing may leave the machine) and the consent banner is dismissed.
    await page.route(`${new URL(E2E_MEASUREMENT_ENV.COOKIELESS_SCRIPT_URL).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
  }
  await page.goto(PATH);
  await waitForTool(page);
  if (baseURL) await page.getByRole("region", { name: "Çerez tercihleriniz" }).getByRole("button", { name: "Reddet" }).click();
  return { context, page, errors };
}

async function fill(page: Page, keyword = "istanbul seo ajansı") {
  await page.getByLabel("Sayfa türü").selectOption("hizmet_sayfasi");
  await page.getByLabel("Ton").selectOption("profesyonel");
  await page.getByLabel("İşletme / marka").fill("Pusula Dijital");
  await page.getByLabel("Ana anahtar kelime").fill(keyword);
  await page.getByLabel("Hedef kitle").fill("KOBİ sahipleri");
  await page.getByLabel("Öne çıkacak noktalar (isteğe bağlı)").fill("Aylık rapor");
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-toast]").filter({ hasText: text }).first()).toBeVisible();
}

async function download(page: Page, trigger: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), "utf8") };
}

async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

const result = (page: Page) => page.getByTestId("content-result");

test.describe("without an AI key: the rule-based brief", () => {
  test("validates, builds a labelled brief with its checks, copies, downloads and hands over to the meta generator", async ({ browser }) => {
    const opened = await open(browser);
    const { page } = opened;
    const mode = page.getByTestId("content-writer-mode");
    await expect(mode).toHaveAttribute("data-mode", "rule-based");
    // innerText: the other modes' texts stay in the notice, invisible, to hold its height.
    await expect(mode).toContainText("Kural tabanlı mod", { useInnerText: true });
    await expect(mode).toContainText("yapay zekâ kullanılmaz", { useInnerText: true });
    await expect(mode).not.toContainText("Yapay zekâ modu", { useInnerText: true });
    await expect(page.getByRole("button", { name: "Taslak Yaz" })).toHaveCount(0);

    // All five fields are required.
    await page.getByRole("button", { name: "İçerik Özeti Oluştur" }).click();
    await expectToast(page, "Lütfen tüm alanları doldurun!");
    await expect(page.getByLabel("Sayfa türü")).toBeFocused();
    await expect(page.getByLabel("Sayfa türü")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Bu alan zorunludur.")).toHaveCount(5);

    await fill(page);
    await page.getByRole("button", { name: "İçerik Özeti Oluştur" }).click();
    await expectToast(page, "Kural tabanlı içerik özeti hazır!");
    await expect(page.getByRole("heading", { name: "Sonuç", exact: true })).toBeFocused();
    await expect(page.getByTestId("content-result-kind")).toHaveText("Kural tabanlı içerik özeti");
    await expect(result(page)).not.toContainText("Yapay zekâ taslağı");
    const brief = page.getByTestId("content-brief");
    await expect(brief).toContainText("Hizmet Sayfası, Profesyonel ton, hedef uzunluk 800-1200 kelime.");
    await expect(page.getByTestId("brief-title")).toContainText("İstanbul SEO Ajansı Hizmeti | Pusula Dijital");
    await expect(brief).toContainText("Aylık rapor");
    await expect(brief).toContainText("Eklenecek iç bağlantılar");
    const checks = page.getByTestId("content-checks");
    await expect(checks).toContainText("Sınırlar içinde");
    await expect(page.getByTestId("content-readability")).toContainText("Okunacak metin yok");
    await expect(checks).toContainText("SEO başlığında: Var");

    await page.getByRole("button", { name: "Kopyala" }).click();
    await expectToast(page, "İçerik panoya kopyalandı!");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith("# Kural tabanlı içerik özeti: İstanbul SEO Ajansı")).toBe(true);
    const markdown = await download(page, page.getByRole("button", { name: ".md indir" }));
    expect(markdown.name).toBe("icerik-ozeti.md");
    expect(markdown.text).toBe(copied);
    const plain = await download(page, page.getByRole("button", { name: ".txt indir" }));
    expect(plain.name).toBe("icerik-ozeti.txt");
    expect(plain.text.startsWith("Kural tabanlı içerik özeti: İstanbul SEO Ajansı")).toBe(true);
    expect(plain.text).not.toContain("## ");

    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Meta etiketlerine aktar" }).click();
    await page.waitForURL("**/seo-araclari/meta-uretici");
    await waitForTool(page);
    await expect(page.getByLabel("Meta başlık (title)")).toHaveValue("İstanbul SEO Ajansı Hizmeti | Pusula Dijital");
    await expect(page.getByLabel("Meta açıklama (description)")).toHaveValue(/^Pusula Dijital ile istanbul SEO ajansı: KOBİ sahipleri için/);
    // Read once: a reload shows the generator empty again.
    await page.reload();
    await waitForTool(page);
    await expect(page.getByLabel("Meta başlık (title)")).toHaveValue("");

    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });
});

test.describe("with an AI key: the streamed draft", () => {
  // One fake server on a fixed port, its scenario set per test: one test at a time.
  test.describe.configure({ mode: "serial" });
  let fake: FakeAiServer;
  test.beforeAll(async () => {
    fake = await startFakeAi({ port: E2E_AI_PORT });
  });
  test.afterAll(async () => {
    await fake.close();
  });

  test("streams the draft into its sections as it is written, then checks it", async ({ browser }) => {
    fake.setScenario({ kind: "text", text: SAMPLE_DRAFT, chunkSize: 12, delayMs: 40 });
    const opened = await open(browser, AI_BASE);
    const { page } = opened;
    const mode = page.getByTestId("content-writer-mode");
    await expect(mode).toHaveAttribute("data-mode", "ai");
    await expect(mode).toContainText("Yapay zekâ modu", { useInnerText: true });
    await expect(mode).not.toContainText("Kural tabanlı mod", { useInnerText: true });
    await fill(page);
    const before = fake.requests.length;
    await page.getByRole("button", { name: "Taslak Yaz" }).click();

    // Progressive: the title is there while the call to action is not written yet.
    await expect(page.getByTestId("draft-title")).toContainText("İstanbul SEO Ajansı | Pusula Dijital");
    await expect(page.getByTestId("content-result-status")).toContainText("Taslak yazılıyor");
    await expect(page.getByTestId("draft-cta")).toContainText("Henüz yazılmadı.");
    await expect(page.getByRole("button", { name: "Durdur" })).toBeVisible();

    await expectToast(page, "Yapay zekâ taslağı hazır!");
    await expect(page.getByTestId("content-result-status")).toHaveText("Taslak tamamlandı.");
    await expect(page.getByTestId("content-result-kind")).toHaveText("Yapay zekâ taslağı");
    await expect(page.getByTestId("draft-cta")).toHaveText(/Ücretsiz analiz için bugün bize yazın\./);
    await expect(page.getByTestId("draft-faq")).toContainText("SEO ne kadar sürer?");
    await expect(page.getByTestId("content-readability")).toContainText(/\d+(,\d)? puan/);
    await expect(page.getByTestId("content-checks")).toContainText("Giriş paragrafında: Var");
    await expect(page.getByRole("heading", { name: "Sonuç", exact: true })).toBeFocused();

    const request = fake.requests[before];
    expect(request?.authorization).toBe(`Bearer ${E2E_AI_KEY}`);
    expect(request?.body).toMatchObject({ stream: true, model: "fake-model" });

    const markdown = await download(page, page.getByRole("button", { name: ".md indir" }));
    expect(markdown.name).toBe("icerik-taslagi.md");
    expect(markdown.text).toBe(SAMPLE_DRAFT);
    await expectNoAxeViolations(page);
    // The key never reaches the browser.
    expect(await page.content()).not.toContain(E2E_AI_KEY);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  test("an answer under other headings than the ones asked for is shown under the body, not dropped", async ({ browser }) => {
    const answer = "# Başlık\nPusula Dijital ile büyüyün.\n\n## Neden biz?\nHer ay ölçülebilir rapor veriyoruz.\n";
    fake.setScenario({ kind: "text", text: answer, chunkSize: 12, delayMs: 20 });
    const opened = await open(browser, AI_BASE);
    const { page } = opened;
    await fill(page);
    await page.getByRole("button", { name: "Taslak Yaz" }).click();
    await expect(page.getByTestId("content-result-status")).toHaveText("Taslak tamamlandı.");
    const extra = page.getByTestId("draft-extra");
    await expect(extra).toContainText("Pusula Dijital ile büyüyün.");
    await expect(extra.getByRole("heading", { name: "Neden biz?" })).toBeVisible();
    await expect(extra).toContainText("Her ay ölçülebilir rapor veriyoruz.");
    // Under the body: the body's block comes first in the result.
    const order = await page
      .getByTestId("content-draft")
      .locator("[data-testid]")
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute("data-testid")));
    expect(order.indexOf("draft-extra")).toBe(order.indexOf("draft-body") + 1);
    await expectNoAxeViolations(page);
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  test("Durdur stops the draft and closes the upstream request", async ({ browser }) => {
    fake.setScenario({ kind: "trickle", delayMs: 60 });
    const opened = await open(browser, AI_BASE);
    const { page } = opened;
    await fill(page);
    const closed = fake.closedEarly();
    await page.getByRole("button", { name: "Taslak Yaz" }).click();
    await expect(page.getByTestId("content-result-status")).toContainText("Taslak yazılıyor");
    await page.getByRole("button", { name: "Durdur" }).click();
    await fake.waitForEarlyClose(closed + 1);
    await expect(page.getByTestId("content-result-status")).toHaveText("Taslak durduruldu; gelen kısım aşağıda.");
    await expectToast(page, "Taslak durduruldu.");
    await expect(page.getByRole("button", { name: "Taslak Yaz" })).toBeEnabled();
    expect(opened.errors).toEqual([]);
    await opened.context.close();
  });

  test("a provider failure gets a Turkish message and the brief is still one click away", async ({ browser }) => {
    fake.setScenario({ kind: "http-error", status: 500, body: '{"error":{"message":"boom"}}' });
    const opened = await open(browser, AI_BASE);
    const { page } = opened;
    await fill(page);
    await page.getByRole("button", { name: "Taslak Yaz" }).click();
    const failure = page.getByTestId("content-failure");
    await expect(failure).toContainText("Yapay zekâ servisine şu anda ulaşılamıyor.");
    await expectToast(page, "Taslak oluşturulamadı");
    await failure.getByRole("button", { name: "Kural tabanlı özet oluştur" }).click();
    await expect(page.getByTestId("content-result-kind")).toHaveText("Kural tabanlı içerik özeti");
    await expect(page.getByTestId("content-failure")).toHaveCount(0);
    // The browser logs the 502 and the screen its own line; nothing else.
    expect(opened.errors.filter((error) => !/502|İçerik yazarı isteği başarısız/.test(error))).toEqual([]);
    await opened.context.close();
  });

  test("the UTM analysis toast says AI only for a model's answer", async ({ browser }) => {
    fake.setScenario({ kind: "text", text: "Bağlantı doğru kurulmuş." });
    const context = await browser.newContext({ baseURL: AI_BASE });
    const page = await context.newPage();
    await page.route(`${new URL(E2E_MEASUREMENT_ENV.COOKIELESS_SCRIPT_URL).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
    );
    await page.goto("/seo-araclari/utm-uretici");
    await waitForTool(page);
    await page.getByRole("region", { name: "Çerez tercihleriniz" }).getByRole("button", { name: "Reddet" }).click();
    await page.getByLabel("Website URL").fill("https://www.example.com/");
    await page.getByLabel("Kaynak (utm_source)").fill("google");
    await page.getByLabel("Medium (utm_medium)").fill("cpc");
    await page.getByLabel("Kampanya adı (utm_campaign)").fill("yaz-2026");
    await page.getByRole("button", { name: /Linki analiz et/ }).click();
    await expectToast(page, "AI analizi tamamlandı!");
    await expect(page.getByTestId("utm-analysis")).toContainText("Bağlantı doğru kurulmuş.");
    await context.close();
  });
});
