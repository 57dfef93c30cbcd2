import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { JobProcessRole } from "./job-process";

/**
 * Starts and kills the processes of tests/support/job-process.ts: each its own OS process, run by
 * tsx, so that a test can kill a worker with SIGKILL mid-job (the scale-out test, the site
 * monitor's workers test).
 */

const SCRIPT = fileURLToPath(new URL("./job-process.ts", import.meta.url));
/** Ample on two shared cores: each process loads the whole server through tsx first. */
export const PROCESS_START_MS = 60_000;

export interface StartedJobProcess {
  child: ChildProcessWithoutNullStreams;
  /** The web process's port; 0 for a worker. */
  port: number;
}

export function exited(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

/** SIGKILL: the process dies without a word, its runs and leases left as they were. */
export async function killed(child: ChildProcessWithoutNullStreams): Promise<void> {
  child.kill("SIGKILL");
  await exited(child);
}

/**
 * Starts one process and waits for its "port <n>" or "ready" line. `cleanups` gets its kill, to
 * run after the test whatever happened.
 */
export async function startJobProcess(
  role: JobProcessRole,
  databaseUrl: string,
  fixtureHost: string,
  cleanups: (() => Promise<void>)[],
): Promise<StartedJobProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT, role, databaseUrl, fixtureHost], { stdio: ["pipe", "pipe", "pipe"] });
  cleanups.push(() => killed(child));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise<StartedJobProcess>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`the ${role} process did not start in time: ${stderr}`)), PROCESS_START_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /port (\d+)\n/.exec(stdout);
      if (port || stdout.includes("ready\n")) {
        clearTimeout(timer);
        resolve({ child, port: port ? Number(port[1]) : 0 });
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${role} process ended early (${code}): ${stderr}`));
    });
  });
}
