import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("falls back to the embedded defaults", () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATABASE_URL: "",
      TRUST_PROXY_HOPS: 0,
      LOG_LEVEL: "info",
      CONTACT_TO_EMAIL: "merhaba@pusuladijital.example",
      MAIL_FROM: '"Pusula Dijital Web Sitesi" <no-reply@pusuladijital.example>',
      EMAILJS_API_URL: "https://api.emailjs.com",
      LEADS_DIGEST: "off",
      OUTBOX_INTERVAL_MS: 15_000,
      OUTBOX_RETRY_BASE_MS: 30_000,
      CONTACT_RATE_LIMIT: 5,
      NEWSLETTER_RATE_LIMIT: 10,
      ANALYZER_RATE_LIMIT: 10,
      CRAWL_RATE_LIMIT: 10,
      LIVE_CHECK_RATE_LIMIT: 30,
      AUDIT_RATE_LIMIT: 5,
      RUN_WORKER: true,
      WORKER_CONCURRENCY: 2,
      QUEUE_MAX_WAITING: 200,
      JOB_LEASE_SECONDS: 300,
      AUDIT_BROWSER: "auto",
      BROWSER_CONCURRENCY: 1,
      BROWSER_MEMORY_MB: 1_536,
      MONITOR_ENABLED: true,
      MONITOR_CHECK_HOURS: 24,
      MONITOR_AUDIT_DAYS: 7,
      MONITOR_MAX_PER_EMAIL: 3,
      AUDIT_MAX_PAGES: 100,
      AUDIT_REPORT_DAYS: 30,
      TARGET_HOST_HOURLY_REQUESTS: 1_000,
      RANK_RATE_LIMIT: 10,
      AI_BASE_URL: "https://api.openai.com/v1",
      AI_MODEL: "gpt-4o-mini",
      AI_RATE_LIMIT: 20,
    });
  });

  it("takes AUDIT_BROWSER as auto, off or an absolute path, and nothing else", () => {
    for (const value of ["auto", "off", "/usr/bin/chromium"]) expect(loadEnv({ AUDIT_BROWSER: value }).AUDIT_BROWSER).toBe(value);
    for (const value of ["on", "chromium", "./chromium"]) expect(() => loadEnv({ AUDIT_BROWSER: value }), value).toThrow(/AUDIT_BROWSER/);
    expect(() => loadEnv({ BROWSER_CONCURRENCY: "0" })).toThrow(/BROWSER_CONCURRENCY/);
    expect(() => loadEnv({ BROWSER_MEMORY_MB: "100" })).toThrow(/BROWSER_MEMORY_MB/);
  });

  it("treats empty strings as unset and trims a trailing slash from SITE_URL", () => {
    const env = loadEnv({ PORT: "", SITE_URL: "https://www.ornek.com.tr/" });
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("https://www.ornek.com.tr");
  });

  it.each([
    [{ PORT: "yetmiş" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "ornek.com" }, "SITE_URL"],
    [{ SITE_URL: "ftp://ornek.com" }, "SITE_URL"],
    [{ DATABASE_URL: "mysql://db/site" }, "DATABASE_URL"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ SMTP_URL: "http://mail.ornek.com" }, "SMTP_URL"],
    [{ CONTACT_TO_EMAIL: "bilgi(at)ornek.com" }, "CONTACT_TO_EMAIL"],
    [{ EMAILJS_SERVICE_ID: "service_1", EMAILJS_PUBLIC_KEY: "pk" }, "EMAILJS_TEMPLATE_ID"],
    [{ CAPTCHA_SECRET: "kisa" }, "CAPTCHA_SECRET"],
    [{ TARGET_HOST_HOURLY_REQUESTS: "0" }, "TARGET_HOST_HOURLY_REQUESTS"],
    [{ AUDIT_MAX_PAGES: "501" }, "AUDIT_MAX_PAGES"],
    [{ AUDIT_REPORT_DAYS: "0" }, "AUDIT_REPORT_DAYS"],
    [{ TARGET_HOST_HOURLY_REQUESTS: "bin" }, "TARGET_HOST_HOURLY_REQUESTS"],
    [{ NEWSLETTER_SECRET: "kisa" }, "NEWSLETTER_SECRET"],
    [{ SERP_PROVIDER: "bing" }, "SERP_PROVIDER"],
    [{ SERP_PROVIDER: "serpapi" }, "SERP_API_KEY"],
    [{ SERP_PROVIDER: "dataforseo", SERP_API_KEY: "only-a-password" }, "SERP_API_KEY"],
    [{ SERP_BASE_URL: "127.0.0.1:4000" }, "SERP_BASE_URL"],
    [{ LEADS_WEBHOOK_URL: "hooks.ornek.com/leads" }, "LEADS_WEBHOOK_URL"],
    [{ LEADS_WEBHOOK_URL: "ftp://hooks.ornek.com/leads" }, "LEADS_WEBHOOK_URL"],
    [{ LEADS_WEBHOOK_SECRET: "kisa" }, "LEADS_WEBHOOK_SECRET"],
    [{ GA4_MEASUREMENT_ID: "UA-12345-1" }, "GA4_MEASUREMENT_ID"],
    [{ GA4_MEASUREMENT_ID: "g-abc123" }, "GA4_MEASUREMENT_ID"],
    [{ GOOGLE_ADS_ID: "AW-ABC" }, "GOOGLE_ADS_ID"],
    [{ GOOGLE_ADS_LEAD_LABEL: "AbC-123_x" }, "GOOGLE_ADS_ID"],
    [{ GOOGLE_ADS_ID: "AW-123456789", GOOGLE_ADS_LEAD_LABEL: "etiket/yanlış" }, "GOOGLE_ADS_LEAD_LABEL"],
    [{ COOKIELESS_SCRIPT_URL: "http://plausible.ornek.com/js/script.js", COOKIELESS_SITE_ID: "ornek.com" }, "COOKIELESS_SCRIPT_URL"],
    [{ COOKIELESS_SCRIPT_URL: "https://plausible.ornek.com/js/script.js" }, "COOKIELESS_SITE_ID"],
    [{ COOKIELESS_SITE_ID: "ornek.com" }, "COOKIELESS_SCRIPT_URL"],
  ])("stops on %o naming %s", (source, variable) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`^Invalid configuration:\\n  ${variable}: `));
  });

  it("accepts the measurement settings", () => {
    const env = loadEnv({
      GA4_MEASUREMENT_ID: "G-ABC123DEF4",
      GOOGLE_ADS_ID: "AW-123456789",
      GOOGLE_ADS_LEAD_LABEL: "AbC-123_x",
      COOKIELESS_SCRIPT_URL: "https://plausible.ornek.com/js/script.js",
      COOKIELESS_SITE_ID: "www.ornek.com.tr",
    });
    expect(env).toMatchObject({
      GA4_MEASUREMENT_ID: "G-ABC123DEF4",
      GOOGLE_ADS_ID: "AW-123456789",
      GOOGLE_ADS_LEAD_LABEL: "AbC-123_x",
      COOKIELESS_SCRIPT_URL: "https://plausible.ornek.com/js/script.js",
      COOKIELESS_SITE_ID: "www.ornek.com.tr",
    });
  });

  it("accepts a chat webhook with its signing secret", () => {
    const env = loadEnv({ LEADS_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/XXX", LEADS_WEBHOOK_SECRET: "0123456789abcdef" });
    expect(env.LEADS_WEBHOOK_URL).toBe("https://hooks.slack.com/services/T000/B000/XXX");
    expect(env.LEADS_WEBHOOK_SECRET).toBe("0123456789abcdef");
  });

  it("accepts PostgreSQL URLs and SQLite paths", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/site" }).DATABASE_URL).toContain("postgres://");
    expect(loadEnv({ DATABASE_URL: "./data/site.db" }).DATABASE_URL).toBe("./data/site.db");
  });
});
