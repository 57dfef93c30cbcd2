// Development entry (`npm run dev`): Vite middleware with hot reload, same Express app around it.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createApp } from "./app";
import { listen, readEnvOrExit } from "./start";

const env = readEnvOrExit();
const vite = await createServer({ server: { middlewareMode: true } });
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

listen(createApp({ env, build, assets: vite.middlewares }), env);
