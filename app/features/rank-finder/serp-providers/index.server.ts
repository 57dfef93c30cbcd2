import { createDataForSeoProvider, splitDataForSeoKey } from "./dataforseo.server";
import { createSerpApiProvider } from "./serpapi.server";
import { createSerperProvider } from "./serper.server";
import { SERP_PROVIDER_NAMES } from "./types.server";
import type { SerpProvider, SerpProviderName } from "./types.server";

export function isSerpProviderName(name: string): name is SerpProviderName {
  return (SERP_PROVIDER_NAMES as readonly string[]).includes(name);
}

/**
 * Provider from configuration (SERP_PROVIDER, SERP_API_KEY, optional base URL). Returns null
 * when nothing usable is configured — unknown name, missing key, or a DataForSEO key without
 * "login:password" — so the endpoint can answer RANK_MESSAGES.notConfigured instead of failing.
 */
export function createProvider(
  name: string | null | undefined,
  key: string | null | undefined,
  baseUrl?: string,
): SerpProvider | null {
  const normalisedName = name?.trim().toLowerCase() ?? "";
  const apiKey = key?.trim() ?? "";
  if (!isSerpProviderName(normalisedName) || apiKey === "") return null;
  const config = baseUrl === undefined ? { apiKey } : { apiKey, baseUrl };
  switch (normalisedName) {
    case "serpapi":
      return createSerpApiProvider(config);
    case "serper":
      return createSerperProvider(config);
    case "dataforseo":
      return splitDataForSeoKey(apiKey) ? createDataForSeoProvider(config) : null;
  }
}

export { createDataForSeoProvider, createSerpApiProvider, createSerperProvider, splitDataForSeoKey };
;
;
;
;
export type {
  
  
  
  
  
  
  SerpProvider,
  
  SerpProviderName,
} from "./types.server";
