import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import { hostileReport } from "../../../tests/support/hostile-report";
import { REPORT_TEXT, atLineStart, groupPhrase } from "./content";
import { findingAnchor, splitFix } from "./finding-advice";
import { PLATFORM_ADVICE } from "./platform.content";
import { REPORT_GROUP_HITS, type AuditReport, type ReportFinding } from "./report";
import { ReportView } from "./report-view";

const HOME = "https://www.ornek.com/";
const products = Array.from({ length: 30 }, (_, index) => ({ url: `https://www.ornek.com/urun/model-${index}`, detail: `Model ${index}` }));

const findings: ReportFinding[] = [
  { id: "images/alt-missing", family: "images", severity: "warning", weight: 6, applicable: 40, affected: 33, hits: [...products, ...["/", "/iletisim", "/hakkimizda"].map((path) => ({ url: `https://www.ornek.com${path}` }))] },
  { id: "security/hsts-missing", family: "security", severity: "warning", weight: 8, applicable: 1, affected: 1, hits: [{ url: HOME }] },
  { id: "core/title-too-long", family: "core", severity: "warning", weight: 3, applicable: 40, affected: 2, hits: [{ url: `${HOME}a` }, { url: `${HOME}b` }] },
];

/** Text as React escapes it in markup. */
const escapeHtml = (text: string): string => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
const render = (report: AuditReport) => renderToStaticMarkup(<ReportView report={report} leadPanel={null} />);
const report = (overrides: Partial<AuditReport> = {}) => hostileReport({ startUrl: HOME, homeUrl: HOME, host: "www.ornek.com", comparison: null, findings, ...overrides });

describe("ReportView", () => {
  it("starts with the first fixes, each a link to its finding below and one sentence", () => {
    const html = render(report());
    const first = html.indexOf(REPORT_TEXT.firstFixesHeading);
    expect(first).toBeGreaterThan(html.indexOf("<h1"));
    expect(first).toBeLessThan(html.indexOf(REPORT_TEXT.scoreLabel));
    for (const finding of findings) {
      expect(html).toContain(`href="#${findingAnchor(finding.id)}"`);
      expect(html).toContain(`id="${findingAnchor(finding.id)}"`);
    }
    expect(html).toContain("33 sayfada: ");
    expect(html).toContain("Site genelinde: ");
    // Headings stay in order: h1, then the first fixes' h2.
    expect(html.search(/<h[2-6]/)).toBe(html.indexOf('<h2 id="rapor-once"'));
  });

  it("says the pages of one template in one line, opening to their first addresses, and lists the rest", () => {
    const html = render(report());
    const card = html.slice(html.indexOf(`id="${findingAnchor("images/alt-missing")}"`));
    expect(card).toContain(atLineStart(groupPhrase("product", "/urun/", 30)).replace("'", "&#x27;"));
    expect(card).toContain("(/urun/…)");
    expect(card).toContain("model-0");
    expect(card).toContain(`model-${REPORT_GROUP_HITS - 1}`);
    expect(card).not.toContain(`model-${REPORT_GROUP_HITS}<`);
    expect(card).toContain(REPORT_TEXT.moreInGroup(30 - REPORT_GROUP_HITS));
    expect(card).toContain(REPORT_TEXT.otherAddressesLabel(3));
    // A short list stays a plain list.
    const short = html.slice(html.indexOf(`id="${findingAnchor("core/title-too-long")}"`));
    expect(short).toContain(REPORT_TEXT.addressesLabel);
    expect(short).toContain('data-testid="audit-finding-addresses"');
  });

  it("names the platform and gives its owners' advice instead of server steps, the generic fix folded away", () => {
    const html = render(report({ platform: "wix" }));
    expect(html).toContain(REPORT_TEXT.platformGuess("Wix"));
    const card = html.slice(html.indexOf(`id="${findingAnchor("security/hsts-missing")}"`));
    expect(card).toContain(REPORT_TEXT.platformFixLabel("Wix"));
    expect(card).toContain(PLATFORM_ADVICE.wix["security-headers"].text);
    expect(card).toContain(REPORT_TEXT.genericFixLabel);
    // Wix decides its headers: not a fix to start with.
    const fixes = html.slice(html.indexOf(REPORT_TEXT.firstFixesHeading), html.indexOf(REPORT_TEXT.scoreLabel));
    expect(fixes).not.toContain(RULE_TEXTS["security/hsts-missing"]?.title);
  });

  it("shows a report stored before platforms and first fixes existed, and one with no finding", () => {
    const old = report();
    delete old.platform;
    const html = render(old);
    expect(html).not.toContain(REPORT_TEXT.platformLabel);
    expect(html).toContain(RULE_TEXTS["security/hsts-missing"]?.fix.slice(0, 20));
    expect(render(report({ platform: "geocities" as AuditReport["platform"] }))).not.toContain(REPORT_TEXT.platformLabel);
    expect(render(report({ findings: [] }))).not.toContain(REPORT_TEXT.firstFixesHeading);
  });

  it("shows a fix's part for the developer on a line of its own, labelled, and the owner's part without it", () => {
    const csp: ReportFinding = { id: "security/csp-missing", family: "security", severity: "warning", weight: 5, applicable: 1, affected: 1, hits: [{ url: HOME }] };
    const fix = RULE_TEXTS["security/csp-missing"]?.fix ?? "";
    const { owner, developer } = splitFix(fix);
    expect(developer).not.toBeNull();
    const card = (html: string) => html.slice(html.indexOf('data-rule="security/csp-missing"'));
    const html = card(render(report({ findings: [csp], platform: undefined })));
    expect(html).toContain(`<p>${escapeHtml(owner)}</p>`);
    expect(html).toContain(`<p class="mt-1" data-testid="audit-fix-developer"><span class="font-semibold">${REPORT_TEXT.developerLabel}</span> ${escapeHtml(developer ?? "")}</p>`);
    expect(owner).not.toContain("Geliştiriciniz için");
    // A fix without a developer's part is one paragraph, as before.
    const plain = card(render(report({ findings: [{ ...csp, id: "core/title-too-long", family: "core" }], platform: undefined })));
    expect(plain).not.toContain("audit-fix-developer");
    // Beside a platform's advice, the general fix is split the same way.
    expect(card(render(report({ findings: [csp], platform: "wix" })))).toContain('data-testid="audit-fix-developer"');
  });

  it("renders a hostile report's text as text", () => {
    const html = render(hostileReport());
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
