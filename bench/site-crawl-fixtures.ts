/**
 * Child process of bench/site-crawl.ts: fixture websites of `pages` pages each, in their own
 * process so that serving them does not slow down the benchmark's latency measurements. Prints
 * their ports as one JSON line, then runs until killed.
 */
import { startFixtureSite } from "../tests/support/fixture-site";

const [count = "1", pages = "500"] = process.argv.slice(2);
const sites = await Promise.all(Array.from({ length: Number(count) }, () => startFixtureSite({ pages: Number(pages) })));
process.stdout.write(`${JSON.stringify(sites.map((site) => site.port))}\n`);
