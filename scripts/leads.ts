/**
 * Operator CLI for leads (documented in the README):
 *   npm run leads -- list [--since 2026-11-01]     (contact messages, subscribers, report requests, watched sites)
 *   npm run leads -- export [--since DATE] [--format csv|json] [--subscribers [--all] | --reports]
 *   npm run leads -- retry
 *   npm run leads -- digest [--week 2026-11-16]
 * Reads the same environment as the server (DATABASE_URL, SMTP_URL, EMAILJS_*).
 */
import { parseArgs } from "node:util";
import { loadEnv } from "../app/.server/env";
import { attributionSummary, type Attribution } from "../app/capabilities/lead-capture/attribution";
import { composeWeek, digestWeekContaining, digestWeekDue, type DigestWeek } from "../app/features/leads/digest.server";
import { messagesToCsv, reportRequestsToCsv, subscriberExportStatuses, subscribersToCsv } from "../app/features/leads/export.server";
import { createServices } from "../app/services.server";

const USAGE = `Usage:
  npm run leads -- list [--since YYYY-MM-DD]
  npm run leads -- export [--since YYYY-MM-DD] [--format csv|json] [--subscribers [--all] | --reports]
  npm run leads -- retry
  npm run leads -- digest [--week YYYY-MM-DD]

list and export show where each lead came from (landing page, referrer, UTM, click ids, form).
export --subscribers lists confirmed subscribers only (double opt-in); --all adds pending and
unsubscribed addresses, with their status. export --reports lists the report requests (without
the attached file). digest prints the weekly digest of the Monday-Sunday week (Europe/Istanbul)
holding --week, by default the last one due, without sending it.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    since: { type: "string" },
    format: { type: "string", default: "csv" },
    subscribers: { type: "boolean", default: false },
    all: { type: "boolean", default: false },
    reports: { type: "boolean", default: false },
    week: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});

const command = positionals[0];
if (values.help || !command || !["list", "export", "retry", "digest"].includes(command)) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

let since: string | undefined;
if (values.since) {
  const parsed = new Date(values.since);
  if (Number.isNaN(parsed.getTime())) {
    console.error(`--since: not a date: ${values.since}`);
    process.exit(1);
  }
  since = parsed.toISOString();
}
if (values.all && !values.subscribers) {
  console.error("--all: only with export --subscribers");
  process.exit(1);
}
if (values.reports && (values.subscribers || command !== "export")) {
  console.error("--reports: only with export, not with --subscribers");
  process.exit(1);
}
let week: DigestWeek | undefined;
if (values.week) {
  if (command !== "digest") {
    console.error("--week: only with digest");
    process.exit(1);
  }
  try {
    week = digestWeekContaining(values.week);
  } catch {
    console.error(`--week: not a date (YYYY-MM-DD): ${values.week}`);
    process.exit(1);
  }
}
if (values.format !== "csv" && values.format !== "json") {
  console.error("--format: csv or json");
  process.exit(1);
}

/** A lead's origin as `list` shows it: campaign and referrer in one short column, the form, the landing page. */
function origin(row: Partial<Attribution>) {
  return { source: attributionSummary(row), form: row.form_source ?? "", landing: row.landing_page ?? "" };
}

// Quiet service logs: the output of export may be piped into a file.
process.env.LOG_LEVEL ??= "warn";
const services = await createServices(loadEnv(), { startOutbox: false });
try {
  if (command === "list") {
    const messages = await services.leads.listContactMessages({ since });
    const subscribers = await services.leads.listSubscribers({ since });
    console.log(`Contact messages (${messages.length}), by status: ${JSON.stringify(await services.leads.countByStatus())}`);
    console.table(
      messages.map((row) => ({
        created: row.created_at,
        status: row.status,
        attempts: row.attempts,
        webhook: row.webhook_status,
        name: row.name,
        email: row.email,
        phone: row.phone,
        subject: row.subject,
        error: row.last_error?.slice(0, 60) ?? "",
        ...origin(row),
      })),
    );
    console.log(`Newsletter subscribers (${subscribers.length})`);
    console.table(subscribers.map((row) => ({ created: row.created_at, status: row.status, email: row.email, ...origin(row) })));
    const requests = await services.reportRequests.list({ since });
    console.log(`Report requests (${requests.length})`);
    console.table(
      requests.map((row) => ({
        created: row.created_at,
        tool: row.tool,
        email: row.email,
        site: row.site ?? "",
        score: row.score ?? "",
        visitor: row.visitor_mail_status,
        agency: row.agency_mail_status,
        webhook: row.webhook_status,
        ...origin(row),
      })),
    );
    const watched = (await services.monitor.watches.list(100_000)).filter((row) => !since || row.created_at >= since);
    console.log(`Watched sites, "Sitemi takip et" (${watched.length}; details: npm run monitor -- list)`);
    console.table(
      watched.map((row) => ({ created: row.created_at, status: row.status, confirmed: row.confirmed_at ?? "", site: row.host, email: row.email, name: row.name ?? "", ...origin(row) })),
    );
  } else if (command === "digest") {
    const shown = week ?? digestWeekDue(Date.now());
    const email = await composeWeek(services.database.db, shown, services.reportSources);
    console.log(`${email.subject}\n\n${email.text}`);
  } else if (command === "export") {
    if (values.reports) {
      const rows = await services.reportRequests.list({ since });
      process.stdout.write(values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : reportRequestsToCsv(rows));
    } else if (values.subscribers) {
      const rows = await services.leads.listSubscribers({ since, statuses: subscriberExportStatuses({ all: values.all }) });
      process.stdout.write(values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : subscribersToCsv(rows));
    } else {
      const rows = await services.leads.listContactMessages({ since });
      process.stdout.write(values.format === "json" ? `${JSON.stringify(rows, null, 2)}\n` : messagesToCsv(rows));
    }
  } else {
    const due = await services.leads.makePendingDue();
    if (!services.outbox) {
      console.log(`${due} pending message(s); no delivery is configured (set SMTP_URL, EMAILJS_* or LEADS_WEBHOOK_URL).`);
    } else {
      const outcome = await services.outbox.drain();
      console.log(`Retried ${outcome.claimed}: delivered ${outcome.delivered}, failed ${outcome.failed}.`);
      process.exitCode = outcome.failed > 0 ? 2 : 0;
    }
  }
} finally {
  await services.close();
}
