import { promises as dnsPromises } from "node:dns";
import { Transform, pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Dispatcher } from "undici";
import { checkAddress, isIpLiteral } from "./address";
import { FetchAgent, type PeerCertificate } from "./agent";
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

export type { ResolvedAddress } from "./pinned-lookup";
export { pinnedLookup } from "./pinned-lookup";
import type { ResolvedAddress } from "./pinned-lookup";

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

/**
 * The compressions we ask for, and so the only ones we decode: each through a zlib stream whose
 * output counts against the same byte caps as an uncompressed body (a 50 KB gzip bomb stops at
 * `maxBytes` inflated). Any other Content-Encoding (zstd, x-foo, stacked codings) is refused,
 * never read as text.
 */
export const REQUESTED_ENCODINGS = ["gzip", "deflate", "br"] as const;
const ACCEPT_ENCODING = REQUESTED_ENCODINGS.join(", ");
/** What is left of a redirect's or refused answer's body is read this far to keep its socket, else dropped. */
const DRAIN_BYTES = 16 * 1024;

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
   * The job's connections (agent.ts): kept alive across its requests, each new one opened only to
   * a vetted address. The job that made it closes it. Omitted: a connection for this call only.
   */
  agent?: FetchAgent;
  /**
   * Called right before a hop's request is sent, with the pinned address. Tests use it to prove
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
  /**
   * The TLS certificate of the final answer's host, as the connection this fetch used presented it
   * (agent.ts); null over http.
   */
  certificate: PeerCertificate | null;
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
 * Whether a URL's port may be spoken to: 80, 443, one of `allowPorts`, or exactly an `allowHosts`
 * entry's host and port (the test fixtures listen on random ports). An entry opens its own
 * service only: the same port on any other host stays refused.
 */
export function isAllowedPort(url: URL, options: Pick<SafeFetchOptions, "allowPorts" | "allowHosts">): boolean {
  const port = effectivePort(url);
  if (WEB_PORTS.includes(port) || (options.allowPorts ?? []).includes(port)) return true;
  const target = `${url.hostname.toLowerCase()}:${port}`;
  return (options.allowHosts ?? []).some((entry) => entry.trim().toLowerCase() === target);
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
async function resolveHop(url: URL, options: DestinationPolicy, signal: AbortSignal): Promise<{ pinned: ResolvedAddress; allowed: boolean }> {
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
  return { pinned: { address: first.address, family: first.address.includes(":") ? 6 : 4 }, allowed };
}

export type DestinationPolicy = Pick<SafeFetchOptions, "lookup" | "allowHosts" | "allowPorts" | "beforeRequest">;

/**
 * The policy every outbound connection obeys, the fetcher's hops and the audit browser's proxy
 * (app/capabilities/browser/.server/guarded-proxy.ts) alike: resolve the host once, refuse it when
 * any address is not public unicast (unless exactly this host:port is allow-listed) or its port is
 * not 80, 443, typed by the visitor or allow-listed, then charge the target host's budget. Answers
 * the address to connect to, pinned; throws SafeFetchError (or the budget's error) otherwise.
 */
export async function vetDestination(url: URL, options: DestinationPolicy, signal: AbortSignal): Promise<{ pinned: ResolvedAddress; allowed: boolean }> {
  const vetted = await resolveHop(url, options, signal);
  // After the address check, so a private target keeps its more telling "blocked_address".
  if (!isAllowedPort(url, options)) {
    throw new SafeFetchError("blocked_port", SAFE_FETCH_MESSAGES.blocked_port, { detail: url.host });
  }
  if (options.beforeRequest) await withAbort(Promise.resolve(options.beforeRequest(url, signal)), signal);
  return vetted;
}

/** What one hop sends: where, and with which headers (Host comes from the origin). Exported for tests. */
export function buildRequest(url: URL, options: SafeFetchOptions): { origin: string; path: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
    "accept-language": "tr-TR,tr;q=0.9,en;q=0.5",
    ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    // A headers-only probe decodes nothing, so it may offer what it likes; a read offers only what it can decode.
    "accept-encoding": options.headersOnly ? (options.headersOnly.acceptEncoding ?? "identity") : ACCEPT_ENCODING,
    "user-agent": options.userAgent ?? DEFAULT_USER_AGENT,
  };
  delete headers.host;
  return { origin: url.origin, path: `${url.pathname}${url.search}`, headers };
}

