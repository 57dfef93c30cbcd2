import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * What a visitor types, picks or clicks into a tool before React has hydrated it survives
 * hydration and drives the result. Tool pages hydrate a frame after `load` (docs/decisions/011);
 * these tests hold every script of the app until the form has been used, as a slow phone would.
 */

// Several tools, each with a held page load and a worker or two: more than 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

interface HeldScripts {
  release: () => Promise<void>;
}

/** Holds the app's JavaScript (entry, route modules, chunks) until `release`. */
async function holdScripts(page: Page): Promise<HeldScripts> {
  const held: Route[] = [];
  let released = false;
  let firstHeld: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    firstHeld = resolve;
  });
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
    firstHeld();
  });
  return {
    release: async () => {
      // Hydration has begun asking for its modules: the page is in the window under test.
      await started;
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Opens a tool with its scripts held; the form is there (server HTML) but nothing runs it. */
async function openHeld(page: Page, path: string): Promise<HeldScripts> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "load" });
  return scripts;
}

/** The field has no React behind it yet: the typing in the test really happens before hydration. */
async function expectNotHydrated(field: Locator) {
  expect(await field.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react")))).toBe(false);
}

async function releaseAndHydrate(page: Page, scripts: HeldScripts) {
  await scripts.release();
  await waitForTool(page);
}

test("UTM builder: source, medium, campaign and an option typed before hydration build the link", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/utm-uretici");
  const website = page.getByLabel("Website URL");
  const source = page.getByLabel("Kaynak (utm_source)");
  const medium = page.getByLabel("Medium (utm_medium)");
  const campaign = page.getByLabel("Kampanya adı (utm_campaign)");
  const spaces = page.getByLabel(/Boşlukları alt çizgiye çevir/);
  await website.fill("https://example.com/kampanya");
  await source.fill("newsletter");
  await medium.fill("email");
  await campaign.fill("yaz indirimi");
  await spaces.check();
  await expectNotHydrated(source);

  await releaseAndHydrate(page, scripts);
  await expect(page.getByTestId("utm-preview")).toHaveText(
    "https://example.com/kampanya?utm_source=newsletter&utm_medium=email&utm_campaign=yaz_indirimi",
  );
  await expect(page.getByRole("button", { name: "Kampanya adı öner" })).toBeEnabled();
  await expect(page.getByTestId("ga4-channel")).toContainText("Email");
  await expect(website).toHaveValue("https://example.com/kampanya");
  await expect(source).toHaveValue("newsletter");
  await expect(medium).toHaveValue("email");
  await expect(campaign).toHaveValue("yaz indirimi");
  await expect(spaces).toBeChecked();
  // Typing on after hydration continues from the early text.
  await campaign.press("End");
  await campaign.pressSequentially(" 2");
  await expect(page.getByTestId("utm-preview")).toContainText("utm_campaign=yaz_indirimi_2");
  expect(errors).toEqual([]);
});

test("meta generator: keywords, selects and the manual title typed before hydration are used", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/meta-uretici");
  const keyword = page.getByRole("textbox", { name: "Ana anahtar kelime" });
  const audience = page.getByRole("textbox", { name: "Hedef kitle" });
  const business = page.getByRole("textbox", { name: "İşletme türü" });
  const contentType = page.getByRole("combobox", { name: "İçerik türü" });
  const tone = page.getByRole("combobox", { name: "Yazım tonu" });
  const title = page.getByRole("textbox", { name: "Meta başlık (title)" });
  await keyword.fill("web tasarım");
  await audience.fill("küçük işletmeler");
  await business.fill("dijital ajans");
  await contentType.selectOption({ label: "Hizmet Sayfası" });
  await tone.selectOption({ label: "Samimi" });
  await title.fill("Erken yazılan başlık");
  await expectNotHydrated(keyword);

  await releaseAndHydrate(page, scripts);
  await expect(page.getByTestId("title-counter")).toContainText(`${"Erken yazılan başlık".length} / 60 karakter`);
  await expect(page.getByTestId("serp-title")).toContainText("Erken yazılan başlık");
  await page.getByRole("button", { name: "Öneri oluştur" }).click();
  await expect(page.getByTestId("suggestion-title")).toHaveCount(3);
  await expect(page.getByTestId("suggestion-title").first()).toContainText(/web tasarım/i);
  await expect(keyword).toHaveValue("web tasarım");
  await expect(audience).toHaveValue("küçük işletmeler");
  await expect(business).toHaveValue("dijital ajans");
  await expect(contentType.locator("option:checked")).toHaveText("Hizmet Sayfası");
  await expect(tone.locator("option:checked")).toHaveText("Samimi");
  await expect(title).toHaveValue("Erken yazılan başlık");
  expect(errors).toEqual([]);
});

