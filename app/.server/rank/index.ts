export { CAPTCHA_TTL_MS, challengeQuestion, issueChallenge, verifyChallenge } from "./captcha";
export type { CaptchaChallenge, CaptchaFailure, CaptchaOperator, CaptchaVerdict, RandomInt, ReplayStore } from "./captcha";
export { RANK_SEARCH_TIMEOUT_MS, checkRank } from "./check-rank";
export { RANK_CACHE_TTL_MS, createDbReplayStore, createRankCache, rankCacheKey, withRankCache } from "./db-store";
export type { DbReplayStore, RankCache, StoreOptions } from "./db-store";
export type { RankCheckDeps, RankCheckOutcome } from "./check-rank";
export { matchesSite, normalizeDomain } from "./domain";
export { CAPTCHA_MESSAGES, RANK_MESSAGES, rankFoundMessage, rankResultMessage } from "./messages";
export * from "./providers/index";
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
