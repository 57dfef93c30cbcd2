import { promises as dnsPromises } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { IncomingMessage } from "node:http";
import type { LookupFunction } from "node:net";
import { checkAddress, isIpLiteral } from "./address";
import { ByteBudgetExceeded, type ByteBudget } from "./byte-budget";
import { decodeBody, mediaType } from "./charset";
import { SafeFetchError } from "./errors";
import {
  SAFE_FETCH_MESSAGES,
  httpStatusMessage,
  timeoutMessage,
  tooLargeMessage,
  tooManyRedirectsMessage,
} from "./messages.content";

/**
 * Fetches a visitor-supplied URL without letting it reach internal networks (SSRF).
 *
 * The guard works per hop: parse with the WHATWG URL API (which canonicalises odd IPv4
 * spellings such as 2130706433 or 0x7f.1), resolve the host once, refuse the hop if ANY
 * resolved address is not public unicast, then connect to exactly the address that was checked
 * through a pinned `lookup`. Pinning closes the DNS-rebinding window a second resolution
 * inside `http.request` would open. Redirects are followed by hand so every hop goes through
 * the same checks.
 *
 * Ports are vetted per hop too: a public host's :25 or :6379 is as much a target as a private
 * address, so only 80, 443, the ports the visitor typed (`allowPorts`) and the allow-listed
 * fixtures' ports are spoken to.
 */

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const HTML_CONTENT_TYPES = ["text/html", "application/xhtml+xml"] as const;
export const DEFAULT_USER_AGENT = "DijitalAjansSeoAraclari/1.0 (+bot-simulatoru)";
/** The web's own ports, allowed on every hop; anything else must have been typed by the visitor. */
export const WEB_PORTS: readonly number[] = [80, 443];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface SafeFetchOptions {
  /** Name resolution; injectable so tests never touch real DNS. */
  lookup?: LookupAll;
  /**
   * "host:port" pairs exempt from the address policy (tests and local fixtures only; the
   * server fills it from ANALYZER_ALLOWED_HOSTS). IPv6 hosts are written "[::1]:4567".
   */
  allowHosts?: readonly string[];
  /**
   * Ports allowed besides 80 and 443 (and the ports of `allowHosts`): the ones the visitor typed
   * (`typedPorts`). Every hop to another port is refused with "blocked_port".
   */
  allowPorts?: readonly number[];
  /**
   * Called once per hop after the hop was vetted, right before its request is sent (the
   * per-target-host budget charges it here). Throwing refuses the hop with that error.
   */
  beforeRequest?: (url: URL, signal: AbortSignal) => Promise<void> | void;
  /** Budget for the whole exchange, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  /**
   * The job's byte budget, shared by its requests and charged as each chunk is read (on top of
   * `maxBytes` per request). When it has no room, safeFetch throws ByteBudgetExceeded: before
   * connecting if it is already spent, else while reading, abandoning the body.
   */
  budget?: ByteBudget;
  maxRedirects?: number;
  /** Accepted media types of the final response; omitted = anything. */
  acceptContentTypes?: readonly string[];
  userAgent?: string;
  /** Extra request headers (Accept, Accept-Language, ...). Host is always set by safeFetch. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /**
   * Called right before a socket is opened, with the pinned address. Tests use it to prove
   * that refused targets never get this far (and to fail closed on anything but loopback).
   */
  beforeConnect?: (info: { url: string; address: string; port: number }) => void;
  /** Also return the body's bytes as read (gzip sitemaps; exact byte budgets of the crawler). */
  keepRawBody?: boolean;
  /**
   * Stop at the final answer's headers and never read its body (`body` is ""): for probes that
   * need only headers. Only then may `acceptEncoding` offer compression, since nothing is
   * decompressed (the site audit asks whether a site compresses its pages).
   */
  headersOnly?: { acceptEncoding?: string };
  /**
   * Answer 4xx/5xx responses (status, headers, bounded body) instead of throwing "http_status":
   * the live checks report what a URL answers, errors included.
   */
  acceptErrorStatus?: boolean;
  /**
   * Answer the first redirect itself (its status, and its Location among the headers) instead of
   * following it: for probes that judge the redirect (whether http:// moves to https:// for good).
   */
  stopAtRedirect?: boolean;
}

