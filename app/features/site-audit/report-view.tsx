import { Download, RefreshCw, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { FAMILY_NAMES, RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import { SEVERITIES, type Hit, type RuleId, type Severity } from "~/capabilities/audit-rules/rule";
import { formatDate, formatDateTimeLong, formatNumber } from "~/shared/format";
import { Badge } from "~/shared/ui/badge";
import { Button, buttonVariants } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { cn } from "~/shared/cn";
import { BrowserSection } from "./browser-view";
import { REPORT_TEXT, STOP_REASON_TEXT, atLineStart, groupPhrase } from "./content";
import { findingAnchor, platformAdvice, reportFirstFixes, reportPlatform, splitFix } from "./finding-advice";
import { groupHits } from "./finding-groups";
import type { PlatformId } from "./platform";
import { PLATFORM_NAMES } from "./platform.content";
import { AUDIT_PAGE_PATH, REAUDIT_PARAMS, REPORT_EXPORT_FORMATS, fixToolHref, reportExportPath } from "./limits";
import { REPORT_GROUP_HITS, REPORT_PAGE_GROUPS, REPORT_PAGE_HITS, type AuditReport, type ReportFinding } from "./report";

/**
 * A stored audit report as its page shows it, server-rendered (the page is not hydrated: every
 * action is a link or a form). Everything the audited site chose (addresses, titles found on its
 * pages) is rendered as text by React, never as markup.
 */

const SEVERITY_BADGE: Record<Severity, "danger" | "warning" | "neutral"> = { error: "danger", warning: "warning", notice: "neutral" };

function ruleTitle(id: RuleId): string {
  return RULE_TEXTS[id]?.title ?? id;
}

function scoreTone(score: number): string {
  if (score >= 90) return "text-green-800";
  if (score >= 50) return "text-amber-800";
  return "text-red-700";
}

function AddressList({ hits, testId }: { hits: readonly Hit[]; testId?: string }) {
  return (
    <ul className="mt-2 space-y-1 break-all text-slate-700" data-testid={testId}>
      {hits.map((hit, index) => (
        <li key={`${hit.url}-${index}`}>
          <span className="font-mono">{hit.url}</span>
          {hit.detail ? <span className="text-slate-600"> — {hit.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The affected addresses: a line a template for the pages of one ("ürün sayfalarının 212'sinde"),
 * each opening to its first addresses, then the rest as a list. Bounded like the page as a whole:
 * at most REPORT_PAGE_GROUPS groups of REPORT_GROUP_HITS addresses and REPORT_PAGE_HITS others.
 */
function Addresses({ finding, homeUrl }: { finding: ReportFinding; homeUrl: string }) {
  const { groups, rest } = groupHits(finding.hits, homeUrl, { maxGroups: REPORT_PAGE_GROUPS });
  const grouped = groups.reduce((sum, group) => sum + group.hits.length, 0);
  // Addresses the report did not keep (cut at its limit) are counted with the ungrouped ones.
  const restCount = finding.affected - grouped;
  const shown = rest.slice(0, REPORT_PAGE_HITS);
  if (groups.length === 0) {
    if (shown.length === 0) return null;
    return (
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-slate-800">{REPORT_TEXT.addressesLabel}</summary>
        <AddressList hits={shown} testId="audit-finding-addresses" />
        {restCount > shown.length ? <p className="mt-2 text-slate-600">{REPORT_TEXT.moreAffected(restCount - shown.length)}</p> : null}
      </details>
    );
  }
  return (
    <div className="space-y-2 text-sm" data-testid="audit-finding-groups">
      <ul className="space-y-2">
        {groups.map((group) => {
          const examples = group.hits.slice(0, REPORT_GROUP_HITS);
          return (
            <li key={group.pattern} data-testid="audit-finding-group">
              <details>
                <summary className="cursor-pointer text-slate-900">
                  <span className="font-semibold">{atLineStart(groupPhrase(group.kind, group.pattern, group.hits.length))}</span>
                  {group.kind === null ? null : <span className="font-mono text-slate-600"> ({group.pattern}…)</span>}
                </summary>
                <AddressList hits={examples} />
                {group.hits.length > examples.length ? <p className="mt-2 text-slate-600">{REPORT_TEXT.moreInGroup(group.hits.length - examples.length)}</p> : null}
              </details>
            </li>
          );
        })}
      </ul>
      {restCount > 0 ? (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-800">{REPORT_TEXT.otherAddressesLabel(restCount)}</summary>
          <AddressList hits={shown} testId="audit-finding-addresses" />
          {restCount > shown.length ? <p className="mt-2 text-slate-600">{REPORT_TEXT.moreAffected(restCount - shown.length)}</p> : null}
        </details>
      ) : null}
    </div>
  );
}

/** A rule's fix: what the owner does, then the part for their developer on a line of its own. */
function FixText({ fix }: { fix: string }) {
  const { owner, developer } = splitFix(fix);
  return (
    <>
      <p>{owner}</p>
      {developer === null ? null : (
        <p className="mt-1" data-testid="audit-fix-developer">
          <span className="font-semibold">{REPORT_TEXT.developerLabel}</span> {developer}
        </p>
      )}
    </>
  );
}

function FindingCard({ finding, homeUrl, platform }: { finding: ReportFinding; homeUrl: string; platform: PlatformId | null }) {
  const text = RULE_TEXTS[finding.id];
  const advice = platformAdvice(platform, finding.id);
  return (
    <article
      id={findingAnchor(finding.id)}
      className="scroll-mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-5"
      data-testid="audit-finding"
      data-rule={finding.id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={SEVERITY_BADGE[finding.severity]}>{SEVERITY_NAMES[finding.severity]}</Badge>
        <span className="text-xs text-slate-600">{FAMILY_NAMES[finding.family]}</span>
        <span className="ml-auto text-sm font-semibold text-slate-800">{REPORT_TEXT.affected(finding.affected)}</span>
      </div>
      <h4 className="text-lg font-semibold text-slate-950">{text?.title ?? finding.id}</h4>
      {text ? (
        <dl className="space-y-2 text-sm text-slate-800">
          <div>
            <dt className="font-semibold">{REPORT_TEXT.whyLabel}</dt>
            <dd>{text.why}</dd>
          </div>
          {advice ? (
            <div data-testid="audit-platform-advice">
              <dt className="font-semibold">{REPORT_TEXT.platformFixLabel(advice.platformName)}</dt>
              <dd>{advice.text}</dd>
            </div>
          ) : (
            <div>
              <dt className="font-semibold">{REPORT_TEXT.fixLabel}</dt>
              <dd>
                <FixText fix={text.fix} />
              </dd>
            </div>
          )}
        </dl>
      ) : null}
      {advice && text ? (
        <details className="text-sm text-slate-800">
          <summary className="cursor-pointer font-semibold">{REPORT_TEXT.genericFixLabel}</summary>
          <div className="mt-2">
            <FixText fix={text.fix} />
          </div>
        </details>
      ) : null}
      {text?.tool ? (
        <a href={fixToolHref(text.tool, finding.hits[0]?.url, homeUrl)} className="inline-block text-sm font-semibold text-brand-800 underline">
          {REPORT_TEXT.toolLink}
        </a>
      ) : null}
      <Addresses finding={finding} homeUrl={homeUrl} />
    </article>
  );
}

function RuleList({ ids }: { ids: readonly RuleId[] }) {
  return (
    <ul className="mt-3 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
      {ids.map((id) => (
        <li key={id}>{ruleTitle(id)}</li>
      ))}
    </ul>
  );
}

function Comparison({ report }: { report: AuditReport }) {
  const { comparison } = report;
  if (!comparison) return null;
  return (
    <section aria-labelledby="rapor-karsilastirma" className="space-y-3" data-testid="audit-comparison">
      <h2 id="rapor-karsilastirma" className="text-2xl font-bold tracking-tight text-slate-950">
        {REPORT_TEXT.comparisonHeading}
      </h2>
      <p className="text-slate-800">
        {REPORT_TEXT.comparisonScore(comparison.previousScore, report.score)} · {formatDate(comparison.previousAuditedAt)}
      </p>
      {comparison.fixed.length === 0 && comparison.appeared.length === 0 ? <p className="text-slate-700">{REPORT_TEXT.nothingChanged}</p> : null}
      {comparison.fixed.length > 0 ? (
        <div data-testid="audit-fixed">
          <h3 className="font-semibold text-green-800">{REPORT_TEXT.fixedHeading(comparison.fixed.length)}</h3>
          <RuleList ids={comparison.fixed} />
        </div>
      ) : null}
      {comparison.appeared.length > 0 ? (
        <div data-testid="audit-appeared">
          <h3 className="font-semibold text-red-700">{REPORT_TEXT.appearedHeading(comparison.appeared.length)}</h3>
          <RuleList ids={comparison.appeared} />
        </div>
      ) : null}
    </section>
  );
}

function FirstFixes({ report }: { report: AuditReport }) {
  const fixes = reportFirstFixes(report);
  if (fixes.length === 0) return null;
  return (
    <section aria-labelledby="rapor-once" className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-5 sm:p-6" data-testid="audit-first-fixes">
      <h2 id="rapor-once" className="text-2xl font-bold tracking-tight text-slate-950">
        {REPORT_TEXT.firstFixesHeading}
      </h2>
      <p className="text-sm text-slate-700">{REPORT_TEXT.firstFixesIntro}</p>
      <ol className="list-decimal space-y-3 pl-5 marker:font-semibold marker:text-brand-800">
        {fixes.map((fix) => (
          <li key={fix.finding.id} className="pl-1" data-testid="audit-first-fix" data-rule={fix.finding.id}>
            <a href={`#${findingAnchor(fix.finding.id)}`} className="font-semibold text-brand-800 underline">
              {fix.title}
            </a>
            <p className="text-slate-800">{fix.sentence}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The stored report. `leadPanel` is "Raporu e-postama gönder" and "Uzmanla görüşün", handed in by
 * the route (the lead forms are another feature's).
 */
export function ReportView({ report, leadPanel }: { report: AuditReport; leadPanel: ReactNode }) {
  const stopNote = STOP_REASON_TEXT[report.crawl.stopReason];
  const platform = reportPlatform(report);
  const reauditHref = `${AUDIT_PAGE_PATH}?${new URLSearchParams({ [REAUDIT_PARAMS.site]: report.startUrl, [REAUDIT_PARAMS.previous]: report.id })}`;
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-12 sm:px-6" data-testid="audit-report">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-950">{REPORT_TEXT.heading}</h1>
        <dl className="grid gap-x-8 gap-y-2 text-sm text-slate-800 sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">{REPORT_TEXT.siteLabel}: </dt>
            <dd className="inline break-all font-mono" data-testid="audit-site">
              {report.homeUrl}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{REPORT_TEXT.auditedAtLabel}: </dt>
            <dd className="inline">{formatDateTimeLong(report.auditedAt)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{REPORT_TEXT.pagesLabel}: </dt>
            <dd className="inline">{formatNumber(report.crawl.pagesChecked)}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{REPORT_TEXT.expiresLabel}: </dt>
            <dd className="inline">{formatDate(report.expiresAt)}</dd>
          </div>
          {platform ? (
            <div>
              <dt className="inline font-semibold">{REPORT_TEXT.platformLabel}: </dt>
              <dd className="inline" data-testid="audit-platform">
                {REPORT_TEXT.platformGuess(PLATFORM_NAMES[platform])}
              </dd>
            </div>
          ) : null}
        </dl>
        {stopNote ? <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{stopNote}</p> : null}
      </header>

      <BrowserSection report={report} />

      <FirstFixes report={report} />

      <section aria-labelledby="rapor-puan" className="grid gap-6 md:grid-cols-[auto_1fr]">
        <Card className="flex flex-col items-center justify-center p-6 text-center">
          <h2 id="rapor-puan" className="text-sm font-semibold text-slate-700">
            {REPORT_TEXT.scoreLabel}
          </h2>
          <p className={cn("text-6xl font-bold", scoreTone(report.score))} data-testid="audit-score">
            {report.score}
          </p>
          <p className="text-sm text-slate-600">{REPORT_TEXT.scoreOutOf}</p>
        </Card>
        <div>
          <h3 className="text-lg font-semibold text-slate-950">{REPORT_TEXT.familiesHeading}</h3>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2" data-testid="audit-families">
            {report.families.map((family) => (
              <li key={family.family} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm">
                <span className="text-slate-800">{FAMILY_NAMES[family.family]}</span>
                {family.score === null ? (
                  <span className="text-slate-600">{REPORT_TEXT.familyNoScore}</span>
                ) : (
                  <span className={cn("font-semibold", scoreTone(family.score))}>{family.score}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Comparison report={report} />

      <section aria-labelledby="rapor-bulgular" className="space-y-8">
        <h2 id="rapor-bulgular" className="text-2xl font-bold tracking-tight text-slate-950">
          {REPORT_TEXT.findingsHeading}
        </h2>
        {report.findings.length === 0 ? <p className="text-green-800">{REPORT_TEXT.noFindings}</p> : null}
        {SEVERITIES.map((severity) => {
          const findings = report.findings.filter((finding) => finding.severity === severity);
          if (findings.length === 0) return null;
          return (
            <section key={severity} aria-labelledby={`rapor-${severity}`} className="space-y-4" data-testid={`audit-severity-${severity}`}>
              <div>
                <h3 id={`rapor-${severity}`} className="text-xl font-semibold text-slate-950">
                  {REPORT_TEXT.severityHeadings[severity]} ({formatNumber(findings.length)})
                </h3>
                <p className="text-sm text-slate-700">{REPORT_TEXT.severityIntro[severity]}</p>
              </div>
              {findings.map((finding) => (
                <FindingCard key={finding.id} finding={finding} homeUrl={report.homeUrl} platform={platform} />
              ))}
            </section>
          );
        })}
        <details className="rounded-lg border border-slate-200 bg-slate-50 p-4" data-testid="audit-passed">
          <summary className="cursor-pointer font-semibold text-slate-900">{REPORT_TEXT.passedHeading(report.passed.length)}</summary>
          <RuleList ids={report.passed} />
        </details>
        {report.notApplicable.length > 0 ? (
          <details className="rounded-lg border border-slate-200 bg-slate-50 p-4">
            <summary className="cursor-pointer font-semibold text-slate-900">{REPORT_TEXT.notApplicableHeading(report.notApplicable.length)}</summary>
            <RuleList ids={report.notApplicable} />
          </details>
        ) : null}
      </section>

      {leadPanel}

      <section aria-labelledby="rapor-indir" className="space-y-3">
        <h2 id="rapor-indir" className="text-xl font-semibold text-slate-950">
          {REPORT_TEXT.exportsHeading}
        </h2>
        <div className="flex flex-wrap gap-3">
          {REPORT_EXPORT_FORMATS.map((format) => (
            <a key={format} href={reportExportPath(report.id, format)} download className={buttonVariants({ variant: "outline" })} data-testid={`audit-export-${format}`}>
              <Download aria-hidden="true" />
              {REPORT_TEXT.exportLabels[format]}
            </a>
          ))}
        </div>
      </section>

      <section className="flex flex-wrap items-start gap-6 border-t border-slate-200 pt-6">
        <div className="space-y-2">
          <a href={reauditHref} className={buttonVariants()} data-testid="audit-reaudit">
            <RefreshCw aria-hidden="true" />
            {REPORT_TEXT.reaudit}
          </a>
          <p className="max-w-sm text-sm text-slate-700">{REPORT_TEXT.reauditHint}</p>
        </div>
        <details className="space-y-2">
          <summary className="cursor-pointer text-sm font-semibold text-red-700">{REPORT_TEXT.delete}</summary>
          <form method="post" className="mt-2 space-y-2">
            <p className="max-w-sm text-sm text-slate-700">{REPORT_TEXT.deleteHint}</p>
            <Button type="submit" name="intent" value="delete" variant="outline" className="text-red-700" data-testid="audit-delete">
              <Trash2 aria-hidden="true" />
              {REPORT_TEXT.delete}
            </Button>
          </form>
        </details>
      </section>
    </div>
  );
}
