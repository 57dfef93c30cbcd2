import { spawn, type StdioOptions } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

/** The production build (`npm run build` first) started for one benchmark, on loopback only. */
export interface ProductionServer {
  origin: string;
  /** Where a benchmark keeps its files; the server's SQLite database is `bench.db` in it. */
  dir: string;
  /** The server process (its memory is read from /proc by the crawl benchmark). */
  pid: number | undefined;
  /** Stops the server; resolves once its process has exited (its port is free again). */
  stop(): Promise<void>;
}

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`nothing answers at ${url}`);
}

export async function startProductionServer(
  port: number,
  env: Record<string, string> = {},
  stdio: StdioOptions = "ignore",
): Promise<ProductionServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-server-"));
  // BENCH_SERVER_NODE_ARGS="--trace-gc" shows what the server's garbage collector does meanwhile
  // (with stdio inherited); Node refuses such flags in NODE_OPTIONS.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, path.resolve(process.env.BUILD_DIR || "build", "server/main.js")], {
    // No browser stage unless the bench asks for one (bench/browser-stage.ts): the other audit
    // benches measure the crawl and the rules, and their goals were set without it.
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "error", DATABASE_URL: path.join(dir, "bench.db"), AUDIT_BROWSER: "off", ...env },
    stdio,
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async (): Promise<void> => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${origin}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dir, pid: child.pid, stop };
}
