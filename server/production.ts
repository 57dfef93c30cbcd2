// The production host. It is bundled into the React Router server build (app/entry.server.tsx
// re-exports it) and started by build/server/main.js (server/launch.ts), so the host and the pages
// share one copy of every module (docs/decisions/001).
import { setPriority } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { log } from "../app/.server/log";
import { measurementConfigFromEnv } from "../app/.server/measurement";
import { createServices } from "../app/services.server";
import { createApp, fixedSecurityHeaders, withStaticFastPath } from "./app";
import { renderNotFoundPage } from "./not-found";
import { listen, readEnvOrExit } from "./start";
import { loadStaticAssets, staticFastPath, staticFiles } from "./static-files";

/** `buildDir`: the folder that holds client/ and server/ (build/ by default, BUILD_DIR otherwise). */
export async function startProductionServer(build: ServerBuild, buildDir: string): Promise<void> {
  const env = readEnvOrExit();
  const assets = await loadStaticAssets(path.join(buildDir, "client"), measurementConfigFromEnv(env));
  log.info("static_assets_loaded", { files: assets.size });

  const services = await createServices(env, {
    analysisWorkerFile: path.join(buildDir, "server", "analysis-worker.js"),
    browserWorkerFile: path.join(buildDir, "server", "browser-worker.js"),
  });
  const notFoundPage = await renderNotFoundPage(build, { services, clientIp: "127.0.0.1" });

  const productionEnv = { ...env, NODE_ENV: "production" } as const;
  const app = createApp({ env: productionEnv, services, build, assets: staticFiles(assets), notFoundPage });
  listen(withStaticFastPath(app, staticFastPath(assets, fixedSecurityHeaders(productionEnv))), env, () => services.close());
}

/** The worker process's scheduling priority (0 normal, 19 lowest). */
const WORKER_NICENESS = 10;

/**
 * `npm run worker`: a process that runs jobs (site audits) and serves nothing. Any number of them
 * may run beside the web processes on the same PostgreSQL database (RUN_WORKER=false on those to
 * leave the jobs to them); leads stay with the web processes' outboxes.
 */
export async function startProductionWorker(buildDir: string): Promise<void> {
  const env = readEnvOrExit();
  // Audits are CPU-heavy (parsing pages, running the rules) and can wait a moment; web processes on
  // the same machine answer visitors and health checks first.
  try {
    setPriority(WORKER_NICENESS);
  } catch (error) {
    log.warn("worker_priority_not_lowered", { error });
  }
  const services = await createServices(env, {
    analysisWorkerFile: path.join(buildDir, "server", "analysis-worker.js"),
    browserWorkerFile: path.join(buildDir, "server", "browser-worker.js"),
    startOutbox: false,
    runWorker: true,
  });
  log.info("worker_started", {
    database: services.database.description,
    concurrency: env.WORKER_CONCURRENCY,
    delivery: services.jobs.delivery,
  });
  const shutdown = (signal: string): void => {
    log.info("worker_stopping", { signal });
    // Running jobs get the drain time to end; any left are run again elsewhere after their lease.
    services
      .close()
      .catch((error: unknown) => log.error("shutdown_failed", { error }))
      .finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