/** The decoder for an answer's Content-Encoding: null for none, "refuse" for one we did not ask for. */
function decoderFor(contentEncoding: string | string[] | undefined): Transform | null | "refuse" {
  const value = (Array.isArray(contentEncoding) ? contentEncoding.join(",") : (contentEncoding ?? "")).trim().toLowerCase();
  if (value === "" || value === "identity") return null;
  switch (value) {
    case "gzip":
    case "x-gzip":
      return createGunzip();
    case "deflate":
      return createInflate();
    case "br":
      return createBrotliDecompress();
    default:
      return "refuse";
  }
}

type Body = Dispatcher.ResponseData["body"];

/** Drops a body we will not read, and its socket (undici reports the drop as an error nobody needs). */
function drop(body: Body): void {
  body.on("error", () => undefined);
  body.destroy();
}

/** Frees a body we will not read: a short rest is drained so the socket stays in the pool, a long one is dropped. */
function discard(body: Body): void {
  body.dump({ limit: DRAIN_BYTES }).catch(() => undefined);
}

/**
 * Reads a body, decoded if compressed: the bytes on the wire and the decoded bytes each count
 * against `maxBytes`, the decoded ones against the job's budget.
 */
async function readBody(body: Body, decoder: Transform | null, maxBytes: number, budget: ByteBudget | undefined, signal: AbortSignal): Promise<Buffer> {
  let failure: unknown = null;
  const fail = (error: unknown): Error => {
    failure ??= error;
    return error instanceof Error ? error : new Error(String(error));
  };
  let wire = 0;
  const wireCap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      wire += chunk.length;
      if (wire > maxBytes) callback(fail(new SafeFetchError("too_large", tooLargeMessage(maxBytes), { detail: `>${maxBytes} bytes` })));
      else callback(null, chunk);
    },
  });
  let decoderFailed = false;
  decoder?.once("error", (error) => {
    if (failure === null) decoderFailed = true;
    void error;
  });
  const output: Readable = decoder
    ? pipeline(body, wireCap, decoder, () => undefined)
    : pipeline(body, wireCap, () => undefined);
  const chunks: Buffer[] = [];
  let total = 0;
  const onAbort = (): void => {
    fail(signal.reason);
    output.on("error", () => undefined);
    output.destroy();
    drop(body);
  };
  if (signal.aborted) onAbort();
  signal.addEventListener("abort", onAbort, { once: true });
  try {
    for await (const chunk of output as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw fail(new SafeFetchError("too_large", tooLargeMessage(maxBytes), { detail: `>${maxBytes} bytes decoded` }));
      // Charging may have stopped the job already (its abort rejected first); then this is a no-op.
      if (budget && !budget.charge(chunk.length)) throw fail(new ByteBudgetExceeded(budget.limit));
      chunks.push(chunk);
    }
  } catch (error) {
    output.on("error", () => undefined);
    output.destroy();
    drop(body);
    if (failure !== null) throw failure;
    if (decoderFailed) throw new SafeFetchError("bad_encoding", SAFE_FETCH_MESSAGES.bad_encoding, { cause: error });
    throw error;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
  if (failure !== null) throw failure;
  return Buffer.concat(chunks, total);
}

function collectHeaders(response: Dispatcher.ResponseData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (value === undefined) continue;
    out[name.toLowerCase()] = Array.isArray(value) && value.length === 1 ? (value[0] ?? "") : value;
  }
  return out;
}

