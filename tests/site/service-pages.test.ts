import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { googleAdsContent } from "../../app/features/services/google-ads.content";
import { homeContent } from "~/features/home/content";
import { findPage, getPage, type PagePath } from "~/site/pages";
import { seoContent } from "../../app/features/services/seo.content";
import { SERVICES, servicesOverviewContent } from "../../app/features/services/services.content";
import { socialAdsContent } from "../../app/features/services/social-ads.content";
import { socialManagementContent } from "../../app/features/services/social-management.content";
import { FIGURES } from "~/site/stats.content";
import { countWords, visibleStrings } from "../../app/features/services/text-stats";
import type { CaseStudy, FaqItem, HeroContent, ImageAsset, ProcessStep, Stat } from "~/shared/content-types";
import { videoProductionContent } from "../../app/features/services/video-production.content";
import { formatMoney } from "~/shared/format";
import { DELIVERY_TIMES, discountedPrice, FREE_SUPPORT_YEARS, WEB_PACKAGES, WEB_PROMOTION, webDesignContent } from "../../app/features/services/web-design.content";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const publicFile = (path: string) => `${publicDir}${path}`;

const SERVICE_PAGES = [
  ["/web-tasarim", webDesignContent, 900],
  ["/seo", seoContent, 900],
  ["/google-ads", googleAdsContent, 600],
  ["/sosyal-medya-reklam", socialAdsContent, 600],
  ["/sosyal-medya-yonetim", socialManagementContent, 600],
  ["/video-produksiyon", videoProductionContent, 600],
] as const satisfies readonly (readonly [PagePath, unknown, number])[];

/** Words a visitor reads on the page: its H1 and introduction plus every visible string of its content. */
function pageWords(path: PagePath, content: unknown): number {
  const page = getPage(path);
  return countWords(page.h1, page.intro, content);
}

function expectValidFaq(items: readonly FaqItem[]) {
  expect(items).toHaveLength(9);
  expect(new Set(items.map((item) => item.question)).size).toBe(9);
  for (const item of items) {
    expect(item.question.trim().endsWith("?")).toBe(true);
    expect(countWords(item.answer)).toBeGreaterThanOrEqual(25);
  }
}

function expectSteps(steps: readonly ProcessStep[], durations: readonly string[]) {
  expect(steps.map((step) => step.step)).toEqual([1, 2, 3, 4, 5, 6]);
  expect(steps.map((step) => step.duration)).toEqual(durations);
  for (const step of steps) {
    expect(step.details.length).toBeGreaterThanOrEqual(3);
    expect(countWords(step.description)).toBeGreaterThanOrEqual(12);
  }
}

function expectLocalImage(image: ImageAsset) {
  expect(image.src).toMatch(/^\/images\/[a-z0-9/-]+\.(svg|webp|png|jpg|avif)$/);
  expect(existsSync(publicFile(image.src)), image.src).toBe(true);
  expect(image.width).toBeGreaterThan(0);
  expect(image.height).toBeGreaterThan(0);
  expect(countWords(image.alt)).toBeGreaterThanOrEqual(4);
}

function expectCaseStudies(items: readonly CaseStudy[]) {
  expect(items).toHaveLength(4);
  for (const item of items) {
    expect(item.title && item.category && item.improvement && item.description).toBeTruthy();
    expect(Object.keys(item.metrics).length).toBeGreaterThanOrEqual(3);
    expectLocalImage(item.image);
  }
}

