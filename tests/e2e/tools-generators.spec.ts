import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { getPage } from "../../app/site/pages";
import { site } from "../../app/site/site.content";
import { SEO_TOOL_CARDS, toolCardHref } from "../../app/features/seo-tools/content";
import { buildCanonicalTags } from "../../app/features/canonical/canonical";
import { buildHreflangLinkHeader, buildHreflangSitemapXml, buildHreflangTags } from "../../app/features/hreflang/hreflang";
import { LLMS_DEFAULT_INFO, parseLlmsTxt } from "../../app/capabilities/llms-txt-grammar/format";
import { parseLlmsTxtReference } from "../../app/capabilities/llms-txt-grammar/reference-parser";
import { generateLlmsTxt } from "../../app/features/llms-txt/generator";
import { collectConsoleErrors, waitForTool } from "./helpers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Opened {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/** A fresh context (axe needs one from browser.newContext()) with clipboard access, on a hydrated page. */
async function open(browser: Browser, path: string): Promise<Opened> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(path, { waitUntil: "networkidle" });
  // These tests click as a visitor does once the tool is live (tools-prehydration.spec.ts covers the
  // moments before): a click before hydration found no toast in a loaded run. The hub has no tool.
  if (path !== "/seo-araclari") await waitForTool(page);
  return { context, page, consoleErrors };
}

async function finish({ context, consoleErrors }: Opened): Promise<void> {
  expect(consoleErrors).toEqual([]);
  await context.close();
}

/** Waits until no finite animation or transition runs (toasts sliding in or fading out). */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Axe over the page in its current (filled-in) state. Toasts come and go on their own timer, and a
 * half-faded one reads as low contrast, so they are checked separately (see "toasts" below).
 */
async function expectNoAxeViolations(page: Page, options: { only?: string } = {}): Promise<void> {
  await settleAnimations(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (options.only) builder.include(options.only);
  else builder.exclude("[data-toaster]");
  const axe = await builder.analyze();
  expect(
    axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator("[data-toast]").filter({ hasText: text }).first()).toBeVisible();
}

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function download(page: Page, trigger: Locator): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), trigger.click()]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(filePath) };
}

/** Picks an option of a select box found by its label, as a user would. */
async function choose(scope: Page | Locator, label: string, option: string): Promise<void> {
  await scope.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function expectSelected(select: Locator, option: string): Promise<void> {
  await expect(select.locator("option:checked")).toHaveText(option);
}

async function localToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
}

// ---------------------------------------------------------------------------------------------

