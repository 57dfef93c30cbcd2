import { createElement } from "react";
import type { AttributionColumns } from "~/.server/db/schema";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { attributionRows } from "~/capabilities/lead-capture/attribution-rows";
import { ATTRIBUTION_LABELS } from "~/capabilities/lead-capture/attribution.content";
import { formatDateTimeShort } from "~/shared/format";
import { AGENCY_NOTICE_TEXT } from "./agency-notices.content";
import type { SignalMail } from "./light-check.server";
import type { ComposedMail } from "./monitor-mails.server";
import { AgencyNoticeMail } from "./watch-mail";
import type { SiteWatch } from "./watch-store.server";

/**
 * What the agency hears about watched sites (to CONTACT_TO_EMAIL and the chat webhook, through
 * the same outbox as the owners' e-mails): a newly confirmed watch is a lead, with the visit's
 * attribution; an alert sent to an owner is a reason to call now. Stored with their own dedupe keys,
 * so each is sent once however many workers store it.
 */

type Watch = Pick<SiteWatch, "id" | "email" | "name" | "host" | "report_id" | "confirmed_at"> & AttributionColumns;

/** The owner as the agency knows them: their name if they gave one, else the site. */
function ownerOf(watch: Pick<SiteWatch, "name" | "host">): string {
  return watch.name ? `${watch.name} (${watch.host})` : watch.host;
}

function compose(watch: Watch, kind: "agency-watch" | "agency-alert", dedupeKey: string, recipient: string, subject: string, heading: string, intro: string, rows: [string, string][]): ComposedMail {
  const allRows: [string, string][] = [...rows, ...attributionRows(watch).map(([label, value]): [string, string] => [`${ATTRIBUTION_LABELS.heading}: ${label}`, value])];
  const text = [heading, "", intro, "", ...allRows.map(([label, value]) => `${label}: ${value}`), "", AGENCY_NOTICE_TEXT.footer].join("\n");
  return {
    watchId: watch.id,
    kind,
    dedupeKey,
    recipient,
    subject,
    text,
    html: renderMailHtml(createElement(AgencyNoticeMail, { heading, intro, rows: allRows, footer: AGENCY_NOTICE_TEXT.footer })),
    headers: {},
  };
}

function baseRows(watch: Watch, siteUrl: string): [string, string][] {
  const labels = AGENCY_NOTICE_TEXT.labels;
  return [
    [labels.site, watch.host],
    [labels.email, watch.email],
    ...(watch.name ? [[labels.name, watch.name] as [string, string]] : []),
    ...(watch.report_id ? [[labels.report, `${siteUrl}/seo-analizi/rapor/${watch.report_id}`] as [string, string]] : []),
  ];
}

/** A newly confirmed watch: a lead. */
export function agencyWatchNotice(watch: Watch, options: { siteUrl: string; agencyTo: string }): ComposedMail {
  const rows = baseRows(watch, options.siteUrl);
  if (watch.confirmed_at) rows.push([AGENCY_NOTICE_TEXT.labels.confirmedAt, formatDateTimeShort(watch.confirmed_at)]);
  return compose(watch, "agency-watch", `${watch.id}:agency-watch`, options.agencyTo, AGENCY_NOTICE_TEXT.watchSubject(watch.host), AGENCY_NOTICE_TEXT.watchHeading(watch.host), AGENCY_NOTICE_TEXT.watchIntro, rows);
}

/** An alert just stored for an owner (`ownerKey` is its dedupe key: one notice per alert). */
export function agencyAlertNotice(watch: Watch, alert: SignalMail, ownerKey: string, options: { siteUrl: string; agencyTo: string }): ComposedMail {
  const title = AGENCY_NOTICE_TEXT.signals[alert.signal];
  const rows = baseRows(watch, options.siteUrl);
  rows.push([AGENCY_NOTICE_TEXT.labels.change, title]);
  if (alert.detail) rows.push([AGENCY_NOTICE_TEXT.labels.detail, alert.detail]);
  const who = ownerOf(watch);
  return compose(watch, "agency-alert", `agency:${ownerKey}`, options.agencyTo, AGENCY_NOTICE_TEXT.alertSubject(who, title), AGENCY_NOTICE_TEXT.alertHeading(who), AGENCY_NOTICE_TEXT.alertIntro, rows);
}
