// Development entry (`npm run dev`): Vite middleware with hot reload, same Express app around it.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { createServices } from "../app/services.server";
import { createApp } from "./app";
import { listen, readEnvOrExit } from "./start";

const env = readEnvOrExit();
const vite = await createServer({ server: { middlewareMode: true } });
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const services = await createServices(env);

listen(createApp({ env, services, build, assets: vite.middlewares }), env, async () => {
  await services.close();
  await vite.close();
});
