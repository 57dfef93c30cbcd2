import { createElement } from "react";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import type { RuleId } from "~/capabilities/audit-rules/rule";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { prefilledContactHref } from "~/shared/contact-prefill";
import type { SignalMail } from "./light-check.server";
import type { ComposedMail } from "./monitor-mails.server";
import { SIGNAL_TEXT, WATCH_MAIL_TEXT } from "./watch-mail.content";
import { WatchConfirmationMail, WatchSignalMail, WatchSummaryMail, type SummaryMailProps } from "./watch-mail";
import { listUnsubscribeHeaders, watchLink, type WatchLinkOptions } from "./watch-links.server";
import type { SiteWatch } from "./watch-store.server";

/**
 * A watch's e-mails, composed when they are stored (monitor-mails.server.ts): plain text and HTML
 * from the same words, the one-click unsubscribe headers on each. Everything the watched site
 * chose (its host, a canonical's address) is a React child or text, never markup.
 */

type Mail = Pick<ComposedMail, "subject" | "text" | "html" | "headers">;

/** The way to the site's latest report (following it counts as the owner reading us), when the watch has a report. */
const reportUrlOf = (watch: Pick<SiteWatch, "id" | "report_id">, options: WatchLinkOptions): string | null => (watch.report_id ? watchLink("report", watch.id, options) : null);

export function composeWatchConfirmation(watch: Pick<SiteWatch, "id" | "host">, options: WatchLinkOptions): Mail {
  const confirmUrl = watchLink("confirm", watch.id, options);
  const unsubscribeUrl = watchLink("unsubscribe", watch.id, options);
  const text = [WATCH_MAIL_TEXT.confirmIntro(watch.host), "", confirmUrl, "", WATCH_MAIL_TEXT.confirmValidity, WATCH_MAIL_TEXT.notYou, "", `${WATCH_MAIL_TEXT.unsubscribeLead} ${unsubscribeUrl}`].join("\n");
  return {
    subject: WATCH_MAIL_TEXT.confirmSubject(watch.host),
    text,
    html: renderMailHtml(createElement(WatchConfirmationMail, { host: watch.host, confirmUrl, unsubscribeUrl })),
    headers: listUnsubscribeHeaders(watch.id, options),
  };
}

/** The words of one owner's e-mail about a change (or the end of the watch); `expertTopic` names it to the expert. */
interface OwnerMailWords {
  subject: string;
  heading: string;
  title: string;
  detail: string | null;
  why: string | null;
  fix: string | null;
  expertTopic: string;
}

function composeOwnerMail(watch: Pick<SiteWatch, "id" | "host" | "report_id">, words: OwnerMailWords, options: WatchLinkOptions): Mail {
  const reportUrl = reportUrlOf(watch, options);
  const expertUrl = `${options.siteUrl}${prefilledContactHref(WATCH_MAIL_TEXT.expertSubject(watch.host), WATCH_MAIL_TEXT.expertMessage(watch.host, words.expertTopic))}`;
  const unsubscribeUrl = watchLink("unsubscribe", watch.id, options);
  const text = [
    words.heading,
    "",
    words.title,
    ...(words.detail ? [`${WATCH_MAIL_TEXT.detailLabel} ${words.detail}`] : []),
    ...(words.why ? [`${WATCH_MAIL_TEXT.whyLabel} ${words.why}`] : []),
    ...(words.fix ? [`${WATCH_MAIL_TEXT.fixLabel} ${words.fix}`] : []),
    "",
    `${WATCH_MAIL_TEXT.expertLink}: ${expertUrl}`,
    ...(reportUrl ? [`${WATCH_MAIL_TEXT.reportLink}: ${reportUrl}`] : []),
    "",
    `${WATCH_MAIL_TEXT.unsubscribeLead} ${unsubscribeUrl}`,
  ].join("\n");
  return {
    subject: words.subject,
    text,
    html: renderMailHtml(createElement(WatchSignalMail, { heading: words.heading, title: words.title, detail: words.detail, why: words.why, fix: words.fix, reportUrl, expertUrl, unsubscribeUrl })),
    headers: listUnsubscribeHeaders(watch.id, options),
  };
}

