import { describe, expect, it, vi } from "vitest";
import { issueChallenge } from "./captcha.server";
import type { RandomInt } from "./captcha.server";
import { checkRank } from "./check-rank.server";
import { CAPTCHA_MESSAGES, RANK_MESSAGES, rankFoundMessage, rankResultMessage } from "./messages.content";
import { SerpProviderError } from "./serp-providers/types.server";
import type { RankFinding, SerpProvider } from "./serp-providers/types.server";
import { InMemoryReplayStore } from "./replay-store-memory.server";
import { KEYWORD_MAX_LENGTH, rankRequestSchema, rankResponseSchema } from "./schema";

const SECRET = "rank-secret-0123456789abcdef";
const NOW = new Date("2025-05-01T10:00:00Z");
const sevenPlusThree: RandomInt = (() => {
  const values = [0, 7, 3];
  let i = 0;
  return () => values[i++ % 3] ?? 1;
})();

function validBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { token } = issueChallenge(SECRET, NOW, sevenPlusThree);
  return {
    website: "  https://www.ornekajans.com.tr  ",
    keyword: "  seo ajansı  ",
    device: "desktop",
    captchaToken: token,
    captchaAnswer: "10",
    ...overrides,
  };
}

function stubProvider(result: RankFinding | Error): SerpProvider & { calls: number } {
  const provider = {
    name: "serper" as const,
    calls: 0,
    async findRank(): Promise<RankFinding> {
      provider.calls += 1;
      if (result instanceof Error) throw result;
      return result;
    },
  };
  return provider;
}

function deps(provider: SerpProvider | null, store = new InMemoryReplayStore(() => NOW.getTime())) {
  return { provider, captchaSecret: SECRET, replayStore: store, fetch, now: () => NOW, log: vi.fn() };
}

describe("rank request schema", () => {
  it("trims website and keyword and accepts a numeric answer", () => {
    const parsed = rankRequestSchema.parse(validBody({ captchaAnswer: 10 }));
    expect(parsed.website).toBe("https://www.ornekajans.com.tr");
    expect(parsed.keyword).toBe("seo ajansı");
    expect(parsed.captchaAnswer).toBe("10");
  });

  it.each([
    [{ website: "" }, RANK_MESSAGES.missingFields],
    [{ website: undefined }, RANK_MESSAGES.missingFields],
    [{ keyword: "   " }, RANK_MESSAGES.missingFields],
    [{ keyword: "k".repeat(KEYWORD_MAX_LENGTH + 1) }, RANK_MESSAGES.keywordTooLong],
    [{ website: "localhost" }, RANK_MESSAGES.invalidWebsite],
    [{ device: "tablet" }, RANK_MESSAGES.invalidDevice],
    [{ captchaToken: "" }, CAPTCHA_MESSAGES.requiredMessage],
    [{ captchaAnswer: undefined }, CAPTCHA_MESSAGES.requiredMessage],
    [{ captchaAnswer: " " }, CAPTCHA_MESSAGES.requiredMessage],
  ])("rejects %j with the Turkish message", (override, message) => {
    const result = rankRequestSchema.safeParse(validBody(override));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts exactly 120 characters of keyword", () => {
    expect(rankRequestSchema.safeParse(validBody({ keyword: "k".repeat(KEYWORD_MAX_LENGTH) })).success).toBe(true);
  });

  it("describes both response shapes", () => {
    expect(
      rankResponseSchema.safeParse({ rank: 7, website: "a.com", keyword: "k", device: "mobile", totalResults: null }).success,
    ).toBe(true);
    expect(rankResponseSchema.safeParse({ error: RANK_MESSAGES.searchFailed }).success).toBe(true);
    expect(rankResponseSchema.safeParse({ rank: 101, website: "a.com", keyword: "k", device: "mobile", totalResults: 1 }).success).toBe(
      false,
    );
  });

  it("has the required result sentences", () => {
    expect(rankFoundMessage(7)).toBe("Site 7. sırada bulundu!");
    expect(rankResultMessage(null)).toBe("Site ilk 100 sonuçta bulunamadı");
    expect(RANK_MESSAGES.apiErrorTitle).toBe("API Hatası");
    expect(RANK_MESSAGES.unexpected).toBe("Beklenmeyen bir hata oluştu");
    // Without a provider the visitor is pointed at the Search Console import, never at the operator.
    expect(RANK_MESSAGES.notConfigured).toContain("Search Console");
    expect(RANK_MESSAGES.notConfigured).not.toMatch(/yönetici|yapılandır/);
  });
});