test("keyword clusterer: a pasted list and a method picked before hydration are grouped", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/kelime-gruplayici");
  const list = page.getByRole("textbox", { name: "Anahtar kelimeler (her satıra bir kelime)" });
  const method = page.getByRole("combobox", { name: "Gruplama yöntemi" });
  const keywords = ["web tasarım", "web tasarım fiyatları", "kurumsal web tasarım", "seo hizmeti", "seo ajansı", "seo fiyatları"];
  await list.fill(keywords.join("\n"));
  await method.selectOption({ label: "Ortak Kelimeler" });
  await expectNotHydrated(list);

  await releaseAndHydrate(page, scripts);
  await expect(page.getByText("Aynı anlamlı kelimeyi")).toBeVisible();
  await page.getByRole("button", { name: "Grupla", exact: true }).click();
  await expect(page.getByTestId("cluster-card").first()).toBeVisible();
  await expect(page.getByTestId("cluster-summary")).toContainText("6 benzersiz anahtar kelimeden");
  await expect(list).toHaveValue(keywords.join("\n"));
  await expect(method.locator("option:checked")).toHaveText("Ortak Kelimeler");
  expect(errors).toEqual([]);
});

test("llms.txt generator: site fields and the first page and question rows are in the file", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/llms-txt-uretici");
  const siteName = page.getByLabel("Site adı");
  const description = page.getByLabel("Açıklama", { exact: true });
  const firstPage = page.getByRole("group", { name: "Sayfa 1" });
  const faq = page.getByRole("group", { name: "Soru 1" });
  await siteName.fill("Örnek Mobilya");
  await page.getByLabel("Site URL'si").fill("https://www.ornekmobilya.example");
  await description.fill("El yapımı ahşap mobilya.");
  await firstPage.getByLabel("Başlık").fill("Ürünler");
  await firstPage.getByLabel("URL").fill("/urunler");
  await faq.getByLabel("Soru", { exact: true }).fill("Teslimat ne kadar sürer?");
  await faq.getByLabel("Cevap").fill("İki hafta.");
  await expectNotHydrated(siteName);

  await releaseAndHydrate(page, scripts);
  const preview = page.getByLabel("llms.txt önizlemesi");
  await expect(preview).toHaveValue(/^# Örnek Mobilya\n/);
  await expect(preview).toHaveValue(/> El yapımı ahşap mobilya\./);
  await expect(preview).toHaveValue(/\[Ürünler\]\(https:\/\/www\.ornekmobilya\.example\/urunler\)/);
  await expect(preview).toHaveValue(/Teslimat ne kadar sürer\?/);
  await expect(preview).toHaveValue(/İki hafta\./);
  await expect(siteName).toHaveValue("Örnek Mobilya");
  await expect(faq.getByLabel("Cevap")).toHaveValue("İki hafta.");
  expect(errors).toEqual([]);
});

test("hreflang generator: base URL, row addresses and a country picked before hydration are in the tags", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/hreflang-uretici");
  const base = page.getByLabel("Base URL (x-default)");
  const row1 = page.getByRole("group", { name: "1. dil sürümü" });
  const row2 = page.getByRole("group", { name: "2. dil sürümü" });
  await base.fill("https://www.ornek.example/");
  await row1.getByLabel("Sayfa URL'si").fill("https://www.ornek.example/tr/");
  await row1.getByLabel("Ülke (isteğe bağlı)").selectOption({ label: "Türkiye (TR)" });
  await row2.getByLabel("Sayfa URL'si").fill("https://www.ornek.example/en/");
  await expectNotHydrated(base);

  await releaseAndHydrate(page, scripts);
  const tags = page.getByLabel("hreflang-tags.html");
  await expect(tags).toHaveValue(/hreflang="tr-tr" href="https:\/\/www\.ornek\.example\/tr\/"/);
  await expect(tags).toHaveValue(/hreflang="en" href="https:\/\/www\.ornek\.example\/en\/"/);
  await expect(tags).toHaveValue(/hreflang="x-default" href="https:\/\/www\.ornek\.example\/"/);
  await expect(base).toHaveValue("https://www.ornek.example/");
  await expect(row1.getByLabel("Ülke (isteğe bağlı)").locator("option:checked")).toHaveText("Türkiye (TR)");
  expect(errors).toEqual([]);
});

