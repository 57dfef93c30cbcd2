import { apiRoute } from "~/.server/json-api";
import { handleRankApi } from "~/features/rank-finder/endpoint.server";

/** POST /api/rank: the rank finder's search. */
const endpoint = apiRoute({ POST: handleRankApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
