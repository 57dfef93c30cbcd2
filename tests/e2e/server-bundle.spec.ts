import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";

/*
 * The production server is one bundle (docs/decisions/001): the host travels in the React Router
 * server build, so a module both the host and the pages import exists once at run time. When the
 * host was bundled apart, each bundle had its own copy, with its own state: the page analyser's
 * error class failed `instanceof` across them (decision 018), and a process-wide schedule or cache
 * would have been two. Each marker below is defined by one module that both sides reach; its
 * definition must appear in exactly one built file. analysis-worker.js runs in threads of its own
 * and is not part of the server's module graph.
 */

const SERVER_DIR = path.join(process.env.BUILD_DIR || "build", "server");
const WORKER_BUNDLE = "analysis-worker.js";

const MARKERS = {
  createServices: "app/services.server.ts (the composition root)",
  createCpuTurns: "app/.server/cpu-turns.ts (the process's one CPU schedule)",
  PageAnalysisError: "app/features/gptbot-simulator/analysis-pool.server.ts (thrown by the pool, recognised by the endpoint)",
  measurementConfigFromEnv: "app/.server/measurement.ts (read by the host's static files and by rendered pages)",
  inlineScriptHashes: "app/.server/csp.ts (prerendered files' CSP in the host, rendered pages' CSP)",
  startProductionServer: "server/production.ts (the host)",
} as const;

function serverFiles(): string[] {
  return readdirSync(SERVER_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js") && file !== WORKER_BUNDLE)
    .sort();
}

/** A bundler renames a clashing top-level name with a `$n` suffix; either form defines it. */
function definition(name: string): RegExp {
  return new RegExp(`(?:\\b(?:function\\*?|class)\\s+${name}(?:\\$\\d+)?\\b|\\b(?:var|let|const)\\s+${name}(?:\\$\\d+)?\\s*=\\s*(?:class|function)\\b)`);
}

test("every module the host and the pages share is bundled once", () => {
  const files = serverFiles().map((file) => ({ file, source: readFileSync(path.join(SERVER_DIR, file), "utf8") }));
  expect(files.map(({ file }) => file)).toContain("index.js");
  const notOnce = Object.entries(MARKERS)
    .map(([name, module]) => ({ name, module, definedIn: files.filter(({ source }) => definition(name).test(source)).map(({ file }) => file) }))
    .filter(({ definedIn }) => definedIn.length !== 1);
  expect(notOnce).toEqual([]);
});
