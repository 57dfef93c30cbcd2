import { randomBytes } from "node:crypto";
import { endpointHandler, json, rateLimited, serverEndpoint, type AnyServerEndpoint, type ApiHandler } from "~/.server/json-api";
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
import { CAPTCHA_API, RANK_API } from "./api-contract";
import { rankRateLimitMessage } from "./messages.content";
import type { RankCaptchaResponse } from "./schema";
import type { SerpProvider } from "./serp-providers/types.server";

/**
 * The rank finder's endpoints (the original's check-keyword-rank function), with the request and
 * answers of app/features/rank-finder/schema.ts:
 *
 * - GET /api/captcha → `{ question, token, expiresAt, rankConfigured }`: a signed maths challenge
 *   (app/features/rank-finder/captcha.server.ts). `rankConfigured` lets the screen say up front that no search
 *   provider is set up, instead of after the visitor solved a captcha.
 * - POST /api/rank `{ website, keyword, device, captchaToken, captchaAnswer }` → the required
 *   `{ rank, website, keyword, device, totalResults }` or `{ error, code }`. The captcha is
 *   verified together with the search (one round trip) and its token is single use across
 *   replicas (captcha_used table); provider answers are cached 24 h (rank_cache table).
 *
 * RANK_RATE_LIMIT searches per client address in 10 minutes, counted before the captcha, so
 * guessing answers costs attempts as well.
 */

/** Per client address: RANK_RATE_LIMIT searches in 10 minutes (10 by default). */
export function rankRateLimit(limit: number): RateLimitRule {
  return { bucket: "rank", limit, windowMs: 10 * 60_000 };
}

export interface RankEndpointOptions {
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

interface RankEndpointState {
  secret: string;
  replayStore: ReturnType<typeof createDbReplayStore>;
  provider: SerpProvider | null;
}

function prepare(services: Services): RankEndpointState {
  const { env } = services;
  const provider = createProvider(env.SERP_PROVIDER, env.SERP_API_KEY, env.SERP_BASE_URL);
  if (!provider) log.info("rank_provider_not_configured", { note: "set SERP_PROVIDER and SERP_API_KEY to enable the rank finder" });
  return {
    secret: captchaSecret(env.CAPTCHA_SECRET),
    replayStore: createDbReplayStore(services.database.db),
    provider: provider ? withRankCache(provider, createRankCache(services.database.db)) : null,
  };
}

export interface RankEndpoint {
  captcha: ApiHandler;
  rank: ApiHandler;
  /** The two endpoints the handlers serve, for the registry (app/api-endpoints.server.ts). */
  endpoints: { captcha: AnyServerEndpoint; rank: AnyServerEndpoint };
}

/** The two handlers; their state (secret, stores, provider) is made once per Services. */
export function createRankEndpoint(options: RankEndpointOptions = {}): RankEndpoint {
  const states = new WeakMap<Services, RankEndpointState>();
  const stateFor = (services: Services): RankEndpointState => {
    let state = states.get(services);
    if (!state) {
      state = prepare(services);
      states.set(services, state);
    }
    return state;
  };

  const captcha = serverEndpoint({
    contract: CAPTCHA_API,
    parse: "none",
    // A challenge costs nothing; the search it unlocks is limited.
    rateLimit: null,
    handle: async ({ context: { services } }) => {
      const { secret, provider } = stateFor(services);
      const challenge = issueChallenge(secret);
      const body: RankCaptchaResponse = {
        question: challenge.question,
        token: challenge.token,
        expiresAt: challenge.expiresAt.toISOString(),
        rankConfigured: provider !== null,
      };
      return json(body);
    },
  });

  const rank = serverEndpoint({
    contract: RANK_API,
    // checkRank validates after the rate limit, together with the captcha: guessing answers costs attempts.
    parse: "raw",
    rateLimit: rateLimited((env) => rankRateLimit(env.RANK_RATE_LIMIT), rankRateLimitMessage),
    handle: async ({ input, context: { services } }) => {
      const state = stateFor(services);
      const outcome = await checkRank(input, {
        provider: state.provider,
        captchaSecret: state.secret,
        replayStore: state.replayStore,
        fetch: options.fetch ?? globalThis.fetch,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
        log: (message, error) => log.warn("rank_check_failed", { message, error }),
      });
      if (outcome.status === 200 && "rank" in outcome.body) {
        log.info("rank_checked", { device: outcome.body.device, found: outcome.body.rank !== null });
      }
      return json(outcome.body, outcome.status);
    },
  });

  return { captcha: endpointHandler(captcha), rank: endpointHandler(rank), endpoints: { captcha, rank } };
}

/** GET /api/captcha and POST /api/rank as the site serves them. */
export const { endpoints: rankEndpoints } = createRankEndpoint();
