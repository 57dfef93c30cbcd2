import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { readArticlesFromDisk } from "../../app/features/blog/articles-from-disk.server";
import { ROADMAP_PDF } from "../../app/features/downloads/content";
import { HTML_CACHE_CONTROL } from "../../app/shared/html-cache";
import { getPage } from "../../app/site/pages";
import { site } from "../../app/site/site.content";
import { parseLlmsTxt } from "../../app/capabilities/llms-txt-grammar/format";
import { collectConsoleErrors } from "./helpers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const ARTICLES = readArticlesFromDisk();
const SEO_ARTICLES = ARTICLES.filter((article) => article.category === "seo");

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

function cards(page: Page) {
  return page.getByTestId("blog-list").locator(":scope > li");
}

test.describe("blog", () => {
  test("category chips filter the list and put the filter in the URL", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/blog", { waitUntil: "networkidle" });
    await expect(cards(page)).toHaveCount(6);
    const chips = page.getByRole("navigation", { name: "Blog kategorileri" });
    await expect(chips.getByRole("link")).toHaveText([/^Tümü/, /^SEO/, /^Sosyal Medya/, /^E-ticaret/, /^Web Tasarım/, /^Analitik/, /^İçerik Pazarlaması/]);
    await expect(chips.getByRole("link", { name: /^Tümü/ })).toHaveAttribute("aria-current", "page");

    await chips.getByRole("link", { name: /^SEO/ }).click();
    await expect(page).toHaveURL(/\/blog\?kategori=seo$/);
    await expect(cards(page)).toHaveCount(SEO_ARTICLES.length);
    for (const card of await cards(page).all()) await expect(card).toHaveAttribute("data-category", "seo");
    await expect(chips.getByRole("link", { name: /^SEO/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "SEO yazıları" })).toBeVisible();

    await chips.getByRole("link", { name: /^Analitik/ }).click();
    await expect(page).toHaveURL(/kategori=analitik$/);
    for (const card of await cards(page).all()) await expect(card).toHaveAttribute("data-category", "analitik");

    await chips.getByRole("link", { name: /^Tümü/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
    expect(errors).toEqual([]);
  });

  // Relies on the server rendering /blog?kategori=... instead of answering with the prerendered
  // /blog file (server/static-files.ts reads `dynamicQuery` of the page in pages.ts).
  test("a shared filter URL is server-rendered with only that category's cards", async ({ request }) => {
    const response = await request.get("/blog?kategori=seo");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe(HTML_CACHE_CONTROL);
    const html = await response.text();
    const categories = [...html.matchAll(/data-category="([^"]+)"/g)].map((match) => match[1]);
    expect(categories).toHaveLength(SEO_ARTICLES.length);
    expect(new Set(categories)).toEqual(new Set(["seo"]));
    for (const article of SEO_ARTICLES) expect(html).toContain(`href="/blog/${article.slug}"`);

    const second = await (await request.get("/blog?sayfa=2")).text();
    expect([...second.matchAll(/data-category="/g)]).toHaveLength(ARTICLES.length);
    expect(second).not.toContain("Daha Fazla Makale Yükle");
  });

  test("opening a filter URL in the browser shows the filtered list without console errors", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/blog?kategori=sosyal-medya", { waitUntil: "networkidle" });
    const expected = ARTICLES.filter((article) => article.category === "sosyal-medya").length;
    await expect(cards(page)).toHaveCount(expected);
    const chips = page.getByRole("navigation", { name: "Blog kategorileri" });
    await expect(chips.getByRole("link", { name: /^Sosyal Medya/ })).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
  });

  test("'Daha Fazla Makale Yükle' reveals the remaining articles, then disappears", async ({ page }) => {
    await page.goto("/blog", { waitUntil: "networkidle" });
    await expect(cards(page)).toHaveCount(6);
    const more = page.getByRole("link", { name: "Daha Fazla Makale Yükle" });
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(ARTICLES.length, 12));
    await expect(more).toHaveCount(0);
    // The link's fragment brings the first newly shown article into view and makes it the
    // starting point of keyboard navigation.
    await expect(page).toHaveURL(/\?sayfa=2#yazi-7$/);
    await expect(cards(page).nth(6)).toBeInViewport();
    await page.keyboard.press("Tab");
    expect(await cards(page).nth(6).evaluate((card) => card.contains(document.activeElement))).toBe(true);
  });

  test("'Daha Fazla Makale Yükle' works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await page.getByRole("link", { name: "Daha Fazla Makale Yükle" }).click();
    await expect(cards(page)).toHaveCount(Math.min(ARTICLES.length, 12));
    await page.getByRole("navigation", { name: "Blog kategorileri" }).getByRole("link", { name: /^SEO/ }).click();
    await expect(page).toHaveURL(/kategori=seo$/);
    await expect(cards(page)).toHaveCount(SEO_ARTICLES.length);
    await context.close();
  });

  test("'Devamını Oku' opens the full article with breadcrumbs, a table of contents and related links", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const first = ARTICLES[0];
    if (!first) throw new Error("no articles");
    await page.goto("/blog", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: `Devamını Oku: ${first.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
    await expect(page.locator("h1")).toHaveText(first.title);
    // The headline stays the H1; the head carries the shorter search-result title when there is one.
    await expect(page).toHaveTitle(`${first.seoTitle ?? first.title} | ${site.name}`);
    const crumbs = page.getByRole("navigation", { name: "Sayfa konumu" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Ana Sayfa", "Blog", first.title]);

    const toc = page.getByRole("navigation", { name: "İçindekiler" });
    const tocLinks = toc.getByRole("link");
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(4);
    const target = await tocLinks.nth(1).getAttribute("href");
    await tocLinks.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target ?? "#")).toBeInViewport();

    await expect(page.getByRole("region", { name: "Bu konuda size yardımcı olabiliriz" }).getByRole("link").first()).toBeVisible();
    await expect(page.getByRole("region", { name: "Ücretsiz araçlarla hemen deneyin" }).locator('a[href^="/seo-araclari/"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("an unknown article answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/blog/boyle-bir-yazi-yok");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Hay aksi! Sayfa bulunamadı");
  });

  test("articles are in the sitemap and in llms.txt", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const llms = parseLlmsTxt(await (await request.get("/llms.txt")).text());
    const blogLinks = llms.sections["Blog Yazıları"]?.map((link) => new URL(link.url).pathname);
    for (const article of ARTICLES) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/blog/${article.slug}</loc>`));
      expect(blogLinks).toContain(`/blog/${article.slug}`);
    }
  });

  for (const article of ARTICLES) {
    test(`/blog/${article.slug}: prerendered, BlogPosting JSON-LD, no console error, no axe violation`, async ({ browser, request }) => {
      const html = await (await request.get(`/blog/${article.slug}`)).text();
      expect(html).toContain(`"@type":"BlogPosting"`);
      expect(html).toContain(`"headline":${JSON.stringify(article.title)}`);
      expect(html).toMatch(/"datePublished":"\d{4}-\d{2}-\d{2}T09:00:00\+03:00"/);
      expect(html).toContain(`"@type":"BreadcrumbList"`);

      const context = await browser.newContext();
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const response = await page.goto(`/blog/${article.slug}`, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${article.slug}$`));
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const image = page.locator(`img[src="${article.image}"]`).first();
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("alt", article.imageAlt);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test.describe("downloads", () => {
  test("the llms.txt button builds the same llms.txt as /llms.txt, in the llmstxt.org format", async ({ page, request }) => {
    await page.goto("/indir", { waitUntil: "networkidle" });
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "llms.txt İndir" }).click()]);
    expect(download.suggestedFilename()).toBe("llms.txt");
    const text = await readFile((await download.path()) ?? "", "utf8");
    const parsed = parseLlmsTxt(text);
    expect(parsed.title).toBe(site.name);
    expect(parsed.summary).toBeTruthy();
    expect(Object.keys(parsed.sections)).toContain("Blog Yazıları");
    expect(text).toBe(await (await request.get("/llms.txt")).text());
    await expect(page.getByText("llms.txt dosyası indirildi!")).toBeVisible();
  });

  test("the roadmap PDF is served as application/pdf", async ({ page, request }) => {
    await page.goto("/indir");
    const link = page.getByRole("link", { name: "PDF'i İndir" });
    await expect(link).toHaveAttribute("href", ROADMAP_PDF.path);
    await expect(link).toHaveAttribute("download", ROADMAP_PDF.fileName);
    await expect(page.getByTestId("download-pdf")).toContainText(/\d+ sayfa/);

    const response = await request.get(ROADMAP_PDF.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(10_000);
  });

  test("more resources open WhatsApp in a new tab", async ({ page }) => {
    await page.goto("/indir");
    const link = page.getByRole("link", { name: /Daha Fazla Kaynak İsteyin/ });
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(link).toHaveAttribute("target", "_blank");
  });
});

test.describe("academy", () => {
  test("every join button goes to the payment link in a new tab", async ({ page }) => {
    await page.goto("/akademi");
    const joins = page.getByTestId("academy-join");
    expect(await joins.count()).toBeGreaterThanOrEqual(3);
    for (const join of await joins.all()) {
      await expect(join).toHaveAttribute("href", site.academyPaymentUrl);
      await expect(join).toHaveAttribute("target", "_blank");
      await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    }
    for (const text of ["16 saat", "4 kişi", "5.800 TL", "1 hafta", "6 ay"]) await expect(page.locator("main")).toContainText(text);
  });

  test("embeds a complete Event for the next term", async ({ page }) => {
    await page.goto("/akademi");
    const nodes = await page.locator('script[type="application/ld+json"]').allTextContents();
    const events = nodes.map((node) => JSON.parse(node)).filter((node) => /Event$/.test(node["@type"]));
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events[0]).toMatchObject({
      startDate: expect.stringMatching(/T\d{2}:\d{2}:\d{2}\+03:00$/),
      endDate: expect.stringMatching(/T\d{2}:\d{2}:\d{2}\+03:00$/),
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { "@type": "PostalAddress" } },
      offers: { price: 5800, priceCurrency: "TRY", availability: "https://schema.org/InStock", url: site.academyPaymentUrl },
    });
  });
});

test.describe("portfolio", () => {
  test("client logos are grey until hovered or focused", async ({ page }) => {
    await page.goto("/portfolyo");
    const tiles = page.getByTestId("client-logos").getByRole("figure");
    expect(await tiles.count()).toBeGreaterThanOrEqual(36);
    const first = tiles.nth(0);
    const second = tiles.nth(1);
    await expect(first.locator("img")).toHaveCSS("filter", /grayscale\(1\)/);
    await expect(second.locator("img")).toHaveCSS("filter", /grayscale\(1\)/);

    await first.hover();
    await expect(first.locator("img")).toHaveCSS("filter", /grayscale\(0\)/);

    await page.mouse.move(0, 0);
    await second.focus();
    await expect(second).toBeFocused();
    await expect(second.locator("img")).toHaveCSS("filter", /grayscale\(0\)/);
    await expect(first.locator("img")).toHaveCSS("filter", /grayscale\(1\)/);
    await expect(second.locator("img")).toHaveAttribute("alt", /logosu$/);
    await expect(page.getByRole("link", { name: /Projenize Başlayalım/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });
});

test.describe("contact and legal pages", () => {
  test("contact lists phone, e-mail, WhatsApp, address and hours next to the form", async ({ page }) => {
    await page.goto("/iletisim");
    const main = page.locator("main");
    await expect(main.locator(`a[href="tel:${site.phone.e164}"]`)).toBeVisible();
    await expect(main.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(main.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
    await expect(main).toContainText(site.address.display);
    await expect(main).toContainText("Pazartesi-Cuma: 09:00-18:00");
    await expect(main).toContainText("Cumartesi: 10:00-15:00");
    await expect(page.getByRole("form", { name: "İletişim formu" })).toBeVisible();
    const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((node) => JSON.parse(node));
    expect(nodes.find((node) => node["@type"] === "ProfessionalService")).toMatchObject({ telephone: site.phone.e164, email: site.email });
  });

  test("the footer's legal links lead to real texts", async ({ page }) => {
    for (const [name, path] of [
      ["KVKK Aydınlatma Metni", "/kvkk"],
      ["Gizlilik Politikası", "/gizlilik-politikasi"],
      ["Çerez Politikası", "/cerez-politikasi"],
      ["Kullanım Koşulları", "/kullanim-kosullari"],
    ] as const) {
      await page.goto("/");
      await page.locator("footer").getByRole("link", { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("h1")).toHaveText(getPage(path).h1);
      await expect(page.getByText(/Son güncelleme:/)).toBeVisible();
      expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(5);
    }
  });
});
