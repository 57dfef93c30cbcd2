import { ALL_RULES } from "../../app/capabilities/audit-rules/catalogue";
import { FAMILIES, type Hit, type Rule } from "../../app/capabilities/audit-rules/rule";
import { REPORT_VERSION, type AuditReport, type ReportFinding } from "../../app/features/site-audit/report";

/**
 * Stored site audit reports for the export tests, the report page's e2e test and the export
 * benchmark. `hostileReport()` is what a hostile site can make a report hold: every field it
 * controls (addresses, details, the address typed, the host) carries markup, script, spreadsheet
 * formulas, control and bidi characters, lone surrogates and 5,000-character strings. It is
 * built directly, not through buildReport, so nothing is cut: the exports and the page must be
 * safe on their own. Everything else (rule ids, scores, dates) is ordinary and valid.
 */

const LONG = `${"<script>alert(1)</script>".repeat(20)}${"x".repeat(5_000 - 25 * 20)}`;

/** Each hostile value once; `HOSTILE_TEXTS[0]` is the plain script tag. */
export const HOSTILE_TEXTS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil")',
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3+cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
  "＝1+1",
  "＋1",
  "－1",
  "＠SUM(1)",
  "</script><!-- & &amp; &lt; ]]>",
  'quote " and "" and \'',
  "comma, semicolon; tab\tthen CR\rthen LF\nthen CRLF\r\nend",
  "line separator\u2028paragraph separator\u2029end",
  "lone high \uD800 and lone low \uDC00 and a pair 😀",
  "\u202Egnp.exe  (RTL override) \u2066isolate\u2069 \u200Fmark",
  "NUL \u0000 ESC \u001b[31m red \u0085 NEL \u009b CSI \u007f DEL",
  "javascript:alert(1)",
  LONG,
] as const;

const HOSTILE_URL = (index: number) => `https://evil.example/${HOSTILE_TEXTS[index % HOSTILE_TEXTS.length]}`;

function finding(rule: Rule, hits: Hit[], affected = hits.length): ReportFinding {
  return { id: rule.id, family: rule.family, severity: rule.severity, weight: rule.weight, applicable: Math.max(affected, 40), affected, hits };
}

function rulesOf(severity: Rule["severity"]): Rule[] {
  return ALL_RULES.filter((rule) => rule.severity === severity);
}

function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`fixture needs at least ${index + 1} rules`);
  return item;
}

function baseReport(findings: ReportFinding[], overrides: Partial<AuditReport>): AuditReport {
  const failed = new Set(findings.map((one) => one.id));
  const rest = ALL_RULES.filter((rule) => !failed.has(rule.id));
  return {
    version: REPORT_VERSION,
    id: "hostile-report-0000000000000000",
    startUrl: "https://site.example/",
    homeUrl: "https://site.example/",
    host: "site.example",
    auditedAt: "2026-11-26T21:30:00.000Z",
    expiresAt: "2026-12-26T21:30:00.000Z",
    crawl: { stopReason: "done", durationMs: 4_200, pagesChecked: 40, pagesFound: 42, notFetched: 2 },
    score: 57,
    families: FAMILIES.map((family, index) => ({ family, score: index % 5 === 4 ? null : 40 + index * 4, failed: index % 3, passed: 5 + index })),
    findings,
    passed: rest.filter((_, index) => index % 4 !== 3).map((rule) => rule.id),
    notApplicable: rest.filter((_, index) => index % 4 === 3).map((rule) => rule.id),
    comparison: null,
    ...overrides,
  };
}

export function hostileReport(overrides: Partial<AuditReport> = {}): AuditReport {
  const [error, warning, notice] = [rulesOf("error"), rulesOf("warning"), rulesOf("notice")];
  const everyText = HOSTILE_TEXTS.map((text, index): Hit => ({ url: HOSTILE_URL(index), detail: text }));
  const findings = [
    // Every hostile value as a detail, and as the address itself.
    finding(nth(error, 0), everyText),
    finding(nth(error, 1), HOSTILE_TEXTS.map((text) => ({ url: text }))),
    // A finding whose addresses the report cut at its limit.
    finding(nth(warning, 0), [{ url: HOSTILE_URL(0), detail: HOSTILE_TEXTS[2] }], 1_500),
    // A site-wide finding without an address.
    finding(nth(warning, 1), []),
    finding(nth(notice, 0), [{ url: LONG, detail: LONG }]),
  ];
  return baseReport(findings, {
    startUrl: `https://evil.example/${HOSTILE_TEXTS[1]}${HOSTILE_TEXTS[0]}`,
    homeUrl: `https://evil.example/${HOSTILE_TEXTS[0]}`,
    host: `${HOSTILE_TEXTS[0]}${HOSTILE_TEXTS[17]}.evil.example`,
    comparison: {
      previousId: "hostile-report-previous-00000000",
      previousAuditedAt: "2026-11-01T09:00:00.000Z",
      previousScore: 48,
      fixed: [nth(notice, 1).id],
      appeared: [nth(error, 0).id, nth(warning, 0).id],
    },
    ...overrides,
  });
}

/**
 * A report as large as the brief's worst case: `findings` failed rules (the catalogue's rules,
 * repeated when there are fewer) with `hitsPerFinding` addresses each, about 200 characters long
 * with a 140-character detail (`long` makes them the report's limits, 2,048 and 300: about
 * 350 MB of text, a stress case rather than a site).
 */
export function largestReport(findings = 150, hitsPerFinding = 1_000, long = false): AuditReport {
  const [urlRepeats, detailRepeats] = long ? [155, 11] : [12, 5];
  const list = Array.from({ length: findings }, (_, index) => {
    const rule = nth(ALL_RULES, index % ALL_RULES.length);
    const hits = Array.from({ length: hitsPerFinding }, (__, hit): Hit => ({
      url: `https://www.site.example/kategori-${index}/urun-sayfasi-${hit}?${"ref=kampanya&".repeat(urlRepeats)}`,
      detail: `${"Çok uzun bir başlık örneği, ".repeat(detailRepeats)}${hit}`,
    }));
    return finding(rule, hits, hitsPerFinding * 3);
  });
  return baseReport(list, { score: 12 });
}
