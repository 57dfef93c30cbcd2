import { apiRoute } from "~/.server/json-api";
import { handleLiveAiAccessApi } from "~/features/gptbot-simulator/live-access.server";

/** POST /api/live/ai-access: the AI crawler simulator's per-bot effective access check, as NDJSON. */
const endpoint = apiRoute({ POST: handleLiveAiAccessApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
