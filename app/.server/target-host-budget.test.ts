import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../tests/support/databases";
import { openDatabase, type DatabaseHandle } from "./db/connection";
import { createRateLimiter } from "./rate-limit";
import { SafeFetchError } from "./safe-fetch";
import { createTargetHostBudget, targetHostRule } from "./target-host-budget";

/* The per-target-host budget against a real database of each dialect (the replicas' shared store). */

describe.each(DIALECTS)("target host budget on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeEach(async () => {
    database = await createDatabase();
    handle = await openDatabase(database.url);
  });

  afterEach(async () => {
    await handle.close();
    await database.drop();
  });

  const stored = async (): Promise<Record<string, number>> => {
    const rows = await handle.db.selectFrom("rate_limits").select(["key", "count"]).execute();
    return Object.fromEntries(rows.map((row) => [row.key.replace(/:\d+$/, ""), Number(row.count)]));
  };

  it("grants what fits under the limit in one upsert, never more, across jobs", async () => {
    const limiter = createRateLimiter(handle.db);
    const rule = targetHostRule(45);
    const grants = await Promise.all([1, 2, 3].map(() => limiter.take(rule, "ornek.com.tr", 20)));
    expect(grants.map((g) => g.granted).sort((a, b) => a - b)).toEqual([5, 20, 20]);
    expect((await limiter.take(rule, "ornek.com.tr", 20)).granted).toBe(0);
  });

  it("reserves in blocks, charges each host apart, refuses when spent and gives back what was left", async () => {
    const limiter = createRateLimiter(handle.db);
    const first = createTargetHostBudget(limiter, 30, 20);
    // Four requests at once to one host share one reservation.
    await Promise.all([1, 2, 3, 4].map(() => first.charge("Ornek.com.tr")));
    expect(await stored()).toEqual({ "host:ornek.com.tr": 20 });
    await first.charge("diger.example");
    await first.release();
    expect(await stored()).toEqual({ "host:ornek.com.tr": 4, "host:diger.example": 1 });

    const second = createTargetHostBudget(limiter, 30, 20);
    let sent = 0;
    let refusal: unknown = null;
    for (let i = 0; i < 40 && refusal === null; i += 1) {
      try {
        await second.beforeRequest(new URL("https://ornek.com.tr/sayfa"));
        sent += 1;
      } catch (error) {
        refusal = error;
      }
    }
    expect(sent).toBe(26);
    expect(refusal).toBeInstanceOf(SafeFetchError);
    expect((refusal as SafeFetchError).code).toBe("host_budget");
    expect(await second.ready("ornek.com.tr")).toBe(false);
    await second.release();
    expect((await stored())["host:ornek.com.tr"]).toBeGreaterThanOrEqual(30);
  });

  it("requests at once at the end of a block take the next block: none is refused while the hour's budget lasts", async () => {
    const limiter = createRateLimiter(handle.db);
    const budget = createTargetHostBudget(limiter, 1_000, 5);
    for (let i = 0; i < 4; i += 1) await budget.charge("ornek.com.tr");
    // One request of the block is left and six ask for it at once (an audit's probes after its crawl).
    await Promise.all([1, 2, 3, 4, 5, 6].map(() => budget.charge("ornek.com.tr")));
    for (let i = 0; i < 12; i += 1) await budget.charge("ornek.com.tr");
    await budget.release();
    expect(await stored()).toEqual({ "host:ornek.com.tr": 22 });
  });

  it("stores a very long host name as a hash that fits the key column", async () => {
    const limiter = createRateLimiter(handle.db);
    const budget = createTargetHostBudget(limiter, 10, 5);
    const longHost = `${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.example`;
    await budget.charge(longHost);
    const keys = Object.keys(await stored());
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^host:sha256-[0-9a-f]{64}$/);
  });
});
