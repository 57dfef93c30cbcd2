import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { HOSTILE_TEXTS, hostileReport } from "../../../tests/support/hostile-report";
import { sqliteTestDatabase } from "../../../tests/support/databases";
import { serveApiRoutes, type ServedApi } from "../../../tests/support/serve-api";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { LEAD_API_PATHS } from "./api-paths";
import { Outbox } from "~/.server/outbox/outbox";
import { selectReportTransports } from "./report-transports.server";
import { REPORT_REQUEST_REPLIES } from "./report-request.content";
import { REPORT_FILE_MAX_BYTES, REPORT_RECIPIENT_DAILY_LIMIT, REPORT_REQUEST_BODY_LIMIT_BYTES, REPORT_REQUEST_TEXT } from "./report-request";

const SITE = "https://www.ajans.example";
const CAMPAIGN = {
  landing_page: "/seo-analizi?utm_source=google&utm_medium=cpc&gclid=x",
  referrer_host: "www.google.com",
  utm_source: "google",
  utm_medium: "cpc",
  gclid: "x",
  form_source: "seo-analizi",
};

interface Webhook {
  url: string;
  bodies: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A chat webhook on loopback that keeps every JSON body it is sent. */
async function startWebhook(): Promise<Webhook> {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, bodies, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(DIALECTS)("report requests on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let webhook: Webhook;
  let services: Services;
  let api: ServedApi;

  const start = async (extra: Record<string, string> = {}) => {
    services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        SITE_URL: SITE,
        LEADS_WEBHOOK_URL: webhook.url,
        CONTACT_TO_EMAIL: "ajans@ajans.example",
        LOG_LEVEL: "error",
        OUTBOX_RETRY_BASE_MS: "100",
        // The per-client limit (its own test below) would stop the long list of bad requests first.
        CONTACT_RATE_LIMIT: "50",
        ...extra,
      }),
      { startOutbox: false },
    );
    api = await serveApiRoutes(services);
  };
  const stop = async () => {
    await api.close();
    await services.close();
  };

  const post = (body: unknown) =>
    fetch(`${api.base}${LEAD_API_PATHS.report}`, {
      method: "POST",
      headers: { "content-type": "application/json", referer: `${SITE}/seo-analizi/rapor/x`, "x-forwarded-for": "198.51.100.7" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** A stored, finished audit of a hostile site; its id. */
  const storedAudit = async () => {
    const { id } = await services.auditReports.begin("https://evil.example/");
    await services.auditReports.finish({ ...hostileReport(), id });
    return id;
  };

  const deliverAll = async () => {
    await services.reportOutbox?.drain();
    await services.newsletterOutbox?.drain();
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    webhook = await startWebhook();
  });
  afterAll(async () => {
    await smtp.stop();
    await webhook.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    webhook.bodies.length = 0;
    database = await createDatabase();
    await start();
  });
  afterEach(async () => {
    await stop();
    await database.drop();
  });

  it("sends the visitor the audit's summary, link and PDF, and tells the agency and the webhook where the visit came from", async () => {
    const reportId = await storedAudit();
    const response = await post({ email: "Deniz@Ornek.com.tr", name: "Deniz", consent: "on", tool: "seo-analizi", reportId, attribution: CAMPAIGN });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent", message: REPORT_REQUEST_REPLIES.successToast });
    await deliverAll();

    const visitor = smtp.received.find((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === "deniz@ornek.com.tr"));
    const agency = smtp.received.find((mail) => mail.envelopeTo.includes("ajans@ajans.example"));
    if (!visitor || !agency) throw new Error(`mails: ${smtp.received.map((mail) => mail.envelopeTo.join()).join(" | ")}`);
    // The hostile site's address stays text: a subject line is never markup.
    const hostileSite = hostileReport().startUrl;
    expect(visitor.parsed.subject).toBe(`Ücretsiz SEO Analizi raporunuz: ${hostileSite}`);
    expect(visitor.parsed.text).toContain(`${SITE}/seo-analizi/rapor/${reportId}`);
    // "Sitemi takip et" on the same report, from the e-mail.
    expect(visitor.parsed.html).toContain(`href="${SITE}/seo-analizi/rapor/${reportId}#site-takibi"`);
    expect(visitor.parsed.text).toContain("Puan: 57 / 100");
    const [pdf] = visitor.parsed.attachments;
    expect(pdf?.contentType).toBe("application/pdf");
    expect(pdf?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The report's hostile site name and addresses never reach the HTML as markup.
    expect(visitor.parsed.html).not.toContain("<script>");
    expect(visitor.parsed.html).not.toContain("<img");

    expect(agency.parsed.subject).toBe(`Yeni rapor talebi: Ücretsiz SEO Analizi (${hostileSite})`);
    expect(agency.parsed.replyTo?.value[0]?.address?.toLowerCase()).toBe("deniz@ornek.com.tr");
    for (const value of ["utm_source: google", "utm_medium: cpc", "gclid: x", "Yönlendiren site: www.google.com", "Puan: 57 / 100"]) {
      expect(agency.parsed.text).toContain(value);
    }
    expect(agency.parsed.html).not.toContain("<script>");

    expect(webhook.bodies).toHaveLength(1);
    expect(webhook.bodies[0]).toMatchObject({
      event: "report_request",
      request: { tool: "seo-analizi", toolTitle: "Ücretsiz SEO Analizi", score: 57, reportUrl: `${SITE}/seo-analizi/rapor/${reportId}`, newsletter: false },
      attribution: CAMPAIGN,
    });
    const [stored] = await services.reportRequests.list();
    expect(stored).toMatchObject({ ...CAMPAIGN, visitor_mail_status: "delivered", agency_mail_status: "delivered", webhook_status: "delivered" });
  });

  it("refuses the fourth request for one recipient in a day, whoever asks, and sends nothing for it", async () => {
    const reportId = await storedAudit();
    for (let index = 0; index < REPORT_RECIPIENT_DAILY_LIMIT; index += 1) {
      const response = await post({ email: index === 1 ? "HEDEF@ornek.com" : "hedef@ornek.com", consent: true, tool: "seo-analizi", reportId });
      expect(response.status).toBe(200);
    }
    const refused = await post({ email: "hedef@ornek.com", consent: true, tool: "seo-analizi", reportId });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ status: "failed", message: REPORT_REQUEST_REPLIES.recipientLimit(REPORT_RECIPIENT_DAILY_LIMIT), code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await deliverAll();
    expect(await services.reportRequests.list()).toHaveLength(REPORT_RECIPIENT_DAILY_LIMIT);
    expect(smtp.received.filter((mail) => mail.envelopeTo.some((to) => to.toLowerCase() === "hedef@ornek.com"))).toHaveLength(REPORT_RECIPIENT_DAILY_LIMIT);
  });

  it("counts requests per client too, answering 429 in Turkish", async () => {
    await stop();
    await start({ CONTACT_RATE_LIMIT: "2" });
    const reportId = await storedAudit();
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await post({ email: `kisi${index}@ornek.com`, consent: "on", tool: "seo-analizi", reportId })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await services.reportRequests.list()).toHaveLength(2);
  });

  it("answers a bad request in Turkish and stores nothing", async () => {
    const reportId = await storedAudit();
    const cases: [unknown, number, string][] = [
      [{ email: "deniz@ornek.com", tool: "seo-analizi", reportId }, 400, REPORT_REQUEST_TEXT.validationToast],
      [{ email: "a@b.co;c@d.co", consent: "on", tool: "seo-analizi", reportId }, 400, REPORT_REQUEST_TEXT.validationToast],
      [{ email: "deniz@ornek.com", consent: "on", tool: "yok-boyle-arac", reportId }, 400, REPORT_REQUEST_REPLIES.invalidResult],
      [{ email: "deniz@ornek.com", consent: "on", tool: "seo-analizi", reportId: "AAAAAAAAAAAAAAAAAAAAAA" }, 400, REPORT_REQUEST_REPLIES.unknownReport],
      [{ email: "deniz@ornek.com", consent: "on", tool: "llms-txt-uretici", result: "{not json" }, 400, REPORT_REQUEST_REPLIES.invalidResult],
      [{ email: "deniz@ornek.com", consent: "on", tool: "llms-txt-uretici", result: { summary: "x" } }, 400, REPORT_REQUEST_REPLIES.invalidResult],
      [{ email: "deniz@ornek.com", consent: "on", tool: "sira-bulucu", result: { summary: [], file: "not rows" } }, 400, REPORT_REQUEST_REPLIES.invalidResult],
      [{ email: "deniz@ornek.com", consent: "on", tool: "llms-txt-uretici", result: { summary: [], file: "x".repeat(REPORT_FILE_MAX_BYTES + 1) } }, 400, REPORT_REQUEST_REPLIES.resultTooLarge],
      ["[1,2]", 400, ""],
    ];
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(status);
      const answer = (await response.json()) as { error: string; message?: string; errors?: Record<string, string> };
      if (message) expect(answer.error).toBe(message);
    }
    const missingConsent = (await (await post({ email: "deniz@ornek.com", tool: "seo-analizi", reportId })).json()) as { errors: Record<string, string> };
    expect(missingConsent.errors).toEqual({ consent: REPORT_REQUEST_TEXT.consentRequired });

    const { id: runningId } = await services.auditReports.begin("https://site.example/");
    const notReady = await post({ email: "deniz@ornek.com", consent: "on", tool: "seo-analizi", reportId: runningId });
    expect(((await notReady.json()) as { error: string }).error).toBe(REPORT_REQUEST_REPLIES.reportNotReady);

    const tooLarge = await post({ email: "deniz@ornek.com", consent: "on", tool: "llms-txt-uretici", result: { summary: [], file: "x".repeat(REPORT_REQUEST_BODY_LIMIT_BYTES) } });
    expect(tooLarge.status).toBe(413);
    expect(await services.reportRequests.list()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it("attaches a tool's CSV written by our rules, with formula-like cells made inert, and signs the visitor up only through the double opt-in", async () => {
    const rows = [["Sorgu", "Tıklama"], ...HOSTILE_TEXTS.slice(0, 12).map((text) => ["seo", text])];
    const response = await post({
      email: "ayse@ornek.com",
      consent: "on",
      newsletter: "on",
      tool: "sira-bulucu",
      site: "https://ornek.com/",
      result: { summary: ["12 küme", HOSTILE_TEXTS[0]], file: rows },
      attribution: { utm_source: "newsletter", form_source: "sira-bulucu" },
    });
    expect(response.status).toBe(200);
    await deliverAll();
    const visitor = smtp.received.find((mail) => mail.envelopeTo.includes("ayse@ornek.com") && mail.parsed.attachments.length > 0);
    const csv = visitor?.parsed.attachments[0];
    expect(csv?.filename).toBe("search-console-sorgular.csv");
    const text = csv?.content.toString("utf8") ?? "";
    for (const formula of ['=HYPERLINK("http://evil")', "+cmd|' /C calc'!A0", "@SUM(1)"]) {
      expect(text).not.toMatch(new RegExp(`(^|,)"?${formula.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "m"));
    }
    expect(visitor?.parsed.html).not.toContain("<script>");
    // The sign-up waits for its confirmation link: pending, with the same attribution.
    const [subscriber] = await services.leads.listSubscribers();
    expect(subscriber).toMatchObject({ email: "ayse@ornek.com", status: "pending", utm_source: "newsletter" });
    expect(smtp.received.some((mail) => mail.envelopeTo.includes("ayse@ornek.com") && mail.parsed.text?.includes("/bulten/onay?t="))).toBe(true);
  });

  it("loses nothing when the server stops between storing a request and sending it", async () => {
    const reportId = await storedAudit();
    await smtp.stop();
    expect((await post({ email: "kalici@ornek.com", consent: "on", tool: "seo-analizi", reportId })).status).toBe(200);
    // A delivery round while the mail server is down fails and leaves the request pending; then the process goes away.
    await services.reportOutbox?.runOnce();
    await stop();

    await smtp.start();
    await start();
    const [pending] = await services.reportRequests.list();
    expect(pending).toMatchObject({ visitor_mail_status: "pending", agency_mail_status: "pending" });
    // The retry is due after its backoff (100 ms here).
    await new Promise((resolve) => setTimeout(resolve, 150));
    await deliverAll();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("kalici@ornek.com"))).toHaveLength(1);
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes("ajans@ajans.example"))).toHaveLength(1);
  });
});

describe("a server killed with SIGKILL after a report request was stored and claimed", () => {
  it("sends the e-mails from another process once the dead one's lease has run out, once each", async () => {
    const database = sqliteTestDatabase();
    const smtp = await startTestSmtpServer();
    // An SMTP server that accepts and never greets: the dying process's delivery hangs mid-claim.
    const silent = createTcpServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const script = fileURLToPath(new URL("../../../tests/support/report-request-process.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", script, database.url, `smtp://127.0.0.1:${silentPort}`], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("claimed")) resolve();
        });
        child.once("exit", (code) => reject(new Error(`the server process ended early (${code})`)));
      });
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const services = await createServices(loadEnv({ DATABASE_URL: database.url, SMTP_URL: smtp.url, SITE_URL: SITE, LOG_LEVEL: "error" }), { startOutbox: false });
      try {
        const [claimed] = await services.reportRequests.list();
        expect(claimed).toMatchObject({ visitor_mail_status: "sending", email: "kill-9@ornek.com" });
        const transports = selectReportTransports({ sources: services.reportSources, siteUrl: SITE, agencyTo: "ajans@ajans.example", from: "site@ajans.example", smtpUrl: smtp.url });
        const leaseMs = 120_000;
        // Before the lease ends nothing is taken over; after it, the mails go out once.
        // The visitor's e-mail is still held by the dead process's lease. (Whether that process got
        // to the agency's e-mail before it died depends on timing; that one is not under test here.)
        const early = new Outbox(
          services.reportRequests,
          transports.filter((transport) => transport.channel === "visitor"),
          { leaseMs },
        );
        expect((await early.runOnce()).claimed).toBe(0);
        const later = new Outbox(services.reportRequests, transports, { leaseMs, now: () => Date.now() + leaseMs + 1_000 });
        await later.drain();
        await later.drain();
        const visitor = smtp.received.filter((mail) => mail.envelopeTo.includes("kill-9@ornek.com"));
        expect(visitor).toHaveLength(1);
        expect(visitor[0]?.parsed.attachments[0]?.content.toString("utf8")).toBe("# Örnek\n");
        const [row] = await services.reportRequests.list();
        expect(row).toMatchObject({ visitor_mail_status: "delivered", agency_mail_status: "delivered", utm_source: "google", gclid: "x" });
        for (const transport of transports) transport.close?.();
      } finally {
        await services.close();
      }
    } finally {
      child.kill("SIGKILL");
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await smtp.stop();
      await database.drop();
    }
  }, 60_000);
});
