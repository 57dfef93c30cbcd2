import { apiRoute } from "~/.server/json-api";
import { handleCanonicalLiveApi } from "~/features/canonical/live.server";

/** POST /api/live/canonical: the canonical tool's live check, as NDJSON. */
const endpoint = apiRoute({ POST: handleCanonicalLiveApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
