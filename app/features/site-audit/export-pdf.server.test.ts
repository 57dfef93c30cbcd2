import { readFileSync } from "node:fs";
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import { site } from "~/site/site.content";
import { hostileReport, largestReport } from "../../../tests/support/hostile-report";
import { atLineStart, groupPhrase } from "./content";
import { BROWSER_TEXT, PAGE_ERROR_TEXT } from "./browser.content";
import { EXPORT_PDF } from "./export.content";
import { pdfText, PDF_LIMITS, reportPdf } from "./export-pdf.server";
import type { ReportBrowser } from "./report";

async function extract(pdf: Buffer): Promise<{ pages: string[]; title: unknown }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? `${item.str}${item.hasEOL ? "\n" : ""}` : "")).join(""));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, title: (info as { Title?: string }).Title };
}

describe("pdfText", () => {
  it("turns control, line and bidi characters into a space, a lone surrogate into U+FFFD, and cuts at the limit", () => {
    expect(pdfText("a\tb\r\nc\u2028d\u202Ee\u0000f\u009bg", 100)).toBe("a b c d e f g");
    expect(pdfText("x\uD800y\uDC00z 😀", 100)).toBe("x\uFFFDy\uFFFDz 😀");
    expect(pdfText("abcdef", 4)).toBe("abc…");
    expect(pdfText("＝1+1 ＠SUM(1)", 100)).toBe("=1+1 @SUM(1)");
  });
});

describe("reportPdf", () => {
  it("draws the agency, its contact and the Turkish headings with correct glyphs, and hostile text only as text", async () => {
    const report = hostileReport();
    const pdf = await reportPdf(report);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");

    const { pages, title } = await extract(pdf);
    expect(title).toBe(EXPORT_PDF.documentTitle(pdfText(report.host, PDF_LIMITS.hostChars)));
    const text = pages.join("\n");
    const flat = text.replace(/\s+/g, " ");
    for (const phrase of [
      site.name,
      site.phone.display,
      site.email,
      EXPORT_PDF.title,
      EXPORT_PDF.familyScores,
      "Taranabilirlik ve dizine ekleme",
      "Yapay zekâ botları ve ajanlar",
      `${EXPORT_PDF.severityHeadings.error} (2)`,
      `${EXPORT_PDF.severityHeadings.warning} (2)`,
      `${EXPORT_PDF.severityHeadings.notice} (1)`,
      EXPORT_PDF.why,
      EXPORT_PDF.fix,
      EXPORT_PDF.comparison,
      EXPORT_PDF.passed(report.passed.length),
      EXPORT_PDF.addressesCut(20, 21),
      EXPORT_PDF.addressesCut(1, 1_500),
    ]) {
      expect(flat, phrase).toContain(phrase);
    }
    for (const letter of ["ç", "ğ", "ı", "İ", "ö", "ş", "ü", "Ü", "Ç"]) expect(flat, letter).toContain(letter);
    const firstTitle = RULE_TEXTS[report.findings[0]?.id ?? ""]?.title;
    expect(firstTitle && flat).toContain(firstTitle);
    pages.forEach((page, index) => expect(page).toContain(EXPORT_PDF.page(index + 1, pages.length)));

    // The hostile strings are drawn as the characters they are: nothing was interpreted.
    expect(flat).toContain("<script>alert(1)</script>");
    expect(flat).toContain('"><img src=x onerror=alert(1)>');
    expect(flat).toContain('=HYPERLINK("http://evil")');
    // eslint-disable-next-line no-control-regex -- the absence of control characters is the point
    expect(text).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(pages.length).toBeLessThanOrEqual(6);
  });

  it("gives a fix's part for the developer a line of its own, labelled", async () => {
    const report = hostileReport({ findings: [{ id: "security/csp-missing", family: "security", severity: "warning", weight: 5, applicable: 1, affected: 1, hits: [{ url: "https://www.ornek.com/" }] }] });
    const { pages } = await extract(await reportPdf(report));
    const flat = pages.join("\n").replace(/\s+/g, " ");
    const developer = (RULE_TEXTS["security/csp-missing"]?.fix ?? "").split("Geliştiriciniz için:")[1]?.trim() ?? "";
    expect(developer).not.toBe("");
    expect(flat).toContain(`${EXPORT_PDF.developer}: ${developer.slice(0, 40)}`);
    expect(flat).not.toContain("Geliştiriciniz için: Geliştiriciniz için");
  });

  it("is byte-identical for the same report (the audit's moment is its date)", async () => {
    const report = hostileReport();
    const [first, second] = await Promise.all([reportPdf(report), reportPdf(report)]);
    expect(first.equals(second)).toBe(true);
  });

  // About half a page a finding whatever its addresses: 150 findings make 73 pages (bench/site-audit-exports.ts).
  it("stays bounded for findings with many long addresses: one line a template, 20 addresses a finding, each one line", async () => {
    const { pages } = await extract(await reportPdf(largestReport(40, 21)));
    expect(pages.length).toBeLessThanOrEqual(24);
    const flat = pages.join("\n").replace(/\s+/g, " ");
    // Each finding's 21 addresses share a folder: one line says so, with its first 3 addresses.
    expect(flat).toContain(atLineStart(groupPhrase(null, "/kategori-0/", 21)));
    expect(flat).toContain(atLineStart(groupPhrase(null, "/kategori-39/", 21)));
    expect(flat.split(EXPORT_PDF.addressesCut(PDF_LIMITS.hitsPerGroup, 63)).length - 1).toBe(40);
  });

  it("puts the first fixes first, names the platform and gives its owners' advice", async () => {
    const hits = Array.from({ length: 30 }, (_, index) => ({ url: `https://site.example/urun/model-${index}` }));
    const report = hostileReport({
      homeUrl: "https://site.example/",
      platform: "wix",
      comparison: null,
      findings: [
        { id: "images/alt-missing", family: "images", severity: "warning", weight: 6, applicable: 40, affected: 30, hits },
        { id: "security/hsts-missing", family: "security", severity: "warning", weight: 8, applicable: 1, affected: 1, hits: [{ url: "https://site.example/" }] },
      ],
    });
    const flat = (await extract(await reportPdf(report))).pages.join("\n").replace(/\s+/g, " ");
    expect(flat).toContain(`${EXPORT_PDF.platform}: ${EXPORT_PDF.platformGuess("Wix")}`);
    const first = flat.indexOf(EXPORT_PDF.firstFixes);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(flat.indexOf(EXPORT_PDF.familyScores));
    // Wix decides the headers: the HSTS finding is listed below, but not among the first fixes.
    const fixes = flat.slice(first, flat.indexOf(EXPORT_PDF.familyScores));
    expect(fixes).toContain("Ürün sayfalarının 30'unda:");
    expect(fixes).not.toContain(RULE_TEXTS["security/hsts-missing"]?.title);
    expect(flat).toContain(`${EXPORT_PDF.platformFix("Wix")}:`);
    expect(flat).toContain(`${atLineStart(groupPhrase("product", "/urun/", 30))} (/urun/…)`);
    expect(flat).toContain(EXPORT_PDF.addressesCut(PDF_LIMITS.hitsPerGroup, 30));
  });

  it("says so when no check found a problem", async () => {
    const clean = hostileReport({ findings: [], comparison: null });
    const flat = (await extract(await reportPdf(clean))).pages.join("\n").replace(/\s+/g, " ");
    expect(flat).toContain(EXPORT_PDF.noFindings);
  });
});

