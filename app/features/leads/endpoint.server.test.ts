import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { CONTACT_MAX_LENGTH, CONTACT_TEXT } from "./contact-schema";
import { LEAD_API_PATHS } from "./api-paths";
import { NEWSLETTER_TEXT } from "./newsletter-schema";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { serveApiRoutes, type ServedApi } from "../../../tests/support/serve-api";

const VISITOR = {
  name: "Gülşen Ünal",
  phone: "0532 123 45 67",
  email: "gulsen@ornek.com.tr",
  subject: "",
  message: "Kurumsal sitemiz için teklif rica ediyoruz.",
  website: "",
};

let database: TestDatabase;
let services: Services;
let api: ServedApi;
let base: string;

/** The /api routes of app/routes.ts as React Router calls them, on a real HTTP server and a real SQLite file. */
beforeEach(async () => {
  database = sqliteTestDatabase();
  services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error" }), { startOutbox: false });
  api = await serveApiRoutes(services);
  base = api.base;
});

afterEach(async () => {
  await api.close();
  await services.close();
  await database.drop();
});

function post(path: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { referer: "http://localhost/web-tasarim", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/leads/contact", () => {
  it("stores the message, with the page it came from, and answers sent", async () => {
    const response = await post(LEAD_API_PATHS.contact, VISITOR);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "sent" });
    const [stored] = await services.leads.listContactMessages();
    expect(stored).toMatchObject({ name: VISITOR.name, subject: CONTACT_TEXT.defaultSubject, source_page: "/web-tasarim" });
  });

  it("answers 400 with the required field messages and keeps the values", async () => {
    const response = await post(LEAD_API_PATHS.contact, { ...VISITOR, phone: "12", message: "kısa" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: "invalid",
      errors: { phone: CONTACT_TEXT.phoneInvalid, message: CONTACT_TEXT.messageTooShort },
      values: { phone: "12", message: "kısa" },
    });
    expect(await services.leads.listContactMessages()).toHaveLength(0);
  });

  it("refuses a value 9 KB over its field's limit and echoes no more than the limit", async () => {
    const message = "ş".repeat(CONTACT_MAX_LENGTH.message + 9 * 1024);
    const response = await post(LEAD_API_PATHS.contact, { ...VISITOR, message, name: "N".repeat(10_000) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string>; values: Record<string, string> };
    expect(body.errors).toMatchObject({ message: CONTACT_TEXT.tooLong, name: CONTACT_TEXT.tooLong });
    expect(body.values.message).toBe("ş".repeat(CONTACT_MAX_LENGTH.message));
    expect(body.values.name).toHaveLength(CONTACT_MAX_LENGTH.name);
    expect(await services.leads.listContactMessages()).toHaveLength(0);
  });

  it("treats numbers instead of text as empty fields (400, no crash)", async () => {
    const body = JSON.stringify({ name: 1, phone: 2, email: 3, message: 4 });
    const response = await post(LEAD_API_PATHS.contact, body, { "content-type": "application/json" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: "invalid",
      errors: { name: CONTACT_TEXT.nameRequired },
      error: CONTACT_TEXT.validationToast,
      code: "validation",
    });
  });

  it.each([
    ["a JSON array", "[1,2]", "application/json", 400, "not_an_object"],
    ["a form body", "name=x", "application/x-www-form-urlencoded", 415, "unsupported_media_type"],
  ] as const)("answers %s like every API endpoint (no crash)", async (_label, body, type, status, code) => {
    const response = await post(LEAD_API_PATHS.contact, body, { "content-type": type });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const response = await post(LEAD_API_PATHS.contact, "{nope");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_request" });
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    const response = await post(LEAD_API_PATHS.contact, { ...VISITOR, website: "https://spam.example" });
    expect(await response.json()).toEqual({ status: "sent" });
    expect(await services.leads.listContactMessages()).toHaveLength(0);
  });
});

describe("POST /api/leads/newsletter", () => {
  it("answers a new, a pending and a confirmed address alike (no address enumeration)", async () => {
    const first = await post(LEAD_API_PATHS.newsletter, { email: " okur@ornek.com " });
    expect(await first.json()).toEqual({ status: "subscribed", message: NEWSLETTER_TEXT.subscribed });
    const second = await post(LEAD_API_PATHS.newsletter, { email: "okur@ornek.com" });
    expect(await second.json()).toEqual({ status: "subscribed", message: NEWSLETTER_TEXT.subscribed });
    const [subscriber] = await services.leads.listSubscribers();
    await services.leads.confirmSubscription(subscriber?.id ?? "");
    const third = await post(LEAD_API_PATHS.newsletter, { email: "Okur@Ornek.com" });
    expect(third.status).toBe(200);
    expect(await third.json()).toEqual({ status: "subscribed", message: NEWSLETTER_TEXT.subscribed });
    expect((await services.leads.listSubscribers()).map((row) => row.status)).toEqual(["confirmed"]);
  });

  it("echoes at most an address's longest length back", async () => {
    const response = await post(LEAD_API_PATHS.newsletter, { email: `${"x".repeat(20_000)}@ornek.com` });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { email: string }).email).toHaveLength(CONTACT_MAX_LENGTH.email);
  });

  it("answers an invalid address with 400 and the Turkish message", async () => {
    const response = await post(LEAD_API_PATHS.newsletter, { email: "okur@" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: "invalid",
      message: NEWSLETTER_TEXT.invalidEmail,
      email: "okur@",
      error: NEWSLETTER_TEXT.invalidEmail,
      code: "validation",
    });
  });
});

describe("the strict e-mail rule on the server", () => {
  const attacks = ["a\u0000@b.co", "a\u001b@b.co", "a\u200b@b.co", "victim@evil.test,x.test", "a@b.co;c@d.co", "<a@b.co>", '"x"@b.co'];

  it.each(attacks.map((email) => [JSON.stringify(email), email] as const))("stores nothing for %s", async (_, email) => {
    const contact = await post(LEAD_API_PATHS.contact, { ...VISITOR, email });
    expect(contact.status).toBe(400);
    expect(await contact.json()).toMatchObject({ errors: { email: CONTACT_TEXT.emailInvalid } });
    const newsletter = await post(LEAD_API_PATHS.newsletter, { email });
    expect(newsletter.status).toBe(400);
    expect(await newsletter.json()).toMatchObject({ status: "invalid", message: NEWSLETTER_TEXT.invalidEmail });
    expect(await services.leads.listContactMessages()).toHaveLength(0);
    expect(await services.leads.listSubscribers()).toHaveLength(0);
  });

  it("accepts an address at a Turkish IDN domain", async () => {
    const email = "ali.veli+seo@şirket.com.tr";
    expect((await post(LEAD_API_PATHS.contact, { ...VISITOR, email })).status).toBe(200);
    expect((await post(LEAD_API_PATHS.newsletter, { email })).status).toBe(200);
    const [stored] = await services.leads.listContactMessages();
    expect(stored?.email).toBe(email);
  });
});
