// Production launcher (build/server/main.js): loads the React Router server build, which holds the
// host as well (server/production.ts, re-exported by app/entry.server.tsx), and starts it. One
// bundle, so the host and the pages share one copy of every module (docs/decisions/001).
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { startProductionServer, startProductionWorker } from "./production";

// React chooses its development or production build from NODE_ENV when it is first imported, so
// the variable is set before the build and its dependencies are loaded.
process.env.NODE_ENV = "production";

type HostEntry = ServerBuild["entry"]["module"] & {
  startProductionServer: typeof startProductionServer;
  startProductionWorker: typeof startProductionWorker;
};

const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
const host = build.entry.module as HostEntry;
const buildDir = fileURLToPath(new URL("..", import.meta.url));
// `npm run worker` (main.js --worker): jobs only, no web server.
if (process.argv.includes("--worker")) await host.startProductionWorker(buildDir);
else await host.startProductionServer(build, buildDir);
