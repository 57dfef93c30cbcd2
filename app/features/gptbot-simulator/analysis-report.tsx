import { Ban, CircleCheck, CircleX, Info } from "lucide-react";
import { Fragment, useEffect, useRef } from "react";
import type { ReactNode } from "react";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Badge } from "~/shared/ui/badge";
import { ANALYSIS_REPORT_TEXT as T, CRAWLER_DECISION_TEXT, GPTBOT_TEXT } from "~/features/gptbot-simulator/content";
import { MIME } from "~/shared/browser/download";
import { cn } from "~/shared/cn";
import { formatNumber } from "~/shared/format";
import { GPTBOT_TOKEN } from "~/capabilities/ai-crawlers/crawlers";
import { formatRobotsRule } from "~/capabilities/robots-txt/match";
import { REPORT_FILE_NAME, REPORT_LIST_LIMIT, describeDirectiveEntry, describeIndexing } from "~/features/gptbot-simulator/report.content";
import { structuredDataTypes } from "~/features/gptbot-simulator/structured-data-types";
import type { RobotsStatus } from "~/features/gptbot-simulator/schema";
import { META_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, isInternalLink } from "~/features/gptbot-simulator/rules";
import type { AiCrawlerVerdict, Issue, IssueSeverity, PageAnalysis, ScoreBand, ScoreResult } from "~/features/gptbot-simulator/types";

/** robots.txt as the screen knows it: fetched by the server, pasted by the visitor, or not given. */
export type RobotsInfo = RobotsStatus | { kind: "pasted" } | { kind: "not-provided" };

export interface SimulatorResult {
  source: "url" | "html";
  analysis: PageAnalysis;
  robots: RobotsInfo;
  /** Where the HTML came from (after redirects); the base URL for pasted HTML. */
  finalUrl: string;
  redirects: readonly string[];
  /** gptbot-analysis.txt, built once when the analysis arrived. */
  report: string;
  botView: string;
}

const MISSING_ALT_LIST_LIMIT = 20;

const BAND_STYLE: Readonly<Record<ScoreBand, { text: string; bar: string; badge: "success" | "warning" | "danger" }>> = {
  Mükemmel: { text: "text-green-800", bar: "bg-green-600", badge: "success" },
  İyi: { text: "text-amber-800", bar: "bg-amber-500", badge: "warning" },
  Zayıf: { text: "text-red-800", bar: "bg-red-600", badge: "danger" },
};

const SEVERITY_BADGE: Readonly<Record<IssueSeverity, "danger" | "warning" | "neutral">> = {
  error: "danger",
  warning: "warning",
  info: "neutral",
};

