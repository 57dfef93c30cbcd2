import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Migrator, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { captureLog } from "../../../tests/support/log-capture";
import { migrateToLatest, openDatabase } from "~/.server/db/connection";
import { inCodeMigrations } from "~/.server/db/migrations";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import * as healthRoute from "~/routes/api/health";
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from "~/capabilities/lead-capture/json-webhook.server";
import { createWebhookTransport, leadWebhookPayload, type LeadWebhookPayload } from "./lead-webhook.server";
import { backoffMs, Outbox } from "~/.server/outbox/outbox";
import { createLeadsRepository } from "./repository.server";

const SECRET = "webhook-secret-for-tests-0123456789";

const LEAD = {
  name: "Gökhan Işık",
  phone: "0532 987 65 43",
  email: "gokhan@ornek.com.tr",
  subject: "Video çekimi <!channel>",
  message: "Ürün tanıtım videosu için fiyat öğrenmek istiyorum. Bütçe < 50.000 TL & İzmir.",
  sourcePage: "/iletisim",
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP endpoint standing in for Slack/Teams/the agency's CRM; answers with `status`. */
class WebhookReceiver {
  readonly received: Received[] = [];
  status = 200;
  private server: Server | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        if (this.status >= 200 && this.status < 300) {
          this.received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        }
        response.writeHead(this.status, { "content-type": "text/plain" }).end(this.status === 200 ? "ok" : "geçici hata");
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks/leads`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** What a receiver does: recompute the HMAC over "<timestamp>.<raw body>" and compare in constant time. */
function signatureVerifies(received: Received, secret: string): boolean {
  const timestamp = received.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()];
  const signature = received.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
  if (typeof timestamp !== "string" || typeof signature !== "string") return false;
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(`${timestamp}.${received.body}`).digest("hex")}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

describe("lead webhook", () => {
  let receiver: WebhookReceiver;
  let database: TestDatabase;
  let services: Services;

  beforeEach(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
    database = sqliteTestDatabase();
    services = await createServices(
      loadEnv({ DATABASE_URL: database.url, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LOG_LEVEL: "error" }),
      { startOutbox: false },
    );
  });
  afterEach(async () => {
    await services.close();
    await receiver.stop();
    await database.drop();
  });

  it("posts each new lead once as signed JSON with a Turkish summary in text", async () => {
    const stored = await services.leads.insertContactMessage(LEAD);
    expect(await services.outbox?.drain()).toMatchObject({ delivered: 1, failed: 0 });
    await services.outbox?.drain();

    expect(receiver.received).toHaveLength(1);
    const [post] = receiver.received;
    if (!post) throw new Error("nothing posted");
    expect(post.headers["content-type"]).toBe("application/json; charset=utf-8");
    // Fresh, in seconds: 60 s only catches a wrong unit or a fixed value, never a slow delivery.
    expect(Math.abs(Number(post.headers["x-pusula-timestamp"]) - Date.now() / 1000)).toBeLessThan(60);
    expect(post.headers["x-pusula-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureVerifies(post, SECRET)).toBe(true);
    expect(signatureVerifies({ ...post, body: post.body.replace("Gökhan", "Gokhan") }, SECRET)).toBe(false);
    expect(signatureVerifies(post, "another-secret-of-enough-length")).toBe(false);

    const payload = JSON.parse(post.body) as LeadWebhookPayload;
    expect(payload.event).toBe("contact_message");
    expect(payload.lead).toEqual({
      id: stored.id,
      name: LEAD.name,
      phone: LEAD.phone,
      email: LEAD.email,
      subject: LEAD.subject,
      message: LEAD.message,
      sourcePage: "/iletisim",
      createdAt: stored.created_at,
    });
    expect(payload.text).toContain("Pusula Dijital web sitesinden yeni bir iletişim mesajı geldi.");
    expect(payload.text).toContain(`Ad Soyad: ${LEAD.name}`);
    expect(payload.text).toContain(`Telefon: ${LEAD.phone}`);
    expect(payload.text).toContain(`E-posta: ${LEAD.email}`);
    // Slack's control sequences stay literal text: a visitor cannot ping the channel.
    expect(payload.text).toContain("Konu: Video çekimi &lt;!channel&gt;");
    expect(payload.text).toContain("Bütçe &lt; 50.000 TL &amp; İzmir.");
    expect(payload.text).not.toContain("<!channel>");

    expect(await services.leads.getContactMessage(stored.id)).toMatchObject({ webhook_status: "delivered", webhook_attempts: 1 });
  });

  it("keeps the lead pending through a 500 and a refused connection, then delivers it once", async () => {
    receiver.status = 500;
    const stored = await services.leads.insertContactMessage(LEAD);
    const failingFrom = Date.now();
    expect(await services.outbox?.drain()).toMatchObject({ delivered: 0, failed: 1 });
    const failedBy = Date.now();
    let row = await services.leads.getContactMessage(stored.id);
    expect(row).toMatchObject({ webhook_status: "pending", webhook_attempts: 1 });
    expect(row?.webhook_last_error).toContain("webhook 500: geçici hata");
    // The first backoff from the moment the attempt failed, bracketed by the test's own clock.
    const nextAttempt = Date.parse(row?.webhook_next_attempt_at ?? "");
    expect(nextAttempt).toBeGreaterThanOrEqual(failingFrom + backoffMs(1));
    expect(nextAttempt).toBeLessThanOrEqual(failedBy + backoffMs(1));

    // Not due yet: the backoff holds.
    expect(await services.outbox?.drain()).toMatchObject({ claimed: 0 });

    const port = receiver.port;
    await receiver.stop();
    await services.leads.makePendingDue();
    expect(await services.outbox?.drain()).toMatchObject({ delivered: 0, failed: 1 });
    row = await services.leads.getContactMessage(stored.id);
    expect(row).toMatchObject({ webhook_status: "pending", webhook_attempts: 2 });
    expect(row?.webhook_last_error).toMatch(/fetch failed|ECONNREFUSED/);

    receiver.status = 200;
    await receiver.start(port);
    await services.leads.makePendingDue();
    expect(await services.outbox?.drain()).toMatchObject({ delivered: 1, failed: 0 });
    await services.leads.makePendingDue();
    await services.outbox?.drain();
    expect(receiver.received).toHaveLength(1);
    expect(signatureVerifies(receiver.received[0] as Received, SECRET)).toBe(true);
    expect(await services.leads.getContactMessage(stored.id)).toMatchObject({ webhook_status: "delivered", webhook_attempts: 3, webhook_last_error: null });
  });

  it("tracks e-mail and webhook apart: a mail outage neither blocks nor repeats the post", async () => {
    let mailUp = false;
    const mailed: string[] = [];
    const mail = {
      name: "smtp",
      channel: "email" as const,
      send: async (lead: { id: string }) => {
        if (!mailUp) throw new Error("connect ECONNREFUSED");
        mailed.push(lead.id);
      },
    };
    const webhook = createWebhookTransport({ url: receiver.url, secret: SECRET });
    const outbox = new Outbox(services.leads, [mail, webhook]);
    const stored = await services.leads.insertContactMessage(LEAD);
    expect(await outbox.drain()).toMatchObject({ delivered: 1, failed: 1 });
    expect(await services.leads.getContactMessage(stored.id)).toMatchObject({ status: "pending", webhook_status: "delivered" });

    mailUp = true;
    await services.leads.makePendingDue();
    expect(await outbox.drain()).toMatchObject({ delivered: 1, failed: 0 });
    expect(mailed).toEqual([stored.id]);
    expect(receiver.received).toHaveLength(1);
  });

  it("gives up on a silent endpoint at the timeout and reads only a bounded part of a huge answer", async () => {
    const silent = createServer(() => undefined);
    const huge = createServer((_request, response) => {
      response.writeHead(502, { "content-type": "text/plain" });
      const block = "x".repeat(64 * 1024);
      // About 64 MB if read to the end; the transport must stop long before.
      let sent = 0;
      const pump = () => {
        while (sent < 1024 && response.write(block)) sent += 1;
        if (sent < 1024) response.once("drain", pump);
        else response.end();
      };
      pump();
    });
    await Promise.all([
      new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve)),
      new Promise<void>((resolve) => huge.listen(0, "127.0.0.1", resolve)),
    ]);
    try {
      const lead = await services.leads.insertContactMessage(LEAD);
      const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`;
      const started = Date.now();
      await expect(createWebhookTransport({ url: silentUrl, timeoutMs: 300 }).send(lead)).rejects.toThrow(/abort|timeout/i);
      // Only catches a hang (over 10 times the timeout): the error says the timeout ended it.
      expect(Date.now() - started).toBeLessThan(5_000);

      const hugeUrl = `http://127.0.0.1:${(huge.address() as AddressInfo).port}/`;
      const error = await createWebhookTransport({ url: hugeUrl, maxResponseBytes: 1024 }).send(lead).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(String(error)).toMatch(/^WebhookError: webhook 502: x{300}$/);
    } finally {
      silent.closeAllConnections();
      huge.closeAllConnections();
      await Promise.all([new Promise((resolve) => silent.close(resolve)), new Promise((resolve) => huge.close(resolve))]);
    }
  });

  it("sends no signature header without a secret, and treats a redirect as a failure", async () => {
    const lead = await services.leads.insertContactMessage(LEAD);
    await createWebhookTransport({ url: receiver.url }).send(lead);
    expect(receiver.received[0]?.headers["x-pusula-signature"]).toBeUndefined();
    expect(receiver.received[0]?.headers["x-pusula-timestamp"]).toMatch(/^\d+$/);

    receiver.status = 302;
    await expect(createWebhookTransport({ url: receiver.url }).send(lead)).rejects.toThrow(/webhook 302/);
  });

  it("reports the configured channels in /api/health", async () => {
    const response = await healthRoute.loader({
      request: new Request("http://localhost/api/health"),
      context: { services, clientIp: "127.0.0.1" },
    } as Parameters<typeof healthRoute.loader>[0]);
    expect(await response.json()).toEqual({ status: "ok", delivery: ["webhook"], jobs: { waiting: 0, running: 0, oldestWaitingSeconds: 0 } });
  });

  it("builds the same payload whatever the transport (text for Slack and Teams, fields for machines)", async () => {
    const lead = await services.leads.insertContactMessage({ ...LEAD, sourcePage: null });
    const payload = leadWebhookPayload(lead);
    expect(Object.keys(payload)).toEqual(["text", "event", "lead", "attribution"]);
    expect(payload.text).not.toContain("Gönderildiği sayfa");
    expect(payload.lead.sourcePage).toBeNull();
  });
});

