import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { isoTime } from "./time";

export interface RateLimitRule {
  /** What is limited, e.g. "contact". */
  bucket: string;
  limit: number;
  windowMs: number;
  /**
   * Shifts the windows' edges: a day counted from midnight in Istanbul (UTC+3, no daylight saving)
   * is `windowMs: DAY, windowOffsetMs: 3 h`. Zero by default (windows start at the epoch).
   */
  windowOffsetMs?: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/** What `take` granted, and the window it was counted in (a refund must go to the same one). */
export interface RateLimitGrant {
  granted: number;
  window: number;
}

function windowKey(rule: RateLimitRule, client: string, window: number): string {
  return `${rule.bucket}:${client}:${window}`;
}

function windowOf(rule: RateLimitRule, now: number): number {
  return Math.floor((now + (rule.windowOffsetMs ?? 0)) / rule.windowMs);
}

function windowEndOf(rule: RateLimitRule, window: number): number {
  return (window + 1) * rule.windowMs - (rule.windowOffsetMs ?? 0);
}

/**
 * Fixed-window counters kept in the database, so every replica counts against the same limit.
 * One upsert per hit; expired windows are swept now and then.
 */
export function createRateLimiter(db: Kysely<Database>) {
  let hitsSinceSweep = 0;
  const giveBack = async (rule: RateLimitRule, client: string, grant: RateLimitGrant): Promise<void> => {
    if (grant.granted <= 0) return;
    await db
      .updateTable("rate_limits")
      .set((eb) => ({ count: eb("rate_limits.count", "-", grant.granted) }))
      .where("key", "=", windowKey(rule, client, grant.window))
      .execute();
  };
  return {
    async hit(rule: RateLimitRule, client: string, now = Date.now()): Promise<RateLimitResult> {
      const window = windowOf(rule, now);
      const windowEnd = windowEndOf(rule, window);
      const row = await db
        .insertInto("rate_limits")
        .values({ key: windowKey(rule, client, window), count: 1, expires_at: isoTime(windowEnd) })
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

    /**
     * Counts up to `amount` hits in one upsert and grants what still fits under the limit
     * (0..amount): the per-target-host budget reserves requests in blocks this way, so the
     * database is not asked once per request. Two replicas taking at once cannot both get the
     * last hits: each sees the count after its own addition.
     */
    async take(rule: RateLimitRule, client: string, amount: number, now = Date.now()): Promise<RateLimitGrant> {
      const window = windowOf(rule, now);
      const row = await db
        .insertInto("rate_limits")
        .values({ key: windowKey(rule, client, window), count: amount, expires_at: isoTime(windowEndOf(rule, window)) })
        .onConflict((conflict) => conflict.column("key").doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", amount) })))
        .returning("count")
        .executeTakeFirstOrThrow();
      const before = Number(row.count) - amount;
      const grant = { granted: Math.max(0, Math.min(amount, rule.limit - before)), window };
      // Only near the limit: what was added but not granted comes off again, so a give-back of
      // unused hits later frees exactly those (a concurrent take meanwhile may grant less, never more).
      if (grant.granted < amount) await giveBack(rule, client, { granted: amount - grant.granted, window });
      return grant;
    },

    /** Gives back hits that `take` granted but were not used (a job ending with part of a block left). */
    giveBack,
  };
}
