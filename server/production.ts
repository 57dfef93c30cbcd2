// The production host. It is bundled into the React Router server build (app/entry.server.tsx
// re-exports it) and started by build/server/main.js (server/launch.ts), so the host and the pages
// share one copy of every module (docs/decisions/001).
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

  const services = await createServices(env, { analysisWorkerFile: path.join(buildDir, "server", "analysis-worker.js") });
  const notFoundPage = await renderNotFoundPage(build, { services, clientIp: "127.0.0.1" });

  const productionEnv = { ...env, NODE_ENV: "production" } as const;
  const app = createApp({ env: productionEnv, services, build, assets: staticFiles(assets), notFoundPage });
  listen(withStaticFastPath(app, staticFastPath(assets, fixedSecurityHeaders(productionEnv))), env, () => services.close());
}
