import { createElement } from "react";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { prefilledContactHref } from "~/shared/contact-prefill";
import type { SignalMail } from "./light-check.server";
import type { ComposedMail } from "./monitor-mails.server";
import { SIGNAL_TEXT, WATCH_MAIL_TEXT } from "./watch-mail.content";
import { WatchConfirmationMail, WatchSignalMail } from "./watch-mail";
import { listUnsubscribeHeaders, watchLink, type WatchLinkOptions } from "./watch-links.server";
import type { SiteWatch } from "./watch-store.server";

/**
 * A watch's e-mails, composed when they are stored (monitor-mails.server.ts): plain text and HTML
 * from the same words, the one-click unsubscribe headers on each. Everything the watched site
 * chose (its host, a canonical's address) is a React child or text, never markup.
 */

type Mail = Pick<ComposedMail, "subject" | "text" | "html" | "headers">;

/** The way to the site's latest report (it counts as the owner reading us), when the watch has a report. */
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

export function composeSignalMail(watch: Pick<SiteWatch, "id" | "host" | "report_id">, mail: SignalMail, options: WatchLinkOptions): Mail {
  const words = SIGNAL_TEXT[mail.signal];
  const alert = mail.kind === "alert";
  const reportUrl = reportUrlOf(watch, options);
  const expertUrl = `${options.siteUrl}${prefilledContactHref(WATCH_MAIL_TEXT.expertSubject(watch.host), WATCH_MAIL_TEXT.expertMessage(watch.host, words.title))}`;
  const unsubscribeUrl = watchLink("unsubscribe", watch.id, options);
  const heading = alert ? WATCH_MAIL_TEXT.alertHeading(watch.host) : WATCH_MAIL_TEXT.recoveredHeading(watch.host);
  const text = [
    heading,
    "",
    alert ? words.title : words.recovered,
    ...(alert && mail.detail ? [`${WATCH_MAIL_TEXT.detailLabel} ${mail.detail}`] : []),
    ...(alert ? [`${WATCH_MAIL_TEXT.whyLabel} ${words.why}`, `${WATCH_MAIL_TEXT.fixLabel} ${words.fix}`] : []),
    "",
    `${WATCH_MAIL_TEXT.expertLink}: ${expertUrl}`,
    ...(reportUrl ? [`${WATCH_MAIL_TEXT.reportLink}: ${reportUrl}`] : []),
    "",
    `${WATCH_MAIL_TEXT.unsubscribeLead} ${unsubscribeUrl}`,
  ].join("\n");
  return {
    subject: alert ? WATCH_MAIL_TEXT.alertSubject(watch.host, words.title) : WATCH_MAIL_TEXT.recoveredSubject(watch.host, words.recovered),
    text,
    html: renderMailHtml(
      createElement(WatchSignalMail, {
        heading,
        title: alert ? words.title : words.recovered,
        detail: alert ? mail.detail : null,
        why: alert ? words.why : null,
        fix: alert ? words.fix : null,
        reportUrl,
        expertUrl,
        unsubscribeUrl,
      }),
    ),
    headers: listUnsubscribeHeaders(watch.id, options),
  };
}
