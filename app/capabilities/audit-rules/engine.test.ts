import { describe, expect, it } from "vitest";
import { ALL_RULES } from "./catalogue";
import { SEVERITY_FACTOR, runRules, scoreOutcomes, type RuleOutcome } from "./engine";
import { pageRule, siteRule } from "./rule";
import { auditPage, cleanSite, failures } from "../../../tests/support/audit-site";

const outcome = (change: Partial<RuleOutcome>): RuleOutcome => ({
  id: "core/x",
  family: "core",
  severity: "error",
  weight: 10,
  status: "passed",
  applicable: 100,
  hits: [],
  ...change,
});
const hits = (count: number): RuleOutcome["hits"] => Array.from({ length: count }, (_, i) => ({ url: `https://a.test/${i}` }));

describe("the rule engine", () => {
  it("finds nothing wrong with the clean fixture site", async () => {
    expect(Object.fromEntries(await failures(cleanSite(), ALL_RULES))).toEqual({});
  });

  it("runs page rules on 2xx HTML pages unless told to look at every answer, and skips n/a verdicts", async () => {
    const site = cleanSite();
    site.pages.push(auditPage("/yok", { status: 404 }));
    const seen = { html: [] as string[], all: [] as string[] };
    const rules = [
      pageRule({ id: "core/html-only", family: "core", severity: "notice", weight: 1, check: (page) => (seen.html.push(page.url), null) }),
      pageRule({ id: "crawl/every-answer", family: "crawl", severity: "notice", weight: 1, pages: "all", check: (page) => (seen.all.push(page.url), null) }),
      pageRule({ id: "images/never-applies", family: "images", severity: "error", weight: 9, check: () => "n/a" }),
      siteRule({ id: "crawl/site-fact", family: "crawl", severity: "error", weight: 5, check: () => ({ hits: [{ url: "https://a.test/robots.txt" }], applicable: 1 }) }),
    ];
    const result = await runRules(site, rules);
    expect(seen.html).toHaveLength(3);
    expect(seen.all).toHaveLength(4);
    expect(result.outcomes.map((o) => [o.id, o.status, o.applicable])).toEqual([
      ["core/html-only", "passed", 3],
      ["crawl/every-answer", "passed", 4],
      ["images/never-applies", "n/a", 0],
      ["crawl/site-fact", "failed", 1],
    ]);
    expect(result.families.find((family) => family.family === "images")?.score).toBeNull();
  });

  it("scores by weight, severity and the square root of the share of pages affected", () => {
    expect(scoreOutcomes([outcome({})]).score).toBe(100);
    // One error page in a hundred costs a tenth of the rule: alone, the score is 90.
    expect(scoreOutcomes([outcome({ status: "failed", hits: hits(1) })]).score).toBe(90);
    expect(scoreOutcomes([outcome({ status: "failed", hits: hits(25) })]).score).toBe(50);
    expect(scoreOutcomes([outcome({ status: "failed", hits: hits(100) })]).score).toBe(0);
    // Beside a passed error rule of the same weight, a failed notice on every page costs its own small stake.
    const notice = outcome({ id: "core/y", severity: "notice", status: "failed", hits: hits(100) });
    const stake = 10 * SEVERITY_FACTOR.notice;
    expect(scoreOutcomes([outcome({}), notice]).score).toBe(Math.round(100 * (1 - stake / (10 + stake))));
    // Rules that did not apply count for nothing.
    expect(scoreOutcomes([outcome({}), outcome({ id: "core/z", status: "n/a", applicable: 0 })]).score).toBe(100);
    const byFamily = scoreOutcomes([outcome({}), outcome({ id: "links/a", family: "links", status: "failed", hits: hits(100) })]);
    expect(byFamily.families.filter((family) => family.score !== null).map((family) => [family.family, family.score, family.failed, family.passed])).toEqual([
      ["core", 100, 0, 1],
      ["links", 0, 1, 0],
    ]);
    expect(byFamily.score).toBe(50);
  });
});
