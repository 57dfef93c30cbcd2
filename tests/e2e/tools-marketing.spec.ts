import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Download, type Page } from "@playwright/test";
import { buildMetaHtml, buildMetaTagsFile } from "../../app/features/meta-tags/file";
import { collectConsoleErrors, waitForTool } from "./helpers";

/** The UTM builder, the meta generator and the keyword clusterer, used as a visitor would. */

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

test.use({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
// Each test walks a whole screen and runs axe (several seconds on the 2-core machines).
test.describe.configure({ timeout: 90_000 });

async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  // Loaded is not live: under load React may hydrate later, and a click before that does nothing.
  await waitForTool(page);
}

/**
 * Toasts come and go on their own timer and a half-faded one reads as low contrast, so the toaster
 * is checked on its own in tools-generators.spec.ts ("toasts meet WCAG AA contrast").
 */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast]").filter({ hasText: text });

async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  const file = await download.path();
  return { download, text: await readFile(file, "utf8") };
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe("UTM builder", () => {
  test("builds the link live with the URL API, copies, downloads and shows the GA4 channel", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, "/seo-araclari/utm-uretici");
    const copy = page.getByRole("button", { name: "Linki kopyala" });
    const download = page.getByRole("button", { name: "utm-link.txt indir" });
    const testButton = page.getByRole("button", { name: "Test et" });
    await expect(copy).toBeDisabled();
    await expect(download).toBeDisabled();
    await expect(testButton).toBeDisabled();

    // An explicit action with required fields missing: the required message, no link.
    await page.getByRole("button", { name: "Linki oluştur" }).click();
    await expect(toast(page, "Lütfen zorunlu alanları doldurun!")).toBeVisible();
    const website = page.getByLabel("Website URL");
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await expect(website).toBeFocused();
    await expect(page.getByTestId("utm-preview")).not.toContainText("utm_source");

    await website.fill("https://example.com/urun?id=42&utm_source=eski#yorumlar");
    await expect(website).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Kaynak (utm_source)").fill("google");
    await page.getByLabel("Medium (utm_medium)").fill("cpc");
    await expect(copy).toBeDisabled();
    await page.getByLabel("Kampanya adı (utm_campaign)").fill("yaz indirimi");

    const expected = "https://example.com/urun?id=42&utm_source=google&utm_medium=cpc&utm_campaign=yaz%20indirimi#yorumlar";
    await expect(page.getByTestId("utm-preview")).toHaveText(expected);
    await expect(page.getByText("Adresteki utm_source değeri formdaki değerle değiştirildi.")).toBeVisible();
    await expect(copy).toBeEnabled();
    await expect(download).toBeEnabled();
    const testLink = page.getByRole("link", { name: /Test et/ });
    await expect(testLink).toHaveAttribute("href", expected);
    await expect(testLink).toHaveAttribute("target", "_blank");
    await expect(testLink).toHaveAttribute("rel", /noopener/);

    await expect(page.getByTestId("ga4-channel")).toContainText("Paid Search (Ücretli Arama)");

    await copy.click();
    await expect(toast(page, "UTM link panoya kopyalandı!")).toBeVisible();
    expect(await readClipboard(page)).toBe(expected);

    const file = await downloadOf(page, () => download.click());
    expect(file.download.suggestedFilename()).toBe("utm-link.txt");
    expect(file.text).toContain(`UTM Link: ${expected}`);
    expect(file.text).toContain("Website URL: https://example.com/urun?id=42#yorumlar");
    expect(file.text).toContain("İçerik (utm_content): Belirtilmedi");
    await expect(toast(page, "UTM bilgileri indirildi!")).toBeVisible();

    // Optional clean-up, offered not forced.
    await page.getByLabel("Kampanya adı (utm_campaign)").fill("Kış İndirimi");
    await expect(page.getByTestId("utm-preview")).toContainText("utm_campaign=K%C4%B1%C5%9F%20%C4%B0ndirimi");
    await page.getByLabel("Küçük harfe çevir").check();
    await page.getByLabel(/Türkçe karakterleri sadeleştir/).check();
    await page.getByLabel(/Boşlukları alt çizgiye çevir/).check();
    await expect(page.getByTestId("utm-preview")).toContainText("utm_campaign=kis_indirimi#yorumlar");

    // A source GA4 does not list with a medium it does not know: Unassigned, with a warning.
    await page.getByLabel("Kaynak (utm_source)").fill("partner");
    await page.getByLabel("Medium (utm_medium)").fill("eposta");
    await expect(page.getByTestId("ga4-channel")).toContainText("Unassigned (Atanmamış)");
    await expect(page.getByTestId("ga4-channel")).toContainText("kurallarının hiçbirine uymuyor");
    expect(errors).toEqual([]);
  });

  test("AI actions without a key answer rule-based, labelled as such", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, "/seo-araclari/utm-uretici");
    const suggest = page.getByRole("button", { name: "Kampanya adı öner" });
    const analyze = page.getByRole("button", { name: "Linki analiz et" });
    await expect(suggest).toBeDisabled();
    await expect(analyze).toBeDisabled();
    await expect(page.getByText("Önce kaynak ve medium alanlarını doldurun!")).toBeVisible();

    await page.getByLabel("Kaynak (utm_source)").fill("facebook");
    await expect(suggest).toBeDisabled();
    await page.getByLabel("Medium (utm_medium)").fill("paid_social");
    await expect(suggest).toBeEnabled();
    await expect(analyze).toBeDisabled();

    const suggestionRequest = page.waitForRequest("**/api/utm-suggestions");
    await suggest.click();
    expect((await suggestionRequest).postDataJSON()).toEqual({
      requestType: "campaignSuggestions",
      source: "facebook",
      medium: "paid_social",
    });
    await expect(toast(page, "Kampanya önerileri oluşturuldu!")).toBeVisible();
    const suggestions = page.getByTestId("utm-suggestions");
    await expect(suggestions).toContainText("Kural tabanlı öneri (yapay zekâ yapılandırılmadı)");
    await expect(suggestions).toContainText("Kampanya adı önerileri:");
    await expect(suggestions).toHaveAttribute("aria-live", "polite");

    await page.getByLabel("Website URL").fill("www.example.com/kampanya");
    await page.getByLabel("Kampanya adı (utm_campaign)").fill("Yaz-Indirimi");
    await expect(analyze).toBeEnabled();
    await analyze.click();
    // The answer is rule-based (no AI key on this server): the toast must not call it AI.
    await expect(toast(page, "Kural tabanlı analiz tamamlandı!")).toBeVisible();
    const analysis = page.getByTestId("utm-analysis");
    await expect(analysis).toContainText("Kural tabanlı öneri (yapay zekâ yapılandırılmadı)");
    await expect(analysis).toContainText("https:// varsayıldı");
    await expect(analysis).toContainText("Paid Social");

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("a failing AI request shows the required error toast", async ({ page }) => {
    await open(page, "/seo-araclari/utm-uretici");
    await page.route("**/api/utm-suggestions", (route) =>
      route.fulfill({ status: 502, json: { code: "ai_unavailable", error: "Yapay zekâ servisine şu anda ulaşılamıyor." } }),
    );
    await page.getByLabel("Kaynak (utm_source)").fill("newsletter");
    await page.getByLabel("Medium (utm_medium)").fill("email");
    await page.getByRole("button", { name: "Kampanya adı öner" }).click();
    await expect(toast(page, "Kampanya önerileri oluşturulurken hata oluştu!")).toBeVisible();
    await expect(page.getByRole("button", { name: "Kampanya adı öner" })).toBeEnabled();
  });
});

