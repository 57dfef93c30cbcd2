/**
 * The site audit's engine (issue 30): `runAudit` over fixture websites of 100 and 500 pages on
 * loopback (bench/site-crawl-fixtures.ts, in a process of their own), with the crawler's
 * politeness limits (4 requests at a time): the whole audit's time, crawl and every rule; the
 * rule engine alone over the 500 page records, in CPU time; and this process's peak RSS growth
 * during the 500-page audit. Run in-process because the audit has no endpoint yet; /api/health
 * during two audits comes with the endpoint.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { runAudit } from "../app/capabilities/audit-rules/.server/run-audit";
import { ALL_RULES } from "../app/capabilities/audit-rules/catalogue";
import { runRules } from "../app/capabilities/audit-rules/engine";
import { runIfMain, type BenchRow } from "./types";

const SIZES = [100, 500] as const;
const ENGINE_ROUNDS = 5;

async function fixtureSite(pages: number): Promise<{ port: number; stop: () => void }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./site-crawl-fixtures.ts", import.meta.url).pathname, "1", String(pages)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [line] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
  const [port] = JSON.parse(line) as number[];
  if (port === undefined) throw new Error("no fixture port");
  return { port, stop: () => child.kill() };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pages of SIZES) {
    const site = await fixtureSite(pages);
    try {
      const origin = `http://127.0.0.1:${site.port}`;
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const audit = await runAudit(`${origin}/`, { crawl: { maxPages: pages, fetch: { allowHosts: [`127.0.0.1:${site.port}`] } } });
      const ms = performance.now() - started;
      clearInterval(sampler);
      rows.push({
        figure: `site audit of a ${pages}-page fixture site: crawl and all ${ALL_RULES.length} rules (${audit.site.pages.length} records, ${audit.crawl.stopReason})`,
        value: Math.round(ms),
        unit: "ms",
        goal: pages === 100 ? 5_000 : 15_000,
        goalKind: "max",
      });
      if (pages === 500) {
        rows.push({ figure: "site audit of 500 pages: peak RSS growth of the process", value: Math.round((rssPeak - rssBefore) / 1024 / 1024), unit: "MB", goal: 150, goalKind: "max" });
        let best = Number.POSITIVE_INFINITY;
        for (let round = 0; round < ENGINE_ROUNDS; round += 1) {
          const cpu = process.cpuUsage();
          await runRules(audit.site, ALL_RULES);
          const used = process.cpuUsage(cpu);
          best = Math.min(best, (used.user + used.system) / 1000);
        }
        rows.push({ figure: `rule engine alone over ${audit.site.pages.length} page records (CPU, best of ${ENGINE_ROUNDS})`, value: Math.round(best), unit: "ms", goal: 1_000, goalKind: "max" });
      }
    } finally {
      site.stop();
    }
  }
  return rows;
}

await runIfMain(import.meta.url, run);
