import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/schema";
import { log } from "~/.server/log";
import { isoTime } from "~/.server/time";
import type { ReplayStore } from "./captcha.server";
import { normalizeDomain } from "./domain";
import type { ProviderCallOptions, RankFinding, RankQuery, SerpProvider } from "./serp-providers/types.server";

/**
 * The rank finder's shared state, kept in the database so every replica sees it
 * (ARCHITECTURE: nothing that replicas must share lives in process memory alone):
 *
 * - `captcha_used`: single-use captcha ids. `consume` is one INSERT … ON CONFLICT DO NOTHING and
 *   reads the inserted row count, so of two replicas consuming the same id at the same moment
 *   exactly one wins, on SQLite and PostgreSQL alike, without a read-then-write race.
 * - `rank_cache`: provider findings for 24 hours per normalised site + keyword + device, so
 *   repeated searches neither cost provider credits nor wait for up to ten result pages.
 *
 * Expired rows are swept every `sweepEvery` writes (and by `sweep()`), never on the read path.
 */

export const RANK_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const DEFAULT_SWEEP_EVERY = 100;

export interface StoreOptions {
  /** Milliseconds since the epoch; injectable for expiry tests. */
  clock?: () => number;
  /** Delete expired rows after this many writes. */
  sweepEvery?: number;
}

export interface DbReplayStore extends ReplayStore {
  /** Deletes used ids whose tokens have expired; returns how many went. */
  sweep(): Promise<number>;
}

export function createDbReplayStore(db: Kysely<Database>, options: StoreOptions = {}): DbReplayStore {
  const clock = options.clock ?? Date.now;
  const sweepEvery = options.sweepEvery ?? DEFAULT_SWEEP_EVERY;
  let writesSinceSweep = 0;

  async function sweep(): Promise<number> {
    const result = await db.deleteFrom("captcha_used").where("expires_at", "<=", isoTime(clock())).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    async consume(id, expiresAt) {
      const result = await db
        .insertInto("captcha_used")
        .values({ id, expires_at: isoTime(expiresAt.getTime()) })
        .onConflict((conflict) => conflict.column("id").doNothing())
        .executeTakeFirst();
      writesSinceSweep += 1;
      if (writesSinceSweep >= sweepEvery) {
        writesSinceSweep = 0;
        await sweep();
      }
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    sweep,
  };
}

/**
 * Cache key: the site as normalizeDomain sees it ("https://www.Örnek.com.tr/x" and "örnek.com.tr"
 * are one site), the keyword trimmed, with inner whitespace collapsed and lower-cased the Turkish
 * way ("İSTANBUL" → "istanbul"), and the device.
 */
export function rankCacheKey(query: RankQuery): string {
  const site = normalizeDomain(query.website) ?? query.website.trim().toLowerCase();
  const keyword = query.keyword.trim().replace(/\s+/g, " ").toLocaleLowerCase("tr-TR");
  return `${site}|${keyword}|${query.device}`;
}

export interface RankCache {
  get(key: string): Promise<RankFinding | null>;
  set(key: string, finding: RankFinding): Promise<void>;
  /** Deletes expired entries; returns how many went. */
  sweep(): Promise<number>;
}

function parseFinding(text: string): RankFinding | null {
  try {
    const value = JSON.parse(text) as unknown;
    if (value === null || typeof value !== "object") return null;
    const { rank, totalResults } = value as Record<string, unknown>;
    const okRank = rank === null || (typeof rank === "number" && Number.isInteger(rank));
    const okTotal = totalResults === null || (typeof totalResults === "number" && Number.isFinite(totalResults));
    return okRank && okTotal ? { rank: rank as number | null, totalResults: totalResults as number | null } : null;
  } catch {
    return null;
  }
}

export function createRankCache(db: Kysely<Database>, options: StoreOptions & { ttlMs?: number } = {}): RankCache {
  const clock = options.clock ?? Date.now;
  const ttlMs = options.ttlMs ?? RANK_CACHE_TTL_MS;
  const sweepEvery = options.sweepEvery ?? DEFAULT_SWEEP_EVERY;
  let writesSinceSweep = 0;

  async function sweep(): Promise<number> {
    const result = await db.deleteFrom("rank_cache").where("expires_at", "<=", isoTime(clock())).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    async get(key) {
      const row = await db
        .selectFrom("rank_cache")
        .select("response")
        .where("key", "=", key)
        .where("expires_at", ">", isoTime(clock()))
        .executeTakeFirst();
      return row ? parseFinding(row.response) : null;
    },
    async set(key, finding) {
      const response = JSON.stringify({ rank: finding.rank, totalResults: finding.totalResults });
      const expires_at = isoTime(clock() + ttlMs);
      await db
        .insertInto("rank_cache")
        .values({ key, response, expires_at })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ response, expires_at }))
        .execute();
      writesSinceSweep += 1;
      if (writesSinceSweep >= sweepEvery) {
        writesSinceSweep = 0;
        await sweep();
      }
    },
    sweep,
  };
}

/**
 * A provider that answers from the cache when it can and stores what the real provider finds.
 * checkRank only calls the provider after the captcha passed, so a cached answer still costs the
 * visitor a solved captcha and a rate-limit hit; failures are never cached.
 */
export function withRankCache(provider: SerpProvider, cache: RankCache): SerpProvider {
  return {
    name: provider.name,
    async findRank(query: RankQuery, callOptions: ProviderCallOptions): Promise<RankFinding> {
      const key = rankCacheKey(query);
      const cached = await cache.get(key);
      if (cached) return cached;
      const finding = await provider.findRank(query, callOptions);
      // The visitor paid for this answer with a captcha (and the site with provider credits):
      // a cache that cannot be written must not turn it into an error.
      await cache.set(key, finding).catch((error: unknown) => log.warn("rank_cache_write_failed", { error }));
      return finding;
    },
  };
}