test.describe("meta generator", () => {
  async function choose(page: Page, label: string, option: string) {
    await page.getByRole("combobox", { name: label }).selectOption({ label: option });
  }

  test("generates three suggestions, counts live, previews, copies and downloads", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, "/seo-araclari/meta-uretici");

    await page.getByRole("button", { name: "Öneri oluştur" }).click();
    await expect(toast(page, "Lütfen tüm alanları doldurun!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Ana anahtar kelime" })).toHaveAttribute("aria-invalid", "true");

    await page.getByRole("textbox", { name: "Ana anahtar kelime" }).fill("web tasarım");
    await page.getByRole("textbox", { name: "Hedef kitle" }).fill("küçük işletmeler");
    await choose(page, "İçerik türü", "Hizmet Sayfası");
    await choose(page, "Yazım tonu", "Samimi");
    await page.getByRole("textbox", { name: "İşletme türü" }).fill("dijital ajans");
    await page.getByRole("button", { name: "Öneri oluştur" }).click();
    await expect(toast(page, "Meta tag önerileri oluşturuldu!")).toBeVisible();

    const titles = await page.getByTestId("suggestion-title").allTextContents();
    expect(titles).toHaveLength(3);
    expect(new Set(titles).size).toBe(3);
    expect(titles.every((t) => t.length <= 60)).toBe(true);
    const descriptions = await page.getByTestId("suggestion-description").allTextContents();
    expect(new Set(descriptions).size).toBe(3);

    const copy = page.getByRole("button", { name: "Etiketleri kopyala" });
    const download = page.getByRole("button", { name: "meta-tags.txt indir" });
    await expect(copy).toBeDisabled();
    await expect(download).toBeDisabled();
    const title = page.getByRole("textbox", { name: "Meta başlık (title)" });
    await title.fill("Yalnızca başlık");
    await expect(copy).toBeDisabled();

    await page.getByRole("button", { name: "Bu öneriyi kullan (Öneri 2)" }).click();
    await expect(title).toHaveValue(titles[1] ?? "");
    await expect(page.getByRole("textbox", { name: "Meta açıklama (description)" })).toHaveValue(descriptions[1] ?? "");
    await expect(copy).toBeEnabled();
    await expect(page.getByTestId("title-counter")).toHaveAttribute("data-status", "within");
    await expect(page.getByTestId("title-counter")).toContainText(`${[...(titles[1] ?? "")].length} / 60 karakter`);
    await expect(page.getByTestId("title-counter")).toContainText(/\d+ \/ 580 px/);
    await expect(page.getByTestId("serp-title")).toContainText((titles[1] ?? "").split(" ").slice(0, 2).join(" "));

    // Over the limit: the counter turns orange and the preview cuts the title where Google would.
    const long = "Web Tasarım Hizmeti: Küçük İşletmeler İçin Hızlı, Mobil Uyumlu ve SEO Dostu Siteler";
    await title.fill(long);
    const counter = page.getByTestId("title-counter");
    await expect(counter).toHaveAttribute("data-status", "over");
    await expect(counter).toHaveClass(/text-orange/);
    await expect(counter).toContainText(`${[...long].length} / 60 karakter`);
    await expect(page.getByTestId("serp-title")).toHaveText(/ \.\.\.$/);
    await page.getByRole("button", { name: "Mobil", exact: true }).click();
    await expect(page.getByRole("button", { name: "Mobil", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("serp-preview")).toHaveAttribute("data-device", "mobile");

    await page.getByRole("textbox", { name: /^Sayfa adresi/ }).fill("https://www.pusuladijital.example/hizmetler/web-tasarim");
    await expect(page.getByTestId("serp-preview")).toContainText("https://www.pusuladijital.example › hizmetler › web-tasarim");

    await copy.click();
    await expect(toast(page, "İçerik panoya kopyalandı!")).toBeVisible();
    expect(await readClipboard(page)).toBe(buildMetaHtml(long, descriptions[1] ?? ""));

    const file = await downloadOf(page, () => download.click());
    expect(file.download.suggestedFilename()).toBe("meta-tags.txt");
    expect(file.text).toContain(`Title (${[...long].length}/60 karakter):\n${long}`);
    expect(file.text).toBe(buildMetaTagsFile(long, descriptions[1] ?? ""));

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

/** 2,000 distinct, Turkish-looking keywords: 10 services × 10 modifiers × 20 cities. */
function generatedKeywords(): string[] {
  const services = [
    "web tasarım", "seo", "google ads", "sosyal medya yönetimi", "e-ticaret sitesi",
    "logo tasarım", "video prodüksiyon", "içerik pazarlama", "instagram reklam", "kurumsal kimlik",
  ];
  const modifiers = ["fiyatları", "ajansı", "firmaları", "hizmeti", "paketleri", "uzmanı", "teklifi", "yorumları", "şirketi", "danışmanlığı"];
  const cities = [
    "istanbul", "ankara", "izmir", "bursa", "antalya", "adana", "konya", "gaziantep", "kayseri", "mersin",
    "eskişehir", "samsun", "denizli", "trabzon", "malatya", "sakarya", "kocaeli", "muğla", "manisa", "aydın",
  ];
  return services.flatMap((s) => modifiers.flatMap((m) => cities.map((c) => `${s} ${m} ${c}`)));
}

test.describe("keyword clustering", () => {
  test("groups 2,000 keywords in a Web Worker without freezing, then copies and downloads", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await open(page, "/seo-araclari/kelime-gruplayici");
    // The worker starts once the page is idle, before any click, so the first run finds it ready.
    await expect.poll(() => workers.length, { timeout: 10_000 }).toBe(1);
    expect(workers[0]).toMatch(/\/assets\/cluster\.worker-[\w-]+\.js$/);

    await page.getByRole("button", { name: "Grupla", exact: true }).click();
    await expect(toast(page, "Lütfen anahtar kelime listesi girin!")).toBeVisible();
    const textarea = page.getByRole("textbox", { name: "Anahtar kelimeler (her satıra bir kelime)" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");

    const keywords = generatedKeywords();
    expect(new Set(keywords).size).toBe(2000);
    // Pasted, as people do with a keyword export (locator.fill types a 2,000-line text far slower).
    await page.evaluate((text) => navigator.clipboard.writeText(text), keywords.join("\n"));
    await textarea.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await expect(page.getByText("2.000 satır")).toBeVisible();

    // Record the busy state however briefly it lasts (2,000 keywords take a fraction of a second).
    await page.evaluate(() => {
      const w = window as unknown as { busySeen: boolean };
      w.busySeen = false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes("Gruplanıyor...")) w.busySeen = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole("button", { name: "Grupla", exact: true }).click();

    const success = toast(page, /^\d+ grup oluşturuldu \(maksimum 10 grup\)!/);
    await expect(success).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { busySeen: boolean }).busySeen)).toBe(true);
    // The warm worker did the work: no second one was started.
    expect(workers).toHaveLength(1);
    const groupCount = Number((await success.textContent())?.match(/^(\d+)/)?.[1]);
    expect(groupCount).toBeGreaterThan(0);
    expect(groupCount).toBeLessThanOrEqual(10);
    const cards = page.getByTestId("cluster-card");
    await expect(cards).toHaveCount(groupCount);
    await expect(page.getByTestId("cluster-summary")).toContainText("2.000 benzersiz anahtar kelimeden");
    await expect(cards.first()).toContainText(/Zorluk \(tahmini\): (Kolay|Orta|Zor|Çok Zor)/);
    await expect(page.getByText("Zorluk derecesi tahminidir").first()).toBeVisible();

    // The page stayed usable: the list can still be edited after (and while) grouping.
    await textarea.press("Control+End");
    await textarea.pressSequentially("\nyeni kelime");
    await expect(textarea).toHaveValue(/yeni kelime$/);

    const firstCard = cards.first();
    const mainKeyword = (await firstCard.locator("h3").textContent()) ?? "";
    // A long list's first rows are drawn in the result's first frame, the rest right after it.
    const listed = Number((await firstCard.getByText(/^[\d.]+ anahtar kelime$/).textContent())?.replace(/\D/g, ""));
    expect(listed).toBeGreaterThan(24);
    await expect(firstCard.locator("li")).toHaveCount(listed);
    const cardWords = await firstCard.locator("li").allTextContents();
    await firstCard.getByRole("button", { name: /Sadece kelimeleri kopyala/ }).click();
    await expect(toast(page, "İçerik panoya kopyalandı!").first()).toBeVisible();
    expect(await readClipboard(page)).toBe(cardWords.join("\n"));
    await firstCard.getByRole("button", { name: /Detaylı kopyala/ }).click();
    expect(await readClipboard(page)).toMatch(new RegExp(`^Grup 1: ${mainKeyword}\\nZorluk \\(tahmini\\): `));
    await page.getByRole("button", { name: "Tümünü kopyala" }).click();
    expect((await readClipboard(page)).match(/^Grup \d+: /gm)).toHaveLength(groupCount);

    const file = await downloadOf(page, () => page.getByRole("button", { name: "keyword-clusters.txt indir" }).click());
    expect(file.download.suggestedFilename()).toBe("keyword-clusters.txt");
    expect(file.text.startsWith("Anahtar Kelime Gruplama Raporu\n")).toBe(true);
    expect(file.text).toContain("Yöntem: Benzerlik");
    expect(file.text).toContain("Toplam anahtar kelime: 2000");
    expect(file.text).toContain(`Grup 1: ${mainKeyword}`);
    // axe runs in the next test, on a list small enough for it to finish in time.
    expect(errors).toEqual([]);
  });

  test("method and maximum group count change the result; no axe violation with results", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await open(page, "/seo-araclari/kelime-gruplayici");
    await page.getByRole("button", { name: "Örnek liste yükle" }).click();
    await page.getByRole("combobox", { name: "Gruplama yöntemi" }).selectOption({ label: "Ortak Kelimeler" });
    await expect(page.getByText("Aynı anlamlı kelimeyi")).toBeVisible();
    await page.getByRole("combobox", { name: "Maksimum grup sayısı" }).selectOption({ label: "5 grup" });
    await page.getByRole("button", { name: "Grupla", exact: true }).click();
    await expect(toast(page, "4 grup oluşturuldu (maksimum 5 grup)!")).toBeVisible();
    await expect(page.getByTestId("cluster-card")).toHaveCount(4);

    // 300 keywords: big groups, whose lists scroll inside their cards.
    const textarea = page.getByRole("textbox", { name: "Anahtar kelimeler (her satıra bir kelime)" });
    await page.evaluate((text) => navigator.clipboard.writeText(text), generatedKeywords().slice(0, 300).join("\n"));
    await textarea.fill("");
    await textarea.focus();
    await page.keyboard.press("ControlOrMeta+V");
    await page.getByRole("button", { name: "Grupla", exact: true }).click();
    await expect(toast(page, "2 grup oluşturuldu (maksimum 5 grup)!")).toBeVisible();
    await expect(page.getByTestId("cluster-card")).toHaveCount(2);
    await expect(page.getByRole("region", { name: /grubundaki anahtar kelimeler/ }).first()).toBeVisible();

    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("a pasted list of 6,000 keywords is kept out of the textarea, grouped whole, and shown on request", async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    await open(page, "/seo-araclari/kelime-gruplayici");
    const keywords = [1, 2, 3].flatMap((round) => generatedKeywords().map((keyword) => `${keyword} ${round}. sayfa`));
    await page.evaluate((text) => navigator.clipboard.writeText(text), keywords.join("\r\n"));
    const textarea = page.getByRole("textbox", { name: "Anahtar kelimeler (her satıra bir kelime)" });
    await textarea.focus();
    await page.keyboard.press("ControlOrMeta+V");

    const held = page.getByRole("group", { name: "Anahtar kelimeler (her satıra bir kelime) 6.000 satırlık liste yapıştırıldı" });
    await expect(held).toBeFocused();
    await expect(held).toContainText("araç listenin tamamıyla çalışır");
    await expect(textarea).toHaveCount(0);
    await expect(page.getByText("6.000 satır", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A list pasted onto the summary replaces the held one: a short one goes back into the textarea.
    await page.evaluate(() => navigator.clipboard.writeText("seo ajansı\nseo fiyatları"));
    await page.keyboard.press("ControlOrMeta+V");
    await expect(textarea).toBeFocused();
    await expect(textarea).toHaveValue("seo ajansı\nseo fiyatları");
    await expect(page.getByText("2 satır", { exact: true })).toBeVisible();
    await page.evaluate((text) => navigator.clipboard.writeText(text), keywords.join("\r\n"));
    await textarea.fill("");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(held).toBeFocused();

    await page.getByRole("button", { name: "Grupla", exact: true }).click();
    await expect(toast(page, /^\d+ grup oluşturuldu/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("cluster-summary")).toContainText("6.000 benzersiz anahtar kelimeden");

    // Asked for, the list goes into the textarea after all, Windows line breaks made plain, and takes focus.
    await held.getByRole("button", { name: "Listeyi kutuda göster" }).click();
    await expect(textarea).toBeFocused({ timeout: 30_000 });
    expect(await textarea.inputValue()).toBe(keywords.join("\n"));
    // Once shown, a paste into it is an ordinary paste.
    await page.evaluate(() => navigator.clipboard.writeText("\nyeni kelime"));
    await textarea.press("Control+End");
    await page.keyboard.press("ControlOrMeta+V");
    await expect(textarea).toHaveValue(/\nyeni kelime$/);

    await page.getByRole("button", { name: "Temizle" }).click();
    await expect(textarea).toHaveValue("");
    expect(errors).toEqual([]);
  });

  test("without Web Worker support the same grouping runs on the main thread", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => Reflect.deleteProperty(window, "Worker"));
    await open(page, "/seo-araclari/kelime-gruplayici");
    let workers = 0;
    page.on("worker", () => workers++);
    await page.getByRole("button", { name: "Örnek liste yükle" }).click();
    await page.getByRole("button", { name: "Grupla", exact: true }).click();
    await expect(toast(page, "4 grup oluşturuldu (maksimum 10 grup)!")).toBeVisible();
    await expect(page.getByTestId("cluster-card").first()).toContainText("web tasarım");
    expect(workers).toBe(0);
    expect(errors).toEqual([]);
  });
});
