import { apiRoute } from "~/.server/json-api";
import { handleAnalyzeApi } from "~/features/gptbot-simulator/endpoint.server";

/** POST /api/analyze: the GPTBot simulator's page analysis. */
const endpoint = apiRoute({ POST: handleAnalyzeApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
