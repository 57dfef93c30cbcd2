import { CRAWLER_DECISION_TEXT as T } from "~/features/gptbot-simulator/content";
import { formatDateTimeLong, formatNumber } from "~/shared/format";
import { formatRobotsRule } from "~/capabilities/robots-txt/match";
import { GPTBOT_USER_AGENT } from "~/capabilities/ai-crawlers/crawlers";
import { isInternalLink } from "./rules";
import { structuredDataTypes } from "./structured-data-types";
import type { AiCrawlerVerdict, Issue, IssueSeverity, PageAnalysis, RobotsDirectiveEntry } from "./types";

/**
 * Plain-text outputs of the simulator: the bot-view panel and the downloadable
 * gptbot-analysis.txt. Long lists are capped so a 2 MB page does not produce a 2 MB report.
 */

export const REPORT_LIST_LIMIT = 100;

/** File name of the downloadable report (docs/requirements.md R9.8). */
export const REPORT_FILE_NAME = "gptbot-analysis.txt";

const SEVERITY_LABEL: Readonly<Record<IssueSeverity, string>> = {
  error: "Hata",
  warning: "Uyarı",
  info: "Bilgi",
};

function section(number: number, title: string, lines: readonly string[]): string {
  const heading = `${number}. ${title}`;
  return [heading, "-".repeat(heading.length), ...lines].join("\n");
}

function capped<T>(items: readonly T[], render: (item: T) => string): string[] {
  const lines = items.slice(0, REPORT_LIST_LIMIT).map(render);
  if (items.length > REPORT_LIST_LIMIT) lines.push(`… ve ${items.length - REPORT_LIST_LIMIT} tane daha`);
  return lines;
}

function issueLines(issues: readonly Issue[]): string[] {
  if (issues.length === 0) return ["Sorun bulunamadı."];
  return issues.map((i) => `- [${SEVERITY_LABEL[i.severity]}] ${i.message} (−${i.penalty} puan)`);
}

/** "Meta etiketi (tüm tarayıcılar): noindex, follow" — one robots directive entry in words. */
export function describeDirectiveEntry(entry: RobotsDirectiveEntry): string {
  const where = entry.source === "meta" ? "Meta etiketi" : "X-Robots-Tag başlığı";
  const who = entry.scope === "*" ? "tüm tarayıcılar" : entry.scope;
  return `${where} (${who}): ${entry.directives.join(", ") || "(boş)"}`;
}

function describeEntry(entry: RobotsDirectiveEntry): string {
  return `- ${describeDirectiveEntry(entry)}`;
}

/** One crawler in the report: verdict, deciding rule and group with line numbers, then notes. */
function crawlerLines(v: AiCrawlerVerdict): string[] {
  const verdict = v.allowed ? "İzin veriliyor" : "Engelleniyor";
  const parts = [`- ${v.bot} (${v.vendor} – ${v.purpose}): ${verdict}`];
  if (v.rule) parts.push(`${T.ruleLabel}: ${formatRobotsRule(v.rule)} (${T.line(v.rule.line)})`);
  if (v.group) {
    const agents = v.group.userAgents.map((a) => `User-agent: ${a}`).join(", ");
    parts.push(`${T.groupLabel}: ${agents} (${T.line(v.group.line)}, ${v.group.matchedBy === "*" ? T.globalGroup : T.ownGroup})`);
  }
  const why = v.reason === "no-matching-rule" ? T.noMatchingRule : v.reason === "no-group" ? T.noGroup : v.reason === "no-robots-txt" ? T.noRobotsTxt : null;
  return [`${parts.join("; ")}${why ? `. ${why}` : ""}`, ...v.ignoredMentions.map((m) => `  ${T.ignoredMention(v.bot, m.value, m.line)}`)];
}

/** "dizine eklenebilir, bağlantılar izlenir" and its negations. */
export function describeIndexing(noindex: boolean, nofollow: boolean): string {
  return yesNo(noindex, nofollow);
}

function yesNo(noindex: boolean, nofollow: boolean): string {
  return `${noindex ? "dizine eklenmez (noindex)" : "dizine eklenebilir"}, ${nofollow ? "bağlantılar izlenmez (nofollow)" : "bağlantılar izlenir"}`;
}

/** What the crawler "reads": title, description and the extracted text, nothing rendered. */
export function buildBotView(analysis: PageAnalysis): string {
  const lines = [
    `Başlık: ${analysis.title ?? "(yok)"}`,
    `Açıklama: ${analysis.metaDescription ?? "(yok)"}`,
  ];
  if (analysis.robotsDirectives.gptbot.noindex) lines.push("Not: Bu sayfa GPTBot için noindex olarak işaretli.");
  lines.push("", analysis.content || "(Sayfada JavaScript çalıştırmadan okunabilen metin yok.)");
  return lines.join("\n");
}

