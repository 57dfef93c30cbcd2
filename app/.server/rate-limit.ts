import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { isoTime } from "./time";

export interface RateLimitRule {
  /** What is limited, e.g. "contact". */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters kept in the database, so every replica counts against the same limit.
 * One upsert per hit; expired windows are swept now and then.
 */
export function createRateLimiter(db: Kysely<Database>) {
  let hitsSinceSweep = 0;
  return {
    async hit(rule: RateLimitRule, client: string, now = Date.now()): Promise<RateLimitResult> {
      const window = Math.floor(now / rule.windowMs);
      const windowEnd = (window + 1) * rule.windowMs;
      const row = await db
        .insertInto("rate_limits")
        .values({ key: `${rule.bucket}:${client}:${window}`, count: 1, expires_at: isoTime(windowEnd) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })))
        .returning("count")
        .executeTakeFirstOrThrow();
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= 200) {
        hitsSinceSweep = 0;
        await db.deleteFrom("rate_limits").where("expires_at", "<", isoTime(now)).execute();
      }
      const count = Number(row.count);
      return { allowed: count <= rule.limit, retryAfterSeconds: Math.ceil((windowEnd - now) / 1000) };
    },
  };
}
