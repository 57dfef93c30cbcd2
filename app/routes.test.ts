import { describe, expect, it } from "vitest";
import { GENERATED_FILES, PAGES } from "~/site/pages";
import routes from "./routes";

function pathOf(route: { path?: string; index?: boolean }): string {
  return route.index ? "/" : `/${route.path ?? ""}`;
}

describe("app/routes.ts", () => {
  it("lists the page table's routes in the required order, then other routes, the generated files and the catch-all", () => {
    const paths = routes.map(pathOf);
    expect(paths.slice(0, PAGES.length)).toEqual(PAGES.map((page) => page.path));
    expect(paths.slice(-GENERATED_FILES.length - 1)).toEqual([...GENERATED_FILES, "/*"]);
  });

  it("serves blog articles under /blog/:slug, before the catch-all", () => {
    const paths = routes.map(pathOf);
    expect(paths.indexOf("/blog/:slug")).toBeGreaterThan(paths.indexOf("/blog"));
    expect(paths.indexOf("/blog/:slug")).toBeLessThan(paths.indexOf("/*"));
  });

  it("covers the 25 routes of docs/requirements.md R2.1", () => {
    const specRoutes = [
      "/", "/hakkimizda", "/web-tasarim", "/seo", "/akademi", "/hizmetler", "/portfolyo", "/blog", "/google-ads",
      "/sosyal-medya-reklam", "/sosyal-medya-yonetim", "/video-produksiyon", "/iletisim", "/seo-araclari",
      ...["llms-txt-uretici", "hreflang-uretici", "canonical-uretici", "sitemap-uretici", "utm-uretici", "meta-uretici",
        "kelime-gruplayici", "gptbot-simulatoru", "sira-bulucu", "icerik-yazari"].map((slug) => `/seo-araclari/${slug}`),
      "/indir",
    ];
    expect(PAGES.map((page) => page.path).slice(0, 25)).toEqual(specRoutes);
  });

  it("answers the JSON API with resource routes under /api, an /api catch-all last among them", () => {
    const api = routes.map(pathOf).filter((path) => path.startsWith("/api/"));
    expect(api).toEqual([
      "/api/health",
      "/api/analyze",
      "/api/leads/contact",
      "/api/leads/newsletter",
      "/api/leads/report",
      "/api/captcha",
      "/api/rank",
      "/api/utm-suggestions",
      "/api/content-writer",
      "/api/site-crawl",
      "/api/live/canonical",
      "/api/live/meta",
      "/api/live/hreflang",
      "/api/live/ai-access",
      "/api/site-audit",
      "/api/site-monitor",
      "/api/jobs/follow",
      "/api/jobs/cancel",
      "/api/*",
    ]);
  });
});
