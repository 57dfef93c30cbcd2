import { jsonError, type ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
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
    release: () => budget.release().catch((error: unknown) => log.warn("target_host_budget_release_failed", { error })),
  };
}

/**
 * 429 with the Turkish reason when a host the visitor typed has no requests left this hour (so
 * the screen says why at once instead of streaming a check where nothing was requested); null
 * when every one may be requested.
 */
async function refuseSpentHosts(policy: OutboundPolicy, visitorUrls: readonly string[]): Promise<Response | null> {
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
 * Before a job goes in line: the 429 of a host the visitor typed whose hourly budget is spent, or
 * null. It only looks; the run charges its own requests.
 */
export async function refuseSpentTargets(services: Services, visitorUrls: readonly string[]): Promise<Response | null> {
  const policy = outboundPolicy(services, visitorUrls);
  try {
    return await refuseSpentHosts(policy, visitorUrls);
  } finally {
    await policy.release();
  }
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

/**
 * How long a crawl's or a live check's job and its lines are kept: long enough to follow it again
 * after a dropped connection or a reload; their results live on in the visitor's screen only.
 */
export const OUTBOUND_JOB_KEEP_MS = 60 * 60_000;

/** Runs one job's work under the fetch policy of the URLs the visitor typed, and gives back the budget it did not use. */
export async function withOutboundPolicy<T>(
  services: Services,
  visitorUrls: readonly string[],
  work: (fetch: OutboundPolicy["fetch"]) => Promise<T>,
): Promise<T> {
  const policy = outboundPolicy(services, visitorUrls);
  try {
    return await work(policy.fetch);
  } finally {
    await policy.release();
  }
}
