import { describe, expect, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { runRules } from "../engine";
import { ORIGIN, expectDefectAndTwin, fixtureSite, type RuleFixture } from "../../../../tests/support/audit-site";
import type { LabMetrics, Opportunity, OpportunityId } from "~/capabilities/browser/browser-facts";
import { PERFORMANCE_RULES, WORTH_BYTES, WORTH_MS } from "./performance";

type SiteChange = (site: AuditSite) => Partial<AuditSite>;
const HOME = [`${ORIGIN}/`];

/** The browser stage measured the home page with `lab` figures (the clean site's others stay fast). */
const measured = (lab: Partial<LabMetrics>, opportunities: Opportunity[] = []): SiteChange => (site) => ({
  browser: site.browser && {
    ...site.browser,
    pages: site.browser.pages.map((page) => (page.url === `${ORIGIN}/` && page.lab ? { ...page, lab: { ...page.lab, ...lab }, opportunities } : page)),
  },
});
const found = (id: OpportunityId, change: Partial<Opportunity> = {}): Opportunity => ({ id, savingsMs: null, savingsBytes: null, items: [`${ORIGIN}/dosya`], ...change });
const named = (id: OpportunityId, change: Partial<Opportunity> = {}): SiteChange => measured({}, [found(id, change)]);

const FIXTURES: Record<(typeof PERFORMANCE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  // Each pair on Google's thresholds: the worse side of a boundary fires, the boundary itself is the better band.
  "performance/lcp-poor": [{ site: measured({ lcpMs: 4_001 }), expectHits: HOME }, { site: measured({ lcpMs: 2_500 }) }],
  "performance/lcp-slow": [{ site: measured({ lcpMs: 4_000 }), expectHits: HOME }, { site: measured({ lcpMs: 2_500 }) }],
  "performance/cls-poor": [{ site: measured({ cls: 0.26 }), expectHits: HOME }, { site: measured({ cls: 0.1 }) }],
  "performance/cls-high": [{ site: measured({ cls: 0.25 }), expectHits: HOME }, { site: measured({ cls: 0.1 }) }],
  "performance/tbt-poor": [{ site: measured({ tbtMs: 601 }), expectHits: HOME }, { site: measured({ tbtMs: 200 }) }],
  "performance/tbt-high": [{ site: measured({ tbtMs: 600 }), expectHits: HOME }, { site: measured({ tbtMs: 200 }) }],
  // Only where the first paint is slower than good (FCP over 1.8 s): there the blocking files cost it.
  "performance/render-blocking": [
    { site: measured({ fcpMs: 1_801 }, [found("render-blocking", { savingsMs: WORTH_MS })]), expectHits: HOME },
    { site: measured({ fcpMs: 2_500 }, [found("render-blocking", { savingsMs: WORTH_MS - 1 })]) },
  ],
  "performance/image-delivery": [
    { site: named("image-delivery", { savingsBytes: WORTH_BYTES["image-delivery"] }), expectHits: HOME },
    { site: named("image-delivery", { savingsBytes: (WORTH_BYTES["image-delivery"] ?? 0) - 1 }) },
  ],
  "performance/unused-javascript": [
    { site: named("unused-javascript", { savingsBytes: WORTH_BYTES["unused-javascript"] }), expectHits: HOME },
    { site: named("unused-javascript", { savingsBytes: 20_000 }) },
  ],
  "performance/text-compression": [
    { site: named("text-compression", { savingsBytes: WORTH_BYTES["text-compression"] }), expectHits: HOME },
    { site: named("text-compression", { savingsBytes: 2_000 }) },
  ],
  "performance/lcp-lazy-loaded": [{ site: named("lcp-lazy-loaded"), expectHits: HOME }, { site: measured({}) }],
  "performance/unsized-images": [{ site: named("unsized-images"), expectHits: HOME }, { site: measured({}) }],
};

const statusOf = async (site: AuditSite, id: string): Promise<string | undefined> => (await runRules(site, ALL_RULES)).outcomes.find((outcome) => outcome.id === id)?.status;

describe("performance rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("leave the blocking files of a page that paints within Google's good first paint alone", async () => {
    expect(await statusOf(fixtureSite({ site: measured({ fcpMs: 1_800 }, [found("render-blocking", { savingsMs: 600 })]) }), "performance/render-blocking")).toBe("passed");
  });

  it("say what was measured in Turkish figures", async () => {
    const outcome = await runRules(fixtureSite({ site: measured({ lcpMs: 5_240, cls: 0.312, tbtMs: 1_234.4 }, [found("image-delivery", { savingsBytes: 1_855_952, items: [`${ORIGIN}/a.png`, `${ORIGIN}/b.png`] })]) }), PERFORMANCE_RULES);
    const detail = (id: string) => outcome.outcomes.find((rule) => rule.id === id)?.hits[0]?.detail;
    expect(detail("performance/lcp-poor")).toBe("LCP 5,2 sn");
    expect(detail("performance/cls-poor")).toBe("CLS 0,31");
    expect(detail("performance/tbt-poor")).toBe("TBT 1.234 ms");
    expect(detail("performance/image-delivery")).toBe(`~1,8 MB tasarruf · ${ORIGIN}/a.png ve 1 dosya daha`);
  });

  it("are not applicable where no browser measured the site", async () => {
    for (const rule of PERFORMANCE_RULES) {
      expect(await statusOf(fixtureSite({ site: () => ({ browser: null }) }), rule.id), rule.id).toBe("n/a");
      expect(await statusOf(fixtureSite({ site: () => ({ browser: { status: "off", pages: [], screenshots: { mobile: false, desktop: false }, durationMs: 0 } }) }), rule.id), rule.id).toBe("n/a");
      const unmeasured: SiteChange = (site) => ({ browser: site.browser && { ...site.browser, status: "failed", pages: site.browser.pages.map((page) => ({ ...page, lab: null, error: "timeout" as const })) } });
      expect(await statusOf(fixtureSite({ site: unmeasured }), rule.id), rule.id).toBe("n/a");
    }
  });
});