export interface SafeFetchResult {
  finalUrl: string;
  status: number;
  /** Lowercased names; a header sent more than once keeps its values apart. */
  headers: Record<string, string | string[]>;
  body: string;
  /** Every URL that answered with a redirect, in order (the final URL is not included). */
  redirects: string[];
  /** The same hops with the status each answered (301, 302, ...). */
  redirectHops: { url: string; status: number }[];
  /** The body's bytes before decoding; present only with `keepRawBody`. */
  rawBody?: Buffer;
  /** Milliseconds from opening the last hop's request (its address already resolved) to its response headers. */
  ttfbMs: number;
}

export const defaultLookup: LookupAll = async (hostname) => {
  const results = await dnsPromises.lookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family }));
};

function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

/** The port a URL connects to (the scheme's default when none is written). */
export function effectivePort(url: URL): number {
  return url.port === "" ? defaultPort(url.protocol) : Number(url.port);
}

/** "host:port" key of a URL, as written in allowHosts. */
export function hostPortKey(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

/** The ports of the URLs the visitor typed (unparsable ones are left to safeFetch to refuse). */
export function typedPorts(urls: readonly string[]): number[] {
  const ports = new Set<number>();
  for (const raw of urls) {
    try {
      ports.add(effectivePort(new URL(raw)));
    } catch {
      // Not a URL: its fetch fails as "invalid_url" anyway.
    }
  }
  return [...ports];
}

/**
 * Whether a URL's port may be spoken to: 80, 443, one of `allowPorts`, or the port of an
 * `allowHosts` entry (the test fixtures listen on random ports).
 */
export function isAllowedPort(url: URL, options: Pick<SafeFetchOptions, "allowPorts" | "allowHosts">): boolean {
  const port = effectivePort(url);
  if (WEB_PORTS.includes(port) || (options.allowPorts ?? []).includes(port)) return true;
  return (options.allowHosts ?? []).some((entry) => entry.trim().toLowerCase().endsWith(`:${port}`));
}

/**
 * Reads ANALYZER_ALLOWED_HOSTS ("127.0.0.1:4567, [::1]:4567"). Entries without an explicit port
 * are dropped on purpose: an allowance must name exactly one service, never a whole host.
 */
export function parseAllowHosts(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(entry));
}

function parseTarget(raw: string | URL, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch (cause) {
    throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalid_url, { cause, detail: String(raw) });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new SafeFetchError("unsupported_protocol", SAFE_FETCH_MESSAGES.unsupported_protocol, {
      detail: url.protocol,
    });
  }
  if (url.hostname === "") {
    throw new SafeFetchError("invalid_url", SAFE_FETCH_MESSAGES.invalid_url, { detail: url.href });
  }
  return url;
}

function stripBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

async function withAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The lookup is already under way: its failure (ENOTFOUND) must not become an unhandled rejection.
    promise.catch(() => undefined);
    throw signal.reason;
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}

