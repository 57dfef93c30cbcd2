import { randomBytes } from "node:crypto";
import express, { type Router } from "express";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import {
  checkRank,
  createDbReplayStore,
  createProvider,
  createRankCache,
  issueChallenge,
  withRankCache,
} from "./rank.server";
import type { Services } from "~/services.server";
import type { RankCaptchaResponse } from "./api";

/**
 * The rank finder's endpoints (SPEC §7: the original's check-keyword-rank function):
 *
 * - GET /api/captcha → `{ question, token, expiresAt, rankConfigured }`: a signed maths challenge
 *   (app/features/rank-finder/captcha.server.ts). `rankConfigured` lets the screen say up front that no search
 *   provider is set up, instead of after the visitor solved a captcha.
 * - POST /api/rank `{ website, keyword, device, captchaToken, captchaAnswer }` → the spec's
 *   `{ rank, website, keyword, device, totalResults }` or `{ error, code }`. The captcha is
 *   verified together with the search (one round trip) and its token is single use across
 *   replicas (captcha_used table); provider answers are cached 24 h (rank_cache table).
 *
 * RANK_RATE_LIMIT searches per client address in 10 minutes, counted before the captcha, so
 * guessing answers costs attempts as well.
 */

export const RANK_RATE_LIMIT_MESSAGE_PREFIX = "Çok fazla arama yaptınız.";

export function rankRateLimitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds > 90 ? `${Math.ceil(retryAfterSeconds / 60)} dakika` : `${retryAfterSeconds} saniye`;
  return `${RANK_RATE_LIMIT_MESSAGE_PREFIX} Lütfen ${wait} sonra tekrar deneyin.`;
}

/** Per client address: RANK_RATE_LIMIT searches in 10 minutes (10 by default). */
export function rankRateLimit(limit: number): RateLimitRule {
  return { bucket: "rank", limit, windowMs: 10 * 60_000 };
}

export interface RankRouterOptions {
  fetch?: typeof globalThis.fetch;
  /** Provider time limit for one search (all result pages). */
  timeoutMs?: number;
}

/**
 * CAPTCHA_SECRET, or a random one for this process. Without a shared secret a token issued by
 * one replica (or before a restart) fails on another, so the fallback is loud.
 */
export function captchaSecret(configured: string | undefined): string {
  if (configured) return configured;
  log.warn("captcha_secret_generated", {
    note: "CAPTCHA_SECRET is not set: using a random secret for this process; captchas will not verify across replicas or restarts",
  });
  return randomBytes(32).toString("base64url");
}

export function createRankRouter(services: Services, options: RankRouterOptions = {}): Router {
  const router = express.Router();
  const { env } = services;
  const secret = captchaSecret(env.CAPTCHA_SECRET);
  const replayStore = createDbReplayStore(services.database.db);
  const provider = createProvider(env.SERP_PROVIDER, env.SERP_API_KEY, env.SERP_BASE_URL);
  const cachedProvider = provider ? withRankCache(provider, createRankCache(services.database.db)) : null;
  if (!provider) log.info("rank_provider_not_configured", { note: "set SERP_PROVIDER and SERP_API_KEY to enable the rank finder" });
  const rule = rankRateLimit(env.RANK_RATE_LIMIT);

  router.get("/captcha", (_req, res) => {
    const challenge = issueChallenge(secret);
    const body: RankCaptchaResponse = {
      question: challenge.question,
      token: challenge.token,
      expiresAt: challenge.expiresAt.toISOString(),
      rankConfigured: cachedProvider !== null,
    };
    res.json(body);
  });

  router.post("/rank", async (req, res) => {
    const limit = await services.rateLimiter.hit(rule, req.ip ?? "unknown");
    if (!limit.allowed) {
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      res.status(429).json({ error: rankRateLimitMessage(limit.retryAfterSeconds), code: "rate_limited" });
      return;
    }
    const outcome = await checkRank(req.body, {
      provider: cachedProvider,
      captchaSecret: secret,
      replayStore,
      fetch: options.fetch ?? globalThis.fetch,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      log: (message, error) => log.warn("rank_check_failed", { message, error: String(error) }),
    });
    if (outcome.status === 200 && "rank" in outcome.body) {
      log.info("rank_checked", { device: outcome.body.device, found: outcome.body.rank !== null });
    }
    res.status(outcome.status).json(outcome.body);
  });

  return router;
}
