import { z } from "zod";
import { SerpProviderError, byPosition, fetchJson, joinUrl, parseCount, scanPages, RESULTS_PER_PAGE } from "./types.server";
import type { ProviderCallOptions, ProviderConfig, RankFinding, RankQuery, SerpProvider } from "./types.server";

/**
 * SerpApi (serpapi.com) Google Search: GET /search.json, one request per result page
 * (start = 0, 10, …, 90), Turkish Google (google.com.tr, gl=tr, hl=tr, location Turkey).
 */

export const SERPAPI_BASE_URL = "https://serpapi.com";

const responseSchema = z.object({
  error: z.string().optional(),
  organic_results: z
    .array(z.object({ position: z.number().optional(), link: z.string().optional() }))
    .optional(),
  search_information: z.object({ total_results: z.union([z.number(), z.string()]).optional() }).optional(),
  serpapi_pagination: z.object({ next: z.string().optional() }).optional(),
});

/** SerpApi reports an empty result page through `error`; that is the end of results, not a failure. */
const NO_RESULTS = /hasn't returned any results/i;

export function createSerpApiProvider(config: ProviderConfig): SerpProvider {
  const baseUrl = config.baseUrl ?? SERPAPI_BASE_URL;
  return {
    name: "serpapi",
    findRank(query: RankQuery, options: ProviderCallOptions): Promise<RankFinding> {
      return scanPages(query.website, async (pageIndex) => {
        const params = new URLSearchParams({
          engine: "google",
          q: query.keyword,
          google_domain: "google.com.tr",
          gl: "tr",
          hl: "tr",
          location: "Turkey",
          device: query.device,
          start: String(pageIndex * RESULTS_PER_PAGE),
          api_key: config.apiKey,
        });
        const data = await fetchJson("serpapi", `${joinUrl(baseUrl, "/search.json")}?${params}`, { method: "GET" }, responseSchema, options);
        if (data.error !== undefined) {
          if (NO_RESULTS.test(data.error)) return { links: [], totalResults: null, hasMore: false };
          throw new SerpProviderError("serpapi", "provider_error", { detail: data.error });
        }
        const organic = byPosition(data.organic_results ?? []);
        return {
          links: organic.map((r) => r.link ?? null),
          totalResults: parseCount(data.search_information?.total_results),
          // No "next" link on the last page; a response without pagination info is not taken as the end.
          hasMore: data.serpapi_pagination === undefined || data.serpapi_pagination.next !== undefined,
        };
      });
    },
  };
}