/** Resolves and vets one hop; returns the address to pin the connection to. */
async function resolveHop(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<ResolvedAddress> {
  const host = stripBrackets(url.hostname);
  const allowed = (options.allowHosts ?? []).some((entry) => entry.trim().toLowerCase() === hostPortKey(url));

  let addresses: ResolvedAddress[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host, family: host.includes(":") ? 6 : 4 }];
  } else {
    const lookup = options.lookup ?? defaultLookup;
    try {
      addresses = await withAbort(lookup(host), signal);
    } catch (cause) {
      if (signal.aborted) throw cause;
      throw new SafeFetchError("dns_failure", SAFE_FETCH_MESSAGES.dns_failure, { cause, detail: host });
    }
    if (addresses.length === 0) {
      throw new SafeFetchError("dns_failure", SAFE_FETCH_MESSAGES.dns_failure, { detail: host });
    }
  }

  if (!allowed) {
    // Every address must pass: a resolver answering "public, private" would otherwise let the
    // socket layer pick the private one.
    for (const { address } of addresses) {
      const verdict = checkAddress(address);
      if (!verdict.allowed) {
        throw new SafeFetchError("blocked_address", SAFE_FETCH_MESSAGES.blocked_address, {
          detail: `${host} → ${address} (${verdict.range})`,
        });
      }
    }
  }
  const first = addresses[0];
  if (!first) throw new SafeFetchError("dns_failure", SAFE_FETCH_MESSAGES.dns_failure, { detail: host });
  // The family comes from the address itself, not from what an (injected) resolver claimed.
  return { address: first.address, family: first.address.includes(":") ? 6 : 4 };
}

/** A `lookup` that ignores its input and answers with the vetted address. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const family = pinned.family === 6 ? 6 : 4;
    if (options.all) callback(null, [{ address: pinned.address, family }]);
    else callback(null, pinned.address, family);
  };
}

/** Options for http(s).request of one hop. Exported for tests of the TLS/Host wiring. */
export function buildRequestOptions(
  url: URL,
  pinned: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): https.RequestOptions {
  const host = stripBrackets(url.hostname);
  const headers: Record<string, string> = {
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
    "accept-language": "tr-TR,tr;q=0.9,en;q=0.5",
    ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    // Compression would need a decompression-bomb guard of its own; identity keeps the byte cap honest.
    "accept-encoding": options.headersOnly?.acceptEncoding ?? "identity",
    "user-agent": options.userAgent ?? DEFAULT_USER_AGENT,
    host: url.host,
  };
  const requestOptions: https.RequestOptions = {
    protocol: url.protocol,
    hostname: host,
    port: url.port === "" ? defaultPort(url.protocol) : Number(url.port),
    path: `${url.pathname}${url.search}`,
    method: "GET",
    headers,
    lookup: pinnedLookup(pinned),
    // No pooling: a kept-alive socket must never carry a request to another vetted hop.
    agent: false,
    signal,
  };
  // SNI and certificate checks use the real host name; SNI must not be an IP literal (RFC 6066).
  if (url.protocol === "https:" && !isIpLiteral(host)) requestOptions.servername = host;
  return requestOptions;
}

function sendRequest(url: URL, requestOptions: https.RequestOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === "https:" ? https : http).request(requestOptions, resolve);
    request.on("error", reject);
    request.end();
  });
}

function readBody(response: IncomingMessage, maxBytes: number, budget: ByteBudget | undefined, signal: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onAbort = (): void => {
      response.destroy();
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    const done = (): void => signal.removeEventListener("abort", onAbort);

    response.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes) {
        done();
        response.destroy();
        reject(new SafeFetchError("too_large", tooLargeMessage(maxBytes), { detail: `>${maxBytes} bytes` }));
        return;
      }
      if (budget && !budget.charge(chunk.length)) {
        // Charging may have stopped the job already (its abort rejected first); then this is a no-op.
        done();
        response.destroy();
        reject(new ByteBudgetExceeded(budget.limit));
        return;
      }
      chunks.push(chunk);
    });
    response.on("end", () => {
      done();
      resolve(Buffer.concat(chunks, total));
    });
    response.on("error", (error) => {
      done();
      reject(error);
    });
  });
}

function collectHeaders(response: IncomingMessage): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(response.headersDistinct)) {
    if (!values || values.length === 0) continue;
    out[name] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return out;
}

/** First value of a header from a SafeFetchResult-style map (repeated values joined). */
export function getHeader(headers: Readonly<Record<string, string | readonly string[] | undefined>>, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : value.join(", ");
}

