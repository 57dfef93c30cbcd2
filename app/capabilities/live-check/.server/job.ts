import { setMaxListeners } from "node:events";
import { CRAWL_DEFAULTS, MAX_CONCURRENCY, crawlerUserAgent } from "~/capabilities/crawl/.server/crawl";
import { ByteBudget, ByteBudgetExceeded, FetchAgent, HTML_CONTENT_TYPES, SafeFetchError, mediaType, safeFetch } from "~/.server/safe-fetch";
import type { SafeFetchOptions, SafeFetchResult } from "~/.server/safe-fetch";
import type { FetchedPage, FetchedText, LiveCheckProgress } from "~/capabilities/live-check/live-check";
import { LIVE_CHECK_MESSAGES } from "./messages.content";
import { DEFAULT_ROBOTS_META_NAMES, extractSignalsInTurns } from "./signals";

/**
 * One live check's requests to the visitor's site, under the site crawler's limits
 * (docs/decisions/025-live-checks.md): every request through the SSRF-safe fetcher, at most
 * `maxRequests` requests, 60 s and 50 MB read for the whole check (counted as bodies are read,
 * whatever is in flight), 5 MB and 10 s per request, at most four requests at once to one host,
 * and optional spacing between requests to a host (the AI crawler check spaces its per-bot
 * requests). Cancelling (the visitor's "Durdur", or leaving)
 * aborts every request in flight and sends away every request waiting for its host's turn, so a
 * stopped check settles at once.
 *
 * Failures never throw: a page that could not be fetched comes back as data (`status: null`,
 * `error` with a Turkish reason), so a check reports it like any other finding. Once a limit is
 * reached, later requests are not sent and say which limit stopped them.
 */

export const LIVE_CHECK_LIMITS = {
  maxRequests: 200,
  timeLimitMs: CRAWL_DEFAULTS.timeLimitMs,
  maxTotalBytes: CRAWL_DEFAULTS.maxTotalBytes,
  maxBytesPerPage: CRAWL_DEFAULTS.maxBytesPerPage,
  requestTimeoutMs: CRAWL_DEFAULTS.requestTimeoutMs,
  perHostConcurrency: MAX_CONCURRENCY,
  /**
   * How long the endpoint waits for a stopped check's `run` to settle before it gives the slot
   * back anyway (a check that ignores the stop must not keep a CRAWL_MAX_JOBS slot forever).
   */
  stopGraceMs: 2_000,
} as const;

export type LiveCheckLimits = { -readonly [K in keyof typeof LIVE_CHECK_LIMITS]: number };

/** "host-budget": a host's hourly request budget, shared by every visitor, is spent (TARGET_HOST_HOURLY_REQUESTS). */
export type LiveJobStopReason = "request-limit" | "time-limit" | "byte-limit" | "cancelled" | "host-budget";

export interface LiveJobOptions<Item> {
  limits?: Partial<LiveCheckLimits>;
  /**
   * Fetcher settings: the loopback allow-list (ANALYZER_ALLOWED_HOSTS), the ports the visitor
   * typed, the per-target-host budget's hook, a resolver in tests.
   */
  fetch?: Pick<SafeFetchOptions, "lookup" | "allowHosts" | "allowPorts" | "beforeConnect" | "beforeRequest">;
  /** The visitor's request: its abort cancels the check. */
  signal?: AbortSignal;
  onProgress?: (progress: LiveCheckProgress) => void;
  onItem?: (item: Item) => void;
  /** Origin named in the default user agent (tests); default SITE_URL. */
  siteUrl?: string;
}

export interface FetchPageOptions {
  /** Default: our crawler's (PusulaDijitalBot). */
  userAgent?: string;
  /** Least time between the starts of two requests to this host that ask for spacing. */
  minIntervalMs?: number;
  /** Meta names read as robots rules besides "robots" (default robots, googlebot). */
  robotsMetaNames?: readonly string[];
  /** Extra request headers. */
  headers?: Readonly<Record<string, string>>;
}

export interface FetchTextOptions {
  /** Accepted media types of a 2xx answer ("text/plain"); another type gives `text: null`. */
  accept: readonly string[];
  maxBytes?: number;
  userAgent?: string;
}

