import { z } from "zod";
import { SerpProviderError, byPosition, fetchJson, joinUrl, parseCount, scanPages } from "./types.server";
import type { ProviderCallOptions, ProviderConfig, RankFinding, RankQuery, SerpProvider } from "./types.server";

/**
 * Serper (serper.dev): POST /search with X-API-KEY, JSON { q, gl, hl, page } (page 1–10).
 * Response: `organic[]` with `link`/`position`; a total count is not part of its documented
 * format, so `searchInformation.totalResults` is read when present and null otherwise.
 * Serper has no device parameter: desktop and mobile queries return the same results.
 */

export const SERPER_BASE_URL = "https://google.serper.dev";

const responseSchema = z.object({
  message: z.string().optional(),
  organic: z.array(z.object({ position: z.number().optional(), link: z.string().optional() })).optional(),
  searchInformation: z.object({ totalResults: z.union([z.number(), z.string()]).optional() }).optional(),
});

export function createSerperProvider(config: ProviderConfig): SerpProvider {
  const baseUrl = config.baseUrl ?? SERPER_BASE_URL;
  return {
    name: "serper",
    findRank(query: RankQuery, options: ProviderCallOptions): Promise<RankFinding> {
      return scanPages(query.website, async (pageIndex) => {
        const data = await fetchJson(
          "serper",
          joinUrl(baseUrl, "/search"),
          {
            method: "POST",
            headers: { "X-API-KEY": config.apiKey, "Content-Type": "application/json" },
            body: JSON.stringify({ q: query.keyword, gl: "tr", hl: "tr", page: pageIndex + 1 }),
          },
          responseSchema,
          options,
        );
        // Errors come as { message, statusCode }, normally with a 4xx status, but do not trust that.
        if (data.organic === undefined && data.message !== undefined) {
          throw new SerpProviderError("serper", "provider_error", { detail: data.message });
        }
        const organic = byPosition(data.organic ?? []);
        return {
          links: organic.map((r) => r.link ?? null),
          totalResults: parseCount(data.searchInformation?.totalResults),
          hasMore: true,
        };
      });
    },
  };
}
