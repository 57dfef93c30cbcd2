import PDFDocument from "pdfkit";
import { FAMILY_NAMES, RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import { SEVERITIES, type Hit, type RuleId, type Severity } from "~/capabilities/audit-rules/rule";
import { SCREENSHOT_VIEWPORTS, rateMetric, type MetricRating, type Screenshot, type ScreenshotKind } from "~/capabilities/browser/browser-facts";
import { formatDateTimeLong, formatNumber } from "~/shared/format";
import { PDF_FONTS } from "~/shared/pdf-fonts.server";
import { site } from "~/site/site.content";
import { absoluteUrl, DEFAULT_SITE_URL, SITE_URL } from "~/site/site-url";
import { BROWSER_TEXT, METRIC_LABELS, PAGE_ERROR_TEXT, RATING_WORDS, SAMPLE_ROLE_NAMES, formatMetric, thresholdText } from "./browser.content";
import { atLineStart, groupPhrase } from "./content";
import { EXPORT_PDF } from "./export.content";
import { findingAnchor, platformAdvice, reportFirstFixes, reportPlatform, splitFix } from "./finding-advice";
import { groupHits } from "./finding-groups";
import type { PlatformId } from "./platform";
import { PLATFORM_NAMES } from "./platform.content";
import { REPORT_PAGE_GROUPS, REPORT_PAGE_HITS, type AuditReport, type ReportFinding } from "./report";

/**
 * The site audit as a PDF built on the server (pdfkit, DejaVu Sans for the Turkish letters): the
 * agency and its contact, the site (and its platform, when recognised), the first fixes, the
 * scores, the findings by severity with why and what to do (for the platform's owners where the
 * generic fix assumes a server of one's own), then the passed checks. Bounded whatever the report
 * holds: a finding names its page templates and lists at most REPORT_PAGE_HITS addresses, as the
 * report page does (the JSON and CSV carry them all), and
 * text from the audited site is cut, so 150 findings of 1,000 long addresses stay a document of
 * a few dozen pages. pdfkit draws strings as glyphs and interprets no markup; control and
 * bidi characters are removed so a hostile site cannot break lines or reorder what is shown.
 */

export const PDF_LIMITS = {
  hitsPerFinding: REPORT_PAGE_HITS,
  /** Addresses shown under each template line of a finding. */
  hitsPerGroup: 3,
  /** A first fix's sentence (ours, but it may name a folder of the audited site). */
  sentenceChars: 600,
  /** Before the line is fitted to the width (about 110 characters of an address line). */
  urlChars: 140,
  detailChars: 140,
  /** The address the visitor typed and the host, in the heading and the page header. */
  siteChars: 200,
  hostChars: 60,
} as const;

const COLOR = {
  brand: "#0f766e",
  brandDark: "#134e4a",
  ink: "#0f172a",
  text: "#1e293b",
  muted: "#475569",
  rule: "#cbd5e1",
  band: "#f0fdfa",
} as const;

const SEVERITY_COLOR: Record<Severity, string> = { error: "#b91c1c", warning: "#b45309", notice: "#1d4ed8" };

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 64, bottom: 64, left: 50, right: 50 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

type Doc = PDFKit.PDFDocument;

// Lone surrogates cannot be drawn; C0 and C1 controls (tab and line breaks included: a hostile
// site must not lay out the PDF) and the bidi controls that reorder a line become a space.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]+/g;

/**
 * Text from the audited site, made drawable and bounded. NFKC folds compatibility forms the font
 * lacks (full-width ＝ and ＠ would be empty boxes) into the letters they stand for.
 */
export function pdfText(text: string, limit: number): string {
  const clean = text.replace(LONE_SURROGATE, "\uFFFD").normalize("NFKC").replace(CONTROL_OR_BIDI, " ").replace(/ {2,}/g, " ").trim();
  return clean.length > limit ? `${clean.slice(0, limit - 1)}…` : clean;
}

function font(doc: Doc, weight: "regular" | "bold", size: number, color: string = COLOR.text): Doc {
  return doc.font(weight).fontSize(size).fillColor(color);
}

/** Starts a new page when fewer than `height` points are left, so a heading never ends a page. */
function keepSpace(doc: Doc, height: number): void {
  if (doc.y + height > PAGE.height - MARGIN.bottom) doc.addPage();
}

interface LineStyle {
  weight: "regular" | "bold";
  size: number;
  color: string;
}

/**
 * Glyph advances by style and character, so fitting a line costs one lookup a character:
 * pdfkit's widthOfString lays out (shapes) the whole string each time, and fitting 3,000 address
 * lines with it took seconds. Kerning is left out, hence the margin in `fitted`. Cleared when it
 * grows, as a hostile site can send any number of distinct characters.
 */
const advances = new Map<string, number>();

function advance(doc: Doc, style: LineStyle, character: string): number {
  const key = `${style.weight}|${style.size}|${character}`;
  let width = advances.get(key);
  if (width === undefined) {
    if (advances.size > 20_000) advances.clear();
    width = doc.widthOfString(character);
    advances.set(key, width);
  }
  return width;
}

/** The longest start of `text` that fits `width`, with an ellipsis when cut. */
function fitted(doc: Doc, style: LineStyle, text: string, width: number): string {
  const room = width * 0.97 - advance(doc, style, "…");
  let used = 0;
  let end = 0;
  for (const character of text) {
    used += advance(doc, style, character);
    if (used > room) break;
    end += character.length;
  }
  if (end === text.length) return text;
  // What fits with an ellipsis may still fit whole once the ellipsis' room is given back.
  let total = used;
  for (const character of text.slice(end)) total += advance(doc, style, character);
  return total <= width * 0.97 ? text : `${text.slice(0, end)}…`;
}

/**
 * One line, cut with an ellipsis where it would wrap: an address takes one line however long it
 * is. Left-aligned text is drawn without a width: pdfkit then skips its line wrapper, which
 * would lay out (shape) every word a second time.
 */
function oneLine(doc: Doc, style: LineStyle, text: string, x: number, width: number, options: PDFKit.Mixins.TextOptions = {}): void {
  font(doc, style.weight, style.size, style.color);
  const y = doc.y;
  const line = fitted(doc, style, text, width);
  if (options.align === undefined || options.align === "left") doc.text(line, x, y, { ...options, lineBreak: false });
  else doc.text(line, x, y, { ...options, width, lineBreak: false });
  doc.y = y + doc.currentLineHeight(true) + (options.lineGap ?? 0);
}

/** `keep`: the room the heading needs below it, so it is never alone at the foot of a page. */
function heading(doc: Doc, text: string, color: string = COLOR.ink, keep = 70): void {
  keepSpace(doc, keep);
  doc.moveDown(0.8);
  font(doc, "bold", 14, color).text(text, MARGIN.left, doc.y, { width: WIDTH });
  doc.moveTo(MARGIN.left, doc.y + 2).lineTo(MARGIN.left + WIDTH, doc.y + 2).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  doc.moveDown(0.6);
}

/** Phone, e-mail and the site's address (left out while SITE_URL is the local default, as in the roadmap PDF). */
function contactLine(): string {
  const address = SITE_URL === DEFAULT_SITE_URL ? null : SITE_URL.replace(/^https?:\/\//, "");
  return [site.phone.display, site.email, address].filter(Boolean).join("  ·  ");
}

function drawCover(doc: Doc, report: AuditReport): void {
  doc.rect(0, 0, PAGE.width, 118).fill(COLOR.brand);
  font(doc, "bold", 18, "#ffffff").text(site.name, MARGIN.left, 30, { width: WIDTH });
  font(doc, "regular", 9.5, "#ccfbf1").text(site.slogan, MARGIN.left, doc.y + 2, { width: WIDTH });
  font(doc, "regular", 9.5, "#ffffff").text(contactLine(), MARGIN.left, doc.y + 6, { width: WIDTH });

  doc.y = 142;
  font(doc, "bold", 22, COLOR.ink).text(EXPORT_PDF.title, MARGIN.left, doc.y, { width: WIDTH });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [EXPORT_PDF.site, pdfText(report.startUrl, PDF_LIMITS.siteChars)],
    [EXPORT_PDF.auditedAt, formatDateTimeLong(report.auditedAt)],
  ];
  for (const [label, value] of facts) {
    font(doc, "bold", 10.5, COLOR.muted).text(`${label}: `, MARGIN.left, doc.y, { width: WIDTH, continued: true });
    font(doc, "regular", 10.5, COLOR.text).text(value);
  }
  font(doc, "regular", 10.5, COLOR.muted).text(EXPORT_PDF.pages(report.crawl.pagesChecked, report.crawl.pagesFound), MARGIN.left, doc.y, { width: WIDTH });
  const platform = reportPlatform(report);
  if (platform) {
    font(doc, "bold", 10.5, COLOR.muted).text(`${EXPORT_PDF.platform}: `, MARGIN.left, doc.y, { width: WIDTH, continued: true });
    font(doc, "regular", 10.5, COLOR.text).text(EXPORT_PDF.platformGuess(PLATFORM_NAMES[platform]));
  }

  doc.moveDown(1);
  const top = doc.y;
  doc.roundedRect(MARGIN.left, top, WIDTH, 64, 8).fill(COLOR.band);
  font(doc, "bold", 11, COLOR.brandDark).text(EXPORT_PDF.score, MARGIN.left + 18, top + 14, { width: 200 });
  const score = formatNumber(report.score);
  font(doc, "bold", 30, COLOR.brand).text(score, MARGIN.left + 18, top + 26, { lineBreak: false });
  const scoreWidth = doc.widthOfString(score);
  font(doc, "regular", 12, COLOR.muted).text(EXPORT_PDF.outOf, MARGIN.left + 24 + scoreWidth, top + 41, { lineBreak: false });
  doc.y = top + 64;
}

/** The report's screenshots (the browser stage's), as the PDF route reads them from the store. */
export type ReportScreenshots = Partial<Record<ScreenshotKind, Screenshot>>;

const RATING_COLOR: Record<MetricRating, string> = { good: "#15803d", "needs-improvement": "#b45309", poor: "#b91c1c" };

/** The phone and desktop screenshots side by side, scaled to the page; one that does not decode is left out. */
function drawScreenshots(doc: Doc, screenshots: ReportScreenshots): void {
  const phoneWidth = 120;
  const phoneHeight = (phoneWidth * SCREENSHOT_VIEWPORTS.mobile.height) / SCREENSHOT_VIEWPORTS.mobile.width;
  const desktopWidth = WIDTH - phoneWidth - 20;
  const desktopHeight = (desktopWidth * SCREENSHOT_VIEWPORTS.desktop.height) / SCREENSHOT_VIEWPORTS.desktop.width;
  if (!screenshots.mobile && !screenshots.desktop) return;
  keepSpace(doc, Math.max(phoneHeight, desktopHeight) + 30);
  const top = doc.y + 6;
  const place = (shot: Screenshot | undefined, x: number, width: number, height: number, caption: string): void => {
    if (!shot) return;
    try {
      doc.image(Buffer.from(shot.data), x, top, { width, height });
      doc.rect(x, top, width, height).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
      font(doc, "regular", 8, COLOR.muted).text(caption, x, top + height + 4, { width, align: "center" });
    } catch {
      // A stored image pdfkit cannot read is left out; the figures below still say what was measured.
    }
  };
  place(screenshots.mobile, MARGIN.left, phoneWidth, phoneHeight, BROWSER_TEXT.screenshotCaption.mobile);
  place(screenshots.desktop, MARGIN.left + phoneWidth + 20, desktopWidth, desktopHeight, BROWSER_TEXT.screenshotCaption.desktop);
  // The phone's caption takes two lines under its narrow picture.
  doc.y = top + Math.max(screenshots.mobile ? phoneHeight : 0, screenshots.desktop ? desktopHeight : 0) + 32;
}

const GAUGE = { radius: 28, stroke: 6 } as const;

/** The performance score as a ring filled clockwise from the top in its rating's colour, the number inside. */
function drawGauge(doc: Doc, cx: number, cy: number, score: number, color: string): void {
  const r = GAUGE.radius;
  const share = Math.min(100, Math.max(0, score)) / 100;
  doc.save();
  doc.circle(cx, cy, r).lineWidth(GAUGE.stroke).strokeColor(COLOR.rule).stroke();
  if (share >= 0.999) doc.circle(cx, cy, r).lineWidth(GAUGE.stroke).strokeColor(color).stroke();
  else if (share > 0) {
    const angle = share * 2 * Math.PI;
    const end = { x: cx + r * Math.sin(angle), y: cy - r * Math.cos(angle) };
    doc
      .path(`M ${cx} ${cy - r} A ${r} ${r} 0 ${share > 0.5 ? 1 : 0} 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`)
      .lineWidth(GAUGE.stroke)
      .lineCap("round")
      .strokeColor(color)
      .stroke();
  }
  doc.restore();
  font(doc, "bold", 17, color).text(formatMetric("score", score), cx - r, cy - 10, { width: 2 * r, align: "center" });
}

/** The browser stage: screenshots, the home page's score and figures with their ratings, the other pages; or why none were measured. */
function drawBrowser(doc: Doc, report: AuditReport, screenshots: ReportScreenshots): void {
  heading(doc, BROWSER_TEXT.heading, COLOR.brandDark, 120);
  const browser = report.browser;
  if (browser?.status !== "measured") {
    font(doc, "regular", 10, COLOR.text).text(browser ? BROWSER_TEXT.notMeasured[browser.status] : BROWSER_TEXT.notMeasured.absent, MARGIN.left, doc.y, { width: WIDTH });
    return;
  }
  drawScreenshots(doc, screenshots);
  const lead = browser.pages.find((page) => page.role === "home" && page.lab) ?? browser.pages.find((page) => page.lab);
  if (lead?.lab) {
    keepSpace(doc, 110);
    const rating = rateMetric("score", lead.lab.score);
    // The score as a ring beside the figures, as on the report page: the text starts right of it.
    const top = doc.y + 4;
    drawGauge(doc, MARGIN.left + GAUGE.radius + GAUGE.stroke, top + GAUGE.radius + GAUGE.stroke, lead.lab.score, RATING_COLOR[rating]);
    const left = MARGIN.left + 2 * (GAUGE.radius + GAUGE.stroke) + 16;
    const width = WIDTH - (left - MARGIN.left);
    font(doc, "bold", 11, COLOR.ink).text(pdfText(BROWSER_TEXT.speedHeading(lead.url), PDF_LIMITS.siteChars), left, top, { width });
    font(doc, "bold", 10.5, RATING_COLOR[rating]).text(BROWSER_TEXT.gaugeLabel(lead.lab.score, rating), left, doc.y + 2, { width });
    for (const name of ["lcpMs", "cls", "tbtMs", "fcpMs", "siMs"] as const) {
      const value = lead.lab[name];
      const metric = rateMetric(name, value);
      font(doc, "bold", 9.5, COLOR.text).text(`${METRIC_LABELS[name].short} · ${METRIC_LABELS[name].name}: `, left, doc.y + 1, { width, continued: true });
      font(doc, "bold", 9.5, RATING_COLOR[metric]).text(`${formatMetric(name, value)} (${RATING_WORDS[metric]})`, { continued: true });
      font(doc, "regular", 8.5, COLOR.muted).text(`  ${thresholdText(name)}`);
    }
    doc.x = MARGIN.left;
    doc.y = Math.max(doc.y, top + 2 * (GAUGE.radius + GAUGE.stroke)) + 6;
  }
  for (const page of browser.pages.filter((other) => other !== lead)) {
    keepSpace(doc, 20);
    const figures = page.lab
      ? `${formatMetric("score", page.lab.score)} / 100 · LCP ${formatMetric("lcpMs", page.lab.lcpMs)} · CLS ${formatMetric("cls", page.lab.cls)} · TBT ${formatMetric("tbtMs", page.lab.tbtMs)}`
      : PAGE_ERROR_TEXT[page.error ?? "load-failed"];
    font(doc, "regular", 9, COLOR.text).text(`${SAMPLE_ROLE_NAMES[page.role]}: ${pdfText(page.url, PDF_LIMITS.urlChars)}  —  ${figures}`, MARGIN.left + 8, doc.y + 2, { width: WIDTH - 8 });
  }
  doc.moveDown(0.4);
  font(doc, "regular", 8.5, COLOR.muted).text(BROWSER_TEXT.labNote, MARGIN.left, doc.y, { width: WIDTH });
}

/** The PDF's named destination of a finding, for the first fixes' links. */
const destination = (id: string) => findingAnchor(id as RuleId);

/** "Önce bunları yapın": each fix's title (a link to its finding) and its one sentence. */
function drawFirstFixes(doc: Doc, report: AuditReport): void {
  const fixes = reportFirstFixes(report);
  if (fixes.length === 0) return;
  heading(doc, EXPORT_PDF.firstFixes, COLOR.brandDark, 120);
  font(doc, "regular", 9.5, COLOR.muted).text(EXPORT_PDF.firstFixesIntro, MARGIN.left, doc.y, { width: WIDTH });
  fixes.forEach((fix, index) => {
    keepSpace(doc, 40);
    doc.moveDown(0.5);
    font(doc, "bold", 10.5, COLOR.brand).text(`${index + 1}. ${fix.title}`, MARGIN.left, doc.y, { width: WIDTH, goTo: destination(fix.finding.id) });
    // The sentence may name a folder of the audited site: drawn as bounded, inert text.
    font(doc, "regular", 9.5, COLOR.text).text(pdfText(fix.sentence, PDF_LIMITS.sentenceChars), MARGIN.left + 14, doc.y, { width: WIDTH - 14, lineGap: 1.5 });
  });
}

function drawFamilies(doc: Doc, report: AuditReport): void {
  heading(doc, EXPORT_PDF.familyScores);
  for (const family of report.families) {
    keepSpace(doc, 18);
    const y = doc.y;
    font(doc, "regular", 10, COLOR.text).text(FAMILY_NAMES[family.family], MARGIN.left, y, { width: WIDTH * 0.5 });
    const counts = family.score === null ? EXPORT_PDF.familyNotApplied : EXPORT_PDF.familyCounts(family.failed, family.passed);
    font(doc, "regular", 9, COLOR.muted).text(counts, MARGIN.left + WIDTH * 0.5, y + 1, { width: WIDTH * 0.38 });
    font(doc, "bold", 10, COLOR.ink).text(family.score === null ? "–" : formatNumber(family.score), MARGIN.left + WIDTH * 0.88, y, { width: WIDTH * 0.12, align: "right" });
    doc.y = y + 16;
  }
}

function ruleTitle(id: string): string {
  return RULE_TEXTS[id]?.title ?? id;
}

function drawComparison(doc: Doc, report: AuditReport): void {
  const { comparison } = report;
  if (!comparison) return;
  heading(doc, EXPORT_PDF.comparison);
  font(doc, "regular", 10, COLOR.text).text(EXPORT_PDF.previousScore(comparison.previousScore, formatDateTimeLong(comparison.previousAuditedAt)), { width: WIDTH });
  for (const [label, ids] of [[EXPORT_PDF.fixed, comparison.fixed], [EXPORT_PDF.appeared, comparison.appeared]] as const) {
    if (ids.length === 0) continue;
    doc.moveDown(0.4);
    font(doc, "bold", 10, COLOR.ink).text(`${label} (${formatNumber(ids.length)})`, { width: WIDTH });
    font(doc, "regular", 9.5, COLOR.text).text(ids.map(ruleTitle).join("  ·  "), { width: WIDTH, lineGap: 1.5 });
  }
}

function labelled(doc: Doc, label: string, text: string): void {
  font(doc, "bold", 9.5, COLOR.ink).text(`${label}: `, MARGIN.left, doc.y, { width: WIDTH, continued: true, lineGap: 1.5 });
  font(doc, "regular", 9.5, COLOR.text).text(text, { lineGap: 1.5 });
}

const ADDRESS_LINE: LineStyle = { weight: "regular", size: 8, color: COLOR.text };

const GROUP_LINE: LineStyle = { weight: "bold", size: 8.5, color: COLOR.ink };

function drawAddress(doc: Doc, hit: Hit, indent: number): void {
  const detail = hit.detail === undefined ? "" : `  —  ${pdfText(hit.detail, PDF_LIMITS.detailChars)}`;
  keepSpace(doc, 12);
  oneLine(doc, ADDRESS_LINE, `•  ${pdfText(hit.url, PDF_LIMITS.urlChars)}${detail}`, MARGIN.left + indent, WIDTH - indent, { lineGap: 1 });
}

/**
 * A finding's addresses: a line a page template ("ürün sayfalarının 212'sinde") with its first
 * few addresses, then the other addresses: at most REPORT_PAGE_GROUPS lines and
 * PDF_LIMITS.hitsPerFinding addresses in all.
 */
function drawAddresses(doc: Doc, finding: ReportFinding, homeUrl: string): void {
  const { groups, rest } = groupHits(finding.hits, homeUrl, { maxGroups: REPORT_PAGE_GROUPS });
  let drawn = 0;
  if (finding.hits.length > 0) doc.moveDown(0.3);
  for (const group of groups) {
    keepSpace(doc, 24);
    const pattern = pdfText(group.pattern, PDF_LIMITS.urlChars);
    oneLine(doc, GROUP_LINE, `${atLineStart(groupPhrase(group.kind, pattern, group.hits.length))}${group.kind === null ? "" : `  (${pattern}…)`}`, MARGIN.left + 8, WIDTH - 8, { lineGap: 1 });
    for (const hit of group.hits.slice(0, PDF_LIMITS.hitsPerGroup)) drawAddress(doc, hit, 18);
    drawn += Math.min(group.hits.length, PDF_LIMITS.hitsPerGroup);
  }
  // The group lines' examples count in the finding's address lines.
  const others = rest.slice(0, Math.max(0, PDF_LIMITS.hitsPerFinding - drawn));
  for (const hit of others) drawAddress(doc, hit, 8);
  drawn += others.length;
  if (finding.affected > drawn && drawn > 0) {
    font(doc, "regular", 8, COLOR.muted).text(EXPORT_PDF.addressesCut(drawn, finding.affected), MARGIN.left + 8, doc.y + 2, { width: WIDTH - 8 });
  }
}

function drawFinding(doc: Doc, finding: ReportFinding, homeUrl: string, platform: PlatformId | null): void {
  const text = RULE_TEXTS[finding.id];
  const advice = platformAdvice(platform, finding.id);
  keepSpace(doc, 110);
  doc.moveDown(0.7);
  font(doc, "bold", 11.5, COLOR.ink).text(text?.title ?? finding.id, MARGIN.left, doc.y, { width: WIDTH, destination: destination(finding.id) });
  const facts = [`${EXPORT_PDF.rule}: ${finding.id}`, FAMILY_NAMES[finding.family], SEVERITY_NAMES[finding.severity], EXPORT_PDF.affected(finding.affected, finding.applicable)];
  font(doc, "regular", 8.5, COLOR.muted).text(facts.join("  ·  "), { width: WIDTH });
  doc.moveDown(0.3);
  if (text) {
    labelled(doc, EXPORT_PDF.why, text.why);
    const fix = splitFix(text.fix);
    if (advice) labelled(doc, EXPORT_PDF.platformFix(advice.platformName), advice.text);
    labelled(doc, advice ? EXPORT_PDF.genericFix : EXPORT_PDF.fix, fix.owner);
    // The developer's part on a line of its own, as on the report page.
    if (fix.developer !== null) labelled(doc, EXPORT_PDF.developer, fix.developer);
    if (text.tool) labelled(doc, EXPORT_PDF.tool, absoluteUrl(text.tool));
  }
  drawAddresses(doc, finding, homeUrl);
}

/** Waits for the event loop's next turn: a large report takes seconds to lay out. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function drawFindings(doc: Doc, report: AuditReport): Promise<void> {
  const platform = reportPlatform(report);
  if (report.findings.length === 0) {
    heading(doc, EXPORT_PDF.findings);
    font(doc, "regular", 10.5, COLOR.text).text(EXPORT_PDF.noFindings, { width: WIDTH });
    return;
  }
  for (const severity of SEVERITIES) {
    const findings = report.findings.filter((finding) => finding.severity === severity);
    if (findings.length === 0) continue;
    heading(doc, `${EXPORT_PDF.severityHeadings[severity]} (${formatNumber(findings.length)})`, SEVERITY_COLOR[severity], 150);
    for (const finding of findings) {
      drawFinding(doc, finding, report.homeUrl, platform);
      await nextTurn();
    }
  }
}

function drawPassed(doc: Doc, report: AuditReport): void {
  heading(doc, EXPORT_PDF.passed(report.passed.length));
  if (report.passed.length > 0) font(doc, "regular", 9, COLOR.text).text(report.passed.map(ruleTitle).join("  ·  "), MARGIN.left, doc.y, { width: WIDTH, lineGap: 2 });
  if (report.notApplicable.length > 0) {
    doc.moveDown(0.6);
    font(doc, "regular", 9, COLOR.muted).text(EXPORT_PDF.notApplicable(report.notApplicable.length), MARGIN.left, doc.y, { width: WIDTH });
  }
}

/** Header (from the second page) and footer of every page, once the page count is known. */
function drawFrames(doc: Doc, report: AuditReport): void {
  const range = doc.bufferedPageRange();
  const host = pdfText(report.host, PDF_LIMITS.hostChars);
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // text below the flow area must not start a new page
    if (index > range.start) {
      doc.y = 32;
      oneLine(doc, { weight: "bold", size: 8.5, color: COLOR.brand }, EXPORT_PDF.documentTitle(host), MARGIN.left, WIDTH * 0.7);
      doc.y = 32;
      oneLine(doc, { weight: "regular", size: 8.5, color: COLOR.muted }, site.name, MARGIN.left + WIDTH * 0.7, WIDTH * 0.3, { align: "right" });
      doc.moveTo(MARGIN.left, 46).lineTo(MARGIN.left + WIDTH, 46).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
    }
    doc.moveTo(MARGIN.left, PAGE.height - 46).lineTo(MARGIN.left + WIDTH, PAGE.height - 46).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
    doc.y = PAGE.height - 38;
    oneLine(doc, { weight: "regular", size: 8, color: COLOR.muted }, `${site.name}  ·  ${contactLine()}`, MARGIN.left, WIDTH * 0.8);
    doc.y = PAGE.height - 38;
    oneLine(doc, { weight: "bold", size: 8, color: COLOR.ink }, EXPORT_PDF.page(index - range.start + 1, range.count), MARGIN.left + WIDTH * 0.8, WIDTH * 0.2, { align: "right" });
    doc.page.margins.bottom = bottom;
  }
}

export async function reportPdf(report: AuditReport, screenshots: ReportScreenshots = {}): Promise<Buffer> {
  const audited = new Date(report.auditedAt);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    bufferPages: true,
    lang: "tr-TR",
    displayTitle: true,
    info: {
      Title: EXPORT_PDF.documentTitle(pdfText(report.host, PDF_LIMITS.hostChars)),
      Author: site.name,
      Creator: site.name,
      // The audit's moment, not the build's: the same report always gives the same PDF.
      ...(Number.isNaN(audited.getTime()) ? {} : { CreationDate: audited, ModDate: audited }),
    },
  });
  doc.registerFont("regular", PDF_FONTS.regular);
  doc.registerFont("bold", PDF_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  drawCover(doc, report);
  drawBrowser(doc, report, screenshots);
  drawFirstFixes(doc, report);
  drawFamilies(doc, report);
  drawComparison(doc, report);
  await drawFindings(doc, report);
  drawPassed(doc, report);
  drawFrames(doc, report);
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