export async function safeFetch(input: string | URL, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;

  const timeoutError = new SafeFetchError("timeout", timeoutMessage(timeoutMs));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError), timeoutMs);
  const onOuterAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  if (options.signal?.aborted) onOuterAbort();
  const signal = controller.signal;

  try {
    let url = parseTarget(input);
    if (options.budget?.exhausted) throw new ByteBudgetExceeded(options.budget.limit);
    const redirectHops: { url: string; status: number }[] = [];
    for (;;) {
      const pinned = await resolveHop(url, options, signal);
      // After the address check, so a private target keeps its more telling "blocked_address".
      if (!isAllowedPort(url, options)) {
        throw new SafeFetchError("blocked_port", SAFE_FETCH_MESSAGES.blocked_port, { detail: url.host });
      }
      if (options.beforeRequest) await withAbort(Promise.resolve(options.beforeRequest(url, signal)), signal);
      const requestOptions = buildRequestOptions(url, pinned, options, signal);
      options.beforeConnect?.({ url: url.href, address: pinned.address, port: Number(requestOptions.port) });

      let response: IncomingMessage;
      const sentAt = performance.now();
      try {
        response = await sendRequest(url, requestOptions);
      } catch (cause) {
        if (signal.aborted) throw signal.reason;
        throw new SafeFetchError("network", SAFE_FETCH_MESSAGES.network, { cause, detail: url.href });
      }
      const status = response.statusCode ?? 0;
      const ttfbMs = Math.round(performance.now() - sentAt);

      const keptRedirect = options.stopAtRedirect === true && REDIRECT_STATUSES.has(status);
      if (REDIRECT_STATUSES.has(status) && response.headers.location && !keptRedirect) {
        response.destroy();
        if (redirectHops.length >= maxRedirects) {
          throw new SafeFetchError("too_many_redirects", tooManyRedirectsMessage(maxRedirects), { detail: url.href });
        }
        redirectHops.push({ url: url.href, status });
        url = parseTarget(response.headers.location, url);
        continue;
      }

      const errorStatus = status < 200 || status > 299;
      if (errorStatus && !keptRedirect && !(options.acceptErrorStatus && status >= 400 && status <= 599)) {
        response.destroy();
        throw new SafeFetchError("http_status", httpStatusMessage(status), { status, detail: url.href });
      }

      const contentType = response.headers["content-type"];
      if (options.acceptContentTypes && !errorStatus) {
        const type = mediaType(contentType);
        if (!type || !options.acceptContentTypes.includes(type)) {
          response.destroy();
          throw new SafeFetchError("not_html", SAFE_FETCH_MESSAGES.not_html, { detail: String(contentType) });
        }
      }

      if (options.headersOnly) {
        response.destroy();
        return { finalUrl: url.href, status, headers: collectHeaders(response), body: "", redirects: redirectHops.map((hop) => hop.url), redirectHops, ttfbMs };
      }

      const declaredLength = Number(response.headers["content-length"]);
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        response.destroy();
        throw new SafeFetchError("too_large", tooLargeMessage(maxBytes), { detail: `content-length ${declaredLength}` });
      }

      let bytes: Buffer;
      try {
        bytes = await readBody(response, maxBytes, options.budget, signal);
      } catch (cause) {
        if (cause instanceof SafeFetchError || cause instanceof ByteBudgetExceeded) throw cause;
        if (signal.aborted) throw signal.reason;
        throw new SafeFetchError("network", SAFE_FETCH_MESSAGES.network, { cause, detail: url.href });
      }

      return {
        finalUrl: url.href,
        status,
        headers: collectHeaders(response),
        body: decodeBody(bytes, contentType),
        redirects: redirectHops.map((hop) => hop.url),
        redirectHops,
        ttfbMs,
        ...(options.keepRawBody ? { rawBody: bytes } : {}),
      };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }
}
