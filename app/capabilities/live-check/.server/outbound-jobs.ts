import { checkRateLimit, jsonError, rateLimitedResponse, type Admission, type ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { SAFE_FETCH_MESSAGES, parseAllowHosts, typedPorts } from "~/.server/safe-fetch";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import { TARGET_HOST_WINDOW_MS, createTargetHostBudget } from "~/.server/target-host-budget";
import type { TargetHostBudget } from "~/.server/target-host-budget";

type Services = ApiContext["services"];

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
  const release = services.jobSlots.take();
  if (!release) {
    log.info(claim.busyEvent, { running: services.jobSlots.running() });
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

/** `claimOutboundJob` as an endpoint's admission (app/.server/json-api.ts): the handler gets the slot's `release`. */
export function outboundJobAdmission(claim: Omit<OutboundJobClaim, "rateLimit"> & { rule: Admission["rule"] }): Admission {
  const { rule, ...refusals } = claim;
  return { rule, admit: ({ services, clientIp }) => claimOutboundJob(services, clientIp, { ...refusals, rateLimit: rule(services.env) }) };
}

/** What every outbound job's fetches obey besides the address policy: the allowed ports and the per-target-host budget. */
export interface OutboundPolicy {
  fetch: Required<Pick<SafeFetchOptions, "allowHosts" | "allowPorts" | "beforeRequest">>;
  budget: TargetHostBudget;
  /** Gives back the budget the job reserved and did not use; never throws. */
  release: () => Promise<void>;
}

/**
 * The fetch policy of one job for the URLs the visitor typed: their ports are allowed besides 80
 * and 443 (a page of the site cannot widen that), and every request is charged to its host's
 * hourly budget (TARGET_HOST_HOURLY_REQUESTS).
 */
export function outboundPolicy(services: Services, visitorUrls: readonly string[]): OutboundPolicy {
  const budget = createTargetHostBudget(services.rateLimiter, services.env.TARGET_HOST_HOURLY_REQUESTS);
  return {
    fetch: { allowHosts: allowedHostsFor(services), allowPorts: typedPorts(visitorUrls), beforeRequest: budget.beforeRequest },
    budget,
    release: () => budget.release().catch((error: unknown) => log.warn("target_host_budget_release_failed", { error: String(error) })),
  };
}

/**
 * 429 with the Turkish reason when a host the visitor typed has no requests left this hour (so
 * the screen says why at once instead of streaming a check where nothing was requested); null
 * when every one may be requested.
 */
export async function refuseSpentHosts(policy: OutboundPolicy, visitorUrls: readonly string[]): Promise<Response | null> {
  const hosts = new Set<string>();
  for (const raw of visitorUrls) {
    try {
      hosts.add(new URL(raw).hostname);
    } catch {
      // Refused by the fetcher later, with its own reason.
    }
  }
  for (const host of hosts) {
    if (!(await policy.budget.ready(host))) {
      log.info("target_host_budget_spent", { host });
      const retryAfter = Math.ceil((TARGET_HOST_WINDOW_MS - (Date.now() % TARGET_HOST_WINDOW_MS)) / 1000);
      return jsonError(429, "host_budget", SAFE_FETCH_MESSAGES.host_budget, { "Retry-After": String(retryAfter) });
    }
  }
  return null;
}

/**
 * The fetch policy of a job that holds a slot (`outboundPolicy`), or the 429 of a host the visitor
 * typed whose budget is spent. A refusal, or a failing database, frees the slot and the reserved
 * budget at once; an admitted job frees both when it ends.
 */
export async function admitTargets(
  services: Services,
  releaseSlot: () => void,
  visitorUrls: readonly string[],
): Promise<{ ok: true; policy: OutboundPolicy } | { ok: false; response: Response }> {
  const policy = outboundPolicy(services, visitorUrls);
  let refusal: Response | null;
  let admitted = false;
  try {
    refusal = await refuseSpentHosts(policy, visitorUrls);
    admitted = refusal === null;
  } finally {
    if (!admitted) {
      releaseSlot();
      await policy.release();
    }
  }
  return refusal ? { ok: false, response: refusal } : { ok: true, policy };
}

/** The URLs a visitor typed into a tool's request: every http(s) URL among its fields (a string or a list of strings). */
export function urlsInRequest(request: unknown): string[] {
  if (typeof request !== "object" || request === null) return [];
  const urls: string[] = [];
  for (const value of Object.values(request)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string" && /^https?:\/\//i.test(item)) urls.push(item);
    }
  }
  return urls;
}
