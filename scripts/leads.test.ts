import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { loadEnv } from "../app/.server/env";
import { subscriberExportStatuses } from "../app/features/leads/export.server";
import { createServices } from "../app/services.server";

const run = promisify(execFile);

/** The operator CLI, run as the operator runs it, against a throwaway SQLite file. */
async function leadsCli(databaseUrl: string, ...args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/leads.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "error", SMTP_URL: "", NEWSLETTER_SECRET: "" },
  });
}

describe("subscriberExportStatuses", () => {
  it("exports confirmed subscribers only unless every address is asked for", () => {
    expect(subscriberExportStatuses({ all: false })).toEqual(["confirmed"]);
    expect(subscriberExportStatuses({ all: true })).toBeUndefined();
  });
});

describe("npm run leads -- export --subscribers", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = sqliteTestDatabase();
    const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error" }), { startOutbox: false });
    for (const email of ["onayli@ornek.com", "bekleyen@ornek.com", "ayrilan@ornek.com"]) await services.leads.subscribe(email);
    const rows = await services.leads.listSubscribers();
    const idOf = (email: string) => rows.find((row) => row.email === email)?.id ?? "";
    await services.leads.confirmSubscription(idOf("onayli@ornek.com"));
    await services.leads.confirmSubscription(idOf("ayrilan@ornek.com"));
    await services.leads.unsubscribe(idOf("ayrilan@ornek.com"));
    await services.close();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("lists only confirmed addresses by default", async () => {
    const { stdout } = await leadsCli(database.url, "export", "--subscribers", "--format", "json");
    const rows = JSON.parse(stdout) as { email: string; status: string }[];
    expect(rows.map((row) => [row.email, row.status])).toEqual([["onayli@ornek.com", "confirmed"]]);
    const csv = await leadsCli(database.url, "export", "--subscribers");
    const lines = csv.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe("created_at,email,status,confirmed_at,unsubscribed_at,source_page,id");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual(["onayli@ornek.com"]);
  });

  it("lists every address with its status with --all", async () => {
    const { stdout } = await leadsCli(database.url, "export", "--subscribers", "--all", "--format", "json");
    const rows = JSON.parse(stdout) as { email: string; status: string }[];
    // Sorted: the three were stored within the same millisecond or two.
    expect(rows.map((row) => `${row.email} ${row.status}`).sort()).toEqual([
      "ayrilan@ornek.com unsubscribed",
      "bekleyen@ornek.com pending",
      "onayli@ornek.com confirmed",
    ]);
  });

  it("refuses --all without --subscribers", async () => {
    await expect(leadsCli(database.url, "export", "--all")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--all") });
  });
});
