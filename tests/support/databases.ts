import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export interface TestDatabase {
  dialect: "sqlite" | "postgres";
  url: string;
  drop(): Promise<void>;
}

/** A real SQLite file in a temporary directory. */
export function sqliteTestDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "sqlite-test-"));
  return {
    dialect: "sqlite",
    url: path.join(dir, "test.db"),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database in the test run's PostgreSQL server (tests/support/vitest-global-setup.ts). */
export async function postgresTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("postgresUrl");
  const name = `test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect: "postgres",
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // A closed pool resolves before its sessions have ended; forcing them out then makes the
      // server send a FATAL to a client nobody listens to any more (an unhandled error). Give
      // them up to two seconds to leave on their own first.
      for (let waited = 0; waited < 2_000; waited += 50) {
        const { rows } = await client.query<{ count: string }>("SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1", [name]);
        if (Number(rows[0]?.count ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The same suite runs once per dialect. */
export const DIALECTS = [
  ["sqlite", async () => sqliteTestDatabase()],
  ["postgres", postgresTestDatabase],
] as const;
