/**
 * Operator CLI for site monitoring ("Sitemi takip et", documented in the README):
 *   npm run monitor -- list                 every watch: site, owner, state, next check and re-audit
 *   npm run monitor -- check <id|all>       runs the daily light check of a watch (or every active one) now
 *   npm run monitor -- audit <id|all>       runs the weekly re-audit now
 *   npm run monitor -- remove <id>          ends a watch and deletes it with its address and e-mails
 * Reads the same environment as the server (DATABASE_URL, SMTP_URL, …). The e-mails a check or
 * re-audit stores are delivered before the command ends when SMTP_URL or LEADS_WEBHOOK_URL is set;
 * otherwise the server's outbox sends them.
 */
import { parseArgs } from "node:util";
import { loadEnv } from "../app/.server/env";
import { checkWatch } from "../app/features/site-monitor/job.server";
import { runMonitorAudit } from "../app/features/site-monitor/re-audit.server";
import type { SiteWatch } from "../app/features/site-monitor/watch-store.server";
import { MONITOR_AUDITOR } from "../app/job-kinds.server";
import { createServices } from "../app/services.server";

const USAGE = `Usage:
  npm run monitor -- list
  npm run monitor -- check <watch id|all>
  npm run monitor -- audit <watch id|all>
  npm run monitor -- remove <watch id>`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h", default: false } } });
const [command, target] = positionals;
const needsTarget = command === "check" || command === "audit" || command === "remove";
if (values.help || !command || !["list", "check", "audit", "remove"].includes(command) || (needsTarget && !target) || (command === "remove" && target === "all")) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

process.env.LOG_LEVEL ??= "warn";
// Runs no queued jobs, but a re-audit here measures with the browser as a worker's would (AUDIT_BROWSER).
const services = await createServices(loadEnv(), { startOutbox: false, runWorker: false, auditBrowser: command === "audit" });
const { watches, mails } = services.monitor;

/** The watches a command names: one by id, or every active one. */
async function targets(): Promise<SiteWatch[]> {
  if (target === "all") return (await watches.list(100_000)).filter((watch) => watch.status === "active");
  const watch = await watches.get(target ?? "");
  if (!watch) throw new UsageError(`no watch ${target}`);
  if (watch.status !== "active") throw new UsageError(`watch ${target} is ${watch.status}: only an active watch is checked`);
  return [watch];
}

class UsageError extends Error {}

try {
  if (command === "list") {
    const rows = await watches.list(100_000);
    console.log(`Watched sites (${rows.length})`);
    console.table(
      rows.map((watch) => ({
        id: watch.id,
        site: watch.host,
        email: watch.email,
        name: watch.name ?? "",
        status: watch.status,
        created: watch.created_at,
        confirmed: watch.confirmed_at ?? "",
        nextCheck: watch.status === "active" ? watch.next_check_at : "",
        nextAudit: watch.status === "active" ? watch.next_audit_at : "",
        signals: watch.signals,
        source: watch.utm_source ?? watch.referrer_host ?? "",
      })),
    );
  } else if (command === "remove") {
    const removedMails = await mails.removeForWatch(target ?? "");
    const removed = await watches.remove(target ?? "");
    console.log(removed ? `Removed watch ${target} and ${removedMails} e-mail(s).` : `No watch ${target}.`);
    if (!removed) process.exitCode = 1;
  } else {
    for (const watch of await targets()) {
      if (command === "check") {
        // A slot of its own: what it finds is mailed once, whatever the scheduled checks do.
        const changes = await checkWatch(services, watch, new Date().toISOString());
        console.log(`${watch.id} ${watch.host}: ${changes.alerts.length} alert(s) ${changes.alerts.map((alert) => alert.signal).join(" ")}, ${changes.recovered.length} recovered ${changes.recovered.join(" ")}`);
      } else {
        const outcome = await runMonitorAudit(services, watch.id, MONITOR_AUDITOR);
        console.log(
          outcome.kind === "audited"
            ? `${watch.id} ${watch.host}: report ${outcome.reportId}, ${outcome.fixed} fixed, ${outcome.appeared} new, summary ${outcome.summary ? "stored" : "not needed"}`
            : `${watch.id} ${watch.host}: skipped`,
        );
      }
    }
    if (services.monitorOutbox) {
      const sent = await services.monitorOutbox.drain();
      console.log(`E-mails: ${sent.delivered} delivered, ${sent.failed} failed.`);
      if (sent.failed > 0) process.exitCode = 2;
    }
  }
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await services.close();
}
