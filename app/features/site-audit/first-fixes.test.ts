import { describe, expect, it } from "vitest";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import type { RuleId } from "~/capabilities/audit-rules/rule";
import { findingAnchor, firstSentence, ownerFix, reportFirstFixes } from "./finding-advice";
import { FIRST_FIXES, findingCost, firstFixes } from "./first-fixes";
import type { ReportFinding } from "./report";

function finding(id: RuleId, fields: Partial<ReportFinding> = {}): ReportFinding {
  return { id, family: "core", severity: "warning", weight: 5, applicable: 100, affected: 100, hits: [], ...fields };
}

const ids = (findings: readonly ReportFinding[]) => findings.map((one) => one.id);

describe("findingCost", () => {
  it("is weight × severity factor × √(affected share), as the score counts it", () => {
    expect(findingCost(finding("core/a", { severity: "error", weight: 8, affected: 25 }))).toBeCloseTo(8 * 1 * 0.5);
    expect(findingCost(finding("core/a", { severity: "warning", weight: 4 }))).toBeCloseTo(2);
    expect(findingCost(finding("core/a", { severity: "notice", weight: 10, affected: 1, applicable: 100 }))).toBeCloseTo(0.15);
    // A site fact (applicable 1) costs all of its stake; a cut list never counts more than every page.
    expect(findingCost(finding("core/a", { severity: "error", weight: 6, applicable: 1, affected: 1 }))).toBeCloseTo(6);
    expect(findingCost(finding("core/a", { weight: 2, applicable: 10, affected: 40 }))).toBeCloseTo(1);
  });
});

describe("firstFixes", () => {
  it("puts a warning on every page before an error on one page in a hundred", () => {
    const rare = finding("core/rare-error", { severity: "error", weight: 3, affected: 1 });
    const wide = finding("core/wide-warning", { weight: 6 });
    expect(ids(firstFixes([rare, wide]))).toEqual(["core/wide-warning", "core/rare-error"]);
  });

  it(`shows at least ${FIRST_FIXES.min} and at most ${FIRST_FIXES.max}, a fourth and fifth only when they weigh`, () => {
    const big = [10, 9, 8, 7, 6, 5].map((weight, index) => finding(`core/big-${index}`, { severity: "error", weight }));
    expect(ids(firstFixes(big))).toEqual(["core/big-0", "core/big-1", "core/big-2", "core/big-3", "core/big-4"]);
    const steep = [
      finding("core/top", { severity: "error", weight: 10 }),
      finding("core/tiny-1", { severity: "notice", weight: 1, affected: 1 }),
      finding("core/tiny-2", { severity: "notice", weight: 1, affected: 1 }),
      finding("core/tiny-3", { severity: "notice", weight: 1, affected: 1 }),
      finding("core/tiny-4", { severity: "notice", weight: 1, affected: 1 }),
    ];
    expect(ids(firstFixes(steep))).toEqual(["core/top", "core/tiny-1", "core/tiny-2"]);
    expect(ids(firstFixes(steep.slice(0, 2)))).toEqual(["core/top", "core/tiny-1"]);
    expect(firstFixes([])).toEqual([]);
  });

  it("keeps the report's order among equals and leaves out what the owner cannot act on", () => {
    const list = [finding("core/a"), finding("core/b"), finding("security/hsts-missing", { weight: 9 })];
    expect(ids(firstFixes(list))).toEqual(["security/hsts-missing", "core/a", "core/b"]);
    expect(ids(firstFixes(list, (one) => one.id !== "security/hsts-missing"))).toEqual(["core/a", "core/b"]);
  });
});

describe("reportFirstFixes", () => {
  const HOME = "https://www.ornek.com/";
  const products = Array.from({ length: 212 }, (_, index) => ({ url: `https://www.ornek.com/urun/model-${index}` }));

  it("says in one sentence where and what: a template, a count of pages, or the whole site", () => {
    const report = {
      homeUrl: HOME,
      findings: [
        finding("images/alt-missing", { family: "images", weight: 6, applicable: 240, affected: 212, hits: products }),
        finding("core/title-too-long", { weight: 5, applicable: 240, affected: 40, hits: products.slice(0, 38).concat({ url: "https://www.ornek.com/" }, { url: "https://www.ornek.com/a" }) }),
        finding("crawl/robots-txt-missing", { family: "crawl", severity: "error", weight: 5, applicable: 1, affected: 1, hits: [{ url: "https://www.ornek.com/robots.txt" }] }),
      ],
    };
    const fixes = reportFirstFixes(report);
    expect(fixes.map((fix) => fix.finding.id)).toEqual(["crawl/robots-txt-missing", "images/alt-missing", "core/title-too-long"]);
    const [robots, alt, title] = fixes;
    expect(robots?.sentence).toBe(`Site genelinde: ${firstSentence(ownerFix("crawl/robots-txt-missing") ?? "")}`);
    expect(alt?.sentence.startsWith("Ürün sayfalarının 212'sinde: ")).toBe(true);
    expect(alt?.title).toBe(RULE_TEXTS["images/alt-missing"]?.title);
    expect(title?.sentence.startsWith("40 sayfada: ")).toBe(true);
    const everywhere = reportFirstFixes({ homeUrl: HOME, findings: [finding("core/lang-missing", { applicable: 22, affected: 22, hits: [{ url: HOME }] })] });
    expect(everywhere[0]?.sentence.startsWith("22 sayfanın hepsinde: ")).toBe(true);
  });

  it("gives the platform's advice, and leaves out what the platform decides for its owners", () => {
    const headers = [finding("security/hsts-missing", { family: "security", weight: 10, applicable: 1, affected: 1 }), finding("crawl/redirect-chain", { family: "crawl", weight: 3 })];
    const wix = reportFirstFixes({ homeUrl: HOME, findings: headers, platform: "wix" });
    expect(wix.map((fix) => fix.finding.id)).toEqual(["crawl/redirect-chain"]);
    expect(wix[0]?.sentence).toContain("URL Yönlendirme Yöneticisi");
    const own = reportFirstFixes({ homeUrl: HOME, findings: headers });
    expect(own.map((fix) => fix.finding.id)).toEqual(["security/hsts-missing", "crawl/redirect-chain"]);
  });
});

describe("the helpers of the first fixes", () => {
  it("cut a fix at its first sentence and before the developer's part", () => {
    expect(firstSentence("Başlığı kısaltın. Meta etiket aracımız yardımcı olur.")).toBe("Başlığı kısaltın.");
    expect(firstSentence("max-age değerini 1.000 yapın (ör. 31536000). Sonra bekleyin.")).toBe("max-age değerini 1.000 yapın (ör. 31536000).");
    expect(firstSentence("Tek cümle")).toBe("Tek cümle");
    expect(firstSentence("CDN'iniz destekliyorsa (ör. Cloudflare. Başka) açın. Sonra.")).toBe("CDN'iniz destekliyorsa (ör. Cloudflare. Başka) açın.");
    expect(firstSentence("Bir eklenti, ör. Redirection kurun. Sonra.")).toBe("Bir eklenti, ör. Redirection kurun.");
    for (const id of Object.keys(RULE_TEXTS) as RuleId[]) expect(ownerFix(id), id).not.toContain("Geliştiriciniz için");
  });

  it("make an element id of a rule id", () => {
    expect(findingAnchor("core/title-missing")).toBe("bulgu-core-title-missing");
  });
});
