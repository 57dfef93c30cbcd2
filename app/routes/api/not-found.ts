import { apiRoute } from "~/.server/json-api";

/** Any other path under /api: the JSON 404, whatever the method (a POST's body is checked first). */
const endpoint = apiRoute({});
export const loader = endpoint.loader;
export const action = endpoint.action;
