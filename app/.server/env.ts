import { z } from "zod";
import { site } from "../content/site.ts";
import { DEFAULT_SITE_URL } from "../lib/site-url.ts";

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
  /** Contact messages accepted per client address in 10 minutes. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Newsletter sign-ups accepted per client address in an hour. */
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  /** How often the outbox looks for due or orphaned deliveries. */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /** First retry delay after a failed delivery; doubles per attempt up to one hour. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
}).superRefine((env, context) => {
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
