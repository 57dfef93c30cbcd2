/**
 * Runs the audit's browser stage on one page in a process of its own, for the test that kills this
 * process with SIGKILL mid-page: `tsx tests/support/browser-stage-process.ts <url> <allowed host:port>`.
 */
import { renderedFacts } from "../../app/capabilities/audit-rules/.server/rendered-page";
import { createBrowserStage } from "../../app/capabilities/browser/.server/browser-stage";
import { chromiumPath } from "../../app/capabilities/browser/.server/chromium-path";

const [url, allowed] = process.argv.slice(2);
if (!url || !allowed) throw new Error("usage: browser-stage-process.ts <url> <allowed host:port>");
const stage = createBrowserStage({ executable: chromiumPath(process.env), concurrency: 1, memoryBytes: 1_536 * 1_048_576 });
await stage.run({
  pages: Array.from({ length: 5 }, () => ({ url, role: "home" as const })),
  policy: { allowHosts: [allowed] },
  signal: new AbortController().signal,
  deadline: Date.now() + 120_000,
  readRendered: renderedFacts,
});