export function composeSignalMail(watch: Pick<SiteWatch, "id" | "host" | "report_id">, mail: SignalMail, options: WatchLinkOptions): Mail {
  const words = SIGNAL_TEXT[mail.signal];
  if (mail.kind === "recovered") {
    return composeOwnerMail(
      watch,
      { subject: WATCH_MAIL_TEXT.recoveredSubject(watch.host, words.recovered), heading: WATCH_MAIL_TEXT.recoveredHeading(watch.host), title: words.recovered, detail: null, why: null, fix: null, expertTopic: words.title },
      options,
    );
  }
  return composeOwnerMail(
    watch,
    { subject: WATCH_MAIL_TEXT.alertSubject(watch.host, words.title), heading: WATCH_MAIL_TEXT.alertHeading(watch.host), title: words.title, detail: mail.detail, why: words.why, fix: words.fix, expertTopic: words.title },
    options,
  );
}

/** The one e-mail telling an owner their watch ended because nobody followed our links for six months. */
export function composeEndedMail(watch: Pick<SiteWatch, "id" | "host" | "report_id">, options: WatchLinkOptions): Mail {
  const ended = WATCH_MAIL_TEXT.ended;
  return composeOwnerMail(
    watch,
    { subject: ended.subject(watch.host), heading: ended.heading(watch.host), title: ended.title, detail: null, why: ended.why, fix: ended.fix(options.siteUrl), expertTopic: ended.title },
    options,
  );
}

/** Rules a summary names of each list; the report has the rest. */
export const SUMMARY_RULES_LISTED = 5;

/** What a weekly re-audit changed (site-audit/report.ts ReportComparison, with the new score). */
export interface SummaryComparison {
  previousScore: number;
  score: number;
  fixed: readonly RuleId[];
  appeared: readonly RuleId[];
}

function ruleList(ids: readonly RuleId[], heading: (count: number) => string): NonNullable<SummaryMailProps["fixed"]> | null {
  if (ids.length === 0) return null;
  // A rule missing from the catalogue (renamed since) still shows, by its id.
  const titles = ids.slice(0, SUMMARY_RULES_LISTED).map((id) => RULE_TEXTS[id]?.title ?? id);
  return { heading: heading(ids.length), titles, more: ids.length > SUMMARY_RULES_LISTED ? WATCH_MAIL_TEXT.summaryMore(ids.length - SUMMARY_RULES_LISTED) : null };
}

/** The weekly summary: how many problems were fixed and how many are new, the first of each by name, the new report. */
export function composeSummaryMail(watch: Pick<SiteWatch, "id" | "host">, comparison: SummaryComparison, options: WatchLinkOptions): Mail {
  // Through our link, which leads to the watch's latest report: the new one, remembered just after this mail is stored.
  const newReportUrl = watchLink("report", watch.id, options);
  const expertUrl = `${options.siteUrl}${prefilledContactHref(WATCH_MAIL_TEXT.summaryExpertSubject(watch.host), WATCH_MAIL_TEXT.summaryExpertMessage(watch.host, comparison.appeared.length))}`;
  const unsubscribeUrl = watchLink("unsubscribe", watch.id, options);
  const heading = WATCH_MAIL_TEXT.summaryHeading(watch.host);
  const score = WATCH_MAIL_TEXT.summaryScore(comparison.previousScore, comparison.score);
  // New problems first: they are what the owner may have to act on.
  const appeared = ruleList(comparison.appeared, WATCH_MAIL_TEXT.summaryAppeared);
  const fixed = ruleList(comparison.fixed, WATCH_MAIL_TEXT.summaryFixed);
  const textList = (list: typeof fixed) => (list ? ["", list.heading, ...list.titles.map((title) => `- ${title}`), ...(list.more ? [`- ${list.more}`] : [])] : []);
  const text = [
    heading,
    "",
    WATCH_MAIL_TEXT.summaryIntro,
    score,
    ...textList(appeared),
    ...textList(fixed),
    "",
    `${WATCH_MAIL_TEXT.summaryReportLink}: ${newReportUrl}`,
    `${WATCH_MAIL_TEXT.expertLink}: ${expertUrl}`,
    "",
    `${WATCH_MAIL_TEXT.unsubscribeLead} ${unsubscribeUrl}`,
  ].join("\n");
  return {
    subject: WATCH_MAIL_TEXT.summarySubject(watch.host, comparison.fixed.length, comparison.appeared.length),
    text,
    html: renderMailHtml(createElement(WatchSummaryMail, { heading, score, fixed, appeared, reportUrl: newReportUrl, expertUrl, unsubscribeUrl })),
    headers: listUnsubscribeHeaders(watch.id, options),
  };
}
