import { z } from "zod";
// Relative, not "~/": vite.config.ts loads this module before the path alias exists.
import { site } from "../site/site.content.ts";
import { DEFAULT_SITE_URL } from "../site/site-url.ts";

/** Absolute http(s) origin without a trailing slash; shared by the build (vite.config.ts) and the server. */
export const siteUrlSchema = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://www.example.com" })
  .transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: siteUrlSchema.default(DEFAULT_SITE_URL),
  /** Empty: SQLite file under ./data; postgres:// or postgresql://: PostgreSQL. */
  DATABASE_URL: z
    .string()
    .refine((value) => value === "" || /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(value) || !value.includes("://"), {
      error: "must be a postgres:// URL or a SQLite file path",
    })
    .default(""),
  /** Trust X-Forwarded-For from this many proxies (0 when the server faces the internet directly). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),

  /** The agency's inbox for contact messages. */
  CONTACT_TO_EMAIL: z.email().default(site.email),
  /** Sender of lead e-mails (must be allowed by the SMTP server). */
  MAIL_FROM: z.string().min(3).default(`"${site.name} Web Sitesi" <no-reply@${site.email.split("@")[1] ?? "localhost"}>`),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465; takes precedence over EmailJS. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  EMAILJS_PRIVATE_KEY: z.string().optional(),
  EMAILJS_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.emailjs.com"),
  /** Each contact message is also posted here as JSON (Slack/Teams incoming webhook or your own endpoint). */
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
  /** Signs each webhook post (X-Pusula-Signature, see README); unset: posts are not signed. */
  LEADS_WEBHOOK_SECRET: z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  /** Contact messages accepted per client address in 10 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Newsletter sign-ups accepted per client address in an hour. */
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Signs the newsletter's confirmation and unsubscribe links; the same value on every replica.
   * Unset: a random secret per process (a warning is logged; links then fail across replicas and restarts).
   */
  NEWSLETTER_SECRET: z.string().min(16, { error: "must be at least 16 characters long" }).optional(),

  /**
   * Test-only: "host:port" pairs the page analyzer and the site crawler may fetch although they are private/loopback
   * (local fixture servers). Leave unset in production: every non-public address is refused.
   */
  ANALYZER_ALLOWED_HOSTS: z.string().optional(),
  /** Page analyses (GPTBot simulator) accepted per client address in a minute. */
  ANALYZER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Site crawls (POST /api/site-crawl) started per client address in an hour. */
  CRAWL_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Live checks (POST /api/live/*: hreflang, canonical, meta, AI crawler access) per client address in an hour. */
  LIVE_CHECK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** Site audits (/seo-analizi) started per client address in an hour. */
  AUDIT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /**
   * Pages one site audit reads: at most the audit's AUDIT_MAX_PAGES_CAP (app/features/site-audit/limits.ts,
   * which this layer may not import; a test there holds the two together).
   */
  AUDIT_MAX_PAGES: z.coerce.number().int().min(1).max(500).default(100),
  /**
   * "false": this web process runs no jobs (site audits) and only puts them in line for the
   * `npm run worker` processes (PostgreSQL only: on SQLite the web process is the worker).
   */
  RUN_WORKER: z.enum(["true", "false"], { error: "must be true or false" }).default("true").transform((value) => value === "true"),
  /** Jobs one worker (a web process or `npm run worker`) runs at the same time. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  /** Jobs that may wait in line, all kinds and replicas together; beyond it a new one gets a 503. */
  QUEUE_MAX_WAITING: z.coerce.number().int().min(1).max(100_000).default(200),
  /**
   * Seconds a worker holds a job: a job whose worker died is run again by another once this is
   * over. A job stops 5 s before it. An audit may take 250 s (crawl 120 s, the requests after it
   * 25 s, the browser stage 100 s, rules and saving the rest); a shorter lease shortens its browser stage,
   * and below 160 its crawl.
   */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(10).max(3_600).default(300),
  /**
   * The site audit's browser stage (app/capabilities/browser): "auto" runs it when a Chromium is
   * found (CHROMIUM_PATH, else /usr/bin/chromium), "off" never, an absolute path runs that
   * executable. Web-only replicas (RUN_WORKER=false) never start a browser.
   */
  AUDIT_BROWSER: z
    .string()
    .default("auto")
    .refine((value) => value === "auto" || value === "off" || value.startsWith("/"), { error: 'must be "auto", "off" or an absolute path' }),
  /** The Chromium the browser stage (and the e2e tests) start when AUDIT_BROWSER is "auto". */
  CHROMIUM_PATH: z.string().optional(),
  /** Browsers one worker process runs at the same time; an audit waits for one within its own time. */
  BROWSER_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
  /** Memory (proportional set size of the browser's child process and every Chromium process together) over which a browser is killed and its page reported unmeasured. */
  BROWSER_MEMORY_MB: z.coerce.number().int().min(256).max(16_384).default(1_536),
  /** "Sitemi takip et" (app/features/site-monitor): "false" hides the form and checks nothing. */
  MONITOR_ENABLED: z.enum(["true", "false"], { error: "must be true or false" }).default("true").transform((value) => value === "true"),
  /** Hours between two light checks of a watched site. */
  MONITOR_CHECK_HOURS: z.coerce.number().int().min(1).max(24 * 7).default(24),
  /** Days between two full re-audits of a watched site. */
  MONITOR_AUDIT_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** Sites one e-mail address may watch. */
  MONITOR_MAX_PER_EMAIL: z.coerce.number().int().min(1).max(50).default(3),
  /** Days a stored audit report stays reachable at its link before it is deleted. */
  AUDIT_REPORT_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Requests the crawls, live checks and page analyses may send to one target host name in a clock hour,
   * all clients and replicas together (docs/decisions/008); beyond it a job stops with a Turkish reason.
   */
  TARGET_HOST_HOURLY_REQUESTS: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
  /**
   * Signs the rank finder's captcha tokens; the same value on every replica. Unset: a random
   * secret per process (a warning is logged; captchas then fail across replicas and restarts).
   */
  CAPTCHA_SECRET: z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  /** Rank searches accepted per client address in 10 minutes. */
  RANK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** SERP API behind the rank finder; unset: the tool says it is not configured. */
  SERP_PROVIDER: z.enum(["serpapi", "serper", "dataforseo"], { error: "must be serpapi, serper or dataforseo" }).optional(),
  /** Key of that provider (DataForSEO: "login:password"). */
  SERP_API_KEY: z.string().optional(),
  /** Origin of the provider's API instead of its public one (tests point it at a local stub). */
  SERP_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional(),
  /**
   * "weekly": every Monday 09:00 (Europe/Istanbul) CONTACT_TO_EMAIL gets a digest of the previous
   * week's leads, over SMTP_URL, once across replicas. "off": no digest.
   */
  LEADS_DIGEST: z.enum(["off", "weekly"], { error: "must be off or weekly" }).default("off"),
  /** How often the outbox looks for due or orphaned deliveries. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** First retry delay after a failed delivery; doubles per attempt up to one hour. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),

  /** Key of an OpenAI-compatible Chat Completions API for the UTM tool; unset: rule-based answers. */
  AI_API_KEY: z.string().optional(),
  /** Base URL of that API, without /chat/completions. */
  AI_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL, e.g. https://api.openai.com/v1" })
    .transform((value) => value.replace(/\/+$/, ""))
    .default("https://api.openai.com/v1"),
  AI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** UTM AI requests accepted per client address in 10 minutes. */
  AI_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),

  // Measurement (docs/decisions/027): every variable optional; unset, no third-party script loads.
  /** GA4 measurement ID, e.g. G-ABC123DEF4; loads only after the visitor accepts analytics cookies. */
  GA4_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/, { error: "must look like G-XXXXXXXXXX" }).optional(),
  /** Google Ads conversion ID, e.g. AW-123456789; loads only after the visitor accepts advertising cookies. */
  GOOGLE_ADS_ID: z.string().regex(/^AW-[0-9]{4,20}$/, { error: "must look like AW-123456789" }).optional(),
  /** The conversion label of the lead-form conversion action (the part after "/" in send_to). */
  GOOGLE_ADS_LEAD_LABEL: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, { error: "must be the conversion label, letters, digits, - and _" }).optional(),
  /** A Plausible- or Umami-compatible script (cookieless, no banner), e.g. https://plausible.io/js/script.js. */
  COOKIELESS_SCRIPT_URL: z.url({ protocol: /^https$/, error: "must be an absolute https URL" }).optional(),
  /** The site as the cookieless service knows it: Plausible's data-domain (a host name) or Umami's website ID. */
  COOKIELESS_SITE_ID: z.string().regex(/^[A-Za-z0-9.-]{1,253}$/, { error: "must be a host name (Plausible) or a website ID (Umami)" }).optional(),
}).superRefine((env, context) => {
  if (env.GOOGLE_ADS_LEAD_LABEL && !env.GOOGLE_ADS_ID) {
    context.addIssue({ code: "custom", path: ["GOOGLE_ADS_ID"], message: "is required when GOOGLE_ADS_LEAD_LABEL is set" });
  }
  if (Boolean(env.COOKIELESS_SCRIPT_URL) !== Boolean(env.COOKIELESS_SITE_ID)) {
    const missing = env.COOKIELESS_SCRIPT_URL ? "COOKIELESS_SITE_ID" : "COOKIELESS_SCRIPT_URL";
    context.addIssue({ code: "custom", path: [missing], message: "is required when the other COOKIELESS_ variable is set" });
  }
  if (env.SERP_PROVIDER && !env.SERP_API_KEY) {
    context.addIssue({ code: "custom", path: ["SERP_API_KEY"], message: "is required when SERP_PROVIDER is set" });
  }
  if (env.SERP_PROVIDER === "dataforseo" && env.SERP_API_KEY && !/^[^:]+:.+$/.test(env.SERP_API_KEY)) {
    context.addIssue({ code: "custom", path: ["SERP_API_KEY"], message: 'must be "login:password" for DataForSEO' });
  }
  if (env.LEADS_DIGEST === "weekly" && !env.SMTP_URL) {
    context.addIssue({ code: "custom", path: ["SMTP_URL"], message: "is required when LEADS_DIGEST=weekly (the digest goes out by SMTP)" });
  }
  const emailJs = [env.EMAILJS_SERVICE_ID, env.EMAILJS_TEMPLATE_ID, env.EMAILJS_PUBLIC_KEY];
  if (emailJs.some(Boolean) && !emailJs.every(Boolean)) {
    for (const name of ["EMAILJS_SERVICE_ID", "EMAILJS_TEMPLATE_ID", "EMAILJS_PUBLIC_KEY"] as const) {
      if (!env[name]) context.addIssue({ code: "custom", path: [name], message: "is required when EmailJS is configured" });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment once at start-up; an invalid value stops start-up naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as "not set" so `PORT= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
