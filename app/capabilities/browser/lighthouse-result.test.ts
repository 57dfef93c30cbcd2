import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { OPPORTUNITY_ITEMS } from "./browser-facts";
import { labFromLighthouse, type LighthouseReport } from "./lighthouse-result";

const fixture = (name: string): LighthouseReport => JSON.parse(readFileSync(new URL(`../../../tests/fixtures/lighthouse/${name}.lhr.json`, import.meta.url), "utf8")) as LighthouseReport;

describe("labFromLighthouse on real Lighthouse 13 results", () => {
  it("reads the slow page's figures and names its render-blocking script, heavy lazy-loaded LCP image, unused and uncompressed JavaScript and unsized image", () => {
    const { lab, opportunities } = labFromLighthouse(fixture("slow-page"));
    expect(lab).toEqual({ score: 63, lcpMs: 13361, cls: 0.112, tbtMs: 0, fcpMs: 2468, siMs: 5710 });
    const byId = Object.fromEntries(opportunities.map((found) => [found.id, found]));
    expect(Object.keys(byId).sort()).toEqual(["image-delivery", "lcp-lazy-loaded", "render-blocking", "text-compression", "unsized-images", "unused-javascript"]);
    expect(byId["render-blocking"]).toMatchObject({ savingsMs: 1750, items: ["http://127.0.0.1:4999/js/kampanya-sayaci.js", "http://127.0.0.1:4999/js/kutuphane.js"] });
    expect(byId["lcp-lazy-loaded"]?.items).toEqual(["http://127.0.0.1:4999/gorseller/kampanya-afisi.png"]);
    expect(byId["image-delivery"]).toMatchObject({ savingsBytes: 2_120_674, items: ["http://127.0.0.1:4999/gorseller/kampanya-afisi.png"] });
    expect(byId["unused-javascript"]?.items).toEqual(["http://127.0.0.1:4999/js/kutuphane.js"]);
    expect(byId["unused-javascript"]?.savingsBytes).toBeGreaterThan(280_000);
    expect(byId["text-compression"]?.items).toContain("http://127.0.0.1:4999/js/kutuphane.js");
    expect(byId["unsized-images"]?.items).toEqual(["http://127.0.0.1:4999/gorseller/kampanya-afisi.png"]);
  });

  it("finds nothing to fix on the fast page, whose score is 100", () => {
    const { lab, opportunities } = labFromLighthouse(fixture("fast-page"));
    expect(lab?.score).toBe(100);
    expect(opportunities).toEqual([]);
  });
});

describe("labFromLighthouse on damaged or hostile results", () => {
  it("has no figures when Lighthouse failed or a metric is missing", () => {
    const slow = fixture("slow-page");
    expect(labFromLighthouse({ ...slow, runtimeError: { code: "NO_FCP", message: "no paint" } }).lab).toBeNull();
    expect(labFromLighthouse({ ...slow, categories: { performance: { score: null } } }).lab).toBeNull();
    const { "speed-index": _gone, ...withoutSpeedIndex } = slow.audits;
    expect(labFromLighthouse({ ...slow, audits: withoutSpeedIndex }).lab).toBeNull();
    expect(labFromLighthouse({ categories: {}, audits: {} })).toEqual({ lab: null, opportunities: [] });
  });

  it("names at most a few resources, each address cut, however many the page makes", () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({ url: `https://cdn.example/${"x".repeat(i === 0 ? 5_000 : 1)}${i}.js`, wastedMs: 10 }));
    const report: LighthouseReport = {
      categories: { performance: { score: 0.2 } },
      audits: { "render-blocking-insight": { score: 0, scoreDisplayMode: "metricSavings", metricSavings: { FCP: 900 }, details: { type: "table", items: many } } },
    };
    const [found] = labFromLighthouse(report).opportunities;
    expect(found?.items).toHaveLength(OPPORTUNITY_ITEMS);
    expect(Math.max(...(found?.items ?? []).map((url) => url.length))).toBeLessThanOrEqual(2_048);
  });

  it("reads the LCP element's address only from a quoted src, resolved against the page, and never a script address", () => {
    const lazy = (snippet: string): LighthouseReport => ({
      finalDisplayedUrl: "https://ornek.com.tr/kampanya/",
      categories: { performance: { score: 0.5 } },
      audits: {
        "lcp-discovery-insight": {
          score: 0,
          scoreDisplayMode: "numeric",
          details: { type: "list", items: [{ type: "checklist", items: { eagerlyLoaded: { value: false } } }, { type: "node", snippet }] },
        },
      },
    });
    expect(labFromLighthouse(lazy('<img src="afis.jpg?w=800&amp;q=70" loading="lazy">')).opportunities[0]?.items).toEqual(["https://ornek.com.tr/kampanya/afis.jpg?w=800&q=70"]);
    expect(labFromLighthouse(lazy("<img src='javascript:alert(1)' loading=lazy>")).opportunities[0]?.items).toEqual([]);
    expect(labFromLighthouse(lazy(`<img src="${"a".repeat(100_000)}">`)).opportunities[0]?.items).toEqual([]);
    expect(labFromLighthouse(lazy('<div class="hero">')).opportunities[0]).toMatchObject({ id: "lcp-lazy-loaded", items: [] });
  });

  it("ignores items that are not addresses, and audits that did not apply or errored", () => {
    const report: LighthouseReport = {
      categories: { performance: { score: 0.5 } },
      audits: {
        "unsized-images": { score: 0, scoreDisplayMode: "metricSavings", details: { type: "table", items: [{ url: "javascript:alert(1)" }, { url: 42 }, null, "x"] } },
        "render-blocking-insight": { score: 0, scoreDisplayMode: "notApplicable", details: { type: "table", items: [{ url: "https://a.example/x.js" }] } },
        "unused-javascript": { score: 0, errorMessage: "boom", details: { type: "opportunity", items: [{ url: "https://a.example/y.js" }] } },
      },
    };
    expect(labFromLighthouse(report).opportunities).toEqual([]);
  });
});