test("canonical generator: the first row typed before hydration is in the tags", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/canonical-uretici");
  const row = page.getByRole("group", { name: "1. sayfa" });
  const pageUrl = row.getByLabel("Sayfa URL'si");
  const canonical = row.getByLabel("Canonical URL");
  await pageUrl.fill("https://www.ornek.example/urun?renk=mavi");
  await canonical.fill("https://www.ornek.example/urun");
  await expectNotHydrated(pageUrl);

  await releaseAndHydrate(page, scripts);
  await expect(page.getByLabel("canonical-tags.html")).toHaveValue(/<link rel="canonical" href="https:\/\/www\.ornek\.example\/urun"/);
  await expect(row.getByRole("img", { name: "Geçerli URL" })).toHaveCount(2);
  await expect(pageUrl).toHaveValue("https://www.ornek.example/urun?renk=mavi");
  await expect(canonical).toHaveValue("https://www.ornek.example/urun");
  expect(errors).toEqual([]);
});

test("sitemap generator: base URL and a row's address, priority, frequency and date are in the XML", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/sitemap-uretici");
  const base = page.getByLabel("Base URL", { exact: true });
  const row = page.getByRole("group", { name: "1. adres" });
  await base.fill("https://www.ornek.example");
  await row.getByLabel("URL", { exact: true }).fill("https://www.ornek.example/kampanya");
  await row.getByLabel("Öncelik").selectOption({ label: "0.5" });
  await row.getByLabel("Değişim sıklığı").selectOption({ label: "Aylık (monthly)" });
  await row.getByLabel("Son güncelleme").fill("2025-01-15");
  await expectNotHydrated(base);

  await releaseAndHydrate(page, scripts);
  const preview = page.getByLabel("sitemap.xml önizlemesi");
  await expect(preview).toHaveValue(/<loc>https:\/\/www\.ornek\.example\/kampanya<\/loc>/);
  await expect(preview).toHaveValue(/<lastmod>2025-01-15<\/lastmod>/);
  await expect(preview).toHaveValue(/<changefreq>monthly<\/changefreq>/);
  await expect(preview).toHaveValue(/<priority>0\.5<\/priority>/);
  // The base URL is in state too: the common pages are added under it.
  await page.getByRole("button", { name: "Yaygın sayfaları ekle" }).click();
  await expect(page.getByRole("group", { name: /^\d+\. adres$/ }).nth(1).getByLabel("URL", { exact: true })).toHaveValue(
    /^https:\/\/www\.ornek\.example\//,
  );
  await expect(base).toHaveValue("https://www.ornek.example");
  expect(errors).toEqual([]);
});

test("GPTBot simulator: Enter pressed before hydration analyses the address typed, without a reload", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/gptbot-simulatoru");
  const reason = "Sayfa şu anda alınamadı.";
  await page.route("**/api/analyze", (route) => route.fulfill({ status: 502, json: { error: reason } }));
  const address = page.getByLabel("Sayfa adresi (URL)");
  await address.fill("https://www.ornek.example/hizmetler");
  const request = page.waitForRequest("**/api/analyze");
  // The browser would submit the form itself (a reload that loses the text); it is held instead.
  await address.press("Enter");
  await expectNotHydrated(address);
  expect(page.url()).toMatch(/\/seo-araclari\/gptbot-simulatoru$/);

  await releaseAndHydrate(page, scripts);
  expect((await request).postDataJSON()).toEqual({ url: "https://www.ornek.example/hizmetler" });
  await expect(page.getByTestId("analiz-hata-nedeni")).toHaveText(reason);
  await expect(address).toHaveValue("https://www.ornek.example/hizmetler");
  expect(page.url()).toMatch(/\/seo-araclari\/gptbot-simulatoru$/);
  // The failed request's console line is the simulator's own report, not a hydration problem.
  expect(errors.filter((error) => !/502|Failed to load resource/.test(error))).toEqual([]);
});