test.describe("SEO tools hub", () => {
  test("ten tool cards, the free site audit first, link to their pages by full page load; UTM is linked below the grid", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari");
    const { page } = opened;

    const cards = page.locator("li[data-available]");
    await expect(cards).toHaveCount(10);
    await expect(page.locator('li[data-available="false"]')).toHaveCount(0);
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", "/seo-analizi");
    for (const card of SEO_TOOL_CARDS) {
      const link = cards.getByRole("link", { name: card.title, exact: true });
      await expect(link).toHaveAttribute("href", toolCardHref(card));
    }
    await expect(cards.getByRole("link", { name: /UTM/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "UTM Link Oluşturucu" })).toHaveAttribute(
      "href",
      "/seo-araclari/utm-uretici",
    );

    // A full document load (not client-side routing) fires the load event and requests the HTML.
    const documentRequest = page.waitForRequest((request) => request.isNavigationRequest());
    await Promise.all([
      page.waitForEvent("load"),
      page.getByRole("link", { name: "Canonical Etiketi Oluşturucu" }).click(),
    ]);
    expect((await documentRequest).url()).toMatch(/\/seo-araclari\/canonical-uretici$/);
    await expect(page.locator("h1")).toHaveText(getPage("/seo-araclari/canonical-uretici").h1);
    await finish(opened);
  });

  test("the storage button opens the external folder in a new tab", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari");
    const storage = opened.page.getByRole("link", { name: /Ücretsiz llms\.txt dosyasını indir/ });
    await expect(storage).toHaveAttribute("href", site.fileStorageUrl);
    await expect(storage).toHaveAttribute("target", "_blank");
    await expect(storage).toHaveAttribute("rel", /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
    await finish(opened);
  });

  test("toggles to the hub llms.txt form, generates the file and goes back to the grid", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari");
    const { page } = opened;
    const grid = page.locator("li[data-available]").first();

    await page.getByRole("link", { name: "Hızlı llms.txt formunu aç" }).click();
    const formHeading = page.getByRole("heading", { name: "Hızlı llms.txt oluşturucu" });
    await expect(formHeading).toBeVisible();
    await expect(formHeading).toBeFocused();
    await expect(grid).toBeHidden();

    const preview = page.getByLabel("llms.txt önizlemesi");
    // An empty form still gives a file the llmstxt.org reference parser reads with its summary.
    const blankFile = `# Your Project Name\n\n> A brief description of your project.\n\n${LLMS_DEFAULT_INFO}\n`;
    await expect(preview).toHaveValue(blankFile);
    expect(parseLlmsTxtReference(blankFile).summary).toBe("A brief description of your project.");

    await page.getByLabel("Proje adı").fill("Pusula Kitaplığı");
    await page.getByLabel("Proje açıklaması").fill("Açık kaynak bir arama kütüphanesi.");
    await page.getByLabel("Notlar (isteğe bağlı)").fill("Kurulum Node.js 20 gerektirir.");
    const doc = page.getByRole("group", { name: "Doküman 1" });
    await doc.getByLabel("Başlık").fill("Başlangıç");
    await doc.getByLabel("URL").fill("https://kitaplik.example/baslangic");
    const example = page.getByRole("group", { name: "Örnek 1" });
    await example.getByLabel("Başlık").fill("Yalnızca başlık");
    const optional = page.getByRole("group", { name: "Kaynak 1" });
    await optional.getByLabel("Başlık").fill("Sürüm notları");
    await optional.getByLabel("URL").fill("https://kitaplik.example/surumler");
    await optional.getByLabel("Açıklama (isteğe bağlı)").fill("Tüm sürümler");

    const expected = [
      "# Pusula Kitaplığı",
      "",
      "> Açık kaynak bir arama kütüphanesi.",
      "",
      "Kurulum Node.js 20 gerektirir.",
      "",
      "## Docs",
      "",
      "- [Başlangıç](https://kitaplik.example/baslangic)",
      "",
      "## Optional",
      "",
      "- [Sürüm notları](https://kitaplik.example/surumler): Tüm sürümler",
      "",
    ].join("\n");
    await expect(preview).toHaveValue(expected);
    expect(parseLlmsTxt(expected).sections.Docs).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "İçerik panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(expected);

    const file = await download(page, page.getByRole("button", { name: "llms.txt indir" }));
    expect(file.name).toBe("llms.txt");
    expect(file.body.toString("utf8")).toBe(expected);
    await expectToast(page, "llms.txt dosyası indirildi!");

    await page.getByRole("button", { name: "Araç listesine dön" }).click();
    await expect(grid).toBeVisible();
    await expect(page.getByRole("heading", { name: "Araçlar", exact: true })).toBeFocused();
    await expect(formHeading).toBeHidden();

    // Back again: what was typed is still there.
    await page.getByRole("link", { name: "Hızlı llms.txt formunu aç" }).click();
    await expect(page.getByLabel("Proje adı")).toHaveValue("Pusula Kitaplığı");
    await finish(opened);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("llms.txt generator", () => {
  test("its error and success toasts meet WCAG AA contrast", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari/llms-txt-uretici");
    const { page } = opened;
    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Önce bilgileri doldurun!");
    await expectNoAxeViolations(page, { only: "[data-toaster]" });

    await page.getByLabel("Site adı").fill("Örnek");
    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "İçerik panoya kopyalandı!");
    await expectNoAxeViolations(page, { only: "[data-toaster]" });
    await finish(opened);
  });

  test("with only a name and a description, the file keeps its summary for the reference parser", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari/llms-txt-uretici");
    const { page } = opened;
    await page.getByLabel("Site adı").fill("Örnek Mobilya");
    await page.getByLabel("Açıklama", { exact: true }).fill("El yapımı ahşap mobilya.");
    const expected = `# Örnek Mobilya\n\n> El yapımı ahşap mobilya.\n\n${LLMS_DEFAULT_INFO}\n`;
    await expect(page.getByLabel("llms.txt önizlemesi")).toHaveValue(expected);
    const reference = parseLlmsTxtReference(expected);
    expect([reference.title, reference.summary]).toEqual(["Örnek Mobilya", "El yapımı ahşap mobilya."]);
    await finish(opened);
  });

  test("warns on empty input, previews live, copies and downloads a conforming llms.txt", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari/llms-txt-uretici");
    const { page } = opened;
    const preview = page.getByLabel("llms.txt önizlemesi");
    await expect(preview).toHaveValue("");

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Önce bilgileri doldurun!");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "llms.txt indir" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Önce bilgileri doldurun!" })).toHaveCount(2);
    expect(downloaded).toBe(false);

    // Both lists start with one entry, which cannot be removed.
    await expect(page.getByRole("group", { name: /^Sayfa \d/ })).toHaveCount(1);
    await expect(page.getByRole("group", { name: /^Soru \d/ })).toHaveCount(1);
    await expect(page.getByRole("button", { name: /^Kaldır/ })).toHaveCount(0);

    await page.getByLabel("Site adı").fill("Örnek Mobilya");
    await page.getByLabel("Site URL'si").fill("https://www.ornekmobilya.example");
    await page.getByLabel("Açıklama", { exact: true }).fill("İstanbul'da el yapımı ahşap mobilya üreticisi.");
    const firstPage = page.getByRole("group", { name: "Sayfa 1" });
    await firstPage.getByLabel("Başlık").fill("Ürünler");
    await firstPage.getByLabel("URL").fill("/urunler");
    await firstPage.getByLabel("Açıklama (isteğe bağlı)").fill("Masa, sandalye ve dolaplar");
    await page.getByRole("button", { name: "Sayfa ekle" }).click();
    const secondPage = page.getByRole("group", { name: "Sayfa 2" });
    await secondPage.getByLabel("Başlık").fill("İletişim");
    await secondPage.getByLabel("URL").fill("https://www.ornekmobilya.example/iletisim");
    await page.getByRole("button", { name: "Sayfa ekle" }).click();
    await page
      .getByRole("group", { name: "Sayfa 3" })
      .getByRole("button", { name: /^Kaldır/ })
      .click();
    await expect(page.getByRole("group", { name: /^Sayfa \d/ })).toHaveCount(2);

    const faq = page.getByRole("group", { name: "Soru 1" });
    await faq.getByLabel("Soru", { exact: true }).fill("Teslimat ne kadar sürer?");
    await faq.getByLabel("Cevap").fill("Siparişler 2-3 haftada teslim edilir.");
    await page.getByLabel("Anahtar kelimeler").fill("ahşap mobilya, masa, ahşap mobilya");

    const expected = generateLlmsTxt({
      siteName: "Örnek Mobilya",
      siteUrl: "https://www.ornekmobilya.example",
      description: "İstanbul'da el yapımı ahşap mobilya üreticisi.",
      pages: [
        { title: "Ürünler", url: "/urunler", description: "Masa, sandalye ve dolaplar" },
        { title: "İletişim", url: "https://www.ornekmobilya.example/iletisim", description: "" },
      ],
      faqs: [{ question: "Teslimat ne kadar sürer?", answer: "Siparişler 2-3 haftada teslim edilir." }],
      keywords: "ahşap mobilya, masa, ahşap mobilya",
    });
    await expect(preview).toHaveValue(expected);
    expect(expected).toContain("- [Ürünler](https://www.ornekmobilya.example/urunler): Masa, sandalye ve dolaplar");
    expect(expected).toContain("Anahtar kelimeler: ahşap mobilya, masa\n");
    expect(parseLlmsTxt(expected).title).toBe("Örnek Mobilya");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "İçerik panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(expected);

    const file = await download(page, page.getByRole("button", { name: "llms.txt indir" }));
    expect(file.name).toBe("llms.txt");
    expect(file.body.toString("utf8")).toBe(expected);
    await expectToast(page, "llms.txt dosyası indirildi!");

    const guide = page.getByRole("link", { name: /Ücretsiz llms\.txt rehberi/ });
    await expect(guide).toHaveAttribute("href", site.llmsGuideUrl);
    await expect(guide).toHaveAttribute("target", "_blank");
    await finish(opened);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("hreflang generator", () => {
  test("starts with tr and en, builds HTML, Link header and sitemap output, warns, copies and downloads", async ({
    browser,
  }) => {
    const opened = await open(browser, "/seo-araclari/hreflang-uretici");
    const { page } = opened;

    await page.getByRole("button", { name: "Etiketleri kopyala" }).click();
    await expectToast(page, "Önce URL'leri doldurun!");

    const row1 = page.getByRole("group", { name: "1. dil sürümü" });
    const row2 = page.getByRole("group", { name: "2. dil sürümü" });
    await expectSelected(row1.getByLabel("Dil", { exact: true }), "Türkçe (tr)");
    await expectSelected(row2.getByLabel("Dil", { exact: true }), "İngilizce (en)");
    await expectSelected(row1.getByLabel("Ülke (isteğe bağlı)"), "Ülke yok");

    await page.getByLabel("Base URL (x-default)").fill("https://www.ornek.example/");
    await row1.getByLabel("Sayfa URL'si").fill("https://www.ornek.example/tr/");
    await row2.getByLabel("Sayfa URL'si").fill("https://www.ornek.example/en-gb/");
    await choose(row2, "Ülke (isteğe bağlı)", "Birleşik Krallık (GB)");

    await page.getByRole("button", { name: "Dil ekle" }).click();
    const row3 = page.getByRole("group", { name: "3. dil sürümü" });
    await expectSelected(row3.getByLabel("Dil", { exact: true }), "Seçin");
    await choose(row3, "Dil", "Almanca (de)");
    await row3.getByLabel("Sayfa URL'si").fill("/de/");

    const entries = [
      { language: "tr", country: "", url: "https://www.ornek.example/tr/" },
      { language: "en", country: "GB", url: "https://www.ornek.example/en-gb/" },
      { language: "de", country: "", url: "/de/" },
    ];
    const base = "https://www.ornek.example/";
    const html = buildHreflangTags(base, entries);
    expect(html).toContain('<link rel="alternate" hreflang="en-gb" href="https://www.ornek.example/en-gb/">');
    expect(html).toContain('hreflang="x-default"');
    await expect(page.getByLabel("hreflang-tags.html")).toHaveValue(html);
    await expect(page.getByLabel("Link başlığının değeri")).toHaveValue(buildHreflangLinkHeader(base, entries));
    await expect(page.getByLabel("Hreflang içeren sitemap XML")).toHaveValue(buildHreflangSitemapXml(base, entries));

    // checkHreflang: the relative address, x-default missing among the versions, the return-links note.
    const checks = page.getByRole("region", { name: "Kontroller" });
    await expect(checks).toContainText('3. satır: "/de/" tam bir http:// veya https:// adresi değil');
    await expect(checks).toContainText("x-default sayfası (https://www.ornek.example/) dil sürümleri arasında yok");
    await expect(checks).toContainText("Dönüş bağlantıları");

    // A duplicate language-country pair is flagged.
    await choose(row3, "Dil", "Türkçe (tr)");
    await expect(checks).toContainText('3. satır: "tr" değeri 1. satırda da var');
    await row3.getByRole("button", { name: /^Kaldır/ }).click();
    await expect(page.getByRole("group", { name: /dil sürümü$/ })).toHaveCount(2);
    await expectNoAxeViolations(page);

    const finalEntries = entries.slice(0, 2);
    const finalHtml = buildHreflangTags(base, finalEntries);
    await page.getByRole("button", { name: "Etiketleri kopyala" }).click();
    await expectToast(page, "Hreflang tag'leri panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(finalHtml);

    const file = await download(page, page.getByRole("button", { name: "hreflang-tags.html indir" }));
    expect(file.name).toBe("hreflang-tags.html");
    expect(file.body.toString("utf8")).toBe(finalHtml);
    await expectToast(page, "Hreflang tag'leri indirildi!");

    await page.getByRole("button", { name: "Başlığı kopyala" }).click();
    await expectToast(page, "Link başlığı panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(buildHreflangLinkHeader(base, finalEntries));

    await page.getByRole("button", { name: "XML'i kopyala" }).click();
    await expectToast(page, "Hreflang sitemap XML'i panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(buildHreflangSitemapXml(base, finalEntries));
    await finish(opened);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("canonical generator", () => {
  test("validates each URL live, fills the canonical from the page URL, warns, copies and downloads", async ({
    browser,
  }) => {
    const opened = await open(browser, "/seo-araclari/canonical-uretici");
    const { page } = opened;

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Önce URL'leri doldurun!");

    const row1 = page.getByRole("group", { name: "1. sayfa" });
    const pageUrl = row1.getByLabel("Sayfa URL'si");
    const canonicalUrl = row1.getByLabel("Canonical URL");
    // Nothing typed yet: neither red nor green.
    await expect(pageUrl).not.toHaveAttribute("aria-invalid", "true");
    await expect(row1.getByRole("img", { name: "Geçerli URL" })).toHaveCount(0);

    const borderColor = () => pageUrl.evaluate((element) => getComputedStyle(element).borderTopColor);
    const neutralBorder = await borderColor();
    await pageUrl.fill("www.ornek.example/urunler");
    await expect(pageUrl).toHaveAttribute("aria-invalid", "true");
    const redBorder = await borderColor();
    const red600 = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.color = "var(--color-red-600)";
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(redBorder).toBe(red600);
    await expect(row1.getByText("Geçerli bir URL girin", { exact: true })).toBeVisible();
    await expect(pageUrl).toHaveAccessibleDescription("Geçerli bir URL girin");

    await canonicalUrl.fill("ornek.example/urunler");
    await expect(canonicalUrl).toHaveAttribute("aria-invalid", "true");
    await expect(canonicalUrl).toHaveAccessibleDescription("Geçerli bir canonical URL girin");
    await expect(page.getByRole("region", { name: "Kontroller" })).toContainText(
      "1. satır: canonical adresi mutlak değil",
    );

    await pageUrl.fill("https://www.ornek.example/urunler?renk=siyah");
    await expect(pageUrl).not.toHaveAttribute("aria-invalid", "true");
    await expect(pageUrl).toHaveAccessibleDescription("Geçerli URL");
    await expect(row1.getByRole("img", { name: "Geçerli URL" })).toHaveCount(1);
    expect([neutralBorder, redBorder]).not.toContain(await borderColor());

    // The copy button works only while the canonical field is empty.
    const fill = row1.getByRole("button", { name: "Sayfa URL'sini kopyala" });
    await expect(fill).toBeDisabled();
    await canonicalUrl.fill("");
    await expect(canonicalUrl).not.toHaveAttribute("aria-invalid", "true");
    await fill.click();
    await expect(canonicalUrl).toHaveValue("https://www.ornek.example/urunler?renk=siyah");
    await canonicalUrl.fill("https://www.ornek.example/urunler");
    await expect(row1.getByRole("img", { name: "Geçerli URL" })).toHaveCount(2);

    await page.getByRole("button", { name: "Sayfa ekle" }).click();
    const row2 = page.getByRole("group", { name: "2. sayfa" });
    await row2.getByLabel("Sayfa URL'si").fill("https://www.ornek.example/blog/canonical-rehberi");
    await row2.getByLabel("Canonical URL").fill("https://www.ornek.example/");
    await expect(page.getByRole("region", { name: "Kontroller" })).toContainText(
      "2. satır: canonical, eşdeğer içerik sayfası yerine alan adının kök adresini",
    );

    const expected = buildCanonicalTags([
      { url: "https://www.ornek.example/urunler?renk=siyah", canonicalUrl: "https://www.ornek.example/urunler" },
      { url: "https://www.ornek.example/blog/canonical-rehberi", canonicalUrl: "https://www.ornek.example/" },
    ]);
    expect(expected).toContain('<link rel="canonical" href="https://www.ornek.example/urunler">');
    await expect(page.getByLabel("canonical-tags.html")).toHaveValue(expected);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Canonical tag'leri panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(expected);

    const file = await download(page, page.getByRole("button", { name: "canonical-tags.html indir" }));
    expect(file.name).toBe("canonical-tags.html");
    expect(file.body.toString("utf8")).toBe(expected);
    await expectToast(page, "Canonical tag'leri indirildi!");

    // The long guide is part of the page.
    await expect(page.getByRole("heading", { level: 2, name: /Canonical etiketi rehberi/ })).toBeVisible();
    await finish(opened);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe("sitemap generator", () => {
  test("adds common pages, previews live XML, copies and downloads sitemap.xml", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari/sitemap-uretici");
    const { page } = opened;
    const today = await localToday(page);

    const first = page.getByRole("group", { name: "1. adres" });
    await expectSelected(first.getByLabel("Öncelik"), "1.0");
    await expectSelected(first.getByLabel("Değişim sıklığı"), "Haftalık (weekly)");
    await expect(first.getByLabel("Son güncelleme")).toHaveValue(today);

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Önce geçerli URL'ler ekleyin!");
    await page.getByRole("button", { name: "Yaygın sayfaları ekle" }).click();
    await expectToast(page, "Önce base URL'yi girin!");

    await page.getByLabel("Base URL", { exact: true }).fill("https://www.ornek.example");
    await page.getByRole("button", { name: "Yaygın sayfaları ekle" }).click();
    await expectToast(page, "Yaygın sayfalar eklendi!");
    const rows = page.getByRole("group", { name: /^\d+\. adres$/ });
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(2).getByLabel("URL", { exact: true })).toHaveValue("https://www.ornek.example/hizmetler");
    await expectSelected(rows.nth(2).getByLabel("Öncelik"), "0.9");

    await page.getByRole("button", { name: "URL ekle" }).click();
    const added = page.getByRole("group", { name: "6. adres" });
    await expectSelected(added.getByLabel("Öncelik"), "0.8");
    await expectSelected(added.getByLabel("Değişim sıklığı"), "Haftalık (weekly)");
    // An invalid address is flagged and left out of the file.
    await added.getByLabel("URL", { exact: true }).fill("ornek.example/kampanya");
    await expect(added.getByLabel("URL", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await added.getByLabel("URL", { exact: true }).fill("https://www.ornek.example/kampanya");
    await choose(added, "Öncelik", "0.5");
    await choose(added, "Değişim sıklığı", "Aylık (monthly)");
    await added.getByLabel("Son güncelleme").fill("2025-01-15");

    const preview = page.getByLabel("sitemap.xml önizlemesi");
    const xml = await preview.inputValue();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain(
      `<loc>https://www.ornek.example/</loc>\n    <lastmod>${today}</lastmod>\n    <changefreq>daily</changefreq>\n    <priority>1.0</priority>`,
    );
    expect(xml).toContain(
      "<loc>https://www.ornek.example/kampanya</loc>\n    <lastmod>2025-01-15</lastmod>\n    <changefreq>monthly</changefreq>\n    <priority>0.5</priority>",
    );
    await expect(page.getByText("Tek bir sitemap dosyası en fazla 50.000 URL içerebilir")).toBeVisible();
    await expect(page.getByText(/Google, <priority> ve <changefreq> değerlerini yok sayar/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Kopyala", exact: true }).click();
    await expectToast(page, "Sitemap XML panoya kopyalandı!");
    expect(await clipboardText(page)).toBe(xml);

    const file = await download(page, page.getByRole("button", { name: "sitemap.xml indir" }));
    expect(file.name).toBe("sitemap.xml");
    expect(file.body.toString("utf8")).toBe(xml);
    await expectToast(page, "sitemap.xml dosyası indirildi!");

    // Rows can be removed while more than one remains.
    await rows
      .first()
      .getByRole("button", { name: /^Kaldır/ })
      .click();
    await expect(rows).toHaveCount(5);
    await finish(opened);
  });

  test("bulk mode: a short list becomes one sitemap.xml with a summary", async ({ browser }) => {
    const opened = await open(browser, "/seo-araclari/sitemap-uretici");
    const { page } = opened;
    await page.getByLabel("Base URL", { exact: true }).fill("https://www.ornek.example");
    await page.getByRole("button", { name: "Toplu yapıştır" }).click();
    await expect(page.getByRole("button", { name: "Toplu yapıştır" })).toHaveAttribute("aria-pressed", "true");

    await page
      .getByLabel("URL listesi (her satıra bir adres)")
      .fill(
        ["https://www.ornek.example/", "/hakkimizda", "mailto:bilgi@ornek.example", "https://www.ornek.example/"].join(
          "\n",
        ),
      );
    await expect(page.getByTestId("sitemap-bulk-status")).toHaveText(/2 adreslik sitemap\.xml hazır/);
    await expect(page.locator("dd").nth(0)).toHaveText("2");
    await expect(page.getByText("3. satır: mailto:bilgi@ornek.example")).toBeVisible();

    const preview = page.getByLabel("XML önizlemesi (ilk satırlar)");
    await expect(preview).toHaveValue(/<loc>https:\/\/www\.ornek\.example\/hakkimizda<\/loc>/);
    await expectNoAxeViolations(page);

    const file = await download(page, page.getByRole("button", { name: "sitemap.xml indir" }));
    expect(file.name).toBe("sitemap.xml");
    expect(file.body.toString("utf8")).toBe(await preview.inputValue());
    await expectToast(page, "sitemap.xml dosyası indirildi!");
    await finish(opened);
  });

  test("bulk mode: 60,000 pasted URLs become an index and two files in sitemap.zip", async ({ browser }) => {
    test.setTimeout(120_000);
    const opened = await open(browser, "/seo-araclari/sitemap-uretici");
    const { page } = opened;
    await page.getByRole("button", { name: "Toplu yapıştır" }).click();

    const lines = Array.from({ length: 60_000 }, (_, n) => `https://www.ornek.example/urun/${n}`);
    lines.splice(10, 0, "ftp://www.ornek.example/dosya", "https://www.ornek.example/urun/3");
    await page.evaluate((text) => navigator.clipboard.writeText(text), lines.join("\n"));
    const textarea = page.getByRole("textbox", { name: "URL listesi (her satıra bir adres)" });
    await textarea.focus();
    await page.keyboard.press("ControlOrMeta+V");
    // A list this long is kept out of the textarea, whose layout of it would cost seconds.
    const held = page.getByRole("group", { name: "URL listesi (her satıra bir adres) 60.002 satırlık liste yapıştırıldı" });
    await expect(held).toBeFocused();
    await expect(textarea).toHaveCount(0);

    // Without a base URL the index has nowhere to point.
    const status = page.getByTestId("sitemap-bulk-status");
    await expect(status).toHaveText("Önce base URL'yi girin!", { timeout: 60_000 });

    await page.getByLabel("Base URL", { exact: true }).fill("https://www.ornek.example");
    // Not the passing "Adresler işleniyor": on a fast run the worker is done before a poll sees it.
    await expect(status).toContainText("2 dosyaya bölündü", { timeout: 60_000 });
    await expect(page.locator("dd")).toHaveText(["60.000", "1", "1"]);
    await expect(page.getByText("11. satır: ftp://www.ornek.example/dosya")).toBeVisible();
    await expectNoAxeViolations(page);

    const file = await download(page, page.getByRole("button", { name: "sitemap.zip indir" }));
    expect(file.name).toBe("sitemap.zip");
    await expectToast(page, "sitemap.zip dosyası indirildi!");
    const archive = unzipSync(new Uint8Array(file.body));
    expect(Object.keys(archive)).toEqual(["sitemap-index.xml", "sitemap-1.xml", "sitemap-2.xml"]);
    const index = strFromU8(archive["sitemap-index.xml"] ?? new Uint8Array());
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://www.ornek.example/sitemap-1.xml</loc>");
    expect(index).toContain("<loc>https://www.ornek.example/sitemap-2.xml</loc>");
    expect(strFromU8(archive["sitemap-1.xml"] ?? new Uint8Array()).match(/<url>/g)).toHaveLength(50_000);
    expect(strFromU8(archive["sitemap-2.xml"] ?? new Uint8Array()).match(/<url>/g)).toHaveLength(10_000);

    // Emptying 60,000 lines with select-all + delete takes the browser minutes; "Temizle" is instant.
    const started = Date.now();
    await page.getByRole("button", { name: "Temizle" }).click();
    await expect(textarea).toHaveValue("");
    await expect(textarea).toBeFocused();
    await expect(page.getByText("Adreslerinizi yapıştırdığınızda özet ve önizleme burada görünür.")).toBeVisible();
    await expect(page.getByRole("button", { name: "sitemap.zip indir" })).toHaveCount(0);
    // Only catches the minutes-long path (over 10 times what "Temizle" takes on a loaded machine).
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByRole("button", { name: "Temizle" })).toBeDisabled();
    await finish(opened);
  });
});

test.describe("what lies below the tool on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  // The hub's cards past the second and the keyword clusterer's guide sections; on every tool page
  // the how-to, the FAQ and the footer (app/shared/draw-later.ts).
  for (const [path, atLeast] of [
    ["/seo-araclari", 9],
    ["/seo-araclari/meta-uretici", 3],
    ["/seo-araclari/gptbot-simulatoru", 3],
    ["/seo-araclari/kelime-gruplayici", 10],
  ] as const) {
    test(`${path} is drawn after the first paint, then in full, and hydrates without errors`, async ({ page, request }) => {
      // In the HTML: skipped until drawn, so the first paint lays out the first screen only.
      const html = await (await request.get(path)).text();
      expect(html.match(/\sdata-draw-later=""/g)?.length ?? 0).toBeGreaterThanOrEqual(atLeast);

      const consoleErrors = collectConsoleErrors(page);
      // A skipped block has a placeholder height only: nothing on the first screen may move when
      // blocks are drawn (a placeholder width once widened the hub's card column on a phone).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { layoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      const blocks = page.locator("[data-draw-later]");
      const count = await blocks.count();
      expect(count).toBeGreaterThanOrEqual(atLeast);
      await expect(page.locator("[data-draw-later][data-drawn]")).toHaveCount(count);
      expect(await blocks.evaluateAll((all) => all.filter((block) => getComputedStyle(block).contentVisibility !== "visible").length)).toBe(0);
      if (path !== "/seo-araclari") await waitForTool(page);
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
      // The FAQ, drawn later, still opens.
      const faq = page.locator("main details").first();
      if (await faq.count()) {
        await faq.locator("summary").click();
        await expect(faq).toHaveAttribute("open", "");
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
