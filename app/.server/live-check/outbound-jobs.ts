import { checkRateLimit, jsonError, rateLimitedResponse, type ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { parseAllowHosts } from "~/.server/safe-fetch";

type Services = ApiContext["services"];

/**
 * The jobs that make requests to visitors' sites (site crawls and live checks) share one count
 * per server process, limited by CRAWL_MAX_JOBS, so a burst of either cannot starve the other or
 * multiply the outbound traffic. Kept per Services so tests that build their own get their own.
 */
const running = new WeakMap<Services, { count: number }>();

/** Takes a slot, or returns null when CRAWL_MAX_JOBS jobs are running; the release runs once. */
export function takeJobSlot(services: Services): (() => void) | null {
  let state = running.get(services);
  if (!state) {
    state = { count: 0 };
    running.set(services, state);
  }
  if (state.count >= services.env.CRAWL_MAX_JOBS) return null;
  state.count += 1;
  const counter = state;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    counter.count -= 1;
  };
}

/** Jobs running now (tests and the health figures). */
export function runningJobs(services: Services): number {
  return running.get(services)?.count ?? 0;
}

const allowedHosts = new WeakMap<Services, string[]>();

/**
 * The loopback "host:port" pairs the outbound jobs may fetch despite the address policy
 * (ANALYZER_ALLOWED_HOSTS, test fixtures only), read and announced once per Services.
 */
export function allowedHostsFor(services: Services): string[] {
  let hosts = allowedHosts.get(services);
  if (!hosts) {
    hosts = parseAllowHosts(services.env.ANALYZER_ALLOWED_HOSTS);
    if (hosts.length > 0) log.warn("outbound_allow_hosts", { hosts, note: "test-only: these private addresses may be fetched" });
    allowedHosts.set(services, hosts);
  }
  return hosts;
}

/** Seconds a visitor refused as "busy" is asked to wait: a crawl or a check takes seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

export interface OutboundJobClaim {
  /** The hourly quota of this kind of job, and its Turkish 429 text ("45 saniye" → sentence). */
  rateLimit: RateLimitRule;
  rateLimitMessage: (wait: string) => string;
  /** The Turkish 503 text, and the log event of a refusal. */
  busyMessage: string;
  busyEvent: string;
}

/**
 * Admits one outbound job (a crawl, a live check) for a client: a free CRAWL_MAX_JOBS slot, then
 * the client's hourly quota. The slot is taken before the (asynchronous) quota check, so two
 * requests cannot both see the last free slot; a request refused as busy keeps its quota. The
 * caller must call `release` once the job is over.
 */
export async function claimOutboundJob(
  services: Services,
  clientIp: string,
  claim: OutboundJobClaim,
): Promise<{ ok: true; release: () => void } | { ok: false; response: Response }> {
  const release = takeJobSlot(services);
  if (!release) {
    log.info(claim.busyEvent, { running: runningJobs(services) });
    return { ok: false, response: jsonError(503, "busy", claim.busyMessage, { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) }) };
  }
  try {
    const refusal = await checkRateLimit(services.rateLimiter, claim.rateLimit, clientIp, claim.rateLimitMessage);
    if (refusal) {
      release();
      return { ok: false, response: rateLimitedResponse(refusal) };
    }
  } catch (error) {
    release();
    throw error;
  }
  return { ok: true, release };
}
