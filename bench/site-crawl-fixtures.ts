/**
 * Child process of bench/site-crawl.ts: fixture websites of `pages` pages each, in their own
 * process so that serving them does not slow down the benchmark's latency measurements. Prints
 * their ports as one JSON line, then runs until killed. Each "connections" line on stdin is
 * answered with one JSON line: the TCP connections each site was given and how many are open.
 */
import { createInterface } from "node:readline";
import { startFixtureSite } from "../tests/support/fixture-site";

const [count = "1", pages = "500"] = process.argv.slice(2);
const sites = await Promise.all(Array.from({ length: Number(count) }, () => startFixtureSite({ pages: Number(pages) })));
process.stdout.write(`${JSON.stringify(sites.map((site) => site.port))}\n`);
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "connections") process.stdout.write(`${JSON.stringify(sites.map((site) => site.connections()))}\n`);
});