/** What `fetchFile` gives: FetchedText with the body's bytes instead of its text. */
export interface FetchedFile extends Omit<FetchedText, "text"> {
  bytes: Buffer | null;
}

interface HostState {
  active: number;
  waiting: (() => void)[];
  nextStart: number;
  /** When the last spaced request to the host really started. */
  lastStart: number;
}

class LimitReached extends Error {
  constructor(readonly reason: LiveJobStopReason) {
    super(reason);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

export class LiveJob<Item = never> {
  readonly limits: LiveCheckLimits;
  readonly defaultUserAgent: string;
  /** Aborted on cancel and at the time limit. */
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly hosts = new Map<string, HostState>();
  private readonly budget: ByteBudget;
  private requests = 0;
  private progress: LiveCheckProgress = { done: 0, total: 0, current: null };
  private stopped: LiveJobStopReason | null = null;
  private requestLimitHit = false;
  private readonly stoppedListeners: (() => void)[] = [];
  private hostBudgetHit = false;
  /** The check's kept-alive connections (docs/decisions/050), closed when it stops or finishes. */
  private readonly agent = new FetchAgent();

  constructor(private readonly options: LiveJobOptions<Item> = {}) {
    this.limits = { ...LIVE_CHECK_LIMITS, ...options.limits };
    this.defaultUserAgent = crawlerUserAgent(options.siteUrl);
    this.signal = this.controller.signal;
    // Each request in flight or waiting for its host's turn listens to the signal once: four per
    // host over many hosts is more than Node's default of 10 listeners, not a leak. A check
    // sends at most `maxRequests`.
    setMaxListeners(this.limits.maxRequests + 10, this.signal);
    this.budget = new ByteBudget(this.limits.maxTotalBytes, () => this.stop("byte-limit"));
    this.timer = setTimeout(() => this.stop("time-limit"), this.limits.timeLimitMs);
    const outer = options.signal;
    if (outer?.aborted) this.stop("cancelled");
    else outer?.addEventListener("abort", () => this.stop("cancelled"), { once: true });
  }

  /**
   * Why the check stopped or was cut short, or null while nothing was refused. The request limit
   * and a target host's budget do not abort what is in flight (those answers still count), but
   * once they refused a request they are the reason too.
   */
  get stopReason(): LiveJobStopReason | null {
    return this.stopped ?? (this.requestLimitHit ? "request-limit" : this.hostBudgetHit ? "host-budget" : null);
  }

  /** The stop reason in Turkish, as a check reports it; null when nothing was refused. */
  get stopMessage(): string | null {
    const reason = this.stopReason;
    return reason === null ? null : this.limitMessage(reason);
  }

  get totalBytes(): number {
    return this.budget.used;
  }

  get requestCount(): number {
    return this.requests;
  }

  /** Announces `count` more requests, so the progress bar knows the total. */
  plan(count: number): void {
    this.progress = { ...this.progress, total: this.progress.total + count };
    this.options.onProgress?.(this.progress);
  }

  /** A finished piece of the result (one URL's verdict), streamed to the screen at once. */
  emit(item: Item): void {
    this.options.onItem?.(item);
  }

  /** Ends the check: requests in flight are aborted, later ones are not sent. */
  stop(reason: LiveJobStopReason = "cancelled"): void {
    if (this.stopped) return;
    this.stopped = reason;
    clearTimeout(this.timer);
    this.controller.abort(new LimitReached(reason));
    void this.agent.close();
    // Every request waiting for a host's turn leaves now (acquire sees `stopped`); none is left
    // waiting for a turn no one will hand on.
    for (const state of this.hosts.values()) for (const wake of state.waiting.splice(0)) wake();
    for (const listener of this.stoppedListeners.splice(0)) listener();
  }

  /** Resolves once the check is stopped (cancel, a limit); never when it just finishes. */
  whenStopped(): Promise<LiveJobStopReason> {
    return new Promise((resolve) => {
      const stopped = this.stopped;
      if (stopped) resolve(stopped);
      else this.stoppedListeners.push(() => resolve(this.stopped ?? "cancelled"));
    });
  }

  /** Frees the timer and closes the check's connections; call when the check is over. */
  finish(): void {
    clearTimeout(this.timer);
    void this.agent.close();
  }

  async fetchPage(url: string, options: FetchPageOptions = {}): Promise<FetchedPage> {
    const userAgent = options.userAgent ?? this.defaultUserAgent;
    const outcome = await this.request(url, options.minIntervalMs ?? 0, this.limits.maxBytesPerPage, {
      userAgent,
      acceptErrorStatus: true,
      ...(options.headers ? { headers: options.headers } : {}),
    });
    if (!outcome.ok) return { ...notFetched(url, this.failure(outcome.error)), userAgent };
    const { response } = outcome;
    const type = mediaType(getContentType(response)) ?? null;
    const isHtml = type !== null && (HTML_CONTENT_TYPES as readonly string[]).includes(type);
    const signals = isHtml
      ? await extractSignalsInTurns(response.body, response.finalUrl, response.headers, options.robotsMetaNames ?? DEFAULT_ROBOTS_META_NAMES)
      : null;
    return {
      url,
      finalUrl: response.finalUrl,
      status: response.status,
      redirects: response.redirectHops,
      headers: response.headers,
      contentType: type,
      bytes: Buffer.byteLength(response.body),
      signals,
      error: null,
      userAgent,
    };
  }

  /** robots.txt, llms.txt, a sitemap: the body when it answered 2xx with an accepted type. */
  async fetchText(url: string, options: FetchTextOptions): Promise<FetchedText> {
    const outcome = await this.request(url, 0, Math.min(options.maxBytes ?? this.limits.maxBytesPerPage, this.limits.maxBytesPerPage), {
      userAgent: options.userAgent ?? this.defaultUserAgent,
      acceptErrorStatus: true,
      headers: { accept: options.accept.join(", ") },
    });
    if (!outcome.ok) {
      return { url, finalUrl: url, status: null, text: null, contentType: null, error: this.failure(outcome.error) };
    }
    const { response } = outcome;
    const type = mediaType(getContentType(response)) ?? null;
    const ok = response.status >= 200 && response.status <= 299 && type !== null && options.accept.includes(type);
    return { url, finalUrl: response.finalUrl, status: response.status, text: ok ? response.body : null, contentType: type, error: null };
  }

  /**
   * A file read as bytes (a sitemap, perhaps gzipped): the body when it answered 2xx with an
   * accepted type. Decoding and inflating are the caller's, within its own bounds.
   */
  async fetchFile(url: string, options: FetchTextOptions): Promise<FetchedFile> {
    const outcome = await this.request(url, 0, Math.min(options.maxBytes ?? this.limits.maxBytesPerPage, this.limits.maxBytesPerPage), {
      userAgent: options.userAgent ?? this.defaultUserAgent,
      acceptErrorStatus: true,
      headers: { accept: options.accept.join(", ") },
      keepRawBody: true,
    });
    if (!outcome.ok) return { url, finalUrl: url, status: null, bytes: null, contentType: null, error: this.failure(outcome.error) };
    const { response } = outcome;
    const type = mediaType(getContentType(response)) ?? null;
    const ok = response.status >= 200 && response.status <= 299 && type !== null && options.accept.includes(type);
    return { url, finalUrl: response.finalUrl, status: response.status, bytes: ok ? (response.rawBody ?? Buffer.from(response.body)) : null, contentType: type, error: null };
  }

  private failure(error: SafeFetchError | LimitReached): { code: string; message: string } {
    if (!(error instanceof LimitReached)) return { code: error.code, message: error.message };
    return { code: error.reason, message: this.limitMessage(error.reason) };
  }

  private limitMessage(reason: LiveJobStopReason): string {
    switch (reason) {
      case "time-limit":
        return LIVE_CHECK_MESSAGES.timeLimit;
      case "byte-limit":
        return LIVE_CHECK_MESSAGES.byteLimit;
      case "cancelled":
        return LIVE_CHECK_MESSAGES.cancelled;
      case "request-limit":
        return LIVE_CHECK_MESSAGES.requestLimit(this.limits.maxRequests);
      case "host-budget":
        return LIVE_CHECK_MESSAGES.hostBudget;
    }
  }

  private async request(
    url: string,
    minIntervalMs: number,
    maxBytes: number,
    fetchOptions: Pick<SafeFetchOptions, "userAgent" | "acceptErrorStatus" | "headers" | "keepRawBody">,
  ): Promise<{ ok: true; response: SafeFetchResult } | { ok: false; error: SafeFetchError | LimitReached }> {
    let host: string;
    try {
      host = new URL(url).host.toLowerCase();
    } catch {
      // safeFetch words the refusal.
      host = "";
    }
    let slot: HostState | null = null;
    try {
      if (this.stopped) throw new LimitReached(this.stopped);
      if (this.requests >= this.limits.maxRequests) {
        this.requestLimitHit = true;
        throw new LimitReached("request-limit");
      }
      this.requests += 1;
      slot = await this.acquire(host, minIntervalMs);
      this.progress = { ...this.progress, current: url };
      this.options.onProgress?.(this.progress);
      const response = await safeFetch(url, {
        ...this.options.fetch,
        ...fetchOptions,
        timeoutMs: this.limits.requestTimeoutMs,
        maxBytes,
        budget: this.budget,
        signal: this.signal,
        agent: this.agent,
      });
      return { ok: true, response };
    } catch (error) {
      if (error instanceof ByteBudgetExceeded) {
        this.stop("byte-limit");
        return { ok: false, error: new LimitReached("byte-limit") };
      }
      // Like the request limit, a spent host budget does not abort what is in flight (already
      // sent and counted): the host's later requests are refused by the budget itself, and
      // other hosts of the check go on.
      if (error instanceof SafeFetchError && error.code === "host_budget") {
        this.hostBudgetHit = true;
        return { ok: false, error: new LimitReached("host-budget") };
      }
      if (error instanceof SafeFetchError) return { ok: false, error };
      if (error instanceof LimitReached) return { ok: false, error };
      if (this.stopped) return { ok: false, error: new LimitReached(this.stopped) };
      throw error;
    } finally {
      if (slot) this.release(slot);
      this.progress = { ...this.progress, done: this.progress.done + 1, current: null };
      this.options.onProgress?.(this.progress);
    }
  }

  private async acquire(host: string, minIntervalMs: number): Promise<HostState> {
    let state = this.hosts.get(host);
    if (!state) {
      state = { active: 0, waiting: [], nextStart: 0, lastStart: Number.NEGATIVE_INFINITY };
      this.hosts.set(host, state);
    }
    while (state.active >= this.limits.perHostConcurrency) {
      if (this.stopped) throw new LimitReached(this.stopped);
      await new Promise<void>((resolve) => state.waiting.push(resolve));
      if (this.stopped) {
        // Handed a turn it will not take: pass it on, so no waiter depends on stop() alone.
        state.waiting.shift()?.();
        throw new LimitReached(this.stopped);
      }
    }
    state.active += 1;
    if (minIntervalMs > 0) {
      const now = Date.now();
      const startAt = Math.max(now, state.nextStart);
      state.nextStart = startAt + minIntervalMs;
      try {
        await sleep(startAt - now, this.signal);
        // A timer that fired late (a busy event loop) must not shorten the gap to the next
        // request: the real starts, not only the planned ones, stay minIntervalMs apart.
        while (Date.now() < state.lastStart + minIntervalMs) await sleep(state.lastStart + minIntervalMs - Date.now(), this.signal);
      } catch {
        this.release(state);
        throw new LimitReached(this.stopped ?? "cancelled");
      }
      state.lastStart = Date.now();
      state.nextStart = Math.max(state.nextStart, state.lastStart + minIntervalMs);
    }
    return state;
  }

  private release(state: HostState): void {
    state.active -= 1;
    state.waiting.shift()?.();
  }
}

function getContentType(response: SafeFetchResult): string | undefined {
  const value = response.headers["content-type"];
  return typeof value === "string" ? value : value?.[0];
}

function notFetched(url: string, error: { code: string; message: string }): Omit<FetchedPage, "userAgent"> {
  return { url, finalUrl: url, status: null, redirects: [], headers: {}, contentType: null, bytes: 0, signals: null, error };
}