function expectHero(hero: HeroContent) {
  expect(hero.primary.message).toMatch(/^Merhaba, /);
  if (hero.secondary) {
    const { href } = hero.secondary;
    if (href.startsWith("#")) expect(href).toMatch(/^#[a-z0-9-]+$/);
    else expect(findPage(href)).toBeDefined();
  }
  if (hero.video) {
    expect(hero.video.youtubeId).toMatch(/^[\w-]{11}$/);
    expect(hero.video.title.length).toBeGreaterThan(10);
    expectLocalImage(hero.video.poster);
  }
  if (hero.illustration) expectLocalImage(hero.illustration);
}

/** Every figure a page shows is one of the agency's figures (same object, so never a contradicting copy). */
function expectFigures(stats: readonly Stat[]) {
  const known = new Set<Stat>(Object.values(FIGURES));
  for (const stat of stats) expect(known.has(stat), `${stat.number} ${stat.label}`).toBe(true);
}

describe("web design page content", () => {
  it("has the required three packages with prices, pages, revisions and support", () => {
    expect(WEB_PACKAGES.map((item) => [item.name, item.price, item.popular])).toEqual([
      ["Temel", 8000, false],
      ["Profesyonel", 15000, true],
      ["E-ticaret", 25000, false],
    ]);
    const [basic, professional, ecommerce] = WEB_PACKAGES;
    expect(basic?.features).toEqual(expect.arrayContaining(["5 sayfaya kadar kurumsal site", "2 revizyon hakkı", "1 yıl ücretsiz teknik destek"]));
    expect(professional?.features).toEqual(expect.arrayContaining(["10 sayfaya kadar kurumsal site", "5 revizyon hakkı"]));
    expect(ecommerce?.features).toContain("Sınırsız revizyon");
    expect(WEB_PACKAGES.filter((item) => item.popular)).toHaveLength(1);
  });

  it("names the package and its price in the WhatsApp message of each package button", () => {
    expect(WEB_PACKAGES.find((item) => item.name === "Profesyonel")?.message).toBe(
      "Merhaba, Profesyonel web tasarım paketi (15.000 TL) hakkında bilgi almak istiyorum.",
    );
    for (const item of WEB_PACKAGES) {
      expect(item.message).toContain(`${item.name} web tasarım paketi (${formatMoney(item.price)})`);
      expect(item.ctaLabel).toContain(item.name);
    }
  });

  it("runs this month's 20% promotion", () => {
    expect(WEB_PROMOTION.discountPercent).toBe(20);
    expect(webDesignContent.packages.promotion).toBe(WEB_PROMOTION);
    expect(WEB_PACKAGES.map((item) => discountedPrice(item.price, WEB_PROMOTION))).toEqual([6400, 12000, 20000]);
    expect(formatMoney(15000)).toBe("15.000 TL");
  });

  it("has a six-step process with the required durations", () => {
    expectSteps(webDesignContent.process.steps, ["3-5 gün", "5-7 gün", "7-10 gün", "5-8 gün", "3-5 gün", "2-3 gün"]);
  });

  it("answers nine questions with the required delivery times, revisions and support", () => {
    const { items } = webDesignContent.faq;
    expectValidFaq(items);
    const answers = items.map((item) => item.answer).join(" ");
    expect(DELIVERY_TIMES).toEqual({ simple: "10-15 gün", ecommerce: "20-30 gün", complex: "45-60 gün" });
    for (const fact of ["10-15 gün", "20-30 gün", "45-60 gün", "2 ile 5 arasında", `${FREE_SUPPORT_YEARS} yıl ücretsiz teknik destek`]) {
      expect(answers).toContain(fact);
    }
  });

  it("has every listed section", () => {
    expectHero(webDesignContent.hero);
    expect(webDesignContent.hero.video).toBeDefined();
    expect(webDesignContent.stats).toHaveLength(4);
    expectFigures(webDesignContent.stats);
    expect(webDesignContent.intro.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(webDesignContent.services.items).toHaveLength(6);
    expect(webDesignContent.technologies.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(12);
    expectCaseStudies(webDesignContent.projects.items);
    expect(webDesignContent.guide.blocks.length).toBeGreaterThanOrEqual(4);
  });

  it("agrees with the page table's description (lowest price, delivery time)", () => {
    const { description } = getPage("/web-tasarim");
    expect(description).toContain(formatMoney(Math.min(...WEB_PACKAGES.map((item) => item.price))));
    expect(description).toContain(DELIVERY_TIMES.simple);
  });
});

describe("SEO page content", () => {
  it("has a six-step process: 1-2 weeks, 1 week, 2-3 weeks, then ongoing", () => {
    expectSteps(seoContent.process.steps, ["1-2 hafta", "1 hafta", "2-3 hafta", "Sürekli", "Sürekli", "Sürekli"]);
  });

  it("has every listed section", () => {
    expectHero(seoContent.hero);
    expect(seoContent.hero.video).toBeDefined();
    expectFigures([...seoContent.stats, ...seoContent.benefits.stats]);
    expect(seoContent.services.items).toHaveLength(6);
    expect(seoContent.tools.items.length).toBeGreaterThanOrEqual(6);
    expectCaseStudies(seoContent.caseStudies.items);
    expect(seoContent.benefits.items).toHaveLength(6);
    expect(seoContent.guide.blocks.length).toBeGreaterThanOrEqual(4);
    expectValidFaq(seoContent.faq.items);
  });

  it("quotes the agency's figures in its answers, not other numbers", () => {
    const answers = seoContent.faq.items.map((item) => item.answer).join(" ");
    expect(answers).toContain(FIGURES.seoResultsTime.number);
    expect(answers).toContain(FIGURES.growth.number);
  });
});

describe("service pages content", () => {
  it("Google Ads: four campaign types, benefits, six steps, pricing, call to action", () => {
    expectHero(googleAdsContent.hero);
    expect(googleAdsContent.services.items.map((item) => item.title)).toEqual([
      "Arama Ağı Reklamları",
      "Görüntülü Reklam Ağı",
      "Alışveriş Reklamları",
      "Performance Max",
    ]);
    expect(googleAdsContent.benefits.items.length).toBeGreaterThanOrEqual(4);
    expect(googleAdsContent.process.steps).toHaveLength(6);
    expect(googleAdsContent.engagement.steps.length).toBeGreaterThanOrEqual(3);
  });

  it("social media ads: Facebook, Instagram, LinkedIn, retargeting; six goals; advantages; metrics", () => {
    expectHero(socialAdsContent.hero);
    expect(socialAdsContent.platforms.items.map((item) => item.title)).toEqual([
      "Facebook Reklamları",
      "Instagram Reklamları",
      "LinkedIn Reklamları",
      "Yeniden Pazarlama",
    ]);
    expect(socialAdsContent.goals.items).toHaveLength(6);
    expect(socialAdsContent.advantages.items.length).toBeGreaterThanOrEqual(4);
    expect(socialAdsContent.metrics.stats).toHaveLength(4);
    expectFigures(socialAdsContent.metrics.stats);
  });

  it("social media management: four services, four platforms, six content types, benefits, success rates", () => {
    expectHero(socialManagementContent.hero);
    expect(socialManagementContent.services.items.map((item) => item.title)).toEqual([
      "İçerik Üretimi",
      "Planlama ve Yayın",
      "Topluluk Yönetimi",
      "Analiz ve Raporlama",
    ]);
    expect(socialManagementContent.platforms.items).toHaveLength(4);
    expect(socialManagementContent.contentTypes.items).toHaveLength(6);
    expect(socialManagementContent.benefits.items.length).toBeGreaterThanOrEqual(4);
    expect(socialManagementContent.results.stats).toHaveLength(4);
    expectFigures(socialManagementContent.results.stats);
  });

  it("video production: four services, six video types, six steps, equipment, statistics", () => {
    expectHero(videoProductionContent.hero);
    expect(videoProductionContent.services.items).toHaveLength(4);
    expect(videoProductionContent.videoTypes.items).toHaveLength(6);
    expect(videoProductionContent.process.steps).toHaveLength(6);
    expect(videoProductionContent.equipment.groups.flatMap((group) => group.items).length).toBeGreaterThanOrEqual(12);
    expect(videoProductionContent.statistics.stats).toHaveLength(4);
    expectFigures(videoProductionContent.statistics.stats);
  });

  it.each(SERVICE_PAGES)("%s carries at least its minimum of visible words", (path, content, minimum) => {
    expect(pageWords(path, content)).toBeGreaterThanOrEqual(minimum);
  });

  it("links only to pages that exist", () => {
    const links = [
      ...SERVICES.map((service) => service.link),
      ...seoContent.tools.items.flatMap((item) => (item.link ? [item.link.href] : [])),
    ];
    for (const link of links) expect(findPage(link), link).toBeDefined();
  });
});

describe("home page and services overview content", () => {
  it("shows six service cards with the required exact titles, features and links", () => {
    expect(SERVICES.map((item) => item.title)).toEqual([
      "Web Tasarım & Geliştirme",
      "SEO Hizmetleri",
      "Google Ads Yönetimi",
      "Sosyal Medya Reklamları",
      "Sosyal Medya Yönetimi",
      "Video Prodüksiyon",
    ]);
    expect(SERVICES.map((item) => item.link)).toEqual([
      "/web-tasarim",
      "/seo",
      "/google-ads",
      "/sosyal-medya-reklam",
      "/sosyal-medya-yonetim",
      "/video-produksiyon",
    ]);
    for (const item of SERVICES) {
      expect(findPage(item.link)).toBeDefined();
      expect(item.features.length).toBeGreaterThanOrEqual(3);
    }
    expect(homeContent.services.linkLabel).toBe("Detayları İncele");
  });

  it("has the hero's three stat cards and a four-figure statistics block, all from stats.ts", () => {
    expect(homeContent.hero.stats).toHaveLength(3);
    expect(homeContent.figures.stats).toHaveLength(4);
    expectFigures([...homeContent.hero.stats, ...homeContent.figures.stats]);
    expect(homeContent.hero.contactLabel).toBe("Hemen Bize Ulaş");
    expect(homeContent.hero.portfolioLabel).toBe("Portfolyomuzu İnceleyin");
    expect(homeContent.figures.buttonLabel).toBe("Hemen Başlayalım");
  });

  it("draws every trusted brand from a small local SVG wordmark", () => {
    expect(homeContent.brands.logos.length).toBeGreaterThanOrEqual(8);
    for (const logo of homeContent.brands.logos) {
      const file = publicFile(logo.logo);
      expect(existsSync(file), logo.logo).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 240 80"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      expect(svg.length).toBeLessThan(4096);
    }
  });

  it("lists all six services on the overview with a summary and a highlight", () => {
    expect(SERVICES).toHaveLength(6);
    for (const service of SERVICES) {
      expect(countWords(service.summary)).toBeGreaterThanOrEqual(20);
      expect(service.idealFor && service.highlight).toBeTruthy();
    }
    expect(servicesOverviewContent.cta.message).toMatch(/^Merhaba, /);
  });
});

describe("text statistics", () => {
  it("counts visible strings only", () => {
    expect(visibleStrings({ title: "Başlık", link: "/seo", image: { src: "/a.svg", alt: "görsel" }, metrics: { Süre: "6 ay" } })).toEqual([
      "Başlık",
      "Süre",
      "6 ay",
    ]);
    expect(countWords("Web sitesi — 10-15 gün")).toBe(4);
  });
});
