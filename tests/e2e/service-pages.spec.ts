import { expect, test, type Locator, type Page } from "@playwright/test";
import { googleAdsContent } from "../../app/features/services/google-ads.content";
import { homeContent } from "../../app/features/home/content";
import { formatMoney } from "../../app/shared/format";
import { getPage, type PagePath } from "../../app/site/pages";
import { seoContent } from "../../app/features/services/seo.content";
import { SERVICES, servicesOverviewContent } from "../../app/features/services/services.content";
import { site } from "../../app/site/site.content";
import { socialAdsContent } from "../../app/features/services/social-ads.content";
import { socialManagementContent } from "../../app/features/services/social-management.content";
import type { FaqItem } from "../../app/shared/content-types";
import { videoProductionContent } from "../../app/features/services/video-production.content";
import { WEB_PACKAGES, webDesignContent } from "../../app/features/services/web-design.content";
import { collectConsoleErrors } from "./helpers";

const YOUTUBE = "https://www.youtube-nocookie.com";

/** The H2s each page must show, in the required order. */
const SECTIONS: Record<string, readonly string[]> = {
  "/": [homeContent.brands.title, homeContent.services.title, homeContent.consultation.title, homeContent.figures.title, homeContent.contact.title],
  "/web-tasarim": [
    webDesignContent.intro.title,
    webDesignContent.services.title,
    webDesignContent.process.title,
    webDesignContent.technologies.title,
    webDesignContent.packages.title,
    webDesignContent.projects.title,
    webDesignContent.guide.title,
    webDesignContent.faq.title,
    webDesignContent.cta.title,
  ],
  "/seo": [
    seoContent.intro.title,
    seoContent.services.title,
    seoContent.process.title,
    seoContent.tools.title,
    seoContent.caseStudies.title,
    seoContent.benefits.title,
    seoContent.guide.title,
    seoContent.faq.title,
    seoContent.cta.title,
  ],
  "/hizmetler": [servicesOverviewContent.list.title, servicesOverviewContent.cta.title],
  "/google-ads": [googleAdsContent.services.title, googleAdsContent.benefits.title, googleAdsContent.process.title, googleAdsContent.engagement.title, googleAdsContent.cta.title],
  "/sosyal-medya-reklam": [
    socialAdsContent.platforms.title,
    socialAdsContent.goals.title,
    socialAdsContent.advantages.title,
    socialAdsContent.metrics.title,
    socialAdsContent.engagement.title,
    socialAdsContent.cta.title,
  ],
  "/sosyal-medya-yonetim": [
    socialManagementContent.services.title,
    socialManagementContent.platforms.title,
    socialManagementContent.contentTypes.title,
    socialManagementContent.benefits.title,
    socialManagementContent.results.title,
    socialManagementContent.engagement.title,
    socialManagementContent.cta.title,
  ],
  "/video-produksiyon": [
    videoProductionContent.services.title,
    videoProductionContent.videoTypes.title,
    videoProductionContent.process.title,
    videoProductionContent.equipment.title,
    videoProductionContent.statistics.title,
    videoProductionContent.engagement.title,
    videoProductionContent.cta.title,
  ],
};
const PATHS = Object.keys(SECTIONS) as PagePath[];

const FAQ_PAGES = [
  { path: "/web-tasarim", title: webDesignContent.faq.title, items: webDesignContent.faq.items },
  { path: "/seo", title: seoContent.faq.title, items: seoContent.faq.items },
] as const;

async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