describe("checkRank", () => {
  it("answers the rank with the trimmed request fields", async () => {
    const provider = stubProvider({ rank: 7, totalResults: 1200 });
    const outcome = await checkRank(validBody(), deps(provider));
    expect(outcome).toEqual({
      status: 200,
      body: { rank: 7, website: "https://www.ornekajans.com.tr", keyword: "seo ajansı", device: "desktop", totalResults: 1200 },
    });
    expect(rankResponseSchema.safeParse(outcome.body).success).toBe(true);
  });

  it("does not burn the captcha on a validation error", async () => {
    const store = new InMemoryReplayStore(() => NOW.getTime());
    const provider = stubProvider({ rank: 1, totalResults: 1 });
    const body = validBody();
    expect(await checkRank({ ...body, keyword: "" }, deps(provider, store))).toEqual({
      status: 400,
      body: { error: "Lütfen web sitesi ve anahtar kelime girin", code: "validation" },
    });
    expect(store.size).toBe(0);
    expect((await checkRank(body, deps(provider, store))).status).toBe(200);
  });

  it("never calls the provider without a solved captcha", async () => {
    const provider = stubProvider({ rank: 1, totalResults: 1 });
    expect(await checkRank(validBody({ captchaAnswer: "11" }), deps(provider))).toEqual({
      status: 403,
      body: { error: "Lütfen doğru cevabı girin", code: "captcha_wrong" },
    });
    expect(await checkRank(validBody({ captchaToken: "sahte.token" }), deps(provider))).toEqual({
      status: 403,
      body: { error: "Lütfen önce captcha'yı tamamlayın", code: "captcha_required" },
    });
    expect(provider.calls).toBe(0);
  });

  it("refuses a replayed captcha", async () => {
    const store = new InMemoryReplayStore(() => NOW.getTime());
    const provider = stubProvider({ rank: null, totalResults: 5 });
    const body = validBody();
    expect((await checkRank(body, deps(provider, store))).status).toBe(200);
    expect((await checkRank(body, deps(provider, store))).body).toEqual({
      error: CAPTCHA_MESSAGES.requiredMessage,
      code: "captcha_required",
    });
    expect(provider.calls).toBe(1);
  });

  it("says when no provider is configured", async () => {
    expect(await checkRank(validBody(), deps(null))).toEqual({
      status: 503,
      body: { error: RANK_MESSAGES.notConfigured, code: "not_configured" },
    });
  });

  it("hides provider details behind the required search error and logs them", async () => {
    const d = deps(stubProvider(new SerpProviderError("serper", "http_status", { status: 500, detail: "key xyz invalid" })));
    expect(await checkRank(validBody(), d)).toEqual({
      status: 502,
      body: { error: "Arama sırasında bir hata oluştu", code: "provider" },
    });
    expect(d.log).toHaveBeenCalledOnce();
    expect(String(d.log.mock.calls[0]?.[0])).toContain("key xyz invalid");
  });

  it("maps a provider timeout to the search error", async () => {
    const timeout = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    expect((await checkRank(validBody(), deps(stubProvider(timeout)))).body).toEqual({
      error: RANK_MESSAGES.searchFailed,
      code: "provider",
    });
  });

  it("maps anything else to the unexpected error", async () => {
    expect(await checkRank(validBody(), deps(stubProvider(new TypeError("boom"))))).toEqual({
      status: 500,
      body: { error: "Beklenmeyen bir hata oluştu", code: "unexpected" },
    });
  });
});
