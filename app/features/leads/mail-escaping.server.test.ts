/**
 * Visitor text in every e-mail, end to end: rows stored with hostile values (as a looser rule or a
 * hand edit could leave them) go out through the outbox and nodemailer to a real SMTP server on
 * loopback, and the received HTML is parsed. No element may come from visitor text (the element
 * list equals the one harmless input gives) and the text must read back exactly.
 */
import * as cheerio from "cheerio";
import type { ReceivedMail } from "../../../tests/support/smtp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { ATTRIBUTION_FIELDS, type Attribution } from "~/capabilities/lead-capture/attribution";
import type { ContactSubmission } from "./repository.server";
import type { NewReportRequest } from "./report-requests.server";

const TURKISH = "ğüşıöçİ";
const AGENCY = "teklif@ajans.example";
const VISITOR_EMAIL = "deniz@ornek.com.tr";

function attributionOf(value: (field: string) => string): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, value(field)])) as Attribution;
}

const HOSTILE_ATTRIBUTION = attributionOf((field) => `<i onmouseover=alert(1)>${field}</i>"'&amp; ${TURKISH}`);
const HARMLESS_ATTRIBUTION = attributionOf((field) => `${field}-degeri`);

const HOSTILE_LEAD = {
  name: `<script>alert(1)</script> ${TURKISH}`,
  phone: `<svg onload=alert(1)> ${TURKISH}`,
  email: `"><iframe src=x>@evil.test`,
  // The contact form has no company field: the subject line is where a company name goes.
  subject: `<img src=x onerror=alert(1)> ${TURKISH}`,
  message: `</td></table><a href="javascript:alert(1)">x</a> &amp; ${TURKISH}\n<b>ikinci satır</b><!-- yorum -->`,
  sourcePage: `/iletisim"><style>*{display:none}</style>`,
  attribution: HOSTILE_ATTRIBUTION,
} satisfies ContactSubmission;

const HARMLESS_LEAD = {
  name: "Ayşe Yılmaz",
  phone: "0532 123 45 67",
  email: "ayse@ornek.com.tr",
  subject: "Teklif",
  message: "Merhaba, teklif istiyoruz.",
  sourcePage: "/iletisim",
  attribution: HARMLESS_ATTRIBUTION,
} satisfies ContactSubmission;

/** The HTML part's elements, in document order, and the texts of its leaf elements. */
function parseHtml(mail: ReceivedMail | undefined) {
  const html = mail?.parsed.html;
  if (typeof html !== "string") throw new Error("no HTML part");
  const $ = cheerio.load(html);
  const elements = $("*")
    .toArray()
    .map((element) => $(element));
  return {
    $,
    tags: elements.map((element) => element.prop("tagName")),
    attributes: elements.flatMap((element) => Object.keys(element.attr() ?? {})),
    cells: $("td")
      .toArray()
      .map((element) => $(element).text()),
    bodyText: $("body").text(),
  };
}

function visitorValues(lead: ContactSubmission): string[] {
  return [lead.name, lead.phone, lead.email, lead.subject, lead.sourcePage ?? "", ...Object.values(lead.attribution ?? {}).map(String)];
}

