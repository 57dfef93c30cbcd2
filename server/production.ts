// Production server, bundled to build/server/server.js and started by build/server/main.js (launch.ts).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { log } from "../app/.server/log";
import { measurementConfigFromEnv } from "../app/.server/measurement";
import { createServices } from "../app/services.server";
import { createApp } from "./app";
import { renderNotFoundPage } from "./not-found";
import { listen, readEnvOrExit } from "./start";
import { loadStaticAssets, staticFiles } from "./static-files";

const env = readEnvOrExit();
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const assets = await loadStaticAssets(path.join(buildDir, "client"), measurementConfigFromEnv(env));
log.info("static_assets_loaded", { files: assets.size });

const services = await createServices(env);
const notFoundPage = await renderNotFoundPage(build, { services, clientIp: "127.0.0.1" });

listen(
  createApp({ env: { ...env, NODE_ENV: "production" }, services, build, assets: staticFiles(assets), notFoundPage }),
  env,
  () => services.close(),
);
