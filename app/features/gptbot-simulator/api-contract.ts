import { jsonContract, streamContract } from "../../shared/api-contract";
import type { LiveCheckLine } from "../../capabilities/live-check/live-check";
import type { BotAccess, LiveAiAccessRequest, LiveAiAccessResult } from "./live-types";
import type { AnalyzeResponse } from "./schema";

/** POST /api/analyze `{ url }`: the page as GPTBot reads it. */
export const ANALYZE_API = jsonContract<{ url: string }, AnalyzeResponse>("POST", "/api/analyze");

/** POST /api/live/ai-access: every AI crawler's effective access to one page, as NDJSON. */
export const LIVE_AI_ACCESS_API = streamContract<LiveAiAccessRequest, LiveCheckLine<BotAccess, LiveAiAccessResult>>("/api/live/ai-access");
