import { describe, expect, it } from "vitest";
import type { RuleOutcome } from "~/capabilities/audit-rules/engine";
import { REPORT_LIMITS, REPORT_PAGE_HITS, buildReport, type ReportInput } from "./report";

function outcome(id: RuleOutcome["id"], fields: Partial<RuleOutcome> = {}): RuleOutcome {
  return { id, family: "core", severity: "warning", weight: 5, status: "failed", applicable: 10, hits: [{ url: "https://ornek.com/" }], ...fields };
}

function input(outcomes: RuleOutcome[], id = "a".repeat(22)): ReportInput {
  return {
    id,
    startUrl: "https://Ornek.com/",
    homeUrl: "https://ornek.com/",
    auditedAt: "2026-11-26T10:00:00.000Z",
    expiresAt: "2026-12-26T10:00:00.000Z",
    crawl: { stopReason: "done", durationMs: 10, counts: { found: 10, fetched: 10, skipped: 0 } },
    outcome: { score: 70, families: [], outcomes },
  };
}

const hits = (count: number, length = 40) => Array.from({ length: count }, (_, index) => ({ url: `https://ornek.com/${String(index).padStart(length, "x")}` }));

describe("buildReport", () => {
  it("lists failed rules, errors first and then by what they cost; passed and n/a by id", () => {
    const report = buildReport(
      input([
        outcome("core/a-notice", { severity: "notice", weight: 10 }),
        outcome("core/b-small", { weight: 2 }),
        outcome("core/c-error", { severity: "error", weight: 1 }),
        outcome("core/d-wide", { weight: 2, hits: hits(10) }),
        outcome("core/e-passed", { status: "passed", hits: [] }),
        outcome("core/f-na", { status: "n/a", applicable: 0, hits: [] }),
      ]),
    );
    expect(report.findings.map((finding) => finding.id)).toEqual(["core/c-error", "core/d-wide", "core/b-small", "core/a-notice"]);
    expect(report.passed).toEqual(["core/e-passed"]);
    expect(report.notApplicable).toEqual(["core/f-na"]);
    expect(report.host).toBe("ornek.com");
    expect(report.comparison).toBeNull();
  });

  it("cuts addresses and details, keeps the count, and bounds the whole report", () => {
    const long = { url: `https://ornek.com/${"u".repeat(5_000)}`, detail: "d".repeat(5_000) };
    const single = buildReport(input([outcome("core/long", { hits: [long, ...hits(2_000)], applicable: 3_000 })])).findings[0];
    expect(single?.affected).toBe(2_001);
    expect(single?.hits).toHaveLength(REPORT_LIMITS.hitsPerRule);
    expect(single?.hits[0]?.url.length).toBe(REPORT_LIMITS.urlChars);
    expect(single?.hits[0]?.detail?.length).toBe(REPORT_LIMITS.detailChars);

    // 150 findings of 1,000 addresses of 2,000 characters: the budget holds, every finding keeps its first 20.
    const many = Array.from({ length: 150 }, (_, index) => outcome(`core/r${index}`, { hits: hits(1_000, 2_000), applicable: 1_000 }));
    const report = buildReport(input(many));
    const chars = report.findings.reduce((sum, finding) => sum + finding.hits.reduce((inner, hit) => inner + hit.url.length, 0), 0);
    expect(chars).toBeLessThan(REPORT_LIMITS.hitChars + 150 * REPORT_PAGE_HITS * REPORT_LIMITS.urlChars + REPORT_LIMITS.urlChars);
    expect(report.findings.every((finding) => finding.hits.length >= REPORT_PAGE_HITS && finding.affected === 1_000)).toBe(true);
  });

  it("keeps the platform when one was recognised, and leaves the field out otherwise (as in older reports)", () => {
    expect(buildReport({ ...input([outcome("core/a")]), platform: "shopify" }).platform).toBe("shopify");
    expect("platform" in buildReport({ ...input([outcome("core/a")]), platform: null })).toBe(false);
    expect("platform" in buildReport(input([outcome("core/a")]))).toBe(false);
  });

  it("compares with the previous report: fixed are failed before and passed now, appeared are new failures", () => {
    const before = buildReport(input([outcome("core/fixed"), outcome("core/still"), outcome("core/gone-na")], "b".repeat(22)));
    const now = buildReport(
      input([outcome("core/fixed", { status: "passed", hits: [] }), outcome("core/still"), outcome("core/gone-na", { status: "n/a", hits: [], applicable: 0 }), outcome("core/new")]),
      before,
    );
    expect(now.comparison).toEqual({
      previousId: "b".repeat(22),
      previousAuditedAt: "2026-11-26T10:00:00.000Z",
      previousScore: 70,
      fixed: ["core/fixed"],
      appeared: ["core/new"],
    });
  });
});
