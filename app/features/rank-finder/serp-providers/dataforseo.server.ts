import { z } from "zod";
import { matchesSite } from "../domain";
import { MAX_RANK, SerpProviderError, fetchJson, joinUrl } from "./types.server";
import type { ProviderCallOptions, ProviderConfig, RankFinding, RankQuery, SerpProvider } from "./types.server";

/**
 * DataForSEO SERP API, Live Advanced mode: one POST returns up to `depth` results, so no
 * paging here. Auth is HTTP Basic with the account's login and API password, configured as a
 * single key "login:password". location_code 2792 = Turkey, language_code "tr".
 * Status codes: 20000 = ok, anything else (top level or task) is an error.
 */

export const DATAFORSEO_BASE_URL = "https://api.dataforseo.com";
export const DATAFORSEO_TURKEY_LOCATION_CODE = 2792;
const OK = 20000;

const itemSchema = z.object({
  type: z.string(),
  rank_group: z.number().optional(),
  rank_absolute: z.number().optional(),
  url: z.string().nullable().optional(),
});

const responseSchema = z.object({
  status_code: z.number(),
  status_message: z.string().optional(),
  tasks: z
    .array(
      z.object({
        status_code: z.number(),
        status_message: z.string().optional(),
        result: z
          .array(
            z.object({
              se_results_count: z.number().nullable().optional(),
              items: z.array(itemSchema).nullable().optional(),
            }),
          )
          .nullable()
          .optional(),
      }),
    )
    .nullable()
    .optional(),
});

/** "login:password" → [login, password]; null when the key has no colon. */
export function splitDataForSeoKey(key: string): [string, string] | null {
  const colon = key.indexOf(":");
  if (colon <= 0 || colon === key.length - 1) return null;
  return [key.slice(0, colon), key.slice(colon + 1)];
}

export function createDataForSeoProvider(config: ProviderConfig): SerpProvider {
  const credentials = splitDataForSeoKey(config.apiKey);
  if (!credentials) throw new Error('DataForSEO key must look like "login:password"');
  const authorization = `Basic ${Buffer.from(`${credentials[0]}:${credentials[1]}`).toString("base64")}`;
  const baseUrl = config.baseUrl ?? DATAFORSEO_BASE_URL;

  return {
    name: "dataforseo",
    async findRank(query: RankQuery, options: ProviderCallOptions): Promise<RankFinding> {
      const data = await fetchJson(
        "dataforseo",
        joinUrl(baseUrl, "/v3/serp/google/organic/live/advanced"),
        {
          method: "POST",
          headers: { Authorization: authorization, "Content-Type": "application/json" },
          body: JSON.stringify([
            {
              keyword: query.keyword,
              location_code: DATAFORSEO_TURKEY_LOCATION_CODE,
              language_code: "tr",
              device: query.device,
              depth: MAX_RANK,
            },
          ]),
        },
        responseSchema,
        options,
      );
      if (data.status_code !== OK) {
        throw new SerpProviderError("dataforseo", "provider_error", { detail: `${data.status_code} ${data.status_message ?? ""}`.trim() });
      }
      const task = data.tasks?.[0];
      if (!task) throw new SerpProviderError("dataforseo", "malformed_response", { detail: "no task in response" });
      if (task.status_code !== OK) {
        throw new SerpProviderError("dataforseo", "provider_error", { detail: `${task.status_code} ${task.status_message ?? ""}`.trim() });
      }
      const result = task.result?.[0];
      const totalResults = result?.se_results_count ?? null;
      // rank_group is the position among organic results only, which is what the tool reports.
      const organic = (result?.items ?? [])
        .filter((item) => item.type === "organic" && item.rank_group !== undefined)
        .sort((a, b) => (a.rank_group ?? 0) - (b.rank_group ?? 0));
      for (const item of organic) {
        const rank = item.rank_group ?? 0;
        if (rank > MAX_RANK) break;
        if (item.url && matchesSite(item.url, query.website)) return { rank, totalResults };
      }
      return { rank: null, totalResults };
    },
  };
}