function headerValue(response: Dispatcher.ResponseData, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
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
  // A call outside a job gets a connection of its own, closed when the call ends.
  const ownAgent = options.agent ? null : new FetchAgent();
  const agent = options.agent ?? (ownAgent as FetchAgent);
  const certificateOf = (url: URL): PeerCertificate | null => (url.protocol === "https:" ? agent.certificateOf(stripBrackets(url.hostname), effectivePort(url)) : null);

  try {
    let url = parseTarget(input);
    if (options.budget?.exhausted) throw new ByteBudgetExceeded(options.budget.limit);
    const redirectHops: { url: string; status: number }[] = [];
    for (;;) {
      const { pinned, allowed } = await vetDestination(url, options, signal);
      const port = effectivePort(url);
      agent.pin(stripBrackets(url.hostname), port, pinned, allowed);
      options.beforeConnect?.({ url: url.href, address: pinned.address, port });
      const request = buildRequest(url, options);

      let response: Dispatcher.ResponseData;
      const sentAt = performance.now();
      try {
        response = await agent.undici.request({ ...request, method: "GET", signal });
      } catch (cause) {
        if (signal.aborted) throw signal.reason;
        if (cause instanceof SafeFetchError) throw cause;
        throw new SafeFetchError("network", SAFE_FETCH_MESSAGES.network, { cause, detail: url.href });
      }
      const status = response.statusCode;
      const ttfbMs = Math.round(performance.now() - sentAt);
      const location = headerValue(response, "location");

      const keptRedirect = options.stopAtRedirect === true && REDIRECT_STATUSES.has(status);
      if (REDIRECT_STATUSES.has(status) && location && !keptRedirect) {
        discard(response.body);
        if (redirectHops.length >= maxRedirects) {
          throw new SafeFetchError("too_many_redirects", tooManyRedirectsMessage(maxRedirects), { detail: url.href });
        }
        redirectHops.push({ url: url.href, status });
        url = parseTarget(location, url);
        continue;
      }

      const errorStatus = status < 200 || status > 299;
      if (errorStatus && !keptRedirect && !(options.acceptErrorStatus && status >= 400 && status <= 599)) {
        discard(response.body);
        throw new SafeFetchError("http_status", httpStatusMessage(status), { status, detail: url.href });
      }

      const contentType = headerValue(response, "content-type");
      if (options.acceptContentTypes && !errorStatus) {
        const type = mediaType(contentType);
        if (!type || !options.acceptContentTypes.includes(type)) {
          drop(response.body);
          throw new SafeFetchError("not_html", SAFE_FETCH_MESSAGES.not_html, { detail: String(contentType) });
        }
      }

      if (options.headersOnly) {
        discard(response.body);
        return { finalUrl: url.href, status, headers: collectHeaders(response), body: "", redirects: redirectHops.map((hop) => hop.url), redirectHops, ttfbMs, certificate: certificateOf(url) };
      }

      const declaredLength = Number(headerValue(response, "content-length"));
      if (Number.isFinite(declaredLength) && declaredLength > maxBytes) {
        drop(response.body);
        throw new SafeFetchError("too_large", tooLargeMessage(maxBytes), { detail: `content-length ${declaredLength}` });
      }

      const decoder = decoderFor(response.headers["content-encoding"]);
      if (decoder === "refuse") {
        drop(response.body);
        throw new SafeFetchError("unsupported_encoding", SAFE_FETCH_MESSAGES.unsupported_encoding, { detail: String(response.headers["content-encoding"]) });
      }

      let bytes: Buffer;
      try {
        bytes = await readBody(response.body, decoder, maxBytes, options.budget, signal);
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
        certificate: certificateOf(url),
        ...(options.keepRawBody ? { rawBody: bytes } : {}),
      };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
    if (ownAgent) await ownAgent.close();
  }
}
