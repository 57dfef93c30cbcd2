import type { AuditPage, AuditSite } from "./audit-page";
import { FAMILIES, type Family, type Hit, type PageRule, type Rule, type RuleId, type Severity } from "./rule";

/**
 * Runs rules over an audit's records and scores the outcome. Pure: the caller hands in `pause`,
 * awaited between pages and rules, so a server can give the event loop its turn
 * (app/.server/cpu-turns.ts) and a test can run it straight through.
 */

export type RuleStatus = "failed" | "passed" | "n/a";

export interface RuleOutcome {
  id: RuleId;
  family: Family;
  severity: Severity;
  weight: number;
  status: RuleStatus;
  /** How many addresses the rule judged (pages it applied to; 1 for a site-wide fact). */
  applicable: number;
  /** Every affected address, in page order. */
  hits: Hit[];
}

export interface FamilyScore {
  family: Family;
  /** 0 to 100; null when no rule of the family applied. */
  score: number | null;
  failed: number;
  passed: number;
}

export interface AuditOutcome {
  /** 0 to 100. */
  score: number;
  families: FamilyScore[];
  outcomes: RuleOutcome[];
}

/**
 * How much each severity weighs beside a rule's own weight. The score (docs/decisions/037):
 * every rule that applies adds `weight × severity factor` to what could be lost, and loses
 * that times `√(affected ÷ applicable)`: one page in a hundred with a defect costs a tenth of the
 * rule, a quarter of the pages half of it, every page all of it. The square root keeps a defect
 * on a few pages of a large site visible without letting it sink the score.
 */
export const SEVERITY_FACTOR: Record<Severity, number> = { error: 1, warning: 0.5, notice: 0.15 };

/** An HTML page that answered 2xx: what "html" page rules look at. */
export function isHtmlPage(page: AuditPage): boolean {
  return page.status >= 200 && page.status < 300 && page.htmlChars > 0;
}

function runPageRule(rule: PageRule, site: AuditSite, pages: readonly AuditPage[]): { hits: Hit[]; applicable: number } {
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of pages) {
    if (rule.pages !== "all" && !isHtmlPage(page)) continue;
    const verdict = rule.check(page, site);
    if (verdict === "n/a") continue;
    applicable += 1;
    if (verdict === true) hits.push({ url: page.url });
    else if (typeof verdict === "string") hits.push({ url: page.url, detail: verdict });
  }
  return { hits, applicable };
}

function lossShare(outcome: RuleOutcome): number {
  if (outcome.status !== "failed" || outcome.applicable === 0) return 0;
  return Math.sqrt(Math.min(1, outcome.hits.length / outcome.applicable));
}

export function scoreOutcomes(outcomes: readonly RuleOutcome[]): Pick<AuditOutcome, "score" | "families"> {
  let total = 0;
  let lost = 0;
  const families = FAMILIES.map((family): FamilyScore => {
    let familyTotal = 0;
    let familyLost = 0;
    let failed = 0;
    let passed = 0;
    for (const outcome of outcomes) {
      if (outcome.family !== family || outcome.status === "n/a") continue;
      const stake = outcome.weight * SEVERITY_FACTOR[outcome.severity];
      familyTotal += stake;
      familyLost += stake * lossShare(outcome);
      if (outcome.status === "failed") failed += 1;
      else passed += 1;
    }
    total += familyTotal;
    lost += familyLost;
    return { family, score: familyTotal === 0 ? null : Math.round(100 * (1 - familyLost / familyTotal)), failed, passed };
  });
  return { score: total === 0 ? 100 : Math.round(100 * (1 - lost / total)), families };
}

export async function runRules(site: AuditSite, rules: readonly Rule[], pause: () => Promise<void> | void = () => undefined): Promise<AuditOutcome> {
  const outcomes: RuleOutcome[] = [];
  for (const rule of rules) {
    const result = rule.scope === "page" ? runPageRule(rule, site, site.pages) : rule.check(site);
    const { id, family, severity, weight } = rule;
    if (result === "n/a" || result.applicable === 0) {
      outcomes.push({ id, family, severity, weight, status: "n/a", applicable: 0, hits: [] });
    } else {
      outcomes.push({ id, family, severity, weight, status: result.hits.length > 0 ? "failed" : "passed", applicable: result.applicable, hits: result.hits });
    }
    await pause();
  }
  return { ...scoreOutcomes(outcomes), outcomes };
}
