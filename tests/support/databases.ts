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
