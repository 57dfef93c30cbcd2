// Production entry, bundled to build/server/main.js by `npm run build`.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { log } from "../app/.server/log";
import { createApp } from "./app";
import { listen, readEnvOrExit } from "./start";
import { loadStaticAssets, staticFiles } from "./static-files";

// React picks its production build from NODE_ENV when the server build is imported below.
process.env.NODE_ENV = "production";
const env = readEnvOrExit();
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const assets = await loadStaticAssets(path.join(buildDir, "client"));
log.info("static_assets_loaded", { files: assets.size });

listen(createApp({ env: { ...env, NODE_ENV: "production" }, build, assets: staticFiles(assets) }), env);
