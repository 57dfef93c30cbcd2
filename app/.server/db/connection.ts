import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { inCodeMigrations } from "./migrations";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, without credentials, for logs. */
  description: string;
  /** The DATABASE_URL it was opened with (credentials included: never log it). */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = "./data/site.db";

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

function sqlitePath(url: string): string {
  if (url === "") return DEFAULT_SQLITE_PATH;
  return url.replace(/^(sqlite|file):(\/\/)?/, "");
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    handle = {
      db,
      dialect: "postgres",
      description: `postgres://${url.hostname}:${url.port || 5432}${url.pathname}`,
      url: databaseUrl,
      close: () => db.destroy(),
    };
  } else {
    const file = sqlitePath(databaseUrl);
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file);
    // WAL lets readers proceed during writes; busy_timeout makes a second process wait, not fail.
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    handle = { db, dialect: "sqlite", description: `sqlite:${path.resolve(file)}`, url: databaseUrl, close: () => db.destroy() };
  }
  await migrateToLatest(handle.db);
  return handle;
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeMigrations });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
