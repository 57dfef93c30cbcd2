/**
 * A throwaway PostgreSQL server for tests: initdb in a temporary directory, listening on loopback
 * only, removed afterwards. Uses Debian's PostgreSQL 15 (`apt-get install postgresql`; .ci/run
 * installs it when missing).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export interface TestPostgres {
  /** Connection URL of the `postgres` database; create a database per test file from it. */
  url: string;
  stop(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", name]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", name]).toString().trim());
  return { uid, gid };
}

export async function startTestPostgres(): Promise<TestPostgres> {
  if (!existsSync(path.join(BIN_DIR, "initdb"))) {
    throw new Error(`PostgreSQL binaries not found in ${BIN_DIR}: apt-get install postgresql (or set POSTGRES_BIN_DIR)`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const dataDir = path.join(root, "data");
  const runningAsRoot = process.getuid?.() === 0;
  // initdb refuses to run as root: hand the directory to the postgres user and run as that user.
  const asPostgres = (command: string, args: string[]) =>
    runningAsRoot ? spawnSync("runuser", ["-u", "postgres", "--", command, ...args], { encoding: "utf8" }) : spawnSync(command, args, { encoding: "utf8" });
  if (runningAsRoot) {
    const { uid, gid } = userIds("postgres");
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);

  const init = asPostgres(path.join(BIN_DIR, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);

  const port = await freePort();
  const start = asPostgres(path.join(BIN_DIR, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(root, "server.log"),
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
    "-w",
    "start",
  ]);
  if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr}${start.stdout}`);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asPostgres(path.join(BIN_DIR, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