describe("visitor text in e-mails", () => {
  let smtp: TestSmtpServer;
  let database: TestDatabase;
  let services: Services;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    database = sqliteTestDatabase();
    services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        CONTACT_TO_EMAIL: AGENCY,
        SITE_URL: "https://www.ajans.example",
        LEADS_DIGEST: "weekly",
        LOG_LEVEL: "error",
      }),
      { startOutbox: false },
    );
  });
  afterEach(async () => {
    await services.close();
    await database.drop();
  });

  async function sendLead(lead: ContactSubmission) {
    smtp.received.length = 0;
    await services.leads.insertContactMessage(lead);
    expect(await services.outbox?.drain()).toMatchObject({ delivered: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    return parseHtml(smtp.received[0]);
  }

  it("a lead whose every field is hostile reaches the agency as text, with the template's own elements only", async () => {
    const harmless = await sendLead(HARMLESS_LEAD);
    const hostile = await sendLead(HOSTILE_LEAD);

    expect(harmless.tags.filter((tag) => tag === "TD")).toHaveLength(visitorValues(HARMLESS_LEAD).length + 1);
    expect(hostile.tags).toEqual(harmless.tags);
    expect(hostile.attributes).toEqual(harmless.attributes);
    expect(hostile.$("script, img, svg, iframe, a, b, i, style").length).toBe(0);
    // Every table value is one cell holding exactly what the visitor sent.
    for (const value of visitorValues(HOSTILE_LEAD)) expect(hostile.cells).toContain(value);
    expect(hostile.$("p").eq(0).text()).toBe(HOSTILE_LEAD.message);
    // The plain-text alternative carries the same values unescaped, as before.
    expect(smtp.received[0]?.parsed.text).toContain(HOSTILE_LEAD.message);
  });

  async function sendReport(request: NewReportRequest) {
    smtp.received.length = 0;
    await services.reportRequests.insert(request);
    await services.reportOutbox?.drain();
    const visitor = smtp.received.find((mail) => mail.envelopeTo.includes(VISITOR_EMAIL));
    const agency = smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY));
    return { visitor: parseHtml(visitor), agency: parseHtml(agency) };
  }

  const reportRequest = (name: string, site: string, findings: string[], attribution: Attribution): NewReportRequest => ({
    tool: "llms-txt-uretici",
    email: VISITOR_EMAIL,
    name,
    site,
    reportId: null,
    score: 41,
    findings,
    file: null,
    newsletter: true,
    ipAddress: null,
    userAgent: null,
    attribution,
  });

  it("a hostile report request reaches the visitor and the agency as text", async () => {
    const harmless = await sendReport(reportRequest("Deniz", "https://ornek.com.tr", ["Başlık eksik", "Açıklama kısa"], HARMLESS_ATTRIBUTION));
    const hostileName = `<script>alert(1)</script> ${TURKISH}`;
    const hostileSite = `https://x.test/"><img src=x onerror=alert(1)>`;
    const hostileFindings = [`</li></ul><a href="javascript:alert(1)">x</a> &amp; ${TURKISH}`, `<b>kalın</b>`];
    const hostile = await sendReport(reportRequest(hostileName, hostileSite, hostileFindings, HOSTILE_ATTRIBUTION));

    for (const kind of ["visitor", "agency"] as const) {
      expect(hostile[kind].tags).toEqual(harmless[kind].tags);
      expect(hostile[kind].attributes).toEqual(harmless[kind].attributes);
      expect(hostile[kind].$("script, img, b, i, a[href^='javascript']").length).toBe(0);
      expect(
        hostile[kind]
          .$("li")
          .toArray()
          .map((element) => hostile[kind].$(element).text()),
      ).toEqual(hostileFindings);
    }
    expect(hostile.visitor.bodyText).toContain(`Merhaba ${hostileName},`);
    expect(hostile.visitor.bodyText).toContain(`${hostileSite} için`);
    for (const value of [hostileName, hostileSite, ...Object.values(HOSTILE_ATTRIBUTION).map(String)]) {
      expect(hostile.agency.cells).toContain(value);
    }
  });

  it("hostile campaign values reach the weekly digest as text", async () => {
    const IN_WEEK = Date.parse("2026-11-18T10:00:00Z");
    const DUE = Date.parse("2026-11-23T06:00:00Z");
    const hostileSource = `<script>alert(1)</script>&amp; ${TURKISH}`;
    const hostileMedium = `<img src=x onerror=alert(1)>`;
    const hostilePlace = `</td></tr></table><a href="javascript:alert(1)">x</a>`;
    await services.leads.insertContactMessage(
      { ...HARMLESS_LEAD, attribution: { ...HARMLESS_ATTRIBUTION, utm_source: hostileSource, utm_medium: hostileMedium, form_source: hostilePlace } },
      IN_WEEK,
    );
    await services.leadDigest?.tick(DUE);
    await services.leadDigest?.tick(DUE + 60_000);
    const hostile = parseHtml(smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY)));

    await services.close();
    await database.drop();
    smtp.received.length = 0;
    database = sqliteTestDatabase();
    services = await createServices(
      loadEnv({ DATABASE_URL: database.url, SMTP_URL: smtp.url, CONTACT_TO_EMAIL: AGENCY, LEADS_DIGEST: "weekly", LOG_LEVEL: "error" }),
      { startOutbox: false },
    );
    await services.leads.insertContactMessage(HARMLESS_LEAD, IN_WEEK);
    await services.leadDigest?.tick(DUE);
    await services.leadDigest?.tick(DUE + 60_000);
    const harmless = parseHtml(smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY)));

    expect(hostile.tags).toEqual(harmless.tags);
    expect(hostile.$("script, img, a").length).toBe(0);
    expect(hostile.cells).toContain(`${hostileSource} / ${hostileMedium}`);
    expect(hostile.cells).toContain(hostilePlace);
  });
});
