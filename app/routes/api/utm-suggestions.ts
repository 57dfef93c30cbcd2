import { apiRoute } from "~/.server/json-api";
import { handleUtmSuggestionsApi } from "~/features/utm-builder/endpoint.server";

/** /api/utm-suggestions: the UTM generator's AI actions (POST; other methods get its 405). */
const endpoint = apiRoute({ ALL: handleUtmSuggestionsApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
