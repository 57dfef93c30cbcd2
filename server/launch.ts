// Production launcher (build/server/main.js): loads the React Router server build, which holds the
// host as well (server/production.ts, re-exported by app/entry.server.tsx), and starts it. One
// bundle, so the host and the pages share one copy of every module (docs/decisions/001).
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import type { startProductionServer } from "./production";

// React chooses its development or production build from NODE_ENV when it is first imported, so
// the variable is set before the build and its dependencies are loaded.
process.env.NODE_ENV = "production";

type HostEntry = ServerBuild["entry"]["module"] & { startProductionServer: typeof startProductionServer };

const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
await (build.entry.module as HostEntry).startProductionServer(build, fileURLToPath(new URL("..", import.meta.url)));