test("sitemap generator: the bulk mode chosen before hydration is the mode shown once the page is live", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/sitemap-uretici");
  const bulk = page.getByRole("button", { name: "Toplu yapıştır" });
  await bulk.click();
  await expectNotHydrated(bulk);

  await releaseAndHydrate(page, scripts);
  await expect(bulk).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("URL listesi (her satıra bir adres)")).toBeVisible();
  expect(errors).toEqual([]);
});

test("GPTBot simulator: a tab clicked before hydration is the one open once the page is live", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/gptbot-simulatoru");
  const htmlTab = page.getByRole("tab", { name: "HTML yapıştır" });
  await htmlTab.click();
  await expectNotHydrated(htmlTab);

  await releaseAndHydrate(page, scripts);
  await expect(htmlTab).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "HTML yapıştır" }).getByLabel("Sayfanın HTML kodu")).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Adres ile analiz" })).toBeHidden();
  expect(errors).toEqual([]);
});

test("GPTBot simulator: arrow keys pressed on the tabs before hydration move to the tab they lead to", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/gptbot-simulatoru");
  const urlTab = page.getByRole("tab", { name: "Adres ile analiz" });
  const liveTab = page.getByRole("tab", { name: "Canlı erişim" });
  await urlTab.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectNotHydrated(urlTab);
  // The focus follows the keys at once, as it will once the tabs are live.
  await expect(liveTab).toBeFocused();

  await releaseAndHydrate(page, scripts);
  await expect(liveTab).toHaveAttribute("aria-selected", "true");
  await expect(liveTab).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Canlı erişim" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Adres ile analiz" })).toBeHidden();
  // Home goes back to the first tab, now through React's own handler.
  await page.keyboard.press("Home");
  await expect(urlTab).toHaveAttribute("aria-selected", "true");
  expect(errors).toEqual([]);
});

test("rank finder: site, keyword and the device chosen before hydration are searched", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari/sira-bulucu");
  const site = page.getByLabel("Web sitesi");
  const keyword = page.getByLabel("Anahtar kelime");
  await site.fill("ornekajans.example");
  await keyword.fill("kurumsal seo");
  await page.getByText("Mobil", { exact: true }).click();
  await expectNotHydrated(site);

  await releaseAndHydrate(page, scripts);
  const answer = page.getByLabel(/Güvenlik sorusu/);
  await expect(answer).toBeEnabled();
  await answer.fill("7");
  const find = page.getByRole("button", { name: "Sıralamayı Bul" });
  await expect(find).toBeEnabled();
  await page.route("**/api/rank", (route) => route.fulfill({ status: 400, json: { error: "Lütfen doğru cevabı girin" } }));
  const request = page.waitForRequest("**/api/rank");
  await find.click();
  expect((await request).postDataJSON()).toMatchObject({ website: "ornekajans.example", keyword: "kurumsal seo", device: "mobile" });
  await expect(site).toHaveValue("ornekajans.example");
  await expect(page.getByRole("radio", { name: "Mobil" })).toBeChecked();
  expect(errors.filter((error) => !/400|Failed to load resource/.test(error))).toEqual([]);
});

test("tools hub: the quick llms.txt form asked for before hydration opens once the page is live", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts = await openHeld(page, "/seo-araclari");
  const open = page.getByRole("link", { name: "Hızlı llms.txt formunu aç" });
  await expectNotHydrated(open);
  await open.click();

  await scripts.release();
  const formHeading = page.getByRole("heading", { name: "Hızlı llms.txt oluşturucu" });
  await expect(formHeading).toBeVisible();
  await expect(formHeading).toBeFocused();
  await expect(page.locator("li[data-available]").first()).toBeHidden();
  await page.getByLabel("Proje adı").fill("Pusula Kitaplığı");
  await expect(page.getByLabel("llms.txt önizlemesi")).toHaveValue(/^# Pusula Kitaplığı\n/);
  // Back to the grid, and the browser's address no longer points at the form.
  await page.getByRole("button", { name: "Araç listesine dön" }).click();
  await expect(page.getByRole("heading", { name: "Araçlar", exact: true })).toBeFocused();
  expect(new URL(page.url()).hash).toBe("");
  expect(errors).toEqual([]);
});
