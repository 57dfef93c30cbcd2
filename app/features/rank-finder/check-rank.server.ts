import { TURKISH_PARSE_FALLBACK } from "~/.server/api-messages.content";
import { verifyChallenge } from "./captcha.server";
import type { ReplayStore } from "./captcha.server";
import { RANK_MESSAGES } from "./messages.content";
import { SerpProviderError } from "./serp-providers/types.server";
import type { SerpProvider } from "./serp-providers/types.server";
import { firstIssueMessage, rankRequestSchema } from "./schema";
import type { RankResponse } from "./schema";

/**
 * The whole POST /api/rank decision, free of Express: validate → captcha (single use) →
 * provider → response body and status. The route only parses JSON and calls this.
 * Order matters: an invalid form does not burn the visitor's captcha, and the provider (which
 * costs money per request) is never called without a solved captcha.
 */

export const RANK_SEARCH_TIMEOUT_MS = 30_000;

export interface RankCheckDeps {
  provider: SerpProvider | null;
  captchaSecret: string;
  replayStore: ReplayStore;
  fetch: typeof globalThis.fetch;
  now?: () => Date;
  timeoutMs?: number;
  /** Where provider details and unexpected errors go (they never reach the visitor). */
  log?: (message: string, error: unknown) => void;
}

export interface RankCheckOutcome {
  status: number;
  body: RankResponse;
}

export async function checkRank(body: unknown, deps: RankCheckDeps): Promise<RankCheckOutcome> {
  const parsed = rankRequestSchema.safeParse(body, TURKISH_PARSE_FALLBACK);
  if (!parsed.success) {
    return { status: 400, body: { error: firstIssueMessage(parsed.error), code: "validation" } };
  }
  const request = parsed.data;
  const now = deps.now?.() ?? new Date();

  try {
    const verdict = await verifyChallenge(deps.captchaSecret, request.captchaToken, request.captchaAnswer, now, deps.replayStore);
    if (verdict.status !== "ok") {
      const code = verdict.status === "wrong" ? "captcha_wrong" : "captcha_required";
      return { status: 403, body: { error: verdict.message, code } };
    }
    if (!deps.provider) {
      return { status: 503, body: { error: RANK_MESSAGES.notConfigured, code: "not_configured" } };
    }

    const finding = await deps.provider.findRank(
      { keyword: request.keyword, website: request.website, device: request.device },
      { fetch: deps.fetch, signal: AbortSignal.timeout(deps.timeoutMs ?? RANK_SEARCH_TIMEOUT_MS) },
    );
    return {
      status: 200,
      body: {
        rank: finding.rank,
        website: request.website,
        keyword: request.keyword,
        device: request.device,
        totalResults: finding.totalResults,
      },
    };
  } catch (error) {
    if (error instanceof SerpProviderError) {
      deps.log?.(`rank provider ${error.provider} failed: ${error.code} ${error.status ?? ""} ${error.detail ?? ""}`, error);
      return { status: 502, body: { error: RANK_MESSAGES.searchFailed, code: "provider" } };
    }
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
      deps.log?.("rank provider timed out", error);
      return { status: 504, body: { error: RANK_MESSAGES.searchFailed, code: "provider" } };
    }
    deps.log?.("rank check failed unexpectedly", error);
    return { status: 500, body: { error: RANK_MESSAGES.unexpected, code: "unexpected" } };
  }
}
