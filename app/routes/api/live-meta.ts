import { apiRoute } from "~/.server/json-api";
import { handleLiveMetaApi } from "~/features/meta-tags/live.server";

/** POST /api/live/meta: the meta tool's "Sayfadan al", streamed as NDJSON. */
const endpoint = apiRoute({ POST: handleLiveMetaApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
