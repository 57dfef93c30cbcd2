import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { EMPTY_ATTRIBUTION, type Attribution } from "~/capabilities/lead-capture/attribution";
import { composeDigest, digestWeekContaining, digestWeekDue, leadSourceLabel, type DigestCounts } from "./digest.server";

const HOSTILE_SOURCE = '<script>alert("x")</script>';
const HOSTILE_MEDIUM = '=HYPERLINK("https://kotu.example","tikla")';

describe("the digest's week (Europe/Istanbul)", () => {
  it("is the previous Monday–Sunday from Monday 09:00 local time on", () => {
    // Monday 23 November 2026, 08:59:59 in Istanbul (UTC+3): last week's digest is not due yet.
    expect(digestWeekDue(Date.parse("2026-11-23T05:59:59Z")).start).toBe("2026-11-09");
    expect(digestWeekDue(Date.parse("2026-11-23T06:00:00Z"))).toEqual({
      start: "2026-11-16",
      end: "2026-11-22",
      from: "2026-11-15T21:00:00.000Z",
      until: "2026-11-22T21:00:00.000Z",
    });
    // Sunday 23:30 local is already Sunday 20:30 UTC: the week it belongs to is not over.
    expect(digestWeekDue(Date.parse("2026-11-22T20:30:00Z")).start).toBe("2026-11-09");
    // Late on Monday, and any later day of the week, it stays the same week.
    expect(digestWeekDue(Date.parse("2026-11-23T20:59:00Z")).start).toBe("2026-11-16");
    expect(digestWeekDue(Date.parse("2026-11-29T20:59:00Z")).start).toBe("2026-11-16");
    // Monday 00:30 local is still Sunday in UTC.
    expect(digestWeekDue(Date.parse("2026-11-29T21:30:00Z")).start).toBe("2026-11-16");
  });

  it("holds any day of its week, and follows the offset Istanbul had then", () => {
    expect(digestWeekContaining("2026-11-22").start).toBe("2026-11-16");
    expect(digestWeekContaining("2026-11-16").start).toBe("2026-11-16");
    expect(digestWeekContaining("2026-12-31")).toMatchObject({ start: "2026-12-28", end: "2027-01-03" });
    // Winter 2015: Istanbul was UTC+2.
    expect(digestWeekContaining("2015-01-07")).toMatchObject({ start: "2015-01-05", from: "2015-01-04T22:00:00.000Z" });
    expect(() => digestWeekContaining("23.11.2026")).toThrow();
  });
});

