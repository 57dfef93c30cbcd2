import { jsonContract } from "../../shared/api-contract";
import type { ApiErrorBody } from "../../shared/api-contract";
import type { UtmAiRequest } from "./schema";

export type UtmSuggestionMode = "ai" | "rule-based";

/** The text the screen shows as the suggestions or the analysis, and where it came from. */
export interface UtmSuggestionsResponse {
  content: string;
  mode: UtmSuggestionMode;
}

/** POST /api/utm-suggestions: the UTM generator's two AI actions (other methods: 405). */
export const UTM_SUGGESTIONS_API = jsonContract<UtmAiRequest, UtmSuggestionsResponse | ApiErrorBody>("POST", "/api/utm-suggestions");