async function expectWhatsAppLink(link: Locator, message?: string) {
  const href = await link.getAttribute("href");
  expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.whatsapp.number}\\?text=.+`));
  if (message) expect(new URL(href ?? "").searchParams.get("text")).toBe(message);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

for (const path of PATHS) {
  test(`${path} renders its sections in order, local images and only working controls`, async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    const foreignRequests: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:")) foreignRequests.push(request.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });

    await expect(page.locator("h1")).toHaveText(getPage(path).h1);
    const headings = (await page.locator("main h2").allTextContents()).map((text) => text.trim());
    let cursor = -1;
    for (const title of SECTIONS[path] ?? []) {
      const index = headings.indexOf(title, cursor + 1);
      expect(index, `"${title}" after position ${cursor} in ${JSON.stringify(headings)}`).toBeGreaterThan(cursor);
      cursor = index;
    }

    // Images: local, sized (no layout shift), described in Turkish, and actually loadable.
    for (const image of await page.locator("main img").all()) {
      await image.scrollIntoViewIfNeeded();
      expect(await image.getAttribute("src")).toMatch(/^\/images\//);
      expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
      expect((await image.getAttribute("alt"))?.length).toBeGreaterThan(5);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    }

    // No dead controls: links go somewhere, buttons are disclosures, the video player or the form's submit.
    for (const link of await page.locator("main a").all()) {
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^(\/|#[a-z]|https:\/\/wa\.me\/|tel:|mailto:)/);
    }
    for (const button of await page.locator("main button").all()) {
      const expanded = await button.getAttribute("aria-expanded");
      const type = await button.getAttribute("type");
      const name = (await button.textContent()) ?? "";
      expect(expanded !== null || type === "submit" || name.includes("Videoyu oynat"), `button "${name}"`).toBe(true);
    }

    expect(foreignRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test("service pages describe the service in Service JSON-LD, web design with its package offers", async ({ page }) => {
  for (const path of ["/web-tasarim", "/seo", "/google-ads", "/sosyal-medya-reklam", "/sosyal-medya-yonetim", "/video-produksiyon"] as const) {
    await page.goto(path);
    const service = (await jsonLdNodes(page)).find((node) => node["@type"] === "Service");
    expect(service, path).toBeDefined();
    expect(service).toMatchObject({
      name: getPage(path).h1,
      provider: { "@type": "Organization", name: site.name },
      areaServed: { "@type": "Country", name: "Türkiye" },
    });
    expect(typeof service?.serviceType).toBe("string");
    if (path === "/web-tasarim") {
      expect(service?.offers).toEqual(
        WEB_PACKAGES.map((item) => expect.objectContaining({ "@type": "Offer", price: item.price, priceCurrency: "TRY" })),
      );
    } else {
      expect(service?.offers).toBeUndefined();
    }
  }
  await page.goto("/hizmetler");
  const list = (await jsonLdNodes(page)).find((node) => node["@type"] === "ItemList") as { itemListElement: { item: { name: string } }[] };
  expect(list.itemListElement.map((entry) => entry.item.name)).toEqual(SERVICES.map((service) => service.title));
});

for (const { path, title, items } of FAQ_PAGES) {
  test.describe(`${path} FAQ`, () => {
    const region = (page: Page) => page.getByRole("region", { name: title });

    test("has nine answers in the prerendered HTML and FAQPage JSON-LD with exactly the visible questions", async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      for (const item of items) expect(html).toContain(item.answer.replaceAll("'", "&#x27;"));

      await page.goto(path);
      const questions = region(page).locator("summary");
      await expect(questions).toHaveCount(9);
      const visibleQuestions = (await questions.allTextContents()).map((text) => text.trim());
      expect(visibleQuestions).toEqual(items.map((item: FaqItem) => item.question));
      await expect(region(page).getByRole("heading", { level: 3 })).toHaveText(visibleQuestions);

      const faqNodes = (await jsonLdNodes(page)).filter((node) => node["@type"] === "FAQPage");
      expect(faqNodes).toHaveLength(1);
      const entities = faqNodes[0]?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities.map((entity) => entity.name)).toEqual(visibleQuestions);
      expect(entities.map((entity) => entity.acceptedAnswer.text)).toEqual(items.map((item: FaqItem) => item.answer));
    });

    test("opens one answer at a time by mouse and collapses", async ({ page }) => {
      await page.goto(path);
      const questions = region(page).locator("summary");
      const details = region(page).locator("details");
      const answer = (index: number) => region(page).getByText(items[index]?.answer ?? "", { exact: true });

      await expect(answer(0)).toBeHidden();
      await questions.nth(0).click();
      await expect(details.nth(0)).toHaveAttribute("open", "");
      await expect(answer(0)).toBeVisible();

      await questions.nth(1).click();
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeHidden();
      await expect(details.nth(0)).not.toHaveAttribute("open");

      await questions.nth(1).click();
      await expect(answer(1)).toBeHidden();
      await expect(region(page).locator("details[open]")).toHaveCount(0);
    });

    test("is operable by keyboard with Enter and Space, and works without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const questions = region(page).locator("summary");
      const answer = (index: number) => region(page).getByText(items[index]?.answer ?? "", { exact: true });

      await questions.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(answer(2)).toBeVisible();

      await questions.nth(3).focus();
      await page.keyboard.press("Space");
      await expect(answer(3)).toBeVisible();
      await expect(answer(2)).toBeHidden();

      await page.keyboard.press("Space");
      await expect(answer(3)).toBeHidden();
      await context.close();
    });
  });
}

for (const { path, video } of [
  { path: "/web-tasarim", video: webDesignContent.hero.video },
  { path: "/seo", video: seoContent.hero.video },
  { path: "/video-produksiyon", video: videoProductionContent.hero.video },
] as const) {
  test(`${path} loads the YouTube iframe only after the play button is clicked`, async ({ page }) => {
    if (!video) throw new Error("video missing");
    const errors = collectConsoleErrors(page);
    const youtubeRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(YOUTUBE)) youtubeRequests.push(request.url());
    });
    // No network here: a stub answers for the embed, so the test sees the request without leaving the machine.
    await page.route(`${YOUTUBE}/**`, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Video</title>" }));

    await page.goto(path, { waitUntil: "networkidle" });
    expect(youtubeRequests).toEqual([]);
    await expect(page.locator("main iframe")).toHaveCount(0);
    await expect(page.locator(`main img[src="${video.poster.src}"]`)).toHaveAttribute("alt", video.poster.alt);

    await page.getByRole("button", { name: `Videoyu oynat: ${video.title}` }).click();
    const frame = page.locator("main iframe");
    await expect(frame).toHaveAttribute("src", `${YOUTUBE}/embed/${video.youtubeId}?autoplay=1`);
    await expect(frame).toHaveAttribute("title", video.title);
    await expect(frame).toBeFocused();
    await expect.poll(() => youtubeRequests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}

test("each package button opens WhatsApp in a new tab naming the package and its price", async ({ page }) => {
  await page.goto("/web-tasarim");
  const packages = page.getByTestId("package");
  await expect(packages).toHaveCount(3);
  await expect(page.getByText(webDesignContent.packages.promotion.title, { exact: true })).toBeVisible();
  for (const item of WEB_PACKAGES) {
    const card = packages.filter({ has: page.getByRole("heading", { name: item.name, exact: true }) });
    await expect(card).toContainText(formatMoney(item.price));
    const link = card.getByRole("link", { name: new RegExp(item.ctaLabel) });
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toContain(encodeURIComponent(item.name));
    await expectWhatsAppLink(link, item.message);
    expect(new URL(href).searchParams.get("text")).toContain(`${item.name} web tasarım paketi (${formatMoney(item.price)})`);
  }
  await expect(packages.filter({ hasText: "En popüler" })).toContainText("Profesyonel");
});

test("home: hero buttons, six service cards, consultation and the contact form reached in-page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const hero = page.locator("main > section").first();
  await expect(hero.locator("dl > div")).toHaveCount(3);
  await expect(hero.getByRole("link", { name: "Portfolyomuzu İnceleyin" })).toHaveAttribute("href", "/portfolyo");
  await expect(hero.getByRole("link", { name: /Hemen Arayın/ })).toHaveAttribute("href", `tel:${site.phone.e164}`);

  const cards = page.getByRole("region", { name: homeContent.services.title }).getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(SERVICES.map((service) => service.title));
  for (const service of SERVICES) {
    const link = page.getByRole("link", { name: `Detayları İncele: ${service.title}` });
    await expect(link).toHaveAttribute("href", service.link);
  }
  await expect(page.getByRole("region", { name: homeContent.figures.title }).locator("dl > div")).toHaveCount(4);
  await expectWhatsAppLink(page.getByRole("link", { name: /Hemen Başlayalım/ }), homeContent.figures.message);
  await expectWhatsAppLink(page.getByRole("link", { name: /Ücretsiz Danışmanlık Alın/ }), homeContent.consultation.message);

  const contactForm = page.getByRole("form", { name: "İletişim formu" });
  await expect(contactForm).not.toBeInViewport();
  await hero.getByRole("link", { name: "Hemen Bize Ulaş" }).click();
  await expect(page).toHaveURL(/#iletisim$/);
  await expect(page.getByRole("heading", { name: homeContent.contact.title })).toBeInViewport();
  await expect(contactForm).toBeInViewport({ ratio: 0.3 });
  await expect(contactForm.getByLabel(/Ad Soyad/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the services overview links each service to its page", async ({ page }) => {
  await page.goto("/hizmetler");
  for (const service of SERVICES) {
    await expect(page.getByRole("heading", { level: 3, name: service.title })).toBeVisible();
    await expect(page.getByRole("link", { name: `Detayları İncele: ${service.title}` })).toHaveAttribute("href", service.link);
  }
  await page.getByRole("link", { name: `Detayları İncele: ${SERVICES[2]?.title}` }).click();
  await expect(page).toHaveURL(/\/google-ads$/);
  await expect(page.locator("h1")).toHaveText(getPage("/google-ads").h1);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("every page fits the screen and keeps a call and a WhatsApp button in reach while reading", async ({ page }) => {
    for (const path of PATHS) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const headings = page.locator("main h2");
      await headings.nth(Math.floor((await headings.count()) / 2)).scrollIntoViewIfNeeded();
      const bar = page.getByTestId("mobile-contact-bar");
      await expect(bar, path).toBeInViewport();
      await expect(bar.getByRole("link", { name: /Hemen Ara/ })).toHaveAttribute("href", `tel:${site.phone.e164}`);
      await expectWhatsAppLink(bar.getByRole("link", { name: /Teklif Al/ }));
    }
  });
});

test("long pages draw their later sections after the first paint, then exactly as without the deferral", async ({ page }) => {
  await page.goto("/web-tasarim");
  const deferred = page.locator("main[data-content-page] > section ~ section ~ section, main[data-content-page] ~ footer");
  const count = await deferred.count();
  expect(count).toBeGreaterThanOrEqual((SECTIONS["/web-tasarim"]?.length ?? 0) - 1);
  // Once the page has loaded, the enhancement script lifts content-visibility from every section.
  await expect(page.locator("main[data-content-page] > section ~ section ~ section[data-drawn], main[data-content-page] ~ footer[data-drawn]")).toHaveCount(count);
  const skipped = await deferred.evaluateAll((sections) => sections.filter((section) => getComputedStyle(section).contentVisibility !== "visible").length);
  expect(skipped).toBe(0);
  // A section further down is reachable by its anchor and shows its heading.
  await page.goto("/web-tasarim#paketler");
  await expect(page.getByRole("heading", { level: 2, name: webDesignContent.packages.title })).toBeInViewport();
});
