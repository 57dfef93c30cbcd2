import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { loadEnv } from "../app/.server/env";
import { EMPTY_ATTRIBUTION } from "../app/capabilities/lead-capture/attribution";
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
    expect(lines[0]).toBe(
      "created_at,email,status,confirmed_at,unsubscribed_at,source_page,id,landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,form_source",
    );
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

describe("npm run leads -- with attribution", () => {
  let database: TestDatabase;
  const ATTRIBUTION_HEADER = "landing_page,referrer_host,utm_source,utm_medium,utm_campaign,utm_term,utm_content,gclid,fbclid,form_source";
  // Wednesday 18 November 2026: in the digest week of 16–22 November.
  const IN_WEEK = Date.parse("2026-11-18T10:00:00Z");

  beforeAll(async () => {
    database = sqliteTestDatabase();
    const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error" }), { startOutbox: false });
    const attribution = {
      ...EMPTY_ATTRIBUTION,
      landing_page: "/seo-analizi?utm_source=google",
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "abc",
      form_source: "/iletisim",
    };
    await services.leads.insertContactMessage(
      { name: "Ayşe", phone: "+90 532 000 00 00", email: "ayse@ornek.com.tr", subject: "Teklif", message: "Merhaba", attribution },
      IN_WEEK,
    );
    await services.leads.insertContactMessage(
      {
        name: "Kötü",
        phone: "+90 532 000 00 01",
        email: "kotu@ornek.com.tr",
        subject: "Teklif",
        message: "Merhaba",
        attribution: { ...EMPTY_ATTRIBUTION, utm_source: '=HYPERLINK("https://kotu.example")', utm_medium: "<script>" },
      },
      IN_WEEK,
    );
    await services.reportRequests.insert(
      {
        tool: "seo-analizi",
        email: "rapor@ornek.com.tr",
        name: "",
        site: "https://ornek.com.tr",
        reportId: "r1",
        score: 64,
        findings: ["Başlık eksik"],
        file: { name: "llms.txt", type: "text/plain", content: "DOSYA-ICERIGI" },
        newsletter: true,
        ipAddress: null,
        userAgent: null,
        attribution: { ...attribution, form_source: "seo-analizi" },
      },
      IN_WEEK,
    );
    await services.close();
  });
  afterAll(async () => {
    await database.drop();
  });

  it("exports contact messages with their attribution, formulas neutralised", async () => {
    const { stdout } = await leadsCli(database.url, "export", "--since", "2026-11-01", "--format", "csv");
    const lines = stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe(`created_at,status,attempts,delivered_at,name,phone,email,subject,message,source_page,last_error,id,${ATTRIBUTION_HEADER}`);
    expect(lines[1]).toMatch(/,\/seo-analizi\?utm_source=google,,google,cpc,,,,abc,,\/iletisim$/);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""https://kotu.example"")",<script>,`);
  });

  it("exports report requests with their attribution and without the file's text", async () => {
    const csv = await leadsCli(database.url, "export", "--reports");
    const lines = csv.stdout.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      `created_at,tool,email,name,site,score,report_id,findings,file_name,newsletter,visitor_mail_status,agency_mail_status,webhook_status,id,${ATTRIBUTION_HEADER}`,
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",seo-analizi,rapor@ornek.com.tr,,https://ornek.com.tr,64,r1,");
    expect(lines[1]).toMatch(/,pending,pending,pending,[0-9a-f-]{36},\/seo-analizi\?utm_source=google,,google,cpc,,,,abc,,seo-analizi$/);
    expect(csv.stdout).not.toContain("DOSYA-ICERIGI");
    const json = await leadsCli(database.url, "export", "--reports", "--format", "json");
    const rows = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(rows).toMatchObject([{ tool: "seo-analizi", utm_source: "google", gclid: "abc", file_name: "llms.txt" }]);
    expect(rows[0]).not.toHaveProperty("file_content");
  });

  it("lists each lead's source, and the report requests with their three deliveries", async () => {
    const { stdout } = await leadsCli(database.url, "list", "--since", "2026-11-01");
    expect(stdout).toContain("Report requests (1)");
    expect(stdout).toContain("google / cpc (gclid)");
    expect(stdout).toContain("/seo-analizi?utm_source=google");
    expect(stdout).toMatch(/'seo-analizi'\s*│\s*'rapor@ornek\.com\.tr'\s*│\s*'https:\/\/ornek\.com\.tr'\s*│\s*64\s*│\s*'pending'\s*│\s*'pending'\s*│\s*'pending'/);
  });

  it("prints a week's digest without sending it", async () => {
    const { stdout } = await leadsCli(database.url, "digest", "--week", "2026-11-20");
    expect(stdout).toContain("haftalık potansiyel müşteri özeti: 16 Kasım 2026 – 22 Kasım 2026");
    expect(stdout).toContain("Bu hafta 3 potansiyel müşteri: 2 iletişim mesajı, 1 rapor isteği.");
    expect(stdout).toContain("  google / cpc: 2");
    const other = await leadsCli(database.url, "digest", "--week", "2026-11-09");
    expect(other.stdout).toContain("Bu hafta 0 potansiyel müşteri");
  });

  it("refuses options outside their command", async () => {
    await expect(leadsCli(database.url, "export", "--reports", "--subscribers")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--reports") });
    await expect(leadsCli(database.url, "list", "--week", "2026-11-16")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--week") });
    await expect(leadsCli(database.url, "digest", "--week", "16.11.2026")).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--week") });
  });
});
