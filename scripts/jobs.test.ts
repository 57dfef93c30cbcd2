import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { openDatabase } from "../app/.server/db/connection";
import { createJobQueue } from "../app/.server/jobs/job-queue";

const run = promisify(execFile);

/** The operator CLI, run as the operator runs it, against a throwaway SQLite file. */
async function jobsCli(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/jobs.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "error" },
  });
}

describe("npm run jobs", () => {
  let database: TestDatabase;
  const ids: string[] = [];

  beforeAll(async () => {
    database = sqliteTestDatabase();
    // Two audits in line and no worker: what an operator sees when the workers are down.
    const handle = await openDatabase(database.url);
    const queue = createJobQueue(handle, { leaseSeconds: 60, maxWaiting: 10, keepDays: 1 });
    for (const client of ["203.0.113.1", "203.0.113.2"]) {
      const submitted = await queue.submit("site-audit", client, { url: "https://ornek.com/" });
      if (!submitted.ok) throw new Error(submitted.reason);
      ids.push(submitted.id);
    }
    await handle.close();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists the line's depth and the latest jobs, and cancels one by id", async () => {
    const listed = await jobsCli(database.url, "list");
    const lines = listed.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^waiting 2, running 0, oldest waiting \d+ s$/);
    expect(lines[1]).toBe("id\tkind\tstate\tattempts\tcreated\tstarted\tfinished\tworker\terror");
    expect(lines.slice(2).map((line) => line.split("\t").slice(0, 4))).toEqual([
      [ids[1], "site-audit", "waiting", "0"],
      [ids[0], "site-audit", "waiting", "0"],
    ]);
    const cancelled = await jobsCli(database.url, "cancel", ids[0] ?? "");
    expect(cancelled.stdout.trim()).toBe(`${ids[0]}: cancelled`);
    expect((await jobsCli(database.url, "list")).stdout).toMatch(/^waiting 1, running 0/);
  });

  it("refuses a malformed id or an unknown command with the usage, and an unknown id with an error", async () => {
    await expect(jobsCli(database.url, "cancel", "x' OR 1=1")).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining("Usage:") });
    await expect(jobsCli(database.url, "purge")).rejects.toMatchObject({ code: 1 });
    await expect(jobsCli(database.url, "cancel", "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("no job 00000000-0000-4000-8000-000000000000"),
    });
  });
});
