import { z } from "zod";
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
