import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { CONTACT_TEXT, type ContactActionResult } from "~/features/leads/contact-schema";
import type { NewsletterResult } from "~/features/leads/newsletter-schema";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { handleContactSubmission } from "./contact-action.server";
import { handleNewsletterSubscription } from "./newsletter-action.server";
import { backoffMs, Outbox } from "~/.server/outbox/outbox";

const VISITOR = {
  name: "Şule Çağlayan Öztürk",
  phone: "+90 (532) 123 45 67",
  email: "sule@ornek.com.tr",
  subject: "",
  message: "Merhaba, e-ticaret sitemiz için SEO ve Google Ads teklifi istiyoruz. Ağırlıklı İzmir'de satış yapıyoruz.",
};

function formRequest(path: string, fields: Record<string, string>, referer = "http://localhost/iletisim"): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request(`http://localhost${path}`, { method: "POST", body, headers: { referer, "user-agent": "vitest" } });
}

interface DataResult<T> {
  data: T;
  init: { status?: number } | null;
}

async function submitContact(services: Services, fields: Record<string, string>, clientIp = "203.0.113.7") {
  return (await handleContactSubmission(formRequest("/iletisim", fields), { services, clientIp })) as unknown as DataResult<ContactActionResult>;
}

async function subscribe(services: Services, email: string, clientIp = "203.0.113.7") {
  return (await handleNewsletterSubscription(formRequest("/bulten", { email }), { services, clientIp })) as unknown as DataResult<NewsletterResult>;
}

