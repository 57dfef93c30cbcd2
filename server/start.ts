import { createServer, type RequestListener } from "node:http";
import { ConfigError, loadEnv, type Env } from "../app/.server/env";
import { log } from "../app/.server/log";

export function readEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function listen(handler: RequestListener, env: Env, onShutdown: () => Promise<void> = async () => {}): void {
  const server = createServer(handler).listen(env.PORT, env.HOST, () => {
    log.info("server_started", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`, siteUrl: env.SITE_URL, mode: env.NODE_ENV });
  });
  server.on("error", (error) => {
    log.error("server_failed", { error });
    process.exit(1);
  });
  const shutdown = (signal: string) => {
    log.info("server_stopping", { signal });
    // Stop taking requests, let the outbox finish its round, then close the database.
    server.close(() => {
      onShutdown()
        .catch((error: unknown) => log.error("shutdown_failed", { error }))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
