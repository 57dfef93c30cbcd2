import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
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
