import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { issueChallenge, verifyChallenge } from "./captcha.server";
import type { RandomInt } from "./captcha.server";
import { createDbReplayStore, createRankCache, RANK_CACHE_TTL_MS, rankCacheKey, withRankCache } from "./db-store.server";
import type { RankFinding, SerpProvider } from "./serp-providers/types.server";

const T0 = Date.parse("2026-03-01T09:00:00.000Z");
const MINUTE = 60_000;

describe("rankCacheKey", () => {
  it("treats spellings of one site and keyword as one entry, devices apart", () => {
    const a = rankCacheKey({ website: "https://www.Örnek.com.tr/hizmetler", keyword: "  SEO   Ajansı İSTANBUL ", device: "desktop" });
    const b = rankCacheKey({ website: "örnek.com.tr", keyword: "seo ajansı istanbul", device: "desktop" });
    expect(a).toBe(b);
    expect(a).toBe("xn--rnek-4qa.com.tr|seo ajansı istanbul|desktop");
    expect(rankCacheKey({ website: "örnek.com.tr", keyword: "seo ajansı istanbul", device: "mobile" })).not.toBe(a);
  });
});

describe.each(DIALECTS)("rank stores on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let now: number;
  const clock = () => now;

  beforeEach(async () => {
    now = T0;
    database = await createDatabase();
    handle = await openDatabase(database.url);
  });

  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  describe("replay store", () => {
    it("consumes an id once and refuses the replay", async () => {
      const store = createDbReplayStore(handle.db, { clock });
      const expiresAt = new Date(T0 + 10 * MINUTE);
      expect(await store.consume("id-1", expiresAt)).toBe(true);
      expect(await store.consume("id-1", expiresAt)).toBe(false);
      expect(await store.consume("id-2", expiresAt)).toBe(true);
    });

    it("shares used ids between stores (replicas) over the same database", async () => {
      const replicaA = createDbReplayStore(handle.db, { clock });
      const second = await openDatabase(database.url);
      try {
        const replicaB = createDbReplayStore(second.db, { clock });
        expect(await replicaA.consume("shared", new Date(T0 + MINUTE))).toBe(true);
        expect(await replicaB.consume("shared", new Date(T0 + MINUTE))).toBe(false);
      } finally {
        await second.close();
      }
    });

    it("lets exactly one of many concurrent consumes win", async () => {
      const replicaA = createDbReplayStore(handle.db, { clock });
      const replicaB = createDbReplayStore(handle.db, { clock });
      const expiresAt = new Date(T0 + MINUTE);
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? replicaA : replicaB).consume("race", expiresAt)));
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("sweeps ids whose tokens have expired, keeping live ones", async () => {
      const store = createDbReplayStore(handle.db, { clock });
      await store.consume("old", new Date(T0 + MINUTE));
      await store.consume("live", new Date(T0 + 20 * MINUTE));
      now = T0 + 2 * MINUTE;
      expect(await store.sweep()).toBe(1);
      const ids = await handle.db.selectFrom("captcha_used").select("id").execute();
      expect(ids.map((row) => row.id)).toEqual(["live"]);
    });

    it("sweeps on its own every N writes", async () => {
      const store = createDbReplayStore(handle.db, { clock, sweepEvery: 3 });
      await store.consume("a", new Date(T0 + MINUTE));
      await store.consume("b", new Date(T0 + MINUTE));
      now = T0 + 5 * MINUTE;
      await store.consume("c", new Date(now + MINUTE));
      const ids = await handle.db.selectFrom("captcha_used").select("id").execute();
      expect(ids.map((row) => row.id)).toEqual(["c"]);
    });

    it("makes a captcha token single use through verifyChallenge", async () => {
      const secret = "db-store-secret-0123456789";
      const fivePlusFour: RandomInt = (() => {
        const values = [0, 5, 4];
        let i = 0;
        return () => values[i++ % 3] ?? 1;
      })();
      const store = createDbReplayStore(handle.db, { clock });
      const { token } = issueChallenge(secret, new Date(T0), fivePlusFour);
      expect((await verifyChallenge(secret, token, "9", new Date(T0 + 1000), store)).status).toBe("ok");
      expect((await verifyChallenge(secret, token, "9", new Date(T0 + 2000), store)).status).toBe("replayed");
    });
  });

  describe("rank cache", () => {
    const finding: RankFinding = { rank: 4, totalResults: 1_230_000 };

    it("misses, then hits after a set, and overwrites", async () => {
      const cache = createRankCache(handle.db, { clock });
      expect(await cache.get("a.com|seo|desktop")).toBeNull();
      await cache.set("a.com|seo|desktop", finding);
      expect(await cache.get("a.com|seo|desktop")).toEqual(finding);
      expect(await cache.get("a.com|seo|mobile")).toBeNull();
      await cache.set("a.com|seo|desktop", { rank: null, totalResults: null });
      expect(await cache.get("a.com|seo|desktop")).toEqual({ rank: null, totalResults: null });
    });

    it("expires entries after 24 hours and sweeps them", async () => {
      const cache = createRankCache(handle.db, { clock });
      await cache.set("a.com|seo|desktop", finding);
      now = T0 + RANK_CACHE_TTL_MS - 1;
      expect(await cache.get("a.com|seo|desktop")).toEqual(finding);
      now = T0 + RANK_CACHE_TTL_MS;
      expect(await cache.get("a.com|seo|desktop")).toBeNull();
      expect(await cache.sweep()).toBe(1);
      expect(await handle.db.selectFrom("rank_cache").selectAll().execute()).toEqual([]);
    });

    it("ignores a row that is not a finding", async () => {
      const cache = createRankCache(handle.db, { clock });
      await handle.db
        .insertInto("rank_cache")
        .values({ key: "bozuk", response: "{\"rank\":\"üç\"}", expires_at: new Date(T0 + MINUTE).toISOString() })
        .execute();
      expect(await cache.get("bozuk")).toBeNull();
    });

    it("wraps a provider: the second identical query is answered without calling it", async () => {
      let calls = 0;
      const provider: SerpProvider = {
        name: "serpapi",
        async findRank() {
          calls += 1;
          return finding;
        },
      };
      const cached = withRankCache(provider, createRankCache(handle.db, { clock }));
      const options = { fetch: globalThis.fetch };
      expect(await cached.findRank({ website: "https://www.a.com", keyword: "SEO", device: "desktop" }, options)).toEqual(finding);
      expect(await cached.findRank({ website: "a.com", keyword: " seo ", device: "desktop" }, options)).toEqual(finding);
      expect(calls).toBe(1);
      await cached.findRank({ website: "a.com", keyword: "seo", device: "mobile" }, options);
      expect(calls).toBe(2);
    });

    it("does not cache failures", async () => {
      let calls = 0;
      const provider: SerpProvider = {
        name: "serpapi",
        async findRank() {
          calls += 1;
          throw new Error("provider down");
        },
      };
      const cached = withRankCache(provider, createRankCache(handle.db, { clock }));
      const query = { website: "a.com", keyword: "seo", device: "desktop" } as const;
      await expect(cached.findRank(query, { fetch: globalThis.fetch })).rejects.toThrow("provider down");
      await expect(cached.findRank(query, { fetch: globalThis.fetch })).rejects.toThrow("provider down");
      expect(calls).toBe(2);
    });
  });
});