describe.each(DIALECTS)("leads on %s", (_dialect, createDatabase) => {
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
    await smtp.start();
    database = await createDatabase();
    services = await createServices(
      loadEnv({ DATABASE_URL: database.url, SMTP_URL: smtp.url, CONTACT_TO_EMAIL: "teklif@ajans.example", SITE_URL: "https://www.ajans.example" }),
      { startOutbox: false },
    );
  });

  afterEach(async () => {
    await services.close();
    await database.drop();
  });

  it("stores a valid message before delivery and answers success", async () => {
    await smtp.stop();
    const result = await submitContact(services, VISITOR);
    expect(result.data).toEqual({ status: "sent" });

    await services.outbox?.drain();
    const [stored] = await services.leads.listContactMessages();
    expect(stored).toMatchObject({
      name: VISITOR.name,
      phone: VISITOR.phone,
      email: VISITOR.email,
      subject: CONTACT_TEXT.defaultSubject,
      message: VISITOR.message,
      status: "pending",
      attempts: 1,
      source_page: "/iletisim",
      ip_address: "203.0.113.7",
    });
  });

  it("delivers to the agency inbox with Reply-To set to the visitor, Turkish intact", async () => {
    await submitContact(services, { ...VISITOR, subject: "Çok acil: İzmir mağazası" });
    const outcome = await services.outbox?.drain();
    expect(outcome).toMatchObject({ delivered: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    if (!mail) throw new Error("no mail received");
    expect(mail.envelopeTo).toEqual(["teklif@ajans.example"]);
    expect(mail.parsed.replyTo?.value).toEqual([{ address: VISITOR.email, name: VISITOR.name }]);
    expect(mail.parsed.subject).toBe(`Yeni iletişim mesajı: Çok acil: İzmir mağazası (${VISITOR.name})`);
    for (const value of [VISITOR.name, VISITOR.phone, VISITOR.email, "Çok acil: İzmir mağazası", VISITOR.message]) {
      expect(mail.parsed.text).toContain(value);
    }
    expect(mail.parsed.text).toMatch(/Gönderilme zamanı: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(mail.parsed.html).toContain("İzmir&#x27;de satış");
    expect(mail.parsed.messageId).toMatch(/^<lead-[0-9a-f-]+@www\.ajans\.example>$/);

    const [stored] = await services.leads.listContactMessages();
    expect(stored).toMatchObject({ status: "delivered", attempts: 1, last_error: null });
  });

  it("escapes HTML a visitor types", async () => {
    await submitContact(services, { ...VISITOR, message: '<script>alert("x")</script> fiyat nedir?' });
    await services.outbox?.drain();
    expect(smtp.received[0]?.parsed.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("keeps a message pending while SMTP is down and delivers it exactly once when it is back", async () => {
    await smtp.stop();
    await submitContact(services, VISITOR);
    const failingFrom = Date.now();
    const first = await services.outbox?.drain();
    const failedBy = Date.now();
    expect(first).toMatchObject({ delivered: 0, failed: 1 });
    const [pending] = await services.leads.listContactMessages();
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The first backoff from the moment the attempt failed, bracketed by the test's own clock.
    const nextAttempt = Date.parse(pending?.next_attempt_at ?? "");
    expect(nextAttempt).toBeGreaterThanOrEqual(failingFrom + backoffMs(1));
    expect(nextAttempt).toBeLessThanOrEqual(failedBy + backoffMs(1));

    await smtp.start();
    expect(await services.leads.makePendingDue()).toBe(1);
    await services.outbox?.drain();
    await services.outbox?.drain();
    expect(smtp.received).toHaveLength(1);
    expect((await services.leads.listContactMessages())[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("lets two replicas share the queue without sending a message twice", async () => {
    for (let index = 0; index < 30; index += 1) {
      await services.leads.insertContactMessage({ ...VISITOR, subject: `Mesaj ${index}`, name: `Ziyaretçi ${index}` });
    }
    const sent: string[] = [];
    const transport = { name: "smtp" as const, send: async (lead: { id: string }) => void sent.push(lead.id) };
    const replicaA = new Outbox(services.leads, transport, { batchSize: 4 });
    const replicaB = new Outbox(services.leads, transport, { batchSize: 4 });
    await Promise.all([replicaA.drain(), replicaB.drain(), replicaA.drain(), replicaB.drain()]);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    expect(await services.leads.countByStatus()).toEqual({ delivered: 30 });
  });

  it("takes over a claim whose replica died mid-delivery", async () => {
    const lead = await services.leads.insertContactMessage(VISITOR);
    const now = Date.now();
    const crashed = await services.leads.claimDue("crashed-replica", now, 60_000, 10);
    expect(crashed.map((row) => row.id)).toEqual([lead.id]);
    expect(await services.leads.claimDue("other", now + 1_000, 60_000, 10)).toEqual([]);
    const takenOver = await services.leads.claimDue("other", now + 61_000, 60_000, 10);
    expect(takenOver.map((row) => row.id)).toEqual([lead.id]);
    expect(await services.leads.markDelivered(lead.id, "crashed-replica", now)).toBe(false);
    expect(await services.leads.markDelivered(lead.id, "other", now)).toBe(true);
  });

  it("rejects invalid input with the required messages and stores nothing", async () => {
    const result = await submitContact(services, { ...VISITOR, phone: "123", message: "kısa" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      status: "invalid",
      errors: { phone: CONTACT_TEXT.phoneInvalid, message: CONTACT_TEXT.messageTooShort },
      values: { ...VISITOR, phone: "123", message: "kısa" },
    });
    expect(await services.leads.listContactMessages()).toEqual([]);
  });

  it("answers bots that fill the honeypot as if sent, without storing", async () => {
    const result = await submitContact(services, { ...VISITOR, website: "http://spam.example" });
    expect(result.data).toEqual({ status: "sent" });
    expect(await services.leads.listContactMessages()).toEqual([]);
  });

  it("rate-limits a flood from one address but not a visitor from another", async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await submitContact(services, VISITOR, "198.51.100.1")).data.status).toBe("sent");
    }
    const blocked = await submitContact(services, VISITOR, "198.51.100.1");
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data).toMatchObject({ status: "failed", message: CONTACT_TEXT.rateLimited, values: VISITOR });
    expect((await submitContact(services, VISITOR, "198.51.100.2")).data.status).toBe("sent");
    expect(await services.leads.listContactMessages()).toHaveLength(6);
  });

  it("keeps the visitor's values and says so when the database refuses the write", async () => {
    await services.database.db.schema.dropTable("contact_messages").execute();
    const result = await submitContact(services, VISITOR);
    expect(result.init?.status).toBe(503);
    expect(result.data).toMatchObject({ status: "failed", message: CONTACT_TEXT.failureToast, values: VISITOR });
  });

  it("subscribes an address once, case-insensitively, pending its confirmation, and answers a repeat alike", async () => {
    const first = await subscribe(services, "Okur@Ornek.com.tr");
    expect(first.data.status).toBe("subscribed");
    expect(first.data.message).toMatch(/onay bağlantısını/);
    expect(first.data.message).toMatch(/2-3/);
    const again = await subscribe(services, " okur@ornek.com.tr ");
    expect(again.init?.status ?? 200).toBe(200);
    expect(again.data).toEqual(first.data);
    expect((await services.leads.listSubscribers()).map((row) => [row.email, row.status])).toEqual([["okur@ornek.com.tr", "pending"]]);

    const invalid = await subscribe(services, "okur(at)ornek");
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ status: "invalid", email: "okur(at)ornek" });
  });
});