export interface ReportOptions {
  generatedAt?: Date;
}

export function buildGptbotReport(analysis: PageAnalysis, options: ReportOptions = {}): string {
  const generatedAt = options.generatedAt ?? new Date();
  const r = analysis.readability;
  const internal = analysis.links.filter((l) => isInternalLink(l.href, analysis.url)).length;
  const title = "GPTBOT SİMÜLATÖRÜ – SAYFA ANALİZ RAPORU";

  const sections: string[] = [
    [title, "=".repeat(title.length), `Adres: ${analysis.url}`, `Tarih: ${formatDateTimeLong(generatedAt)}`, `Simüle edilen tarayıcı: ${GPTBOT_USER_AGENT}`].join("\n"),

    section(1, "ÖZET", [
      `SEO puanı: ${analysis.seoScore.score}/100 (${analysis.seoScore.band})`,
      `Erişilebilirlik puanı: ${analysis.accessibility.score}/100 (${analysis.accessibility.band})`,
      `Kelime sayısı: ${r.wordCount}`,
      `Okunabilirlik (Ateşman): ${formatNumber(r.readabilityScore, 2)} – ${r.band}`,
      `Cümle başına ortalama kelime: ${formatNumber(r.avgWordsPerSentence, 2)} (${r.sentenceCount} cümle)`,
    ]),

    section(2, "META BİLGİLERİ", [
      `Başlık (title): ${analysis.title ?? "(yok)"}${analysis.title ? ` (${[...analysis.title].length} karakter)` : ""}`,
      `Meta açıklama: ${analysis.metaDescription ?? "(yok)"}${analysis.metaDescription ? ` (${[...analysis.metaDescription].length} karakter)` : ""}`,
      `Canonical: ${analysis.canonical ?? "(yok)"}`,
      `Dil (lang): ${analysis.lang ?? "(yok)"}`,
    ]),

    section(3, "ROBOTS YÖNERGELERİ", [
      ...(analysis.robotsDirectives.entries.length === 0
        ? ["Sayfada robots meta etiketi veya X-Robots-Tag başlığı yok."]
        : analysis.robotsDirectives.entries.map(describeEntry)),
      `Tüm tarayıcılar için: ${yesNo(analysis.robotsDirectives.noindex, analysis.robotsDirectives.nofollow)}`,
      `GPTBot için: ${yesNo(analysis.robotsDirectives.gptbot.noindex, analysis.robotsDirectives.gptbot.nofollow)}`,
    ]),

    section(
      4,
      "YAPAY ZEKÂ TARAYICILARI (robots.txt)",
      analysis.aiCrawlers === null
        ? ["robots.txt kontrol edilmedi."]
        : analysis.aiCrawlers.flatMap(crawlerLines),
    ),

    section(
      5,
      `BAŞLIK YAPISI (${analysis.headings.length})`,
      analysis.headings.length === 0
        ? ["Başlık bulunamadı."]
        : capped(analysis.headings, (h) => `${"  ".repeat(h.level - 1)}H${h.level}: ${h.text || "(boş)"}`),
    ),

    section(6, `SEO SORUNLARI (${analysis.seoScore.issues.length})`, issueLines(analysis.seoScore.issues)),

    section(7, `ERİŞİLEBİLİRLİK SORUNLARI (${analysis.accessibility.issues.length})`, issueLines(analysis.accessibility.issues)),

    section(8, "YAPILANDIRILMIŞ VERİ (JSON-LD)", [
      `Geçerli blok: ${analysis.structuredData.length}`,
      `Türler: ${structuredDataTypes(analysis.structuredData).join(", ") || "(yok)"}`,
      ...analysis.structuredDataErrors.map((e) => `- ${e}`),
    ]),

    section(
      9,
      `GÖRSELLER (${analysis.images.length})`,
      analysis.images.length === 0
        ? ["Görsel yok."]
        : capped(analysis.images, (i) => `- ${i.src} — ${i.alt === null ? "alt metni EKSİK" : i.alt === "" ? "dekoratif (boş alt)" : `alt: "${i.alt}"`}`),
    ),

    section(
      10,
      `BAĞLANTILAR (${analysis.links.length}; site içi: ${internal}, dış: ${analysis.links.length - internal})`,
      analysis.links.length === 0 ? ["Bağlantı yok."] : capped(analysis.links, (l) => `- ${l.text || "(metinsiz)"} → ${l.href}`),
    ),

    section(11, "BOTUN GÖRDÜĞÜ İÇERİK", [buildBotView(analysis)]),
  ];
  return `${sections.join("\n\n")}\n`;
}
