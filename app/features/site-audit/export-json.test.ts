import { describe, expect, it } from "vitest";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import { HOSTILE_TEXTS, hostileReport } from "../../../tests/support/hostile-report";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, exportedReport, reportJson } from "./export-json";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("reportJson", () => {
  const report = hostileReport();
  const json = reportJson(report);

  it("is valid JSON that reads back to exactly the exported values, hostile text included", () => {
    const parsed: unknown = JSON.parse(json);
    expect(parsed).toEqual(exportedReport(report));
    const findings = (parsed as ReturnType<typeof exportedReport>).findings;
    expect(findings.map((finding) => finding.addresses)).toEqual(report.findings.map((finding) => finding.hits));
    // Every hostile value made the trip whole: the 5,000 characters, the lone surrogates, the bidi controls.
    const details = findings[0]?.addresses.map((address) => address.detail);
    expect(details).toEqual([...HOSTILE_TEXTS]);
    expect((parsed as { host: string }).host).toBe(report.host);
  });

  it("holds nothing raw that HTML, old JavaScript, a terminal or an editor would read differently", () => {
    expect(json).not.toMatch(/[<>&\u2028\u2029\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    // eslint-disable-next-line no-control-regex -- the absence of control characters is the point
    expect(json).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f]/);
    expect(json).not.toMatch(LONE_SURROGATE);
    expect(json).toContain("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e");
    expect(json).toContain("\\u2028");
    expect(json).toContain("\\ud800");
    // So it can sit inside <script type="application/json"> without ending it.
    expect(json.toLowerCase()).not.toContain("</script");
    expect(json).not.toContain("<!--");
  });

  it("names its format and version, and describes each finding with its rule, Turkish title and every address", () => {
    const parsed = JSON.parse(json) as ReturnType<typeof exportedReport>;
    expect(parsed.format).toBe(EXPORT_FORMAT);
    expect(parsed.formatVersion).toBe(EXPORT_FORMAT_VERSION);
    expect(Object.keys(parsed)).toEqual([
      "format",
      "formatVersion",
      "id",
      "startUrl",
      "homeUrl",
      "host",
      "auditedAt",
      "expiresAt",
      "crawl",
      "score",
      "families",
      "severities",
      "findings",
      "passed",
      "notApplicable",
      "platform",
      "firstFixes",
      "comparison",
      "browser",
    ]);
    expect(parsed.severities).toEqual({ error: "Hata", warning: "Uyarı", notice: "Öneri" });
    expect(parsed.families.find((family) => family.family === "images")?.name).toBe("Görseller");
    for (const [index, finding] of parsed.findings.entries()) {
      const source = report.findings[index];
      expect(finding).toMatchObject({ rule: source?.id, family: source?.family, severity: source?.severity, affected: source?.affected, applicable: source?.applicable });
      expect(finding.title).toBe(RULE_TEXTS[finding.rule]?.title);
    }
    expect(parsed.findings[2]).toMatchObject({ affected: 1_500, addresses: [expect.objectContaining({ url: expect.any(String) })] });
    expect(parsed.findings[3]?.addresses).toEqual([]);
    expect(parsed.passed).toEqual(report.passed);
    expect(parsed.notApplicable).toEqual(report.notApplicable);
    expect(parsed.comparison).toEqual(report.comparison);
  });

  it("names the platform, the first fixes and each finding's page templates, with every address still listed", () => {
    const hits = Array.from({ length: 7 }, (_, index) => ({ url: `https://site.example/blog/yazi-${index}` }));
    const grouped = hostileReport({
      homeUrl: "https://site.example/",
      platform: "wordpress",
      findings: [{ id: "images/alt-missing", family: "images", severity: "warning", weight: 6, applicable: 10, affected: 8, hits: [...hits, { url: "https://site.example/" }] }],
    });
    const parsed = JSON.parse(reportJson(grouped)) as ReturnType<typeof exportedReport>;
    expect(parsed.platform).toBe("wordpress");
    expect(parsed.firstFixes).toEqual(["images/alt-missing"]);
    expect(parsed.findings[0]?.groups).toEqual([{ template: "blog", folder: "/blog/", count: 7 }]);
    expect(parsed.findings[0]?.addresses).toHaveLength(8);
    // A report stored before platforms were kept has none.
    expect(exportedReport(hostileReport()).platform).toBeNull();
  });

  it("falls back to the rule id as the title of a rule the catalogue no longer has", () => {
    const retired = hostileReport();
    const first = retired.findings[0];
    if (!first) throw new Error("fixture has findings");
    retired.findings = [{ ...first, id: "core/retired-rule" }];
    expect((JSON.parse(reportJson(retired)) as ReturnType<typeof exportedReport>).findings[0]?.title).toBe("core/retired-rule");
  });
});

describe("the browser stage in the JSON export", () => {
  it("carries each sampled page's lab figures, and null for a report stored before the stage", () => {
    const report = hostileReport();
    expect(exportedReport({ ...report, browser: undefined }).browser).toBeNull();
    const browser = {
      status: "measured" as const,
      pages: [
        { url: "https://ornek.com.tr/", role: "home" as const, lab: { score: 92, lcpMs: 1_900, cls: 0.02, tbtMs: 40, fcpMs: 1_100, siMs: 2_000 }, error: null },
        { url: "https://ornek.com.tr/yavas", role: "deep" as const, lab: null, error: "timeout" as const },
      ],
      screenshots: { mobile: true, desktop: false },
      durationMs: 31_000,
    };
    const parsed = JSON.parse(reportJson({ ...report, browser })) as ReturnType<typeof exportedReport>;
    expect(parsed.browser).toEqual(browser);
  });
});
