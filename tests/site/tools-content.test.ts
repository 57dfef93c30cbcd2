import { describe, expect, it } from "vitest";
import { findPage } from "~/site/pages";
import { canonicalArticle, canonicalGuide } from "~/features/canonical/content";
import { hreflangGuide } from "~/features/hreflang/content";
import { SEO_TOOL_CARDS, toolCardHref, TOOLS_HUB_PATH } from "../../app/features/seo-tools/content";
import { llmsTxtGuide } from "~/features/llms-txt/content";
import { sitemapGuide } from "~/features/sitemap/content";
import { countArticleWords } from "../../app/site/tool-article-types";

describe("SEO tools hub cards", () => {
  it("lists the free site audit first, the required eight tools in their order, then the content writer, without the UTM generator", () => {
    expect(SEO_TOOL_CARDS.map((card) => card.id)).toEqual([
      "seo-analizi",
      "llms-txt-uretici",
      "hreflang-uretici",
      "canonical-uretici",
      "sitemap-uretici",
      "meta-uretici",
      "kelime-gruplayici",
      "gptbot-simulatoru",
      "sira-bulucu",
      "icerik-yazari",
    ]);
  });

  it("links every card to an existing tool page under the hub", () => {
    for (const card of SEO_TOOL_CARDS) {
      const page = findPage(toolCardHref(card));
      expect(page, card.id).toBeDefined();
      expect(page?.parent).toBe(TOOLS_HUB_PATH);
    }
  });

  it("marks all ten as available, with a title and a one-to-two sentence description", () => {
    for (const card of SEO_TOOL_CARDS) {
      expect(card.available).toBe(true);
      expect(card.title.trim()).not.toBe("");
      expect(card.description.length).toBeGreaterThan(60);
      expect(card.description.length).toBeLessThanOrEqual(160);
    }
    expect(new Set(SEO_TOOL_CARDS.map((card) => card.icon)).size).toBe(SEO_TOOL_CARDS.length);
  });
});

describe("tool guides", () => {
  const guides = { llmsTxtGuide, hreflangGuide, canonicalGuide, sitemapGuide };

  it.each(Object.entries(guides))("%s has a 4-6 step how-to and 4-6 distinct FAQ items", (_name, guide) => {
    expect(guide.steps.length).toBeGreaterThanOrEqual(4);
    expect(guide.steps.length).toBeLessThanOrEqual(6);
    expect(guide.faq.length).toBeGreaterThanOrEqual(4);
    expect(guide.faq.length).toBeLessThanOrEqual(6);
    expect(new Set(guide.faq.map((item) => item.question)).size).toBe(guide.faq.length);
    for (const item of guide.faq) expect(item.answer.length).toBeGreaterThan(80);
  });
});

describe("canonical article", () => {
  it("is a long guide of at least 1,200 words", () => {
    expect(countArticleWords(canonicalArticle)).toBeGreaterThanOrEqual(1200);
  });

  it("covers the topics the issue asks for", () => {
    const headings = canonicalArticle.sections.map((section) => section.heading.toLocaleLowerCase("tr"));
    for (const topic of [
      "nedir",
      "ne zaman",
      "kendine referans",
      "301",
      "parametre",
      "sayfalama",
      "alan adları arası",
      "http başlığı",
      "hatalar",
      "ipucu",
      "search console",
    ]) {
      expect(
        headings.some((heading) => heading.includes(topic)),
        topic,
      ).toBe(true);
    }
  });

  it("has unique section headings (they are React keys)", () => {
    const headings = canonicalArticle.sections.map((section) => section.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });
});

describe("countArticleWords", () => {
  it("counts words of every text part and ignores punctuation-only tokens", () => {
    expect(
      countArticleWords({
        title: "Başlık bir",
        intro: ["İki kelime —"],
        sections: [
          {
            heading: "Üç",
            paragraphs: ["dört beş"],
            bullets: ["altı"],
            code: { label: "yedi", text: "<x>" },
            after: ["sekiz"],
          },
        ],
      }),
    ).toBe(10);
  });
});
