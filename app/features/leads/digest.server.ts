/**
 * The weekly leads digest (LEADS_DIGEST=weekly, docs/decisions/042): every Monday 09:00 in
 * Europe/Istanbul the agency gets one e-mail about the previous Monday–Sunday: leads per source
 * and per tool or page, report requests per tool, newsletter sign-ups and confirmations.
 *
 * Exactly once across replicas: each replica looks for the week that is due; the first to insert
 * the week's row wins (its `week_start` is unique, the insert does nothing on conflict), and the
 * digest's text is composed then, so a retry resends the same e-mail. The row is delivered by an
 * Outbox like a lead: claimed with a lease, retried with backoff.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import { createElement } from "react";
import type { DatabaseHandle, Dialect } from "~/.server/db/connection";
import type { AttributionColumns, Database, LeadDigest } from "~/.server/db/schema";
import type { Env } from "~/.server/env";
import { log } from "~/.server/log";
import { isoTime } from "~/.server/time";
import { neutraliseControlCharacters } from "~/shared/csv";
import { formatDate, formatNumber, TIME_ZONE } from "~/shared/format";
import { site } from "~/site/site.content";
import { createDeliveryQueue, pendingChannel, prefixedChannelColumns } from "~/.server/outbox/delivery-queue";
import { DIGEST_TEXT } from "./digest.content";
import { DigestMail } from "./digest-mail";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { smtpTransportOptions } from "~/capabilities/mail/smtp.server";
import { Outbox, type Transport } from "~/.server/outbox/outbox";
import { reportTool, type ReportSources } from "./report-sources";

const DAY_MS = 24 * 60 * 60_000;
/** Local hour of Monday at which the previous week's digest becomes due. */
const DIGEST_SEND_HOUR = 9;

/** One Monday–Sunday week in Europe/Istanbul. */
export interface DigestWeek {
  /** The Monday, "2026-11-16": the digest's unique key. */
  start: string;
  /** The Sunday, "2026-11-22". */
  end: string;
  /** The Monday's local midnight as a stored time (UTC), inclusive. */
  from: string;
  /** The next Monday's local midnight, exclusive. */
  until: string;
}