describe("composeDigest", () => {
  const week = digestWeekContaining("2026-11-16");
  const counts: DigestCounts = {
    contacts: 2,
    reportRequests: 1,
    bySource: [
      [leadSourceLabel({ utm_source: HOSTILE_SOURCE, utm_medium: HOSTILE_MEDIUM, referrer_host: null }), 2],
      [leadSourceLabel({ utm_source: null, utm_medium: null, referrer_host: null }), 1],
    ],
    byPlace: [["Ücretsiz SEO Analizi", 3]],
    reportsByTool: [],
    signUps: 4,
    confirmations: 1,
    watchedSites: [["www.ornek.com.tr", 1]],
    watchAlerts: 2,
  };

  it("names the week and counts in Turkish, in plain text and HTML", () => {
    const email = composeDigest(counts, week);
    expect(email.subject).toContain("16 Kasım 2026 – 22 Kasım 2026");
    expect(email.text).toContain("Bu hafta 3 potansiyel müşteri: 2 iletişim mesajı, 1 rapor isteği.");
    expect(email.text).toContain("  Doğrudan: 1");
    expect(email.text).toContain("  Yeni kayıt: 4");
    expect(email.text).toContain("  Onaylanan abonelik: 1");
    expect(email.text).toMatch(/Site takibi \(Sitemi takip et\)\n {2}Onaylanan yeni takip: 1\n {2}Site sahiplerine giden kritik uyarı: 2/);
    expect(email.text).toContain("Bu hafta takibe alınan siteler\n  www.ornek.com.tr: 1");
    expect(email.text).toMatch(/Araca göre rapor istekleri\n {2}Bu hafta yok\./);
    expect(email.html).toContain("<td style=\"padding:2px 12px 2px 0\">Doğrudan</td>");
  });

  it("keeps hostile campaign values inert", () => {
    const email = composeDigest(counts, week);
    expect(email.html).not.toContain("<script");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; / =HYPERLINK(&quot;https://kotu.example&quot;,&quot;tikla&quot;)");
    // Shown as text, never as a link.
    expect(email.html).not.toMatch(/<a\s/);
    expect(email.text).toContain(`  ${HOSTILE_SOURCE} / ${HOSTILE_MEDIUM}: 2`);
  });

  it("writes control characters a hand-written row may hold as escapes", () => {
    const email = composeDigest({ ...counts, bySource: [["kaynak\u001b[31m\u202e", 1]] }, week);
    expect(email.text).toContain("kaynak\\x1B[31m\\u202E: 1");
    // eslint-disable-next-line no-control-regex -- looking for raw control characters is the test
    expect(email.html).not.toMatch(/[\u001b\u202e]/);
  });
});

function attribution(values: Partial<Attribution>): Attribution {
  return { ...EMPTY_ATTRIBUTION, ...values };
}

const IN_WEEK = Date.parse("2026-11-18T10:00:00Z");
/** Monday 23 November 2026, 09:00 in Istanbul: the week of 16–22 November is due. */
const DUE = Date.parse("2026-11-23T06:00:00Z");

describe.each(DIALECTS)("the weekly digest on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  const opened: Services[] = [];

  async function replica(extra: Record<string, string> = {}): Promise<Services> {
    const services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        CONTACT_TO_EMAIL: "teklif@ajans.example",
        SITE_URL: "https://www.ajans.example",
        LEADS_DIGEST: "weekly",
        LOG_LEVEL: "error",
        OUTBOX_RETRY_BASE_MS: "100",
        ...extra,
      }),
      { startOutbox: false },
    );
    opened.push(services);
    return services;
  }

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
  });
  afterEach(async () => {
    for (const services of opened.splice(0)) await services.close();
    await database.drop();
  });

  async function storeWeekOfLeads(services: Services) {
    const contact = { name: "Ayşe Yılmaz", phone: "+90 532 000 00 00", email: "ayse@ornek.com.tr", subject: "Teklif", message: "Merhaba" };
    await services.leads.insertContactMessage(
      { ...contact, attribution: attribution({ utm_source: "google", utm_medium: "cpc", gclid: "x", form_source: "/iletisim" }) },
      IN_WEEK,
    );
    await services.leads.insertContactMessage(
      { ...contact, attribution: attribution({ utm_source: HOSTILE_SOURCE, utm_medium: HOSTILE_MEDIUM, form_source: "/iletisim" }) },
      IN_WEEK,
    );
    // Sunday 23:59:59 in Istanbul: the last second of the week.
    await services.leads.insertContactMessage({ ...contact, attribution: attribution({ referrer_host: "www.bing.com" }) }, Date.parse("2026-11-22T20:59:59Z"));
    // Monday 00:00 in Istanbul: the next week's.
    await services.leads.insertContactMessage({ ...contact, attribution: attribution({ utm_source: "sonraki" }) }, Date.parse("2026-11-22T21:00:00Z"));
    const request = {
      email: "ziyaretci@ornek.com.tr",
      name: "",
      site: "https://ornek.com.tr",
      reportId: null,
      score: 72,
      findings: ["Başlık eksik"],
      file: null,
      newsletter: false,
      ipAddress: null,
      userAgent: null,
    };
    await services.reportRequests.insert(
      { ...request, tool: "seo-analizi", attribution: attribution({ utm_source: "google", utm_medium: "cpc", form_source: "seo-analizi" }) },
      IN_WEEK,
    );
    await services.reportRequests.insert({ ...request, tool: "sitemap-uretici", attribution: EMPTY_ATTRIBUTION }, IN_WEEK);
    await services.leads.subscribe("bulten@ornek.com.tr", {}, IN_WEEK);
    await services.leads.subscribe("onayli@ornek.com.tr", {}, Date.parse("2026-11-10T10:00:00Z"));
    const subscribers = await services.leads.listSubscribers();
    const earlier = subscribers.find((row) => row.email === "onayli@ornek.com.tr");
    await services.leads.confirmSubscription(earlier?.id ?? "", IN_WEEK);
  }

  it("is stored once and mailed once by two replicas that notice the week together", async () => {
    const first = await replica();
    const second = await replica();
    await storeWeekOfLeads(first);
    expect(first.leadDigest).not.toBeNull();

    await Promise.all([first.leadDigest?.tick(DUE), second.leadDigest?.tick(DUE)]);
    await Promise.all([first.leadDigest?.tick(DUE + 60_000), second.leadDigest?.tick(DUE + 60_000)]);

    expect(await first.leadDigest?.queue.list()).toMatchObject([{ week_start: "2026-11-16", mail_status: "delivered", mail_attempts: 1 }]);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]?.parsed;
    expect(smtp.received[0]?.envelopeTo).toEqual(["teklif@ajans.example"]);
    expect(mail?.subject).toContain("haftalık potansiyel müşteri özeti: 16 Kasım 2026 – 22 Kasım 2026");
    expect(mail?.messageId).toBe("<lead-digest-2026-11-16@www.ajans.example>");
    const text = mail?.text ?? "";
    expect(text).toContain("Bu hafta 5 potansiyel müşteri: 3 iletişim mesajı, 2 rapor isteği.");
    expect(text).toContain("  google / cpc: 2");
    expect(text).toContain("  www.bing.com: 1");
    expect(text).toContain("  Doğrudan: 1");
    expect(text).not.toContain("sonraki");
    expect(text).toContain("Araca veya sayfaya göre\n  /iletisim: 2\n  Belirtilmemiş: 1\n  Ücretsiz SEO Analizi: 1\n  XML Sitemap Oluşturucu: 1\n");
    expect(text).toContain("Araca göre rapor istekleri\n  Ücretsiz SEO Analizi: 1\n  XML Sitemap Oluşturucu: 1\n");
    expect(text).toContain("  Yeni kayıt: 1");
    expect(text).toContain("  Onaylanan abonelik: 1");
    expect(mail?.html).not.toContain("<script");
    expect(mail?.html).toContain("&lt;script&gt;");
  });

  it("is composed when stored: a lead that arrives later does not change it", async () => {
    const services = await replica();
    await storeWeekOfLeads(services);
    await smtp.stop();
    await services.leadDigest?.tick(DUE);
    expect(await services.leadDigest?.queue.list()).toMatchObject([{ mail_status: "pending", mail_attempts: 1 }]);
    await services.leads.insertContactMessage(
      { name: "Geç", phone: "+90 532 000 00 01", email: "gec@ornek.com.tr", subject: "Geç", message: "Geç", attribution: EMPTY_ATTRIBUTION },
      IN_WEEK,
    );
    await smtp.start();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await services.leadDigest?.tick(DUE + 60_000);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.parsed.text).toContain("Bu hafta 5 potansiyel müşteri");
  });

  it("sends nothing while LEADS_DIGEST is off", async () => {
    const services = await replica({ LEADS_DIGEST: "off" });
    expect(services.leadDigest).toBeNull();
  });
});

describe("LEADS_DIGEST", () => {
  it("is off by default and needs SMTP_URL when weekly", () => {
    expect(loadEnv({}).LEADS_DIGEST).toBe("off");
    expect(() => loadEnv({ LEADS_DIGEST: "weekly" })).toThrow(/SMTP_URL: is required when LEADS_DIGEST=weekly/);
    expect(() => loadEnv({ LEADS_DIGEST: "daily" })).toThrow(/LEADS_DIGEST: must be off or weekly/);
  });
});