describe("reportPdf with the browser stage", () => {
  const phone = { mime: "image/jpeg" as const, data: new Uint8Array(readFileSync(new URL("../../../tests/fixtures/screenshots/telefon.jpg", import.meta.url))) };
  const browser: ReportBrowser = {
    status: "measured",
    pages: [
      { url: "https://www.ornek.com/", role: "home", lab: { score: 47, lcpMs: 5_240, cls: 0.12, tbtMs: 150, fcpMs: 1_800, siMs: 6_000 }, error: null },
      { url: "https://www.ornek.com/kampanya", role: "deep", lab: null, error: "timeout" },
    ],
    screenshots: { mobile: true, desktop: true },
    durationMs: 30_000,
  };

  it("shows the screenshots, the score and each figure with its rating near the top", async () => {
    const pdf = await reportPdf({ ...hostileReport(), browser }, { mobile: phone, desktop: phone });
    expect(pdf.toString("latin1").match(/\/Subtype \/Image/g)?.length).toBe(2);
    const { pages } = await extract(pdf);
    const first = pages[0] ?? "";
    expect(first).toContain(BROWSER_TEXT.heading);
    expect(first).toContain("Performans puanı 47 / 100: Kötü");
    expect(first).toContain("5,2 sn (Kötü)");
    expect(first).toContain("0,12 (İyileştirilmeli)");
    expect(first).toContain(PAGE_ERROR_TEXT.timeout);
  });

  it("draws the score as a ring in its rating's colour", async () => {
    const pdf = await reportPdf({ ...hostileReport(), browser }, { mobile: phone, desktop: phone });
    const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
    const { fnArray, argsArray } = await (await document.getPage(1)).getOperatorList();
    await document.destroy();
    const strokeColours = fnArray.flatMap((op, index) => (op === OPS.setStrokeRGBColor ? [(argsArray[index] as number[]).slice(0, 3).join(",")] : []));
    // The poor score's red, #b91c1c (the gauge's label is written in it too, but only the ring strokes it).
    expect(strokeColours).toContain("185,28,28");
  });

  it("says in one line that speed was not measured, without an image, and leaves out an image it cannot read", async () => {
    const { pages } = await extract(await reportPdf(hostileReport()));
    expect(pages[0]?.replace(/\s+/g, " ")).toContain(BROWSER_TEXT.notMeasured.absent);
    const broken = await reportPdf({ ...hostileReport(), browser }, { mobile: { mime: "image/jpeg", data: new Uint8Array([0xff, 0xd8, 1, 2, 3]) } });
    expect(broken.toString("latin1")).not.toContain("/Subtype /Image");
    expect((await extract(broken)).pages[0]).toContain("5,2 sn (Kötü)");
  });
});