const LOCAL_PARTS = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The wall-clock time in Europe/Istanbul at `instant`, written as if it were UTC. */
function localClock(instant: number): number {
  const parts = Object.fromEntries(LOCAL_PARTS.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/**
 * The instant whose Europe/Istanbul wall clock reads `clock` (given as if UTC). Turkey has kept
 * UTC+3 all year since 2016; the offset is still read from the time zone data, so older dates
 * (summer time until 2016) come out right too.
 */
function instantOfLocalClock(clock: number): number {
  const guess = clock - (localClock(clock) - clock);
  return clock - (localClock(guess) - guess);
}

function dateText(clock: number): string {
  return new Date(clock).toISOString().slice(0, 10);
}

function weekStartingAt(mondayClock: number): DigestWeek {
  return {
    start: dateText(mondayClock),
    end: dateText(mondayClock + 6 * DAY_MS),
    from: isoTime(instantOfLocalClock(mondayClock)),
    until: isoTime(instantOfLocalClock(mondayClock + 7 * DAY_MS)),
  };
}

/** Local midnight of the Monday of the week `clock` falls in. */
function mondayOf(clock: number): number {
  const midnight = clock - (((clock % DAY_MS) + DAY_MS) % DAY_MS);
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - daysSinceMonday * DAY_MS;
}

/** The Monday–Sunday week (Europe/Istanbul) that holds the calendar day "YYYY-MM-DD". */
export function digestWeekContaining(day: string): DigestWeek {
  const clock = Date.parse(`${day}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(clock)) throw new Error(`not a date: ${day}`);
  return weekStartingAt(mondayOf(clock));
}

/**
 * The latest week whose digest is due at `now`: the previous week from Monday 09:00 on, the one
 * before until then.
 */
export function digestWeekDue(now: number): DigestWeek {
  const clock = localClock(now);
  let monday = mondayOf(clock);
  if (clock < monday + DIGEST_SEND_HOUR * 60 * 60_000) monday -= 7 * DAY_MS;
  return weekStartingAt(monday - 7 * DAY_MS);
}

type SourceColumns = Pick<AttributionColumns, "utm_source" | "utm_medium" | "referrer_host">;

/** Where a lead came from, as the digest groups it: its campaign, else the referring site, else "Doğrudan". */
export function leadSourceLabel(lead: SourceColumns): string {
  const campaign = [lead.utm_source, lead.utm_medium].filter(Boolean).join(" / ");
  return campaign || lead.referrer_host || DIGEST_TEXT.direct;
}

/** Labels with their counts, most first, then alphabetically. */
export type Tally = readonly (readonly [label: string, count: number])[];

function tally(labels: readonly string[]): Tally {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, "tr"));
}

/** The tools' names, as the composition root hands them in (a feature never imports another). */
export type ToolNames = Pick<ReportSources, "tools">;

/** A tool's card title, or what the form sent when it names no tool (a page path). */
function placeTitle(tools: ToolNames, key: string): string {
  return reportTool(tools, key)?.title ?? key;
}

export interface DigestCounts {
  contacts: number;
  reportRequests: number;
  bySource: Tally;
  byPlace: Tally;
  reportsByTool: Tally;
  signUps: number;
  confirmations: number;
  /** "Sitemi takip et": the sites whose watch was confirmed this week (each a lead), and the alerts their owners got. */
  watchedSites: Tally;
  watchAlerts: number;
}

/** The week's numbers, read from the lead tables (a week's leads are few: they are grouped here). */
export async function countWeek(db: Kysely<Database>, week: DigestWeek, tools: ToolNames): Promise<DigestCounts> {
  const contacts = await db
    .selectFrom("contact_messages")
    .select(["utm_source", "utm_medium", "referrer_host", "form_source", "source_page"])
    .where("created_at", ">=", week.from)
    .where("created_at", "<", week.until)
    .execute();
  const reports = await db
    .selectFrom("report_requests")
    .select(["utm_source", "utm_medium", "referrer_host", "form_source", "tool"])
    .where("created_at", ">=", week.from)
    .where("created_at", "<", week.until)
    .execute();
  const countSubscribers = async (column: "created_at" | "confirmed_at") => {
    const row = await db
      .selectFrom("newsletter_subscribers")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where(column, ">=", week.from)
      .where(column, "<", week.until)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };
  const watched = await db
    .selectFrom("site_watches")
    .select("host")
    .where("confirmed_at", ">=", week.from)
    .where("confirmed_at", "<", week.until)
    .execute();
  const alerts = await db
    .selectFrom("monitor_mails")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("kind", "=", "alert")
    .where("created_at", ">=", week.from)
    .where("created_at", "<", week.until)
    .executeTakeFirst();
  return {
    contacts: contacts.length,
    reportRequests: reports.length,
    bySource: tally([...contacts, ...reports].map(leadSourceLabel)),
    byPlace: tally([
      ...contacts.map((lead) => placeTitle(tools, lead.form_source ?? lead.source_page ?? DIGEST_TEXT.unknownPlace)),
      ...reports.map((lead) => placeTitle(tools, lead.form_source ?? lead.tool)),
    ]),
    reportsByTool: tally(reports.map((lead) => placeTitle(tools, lead.tool))),
    signUps: await countSubscribers("created_at"),
    confirmations: await countSubscribers("confirmed_at"),
    watchedSites: tally(watched.map((row) => row.host)),
    watchAlerts: Number(alerts?.count ?? 0),
  };
}

export interface DigestEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The digest as plain text and HTML rendered by React. Labels are visitor-supplied (UTM values,
 * referrers, form sources): escaped by React, control characters written as escapes, never turned into links.
 */
export function composeDigest(counts: DigestCounts, week: DigestWeek): DigestEmail {
  const range = DIGEST_TEXT.weekRange(formatDate(week.start), formatDate(week.end));
  const totals = DIGEST_TEXT.totals(
    counts.contacts + counts.reportRequests,
    counts.contacts,
    counts.reportRequests,
  );
  const sections: [heading: string, rows: Tally][] = [
    [DIGEST_TEXT.bySource, counts.bySource],
    [DIGEST_TEXT.byPlace, counts.byPlace],
    [DIGEST_TEXT.reportsByTool, counts.reportsByTool],
    [
      DIGEST_TEXT.newsletter,
      [
        [DIGEST_TEXT.signUps, counts.signUps],
        [DIGEST_TEXT.confirmations, counts.confirmations],
      ],
    ],
    [
      DIGEST_TEXT.siteWatch,
      [
        [DIGEST_TEXT.newWatches, counts.watchedSites.reduce((sum, [, count]) => sum + count, 0)],
        [DIGEST_TEXT.watchAlerts, counts.watchAlerts],
      ],
    ],
    [DIGEST_TEXT.watchedSites, counts.watchedSites],
  ];
  const textSections = sections.map(([heading, rows]) =>
    [heading, ...(rows.length === 0 ? [`  ${DIGEST_TEXT.none}`] : rows.map(([label, count]) => `  ${neutraliseControlCharacters(label)}: ${formatNumber(count)}`))].join("\n"),
  );
  const text = [`${DIGEST_TEXT.heading} (${range})`, "", totals, "", ...textSections.flatMap((section) => [section, ""]), DIGEST_TEXT.footer].join("\n");
  const html = renderMailHtml(
    createElement(DigestMail, {
      range,
      totals,
      sections: sections.map(([heading, rows]) => ({
        heading,
        rows: rows.map(([label, count]) => [neutraliseControlCharacters(label), formatNumber(count)] as const),
      })),
    }),
  );
  return { subject: DIGEST_TEXT.subject(site.name, range), text, html };
}

/** The week's digest as it would be stored now (the operator's preview, `npm run leads -- digest`). */
export async function composeWeek(db: Kysely<Database>, week: DigestWeek, tools: ToolNames): Promise<DigestEmail> {
  return composeDigest(await countWeek(db, week, tools), week);
}

export type LeadDigestQueue = ReturnType<typeof createLeadDigestQueue>;

/** The stored digests: one row per week, and the outbox's queue over them. */
export function createLeadDigestQueue(db: Kysely<Database>, dialect: Dialect, tools: ToolNames) {
  return {
    ...createDeliveryQueue<LeadDigest>(db, dialect, "lead_digests", { email: prefixedChannelColumns("mail") }),

    /** Stores the week's digest unless a replica already did; true when this call stored it. */
    async ensureWeek(week: DigestWeek, now = Date.now()): Promise<boolean> {
      const existing = await db.selectFrom("lead_digests").select("id").where("week_start", "=", week.start).executeTakeFirst();
      if (existing) return false;
      const email = await composeWeek(db, week, tools);
      const result = await db
        .insertInto("lead_digests")
        .values({
          id: randomUUID(),
          week_start: week.start,
          subject: email.subject,
          text: email.text,
          html: email.html,
          created_at: isoTime(now),
          ...pendingChannel("mail", now),
        })
        .onConflict((conflict) => conflict.column("week_start").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async list(): Promise<LeadDigest[]> {
      return db.selectFrom("lead_digests").selectAll().orderBy("week_start").execute();
    },
  };
}

export interface DigestMailOptions {
  smtpUrl: string;
  from: string;
  to: string;
  messageIdDomain: string;
}

/** Sends a stored digest to the agency as it was composed. */
export function createDigestMailTransport(options: DigestMailOptions): Transport<LeadDigest> {
  const transporter = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
  return {
    name: "smtp",
    channel: "email",
    async send(digest) {
      await transporter.sendMail({
        from: options.from,
        to: options.to,
        subject: digest.subject,
        text: digest.text,
        html: digest.html,
        // Stable per week: a resend after a lost reply is recognisable as the same message.
        messageId: `<lead-digest-${digest.week_start}@${options.messageIdDomain}>`,
      });
    },
    close: () => transporter.close(),
  };
}

export interface LeadDigestService {
  queue: LeadDigestQueue;
  outbox: Outbox<LeadDigest>;
  /** Stores the digest that is due at `now` (if no replica did) and asks the outbox to send it. */
  tick(now?: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/** The weekly digest of this replica; null unless LEADS_DIGEST=weekly (env requires SMTP_URL then). */
export function createLeadDigest(database: DatabaseHandle, env: Env, tools: ToolNames): LeadDigestService | null {
  if (env.LEADS_DIGEST !== "weekly" || !env.SMTP_URL) return null;
  const queue = createLeadDigestQueue(database.db, database.dialect, tools);
  const transport = createDigestMailTransport({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    to: env.CONTACT_TO_EMAIL,
    messageIdDomain: new URL(env.SITE_URL).hostname,
  });
  const outbox = new Outbox(queue, transport, {
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    queueName: "lead_digest",
  });
  // The week this replica already found stored: saves a query per interval for the rest of the week.
  let settledWeek: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  const tick = async (now = Date.now()) => {
    const week = digestWeekDue(now);
    if (settledWeek !== week.start) {
      await queue.ensureWeek(week, now);
      settledWeek = week.start;
    }
    await outbox.drain();
  };
  const runTick = () => {
    ticking ??= tick()
      .catch((error: unknown) => log.error("lead_digest_tick_failed", { error }))
      .finally(() => {
        ticking = undefined;
      });
  };
  return {
    queue,
    outbox,
    tick,
    start() {
      if (timer) return;
      timer = setInterval(runTick, env.OUTBOX_INTERVAL_MS);
      timer.unref();
      runTick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await ticking;
      await outbox.stop();
      transport.close?.();
    },
  };
}