describe("start-up without any lead delivery", () => {
  it("logs a loud error in production and /api/health says delivery: none", async () => {
    const database = sqliteTestDatabase();
    const errors = captureLog();
    try {
      const services = await createServices(loadEnv({ DATABASE_URL: database.url, NODE_ENV: "production" }), { startOutbox: false });
      try {
        expect(services.outbox).toBeNull();
        const logged = errors.lines.find((line) => line.includes("lead_delivery_not_configured"));
        expect(logged).toMatch(/"level":"error"/);
        expect(logged).toContain("NO LEAD DELIVERY CONFIGURED");
        const response = await healthRoute.loader({
          request: new Request("http://localhost/api/health"),
          context: { services, clientIp: "127.0.0.1" },
        } as Parameters<typeof healthRoute.loader>[0]);
        expect(await response.json()).toEqual({ status: "ok", delivery: "none", jobs: { waiting: 0, running: 0, oldestWaitingSeconds: 0 } });
      } finally {
        await services.close();
      }
    } finally {
      errors.stop();
      await database.drop();
    }
  });

  it("names SMTP and the webhook together when both are configured, and stays quiet in development", async () => {
    const database = sqliteTestDatabase();
    const errors = captureLog();
    try {
      const both = await createServices(
        loadEnv({ DATABASE_URL: database.url, NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525", LEADS_WEBHOOK_URL: "https://hooks.ajans.example/x" }),
        { startOutbox: false },
      );
      expect(both.delivery).toEqual(["smtp", "webhook"]);
      await both.close();
      const none = await createServices(loadEnv({ DATABASE_URL: database.url }), { startOutbox: false });
      expect(none.delivery).toEqual([]);
      await none.close();
      expect(errors.lines.some((line) => line.includes("lead_delivery_not_configured"))).toBe(false);
    } finally {
      errors.stop();
      await database.drop();
    }
  });
});

describe.each(DIALECTS)("lead webhook with two replicas on %s", (_dialect, createDatabase) => {
  let receiver: WebhookReceiver;
  let database: TestDatabase;
  let replicas: Services[];

  beforeEach(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
    database = await createDatabase();
    const env = loadEnv({ DATABASE_URL: database.url, LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET, LOG_LEVEL: "error" });
    // Two processes' worth of services: separate connections, separate outboxes, one database.
    replicas = [];
    for (let index = 0; index < 2; index += 1) replicas.push(await createServices(env, { startOutbox: false }));
  });
  afterEach(async () => {
    for (const services of replicas) await services.close();
    await receiver.stop();
    await database.drop();
  });

  it("posts every lead exactly once", async () => {
    const [a, b] = replicas;
    if (!a?.outbox || !b?.outbox) throw new Error("outbox not configured");
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      ids.push((await a.leads.insertContactMessage({ ...LEAD, name: `Ziyaretçi ${index}` })).id);
    }
    await Promise.all([a.outbox.drain(), b.outbox.drain(), a.outbox.drain(), b.outbox.drain()]);
    await Promise.all([a.outbox.drain(), b.outbox.drain()]);
    const posted = receiver.received.map((post) => (JSON.parse(post.body) as LeadWebhookPayload).lead.id);
    expect(posted).toHaveLength(12);
    expect(new Set(posted)).toEqual(new Set(ids));
    expect(receiver.received.every((post) => signatureVerifies(post, SECRET))).toBe(true);
    const rows = await b.leads.listContactMessages();
    expect(rows.every((row) => row.webhook_status === "delivered" && row.webhook_attempts === 1)).toBe(true);
  });
});

