import { apiRoute } from "~/.server/json-api";
import { handleHreflangLiveApi } from "~/features/hreflang/live.server";

/** POST /api/live/hreflang: the hreflang tool's "Canlı doğrula", as NDJSON. */
const endpoint = apiRoute({ POST: handleHreflangLiveApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
