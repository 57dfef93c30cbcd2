import { Migrator, type Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { loadEnv } from "~/.server/env";
import { migrateToLatest } from "~/.server/db/connection";
import { inCodeMigrations } from "~/.server/db/migrations";
import type { NewsletterSubscriber } from "~/.server/db/schema";
import { createServices, type Services } from "~/services.server";
import { NEWSLETTER_TEXT, type NewsletterResult } from "./newsletter-schema";
import { handleNewsletterSubscription } from "./newsletter-action.server";
import { confirmFromLink, unsubscribeFromLink, unsubscribePage } from "./newsletter-links.server";
import { signNewsletterToken, CONFIRM_TOKEN_TTL_MS } from "./newsletter-token.server";
import { Outbox } from "~/.server/outbox/outbox";

const SECRET = "newsletter-secret-for-the-tests-01";
const SITE = "https://www.ajans.example";

interface DataResult<T> {
  data: T;
  init: { status?: number; headers?: HeadersInit } | null;
}

async function subscribe(services: Services, email: string) {
  const body = new FormData();
  body.set("email", email);
  const request = new Request("http://localhost/bulten", { method: "POST", body, headers: { referer: "http://localhost/blog" } });
  return (await handleNewsletterSubscription(request, { services, clientIp: "203.0.113.9" })) as unknown as DataResult<NewsletterResult>;
}

/** The links of a received confirmation e-mail, from its plain-text part. */
function linksOf(text: string | undefined): { confirm: string; unsubscribe: string } {
  const urls = (text ?? "").match(/https:\/\/\S+/g) ?? [];
  const confirm = urls.find((url) => url.includes("/bulten/onay?t="));
  const unsubscribe = urls.find((url) => url.includes("/bulten/iptal?t="));
  if (!confirm || !unsubscribe) throw new Error(`links missing in: ${text}`);
  return { confirm, unsubscribe };
}

async function openLink(services: Services, url: string, method: "GET" | "POST" = "GET") {
  const local = new URL(url);
  const request = new Request(`http://localhost${local.pathname}${local.search}`, {
    method,
    ...(method === "POST" ? { body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
  });
  const handler = local.pathname === "/bulten/onay" ? confirmFromLink : method === "GET" ? unsubscribePage : unsubscribeFromLink;
  return (await handler(request, { services })) as unknown as DataResult<{ state: string; action?: string }>;
}

async function subscriberRow(services: Services, email: string): Promise<NewsletterSubscriber> {
  const row = (await services.leads.listSubscribers()).find((subscriber) => subscriber.email === email);
  if (!row) throw new Error(`no subscriber ${email}`);
  return row;
}

describe.each(DIALECTS)("newsletter double opt-in on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let services: Services;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  beforeEach(async () => {
    smtp.received.length = 0;
    database = await createDatabase();
    services = await createServices(
      loadEnv({ DATABASE_URL: database.url, SMTP_URL: smtp.url, SITE_URL: SITE, NEWSLETTER_SECRET: SECRET, LOG_LEVEL: "error" }),
      { startOutbox: false },
    );
  });

  afterEach(async () => {
    await services.close();
    await database.drop();
  });

  it("stores a sign-up as pending and mails the subscriber a Turkish confirmation with both links and the one-click headers", async () => {
    const reply = await subscribe(services, "Okur@Ornek.com.tr");
    expect(reply.data).toEqual({ status: "subscribed", message: NEWSLETTER_TEXT.subscribed });
    expect(NEWSLETTER_TEXT.subscribed).toMatch(/onay bağlantısını açın/);
    // The action already asked the outbox for a round; drain waits for it.
    await services.newsletterOutbox?.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.envelopeTo).toEqual(["okur@ornek.com.tr"]);
    expect(mail?.parsed.subject).toMatch(/aboneliğinizi onaylayın/);
    expect(mail?.parsed.text).toContain("7 gün geçerlidir");
    const links = linksOf(mail?.parsed.text);
    expect(links.confirm.startsWith(`${SITE}/bulten/onay?t=`)).toBe(true);
    // The raw header lines (the parser folds the List-* headers into one object), unfolded.
    const header = (name: string) =>
      mail?.parsed.headerLines
        .find((line) => line.key === name)
        ?.line.replace(/\r?\n[ \t]+/g, "")
        .slice(name.length + 1)
        .trim();
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header("list-unsubscribe")).toBe(`<${links.unsubscribe}>`);
    expect(mail?.parsed.html).toContain(links.confirm.replaceAll("&", "&amp;"));
    expect(await subscriberRow(services, "okur@ornek.com.tr")).toMatchObject({
      status: "pending",
      confirmed_at: null,
      mail_status: "delivered",
      mail_attempts: 1,
    });
  });

  it("confirms with the link, unsubscribes with the other, and each repeat answers the same", async () => {
    await subscribe(services, "okur@ornek.com.tr");
    await services.newsletterOutbox?.drain();
    const links = linksOf(smtp.received[0]?.parsed.text);

    const confirmed = await openLink(services, links.confirm);
    expect(confirmed.data).toEqual({ state: "confirmed" });
    expect(new Headers(confirmed.init?.headers).get("cache-control")).toBe("no-store");
    const row = await subscriberRow(services, "okur@ornek.com.tr");
    expect(row.status).toBe("confirmed");
    expect(row.confirmed_at).not.toBeNull();
    expect((await openLink(services, links.confirm)).data).toEqual({ state: "already-confirmed" });

    // Opening the unsubscribe link only asks; the POST (button or mail client) unsubscribes.
    const asked = await openLink(services, links.unsubscribe);
    expect(asked.data.state).toBe("ask");
    expect(asked.data.action).toBe(new URL(links.unsubscribe).pathname + new URL(links.unsubscribe).search);
    expect((await subscriberRow(services, "okur@ornek.com.tr")).status).toBe("confirmed");
    expect((await openLink(services, links.unsubscribe, "POST")).data).toEqual({ state: "unsubscribed" });
    expect(await subscriberRow(services, "okur@ornek.com.tr")).toMatchObject({ status: "unsubscribed" });
    expect((await openLink(services, links.unsubscribe, "POST")).data).toEqual({ state: "unsubscribed" });
    expect((await openLink(services, links.unsubscribe)).data).toEqual({ state: "unsubscribed" });
    // An old confirmation link does not bring an unsubscribed address back.
    expect((await openLink(services, links.confirm)).data).toEqual({ state: "unsubscribed" });
    expect((await subscriberRow(services, "okur@ornek.com.tr")).status).toBe("unsubscribed");
  });

  it("refuses a tampered, expired or foreign link and changes nothing", async () => {
    await subscribe(services, "okur@ornek.com.tr");
    const { id } = await subscriberRow(services, "okur@ornek.com.tr");
    const expired = signNewsletterToken(SECRET, "confirm", id, Date.now() - CONFIRM_TOKEN_TTL_MS - 60_000);
    const result = await openLink(services, `${SITE}/bulten/onay?t=${expired}`);
    expect(result.data).toEqual({ state: "expired" });
    expect(result.init?.status).toBe(410);
    const foreign = signNewsletterToken("some-other-secret-0123456789", "confirm", id);
    expect((await openLink(services, `${SITE}/bulten/onay?t=${foreign}`)).data).toEqual({ state: "invalid" });
    expect((await openLink(services, `${SITE}/bulten/onay`)).data).toEqual({ state: "invalid" });
    const unknown = signNewsletterToken(SECRET, "unsubscribe", "00000000-0000-4000-8000-000000000000");
    expect((await openLink(services, `${SITE}/bulten/iptal?t=${unknown}`, "POST")).data).toEqual({ state: "invalid" });
    expect((await openLink(services, `${SITE}/bulten/iptal?t=x.y`, "POST")).data).toEqual({ state: "invalid" });
    expect((await subscriberRow(services, "okur@ornek.com.tr")).status).toBe("pending");
  });

  it("re-sends to a pending address, sends nothing to a confirmed one, and starts over after an unsubscription", async () => {
    await subscribe(services, "okur@ornek.com.tr");
    await services.newsletterOutbox?.drain();
    await subscribe(services, "OKUR@ornek.com.tr");
    await services.newsletterOutbox?.drain();
    expect(smtp.received).toHaveLength(2);
    expect((await services.leads.listSubscribers()).length).toBe(1);

    const links = linksOf(smtp.received[1]?.parsed.text);
    await openLink(services, links.confirm);
    const reply = await subscribe(services, "okur@ornek.com.tr");
    expect(reply.data).toEqual({ status: "subscribed", message: NEWSLETTER_TEXT.subscribed });
    await services.newsletterOutbox?.drain();
    expect(smtp.received).toHaveLength(2);
    expect((await subscriberRow(services, "okur@ornek.com.tr")).status).toBe("confirmed");

    await openLink(services, links.unsubscribe, "POST");
    await subscribe(services, "okur@ornek.com.tr");
    expect((await subscriberRow(services, "okur@ornek.com.tr")).status).toBe("pending");
    await services.newsletterOutbox?.drain();
    expect(smtp.received).toHaveLength(3);
  });

  it("does not mail an address confirmed or unsubscribed before its e-mail went out", async () => {
    // Stored straight through the repository: the action would ask the outbox for a round at once.
    expect(await services.leads.subscribe("a@ornek.com")).toBe("created");
    expect(await services.leads.subscribe("b@ornek.com")).toBe("created");
    expect(await subscriberRow(services, "a@ornek.com")).toMatchObject({ status: "pending", mail_status: "pending", confirmed_at: null });
    await services.leads.unsubscribe((await subscriberRow(services, "a@ornek.com")).id);
    await services.leads.confirmSubscription((await subscriberRow(services, "b@ornek.com")).id);
    expect(await services.newsletterOutbox?.drain()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it("retries a failed confirmation e-mail and lets two replicas send each one once", async () => {
    await smtp.stop();
    await services.leads.subscribe("okur@ornek.com.tr");
    expect(await services.newsletterOutbox?.drain()).toMatchObject({ claimed: 1, failed: 1 });
    const failed = await subscriberRow(services, "okur@ornek.com.tr");
    expect(failed).toMatchObject({ mail_status: "pending", mail_attempts: 1 });
    expect(failed.mail_last_error).not.toBeNull();
    await smtp.start();

    for (let index = 0; index < 12; index += 1) await services.leads.subscribe(`okur${index}@ornek.com`);
    const sent: string[] = [];
    const transport = { name: "smtp", send: async (subscriber: NewsletterSubscriber) => void sent.push(subscriber.id) };
    const replicaA = new Outbox(services.leads.confirmationMails, transport, { batchSize: 3, retryBaseMs: 60_000 });
    const replicaB = new Outbox(services.leads.confirmationMails, transport, { batchSize: 3, retryBaseMs: 60_000 });
    await Promise.all([replicaA.drain(), replicaB.drain(), replicaA.drain(), replicaB.drain()]);
    expect(sent).toHaveLength(12);
    expect(new Set(sent).size).toBe(12);
    // The failed one waits for its retry time.
    expect(sent).not.toContain(failed.id);
  });

  it("lists subscribers by state (the export's filter)", async () => {
    for (const email of ["pending@ornek.com", "confirmed@ornek.com", "gone@ornek.com"]) await subscribe(services, email);
    await services.leads.confirmSubscription((await subscriberRow(services, "confirmed@ornek.com")).id);
    await services.leads.unsubscribe((await subscriberRow(services, "gone@ornek.com")).id);
    expect((await services.leads.listSubscribers({ statuses: ["confirmed"] })).map((row) => row.email)).toEqual(["confirmed@ornek.com"]);
    expect((await services.leads.listSubscribers()).map((row) => row.status).sort()).toEqual(["confirmed", "pending", "unsubscribed"]);
    expect(await services.leads.listSubscribers({ statuses: [] })).toEqual([]);
  });

  it("migrates addresses stored before double opt-in as unconfirmed, with no e-mail owed", async () => {
    const db = services.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const migrator = new Migrator({ db: services.database.db, provider: inCodeMigrations });
    const down = await migrator.migrateTo("003_lead_webhook");
    expect(down.error).toBeUndefined();
    await db
      .insertInto("newsletter_subscribers")
      .values({ id: "legacy-1", email: "eski@ornek.com", source_page: "/", ip_address: null, created_at: "2026-10-01T08:00:00.000Z" })
      .execute();
    await migrateToLatest(services.database.db);
    expect(await subscriberRow(services, "eski@ornek.com")).toMatchObject({ status: "pending", mail_status: "skipped", confirmed_at: null });
    expect(await services.newsletterOutbox?.drain()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
    expect(await services.leads.listSubscribers({ statuses: ["confirmed"] })).toEqual([]);
  });
});
