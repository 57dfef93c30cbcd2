export { CAPTCHA_TTL_MS, challengeQuestion, issueChallenge, verifyChallenge } from "./captcha.server";
export type { CaptchaChallenge, CaptchaFailure, CaptchaOperator, CaptchaVerdict, RandomInt, ReplayStore } from "./captcha.server";
export { RANK_SEARCH_TIMEOUT_MS, checkRank } from "./check-rank.server";
export { RANK_CACHE_TTL_MS, createDbReplayStore, createRankCache, rankCacheKey, withRankCache } from "./db-store.server";
export type { DbReplayStore, RankCache, StoreOptions } from "./db-store.server";
export type { RankCheckDeps, RankCheckOutcome } from "./check-rank.server";
export { matchesSite, normalizeDomain } from "./domain";
export { CAPTCHA_MESSAGES, RANK_MESSAGES, rankFoundMessage, rankResultMessage } from "./messages.content";
export * from "./serp-providers/index.server";
export {
  KEYWORD_MAX_LENGTH,
  RANK_ERROR_CODES,
  firstIssueMessage,
  rankErrorSchema,
  rankRequestSchema,
  rankResponseSchema,
  rankSuccessSchema,
} from "./schema";
export type { RankError, RankErrorCode, RankRequest, RankResponse, RankSuccess } from "./schema";