function Panel({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ScoreCard({ label, result }: { label: string; result: ScoreResult }) {
  const style = BAND_STYLE[result.band];
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <p className="mt-2 flex items-baseline gap-1">
        <span className={cn("text-4xl font-bold tabular-nums", style.text)}>{result.score}</span>
        <span className="text-slate-600">/100</span>
        <Badge variant={style.badge} className="ml-auto">
          {result.band}
        </Badge>
      </p>
      <div aria-hidden="true" className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className={cn("h-full rounded-full", style.bar)} style={{ width: `${result.score}%` }} />
      </div>
    </div>
  );
}

function IssueList({ issues }: { issues: readonly Issue[] }) {
  if (issues.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-green-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        {T.noIssues}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {issues.map((issue) => (
        <li key={issue.id} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2.5 first:pt-0 last:pb-0">
          <Badge variant={SEVERITY_BADGE[issue.severity]} className="mt-0.5 w-14 justify-center">
            {T.severity[issue.severity]}
          </Badge>
          <span className="min-w-0 flex-1 text-sm text-slate-800">{issue.message}</span>
          <span className="text-sm font-semibold whitespace-nowrap text-slate-700">{T.penalty(issue.penalty)}</span>
        </li>
      ))}
    </ul>
  );
}

function VerdictBadge({ verdict }: { verdict: AiCrawlerVerdict }) {
  return verdict.allowed ? (
    <Badge variant="success" className="gap-1">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {T.allowed}
    </Badge>
  ) : (
    <Badge variant="danger" className="gap-1">
      <Ban aria-hidden="true" className="size-3.5" />
      {T.blocked}
    </Badge>
  );
}

const chip = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 [overflow-wrap:anywhere]";

/** The group and rule that decided, with line numbers, so the owner knows which line to edit. */
function RuleText({ verdict }: { verdict: AiCrawlerVerdict }) {
  const { rule, group } = verdict;
  const why =
    verdict.reason === "no-matching-rule"
      ? CRAWLER_DECISION_TEXT.noMatchingRule
      : verdict.reason === "no-group"
        ? CRAWLER_DECISION_TEXT.noGroup
        : verdict.reason === "no-robots-txt"
          ? CRAWLER_DECISION_TEXT.noRobotsTxt
          : null;
  return (
    <span className="block space-y-1 text-xs text-slate-700" data-decision={verdict.reason}>
      {rule ? (
        <span className="block" data-rule-line={rule.line}>
          {CRAWLER_DECISION_TEXT.ruleLabel}: <code className={chip}>{formatRobotsRule(rule)}</code> ({CRAWLER_DECISION_TEXT.line(rule.line)})
        </span>
      ) : null}
      {group ? (
        <span className="block" data-group-line={group.line}>
          {CRAWLER_DECISION_TEXT.groupLabel}:{" "}
          {group.userAgents.map((agent, index) => (
            <Fragment key={index}>
              {index > 0 ? ", " : null}
              <code className={chip}>{T.userAgent(agent)}</code>
            </Fragment>
          ))}{" "}
          ({CRAWLER_DECISION_TEXT.line(group.line)}, {group.matchedBy === "*" ? CRAWLER_DECISION_TEXT.globalGroup : CRAWLER_DECISION_TEXT.ownGroup})
        </span>
      ) : null}
      {why ? <span className="block">{why}</span> : null}
      {verdict.ignoredMentions.map((mention) => (
        <span key={mention.line} className="block font-medium text-amber-900">
          {CRAWLER_DECISION_TEXT.ignoredMention(verdict.bot, mention.value, mention.line)}
        </span>
      ))}
    </span>
  );
}

function robotsNote(robots: RobotsInfo): string {
  switch (robots.kind) {
    case "found":
      return T.robotsFound(robots.url);
    case "missing":
      return T.robotsMissing(robots.status);
    case "unreachable":
      return T.robotsUnreachable(robots.reason);
    case "pasted":
      return T.robotsPasted;
    case "not-provided":
      return T.robotsNotProvided;
  }
}

function CrawlerPanel({ analysis, robots }: { analysis: PageAnalysis; robots: RobotsInfo }) {
  const verdicts = analysis.aiCrawlers;
  const gptbot = verdicts?.find((v) => v.bot === GPTBOT_TOKEN);
  return (
    <Panel id="sonuc-tarayicilar" title={T.crawlersTitle} className="lg:col-span-2">
      {gptbot ? (
        <p
          className={cn(
            "mb-4 flex items-start gap-2 rounded-lg p-3 text-sm font-medium",
            gptbot.allowed ? "bg-green-50 text-green-900" : "bg-red-50 text-red-900",
          )}
        >
          {gptbot.allowed ? <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
          <span>
            {gptbot.allowed || !gptbot.rule
              ? CRAWLER_DECISION_TEXT.gptbotAllowed
              : CRAWLER_DECISION_TEXT.gptbotBlocked(formatRobotsRule(gptbot.rule), gptbot.rule.line)}
            {analysis.robotsDirectives.gptbot.noindex ? T.gptbotNoindex : ""}
          </span>
        </p>
      ) : null}
      <p className="mb-4 flex items-start gap-2 text-sm break-words text-slate-700">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0">{robotsNote(robots)}</span>
      </p>
      {verdicts ? (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{CRAWLER_DECISION_TEXT.caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {T.crawlerColumn}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {T.statusColumn}
              </th>
              <th scope="col" className="hidden py-2 font-semibold sm:table-cell">
                {CRAWLER_DECISION_TEXT.column}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {verdicts.map((verdict) => (
              <tr key={verdict.bot} data-bot={verdict.bot} className="align-top">
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  <span className="block font-semibold text-slate-900">{verdict.bot}</span>
                  <span className="block text-xs text-slate-700">
                    {verdict.vendor} · {verdict.purpose}
                  </span>
                </th>
                <td className="py-2.5 pr-3">
                  <VerdictBadge verdict={verdict} />
                  <span className="mt-1.5 block sm:hidden">
                    <RuleText verdict={verdict} />
                  </span>
                </td>
                <td className="hidden py-2.5 sm:table-cell">
                  <RuleText verdict={verdict} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  );
}

function Definition({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-slate-700">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function LengthNote({ text, limit }: { text: string; limit: number }) {
  const length = [...text].length;
  return (
    <span className={cn("ml-1 whitespace-nowrap", length > limit ? "font-semibold text-amber-800" : "text-slate-700")}>
      {T.length(length, limit)}
    </span>
  );
}

function MetaPanel({ analysis }: { analysis: PageAnalysis }) {
  const directives = analysis.robotsDirectives;
  return (
    <Panel id="sonuc-meta" title={T.metaTitle}>
      <dl className="divide-y divide-slate-100">
        <Definition term={T.titleTerm}>
          {analysis.title ? (
            <>
              {analysis.title}
              <LengthNote text={analysis.title} limit={TITLE_MAX_LENGTH} />
            </>
          ) : (
            <span className="font-semibold text-red-800">{T.missing}</span>
          )}
        </Definition>
        <Definition term={T.descriptionTerm}>
          {analysis.metaDescription ? (
            <>
              {analysis.metaDescription}
              <LengthNote text={analysis.metaDescription} limit={META_DESCRIPTION_MAX_LENGTH} />
            </>
          ) : (
            <span className="font-semibold text-red-800">{T.missing}</span>
          )}
        </Definition>
        <Definition term={T.canonicalTerm}>{analysis.canonical ?? T.missing}</Definition>
        <Definition term={T.langTerm}>{analysis.lang ?? T.missing}</Definition>
        <Definition term={T.directivesTerm}>
          {directives.entries.length === 0 ? (
            T.noDirectives
          ) : (
            <ul className="space-y-1">
              {directives.entries.map((entry, index) => (
                <li key={`${entry.source}-${entry.scope}-${index}`}>{describeDirectiveEntry(entry)}</li>
              ))}
            </ul>
          )}
        </Definition>
        <Definition term={T.allCrawlersTerm}>{describeIndexing(directives.noindex, directives.nofollow)}</Definition>
        <Definition term={T.gptbotTerm}>{describeIndexing(directives.gptbot.noindex, directives.gptbot.nofollow)}</Definition>
      </dl>
    </Panel>
  );
}

function ReadabilityPanel({ analysis }: { analysis: PageAnalysis }) {
  const r = analysis.readability;
  return (
    <Panel id="sonuc-okunabilirlik" title={T.readabilityTitle}>
      <dl className="grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-700">{T.wordCount}</dt>
          <dd className="text-2xl font-bold text-slate-950 tabular-nums">{formatNumber(r.wordCount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{T.sentenceCount}</dt>
          <dd className="text-2xl font-bold text-slate-950 tabular-nums">{formatNumber(r.sentenceCount)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{T.wordsPerSentence}</dt>
          <dd className="text-2xl font-bold text-slate-950 tabular-nums">{formatNumber(r.avgWordsPerSentence, 1)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">{T.atesmanScore}</dt>
          <dd className="text-2xl font-bold text-slate-950 tabular-nums">
            {formatNumber(r.readabilityScore, 1)}
            <span className="ml-2 align-middle text-sm font-semibold text-slate-700">{r.band}</span>
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-slate-700">{T.atesmanScale}</p>
    </Panel>
  );
}

function HeadingsPanel({ analysis }: { analysis: PageAnalysis }) {
  const headings = analysis.headings.slice(0, REPORT_LIST_LIMIT);
  const more = analysis.headings.length - headings.length;
  return (
    <Panel id="sonuc-basliklar" title={T.headingsTitle(analysis.headings.length)}>
      {headings.length === 0 ? (
        <p className="text-sm text-slate-700">{T.noHeadings}</p>
      ) : (
        <div tabIndex={0} role="region" aria-label={T.headingList} className="max-h-80 overflow-y-auto rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          <ul className="space-y-1.5">
            {headings.map((heading, index) => (
              <li key={index} className="flex items-start gap-2 text-sm" style={{ paddingLeft: `${(heading.level - 1) * 0.875}rem` }}>
                <span className="shrink-0 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-900">{T.headingLevel(heading.level)}</span>
                <span className="min-w-0 break-words text-slate-900">{heading.text || T.emptyHeading}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <p className="mt-2 text-sm text-slate-700">{T.moreHeadings(more)}</p> : null}
        </div>
      )}
    </Panel>
  );
}

function ContentPanel({ analysis }: { analysis: PageAnalysis }) {
  const missingAlt = analysis.images.filter((image) => image.alt === null);
  const internal = analysis.links.filter((link) => isInternalLink(link.href, analysis.url)).length;
  const types = [...new Set(structuredDataTypes(analysis.structuredData))];
  return (
    <Panel id="sonuc-icerik" title={T.contentTitle}>
      <div className="space-y-5 text-sm">
        <div>
          <h4 className="font-semibold text-slate-900">{T.imagesHeading}</h4>
          <p className="mt-1 text-slate-800">{T.images(analysis.images.length, missingAlt.length)}</p>
          {missingAlt.length > 0 ? (
            <ul className="mt-2 space-y-1">
              {missingAlt.slice(0, MISSING_ALT_LIST_LIMIT).map((image, index) => (
                <li key={`${image.src}-${index}`} className="flex items-start gap-2">
                  <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
                  <code className="min-w-0 text-xs break-all text-slate-800">{image.src}</code>
                </li>
              ))}
              {missingAlt.length > MISSING_ALT_LIST_LIMIT ? (
                <li className="text-slate-700">{T.moreImages(missingAlt.length - MISSING_ALT_LIST_LIMIT)}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">{T.linksHeading}</h4>
          <p className="mt-1 text-slate-800">{T.links(analysis.links.length, internal)}</p>
        </div>
        <div>
          <h4 className="font-semibold text-slate-900">{T.structuredDataHeading}</h4>
          {types.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-label={T.structuredDataTypes}>
              {types.map((type) => (
                <li key={type}>
                  <Badge>{type}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-800">
              {analysis.structuredData.length > 0 ? T.structuredDataWithoutType : T.noStructuredData}
            </p>
          )}
          {analysis.structuredDataErrors.map((error) => (
            <p key={error} className="mt-2 font-medium text-red-800">
              {error}
            </p>
          ))}
        </div>
      </div>
    </Panel>
  );
}

interface AnalysisReportProps {
  result: SimulatorResult;
}

export default function AnalysisReport({ result }: AnalysisReportProps) {
  const { analysis } = result;
  // A finished analysis takes the keyboard and the screen reader to its heading. Here rather than
  // in the simulator: this module loads on demand, so it may mount after the result was set.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [result]);
  return (
    <section aria-labelledby="analiz-sonucu" className="mt-10 space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h2 id="analiz-sonucu" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-950 focus:outline-none">
            {T.heading}
          </h2>
          <p className="mt-1 text-sm break-all text-slate-700">
            {result.source === "url" ? T.analysedUrl : T.pastedBaseUrl}
            <span className="font-medium text-slate-900">{result.finalUrl}</span>
          </p>
          {result.redirects.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              {T.redirectsFollowed(result.redirects.length)}
              <span className="break-all">{result.redirects[0]}</span>).
            </p>
          ) : null}
        </div>
        <OutputActions
          content={result.report}
          fileName={REPORT_FILE_NAME}
          mimeType={MIME.text}
          copySuccess={GPTBOT_TEXT.copySuccess}
          downloadSuccess={GPTBOT_TEXT.downloadSuccess}
          emptyMessage={GPTBOT_TEXT.emptyReport}
          copyLabel={GPTBOT_TEXT.copyReport}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <ScoreCard label={T.seoScore} result={analysis.seoScore} />
        <ScoreCard label={T.accessibilityScore} result={analysis.accessibility} />
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <p className="text-sm font-medium text-slate-700">{T.wordCount}</p>
          <p className="mt-2 text-4xl font-bold text-slate-950 tabular-nums">{formatNumber(analysis.readability.wordCount)}</p>
          <p className="mt-3 text-sm text-slate-700">
            {T.readabilitySummary(formatNumber(analysis.readability.readabilityScore, 1), analysis.readability.band)}
          </p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="sonuc-seo" title={T.seoIssuesTitle(analysis.seoScore.issues.length)}>
          <IssueList issues={analysis.seoScore.issues} />
        </Panel>
        <Panel id="sonuc-erisilebilirlik" title={T.accessibilityIssuesTitle(analysis.accessibility.issues.length)}>
          <IssueList issues={analysis.accessibility.issues} />
        </Panel>
        <CrawlerPanel analysis={analysis} robots={result.robots} />
        <MetaPanel analysis={analysis} />
        <ReadabilityPanel analysis={analysis} />
        <HeadingsPanel analysis={analysis} />
        <ContentPanel analysis={analysis} />
        <Panel id="sonuc-bot-gorunumu" title={T.botViewTitle} className="lg:col-span-2">
          <p className="mb-3 text-sm text-slate-700">{T.botViewIntro}</p>
          <pre
            tabIndex={0}
            role="region"
            aria-label={T.botViewLabel}
            className="max-h-96 overflow-auto rounded-lg bg-slate-950 p-4 text-sm leading-relaxed whitespace-pre-wrap break-words text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {result.botView}
          </pre>
        </Panel>
      </div>
    </section>
  );
}