describe.each(DIALECTS)("webhook delivery migration on %s", (_dialect, createDatabase) => {
  it("goes down and up again, and never posts messages stored before it", async () => {
    const database = await createDatabase();
    const handle = await openDatabase(database.url);
    try {
      const migrator = new Migrator({ db: handle.db, provider: inCodeMigrations });
      const down = await migrator.migrateTo("002_rank");
      expect(down.error).toBeUndefined();
      expect(down.results?.map((result) => result.migrationName)).toEqual(["011_site_watches", "010_audit_screenshots", "009_jobs_superseded_after_stop", "008_jobs", "007_lead_digests", "006_lead_attribution_and_report_requests", "005_audit_reports", "004_newsletter_opt_in", "003_lead_webhook"]);
      // A row as the previous version of the site wrote it.
      await (handle.db as unknown as Kysely<{ contact_messages: Record<string, string | number | null> }>)
        .insertInto("contact_messages")
        .values({
          id: "eski-mesaj",
          name: "Eski Ziyaretçi",
          phone: "0532 000 00 00",
          email: "eski@ornek.com.tr",
          subject: "Genel",
          message: "Geçen yıl yazılmış bir mesaj.",
          status: "delivered",
          attempts: 1,
          next_attempt_at: "2025-01-01T00:00:00.000Z",
          created_at: "2025-01-01T00:00:00.000Z",
        })
        .execute();
      await migrateToLatest(handle.db);
      const leads = createLeadsRepository(handle.db, handle.dialect);
      expect(await leads.getContactMessage("eski-mesaj")).toMatchObject({ webhook_status: "skipped", webhook_attempts: 0 });
      const fresh = await leads.insertContactMessage(LEAD);
      const claimed = await leads.claimDue("replica", Date.now(), 60_000, 10, "webhook");
      expect(claimed.map((row) => row.id)).toEqual([fresh.id]);
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
