import type { z } from "zod";
import { matchesSite } from "../domain";
import { PROVIDER_ERROR_MESSAGES } from "../messages.content";

/**
 * Common ground of the SERP adapters: the interface, the typed error, JSON fetching and the
 * page-by-page scan. Google serves 10 organic results a page (the num=100 parameter stopped
 * working in 2025), so "top 100" means up to 10 requests; the scan stops at the first match.
 */

export const SERP_PROVIDER_NAMES = ["serpapi", "serper", "dataforseo"] as const;
export type SerpProviderName = (typeof SERP_PROVIDER_NAMES)[number];

export type Device = "desktop" | "mobile";

export const MAX_RANK = 100;
export const RESULTS_PER_PAGE = 10;
export const MAX_PAGES = MAX_RANK / RESULTS_PER_PAGE;

export interface RankQuery {
  keyword: string;
  /** Site as typed or normalised; matched with matchesSite (site and its subdomains). */
  website: string;
  device: Device;
}

export interface ProviderCallOptions {
  fetch: typeof globalThis.fetch;
  signal?: AbortSignal;
}

export interface RankFinding {
  /** Absolute organic position 1–100, or null when not in the first 100. */
  rank: number | null;
  totalResults: number | null;
}

export interface SerpProvider {
  readonly name: SerpProviderName;
  findRank(query: RankQuery, options: ProviderCallOptions): Promise<RankFinding>;
}

export interface ProviderConfig {
  apiKey: string;
  /** Origin of the API; tests point it at a loopback server. */
  baseUrl?: string;
}

export type SerpProviderErrorCode = keyof typeof PROVIDER_ERROR_MESSAGES;


/**
 * Failure of a provider call. `message` is Turkish and safe to show; `detail` carries the
 * provider's own words (which may mention the account or key) for logs only.
 */
export class SerpProviderError extends Error {
  override readonly name = "SerpProviderError";
  readonly code: SerpProviderErrorCode;
  readonly provider: SerpProviderName;
  readonly status: number | undefined;
  readonly detail: string | undefined;

  constructor(
    provider: SerpProviderName,
    code: SerpProviderErrorCode,
    extra: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(PROVIDER_ERROR_MESSAGES[code], extra.cause === undefined ? undefined : { cause: extra.cause });
    this.provider = provider;
    this.code = code;
    this.status = extra.status;
    this.detail = extra.detail;
  }
}

function errorText(body: string): string {
  return body.length > 500 ? `${body.slice(0, 500)}…` : body;
}

/** fetch + status check + JSON parse + shape check, mapped onto SerpProviderError. */
export async function fetchJson<T>(
  provider: SerpProviderName,
  url: string,
  init: RequestInit,
  schema: z.ZodType<T>,
  options: ProviderCallOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await options.fetch(url, { ...init, signal: options.signal });
  } catch (cause) {
    // A caller's abort is not the provider's fault: let it through unchanged.
    if (options.signal?.aborted) throw cause;
    throw new SerpProviderError(provider, "network", { cause, detail: String(cause) });
  }
  const text = await response.text();
  if (!response.ok) {
    throw new SerpProviderError(provider, "http_status", { status: response.status, detail: errorText(text) });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new SerpProviderError(provider, "malformed_response", { cause, detail: errorText(text) });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new SerpProviderError(provider, "malformed_response", { detail: parsed.error.message });
  }
  return parsed.data;
}

export interface SerpPage {
  /** Organic result URLs in ranking order (null for entries without a URL; they still take a place). */
  links: readonly (string | null)[];
  totalResults: number | null;
  /** False when the provider says there is no further page. */
  hasMore: boolean;
}

/**
 * Walks result pages until the site shows up, results run out or 100 places are counted.
 * The absolute rank is counted here (results before this page + place on it) rather than read
 * from the providers' `position`, whose numbering per page differs between providers.
 */
export async function scanPages(site: string, fetchPage: (pageIndex: number) => Promise<SerpPage>): Promise<RankFinding> {
  let counted = 0;
  let totalResults: number | null = null;
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex++) {
    const page = await fetchPage(pageIndex);
    totalResults ??= page.totalResults;
    for (const link of page.links) {
      counted += 1;
      if (counted > MAX_RANK) return { rank: null, totalResults };
      if (link !== null && matchesSite(link, site)) return { rank: counted, totalResults };
    }
    if (page.links.length === 0 || !page.hasMore) break;
  }
  return { rank: null, totalResults };
}

/** Orders organic entries by their position where given (stable for the rest). */
export function byPosition<T extends { position?: number | undefined }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.position ?? Infinity) - (b.item.position ?? Infinity) || a.index - b.index)
    .map(({ item }) => item);
}

/** Total-results figures arrive as numbers or as strings like "1.230.000". */
export function parseCount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value === "string") {
    const digits = value.replace(/[^\d]/g, "");
    return digits === "" ? null : Number(digits);
  }
  return null;
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}
