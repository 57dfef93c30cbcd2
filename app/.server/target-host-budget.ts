import { createHash } from "node:crypto";
import type { RateLimiter, RateLimitGrant, RateLimitRule } from "./rate-limit";
import { SAFE_FETCH_MESSAGES, SafeFetchError } from "./safe-fetch";

/**
 * The per-target-host budget (docs/decisions/008, "Volume towards one site"): every request the
 * outbound jobs send to a host (each redirect hop to its own host) is counted against
 * TARGET_HOST_HOURLY_REQUESTS for that host name, all clients and replicas together, in the
 * rate_limits table. The per-client quotas alone let one address send thousands of requests to a
 * site in minutes; this bounds what the whole service can send to it.
 *
 * A job reserves requests in blocks of TARGET_HOST_BLOCK per host, so the database is asked
 * once per block, not per request, and gives back what it did not use when it ends. The window
 * is a fixed clock hour, like the other limits.
 */

export const TARGET_HOST_BLOCK = 20;
export const TARGET_HOST_WINDOW_MS = 60 * 60_000;

/** Host names up to this length are stored as they are (readable); longer ones as a hash: the key column holds 200 characters. */
const MAX_PLAIN_HOST_LENGTH = 150;

export function targetHostRule(limit: number): RateLimitRule {
  return { bucket: "host", limit, windowMs: TARGET_HOST_WINDOW_MS };
}

function hostKey(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host.length <= MAX_PLAIN_HOST_LENGTH ? host : `sha256-${createHash("sha256").update(host).digest("hex")}`;
}

interface HostState {
  /** Requests granted and not used yet, all from `grant`'s window (a block is taken only when none are left). */
  left: number;
  grant: RateLimitGrant | null;
  /** The database granted less than asked: the host's budget for this hour is spent. */
  spent: boolean;
  refill: Promise<void> | null;
}

export interface TargetHostBudget {
  /** Whether a request to this host may still be sent this hour; reserves a block when none is left. Consumes nothing. */
  ready(hostname: string): Promise<boolean>;
  /** Takes one request of the host's budget, or throws SafeFetchError "host_budget". */
  charge(hostname: string): Promise<void>;
  /** safeFetch's per-hop hook charging each hop to its own host. */
  beforeRequest: (url: URL) => Promise<void>;
  /** Gives back what the job reserved and did not use; call once when the job is over. */
  release(): Promise<void>;
}

export function createTargetHostBudget(limiter: RateLimiter, limit: number, block: number = TARGET_HOST_BLOCK): TargetHostBudget {
  const rule = targetHostRule(limit);
  const hosts = new Map<string, HostState>();

  const stateOf = (hostname: string): HostState => {
    const key = hostKey(hostname);
    let state = hosts.get(key);
    if (!state) {
      state = { left: 0, grant: null, spent: false, refill: null };
      hosts.set(key, state);
    }
    return state;
  };

  const ready = async (hostname: string): Promise<boolean> => {
    const state = stateOf(hostname);
    // Requests to one host run four at a time: they share one reservation instead of each asking.
    while (state.left <= 0 && !state.spent) {
      state.refill ??= (async () => {
        try {
          const grant = await limiter.take(rule, hostKey(hostname), block);
          state.grant = grant;
          state.left = grant.granted;
          if (grant.granted < block) state.spent = true;
        } finally {
          state.refill = null;
        }
      })();
      await state.refill;
    }
    return state.left > 0;
  };

  const charge = async (hostname: string): Promise<void> => {
    const state = stateOf(hostname);
    // Checked again after each wait: requests that were all told "ready" by the last request of a
    // block would otherwise all take it, leaving a negative count that refuses every later request.
    while (state.left <= 0) {
      if (!(await ready(hostname))) throw new SafeFetchError("host_budget", SAFE_FETCH_MESSAGES.host_budget, { detail: hostname });
    }
    state.left -= 1;
  };

  return {
    ready,
    charge,
    beforeRequest: (url) => charge(url.hostname),
    async release() {
      const unused = [...hosts.entries()].filter(([, state]) => state.grant !== null && state.left > 0);
      await Promise.all(
        unused.map(([key, state]) => {
          const grant = { granted: state.left, window: state.grant?.window ?? 0 };
          state.left = 0;
          return limiter.giveBack(rule, key, grant);
        }),
      );
    },
  };
}
