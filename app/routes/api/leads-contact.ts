import { apiRoute } from "~/.server/json-api";
import { handleContactApi } from "~/features/leads/endpoint.server";

/** POST /api/leads/contact: the contact form, posted by the enhancement script. */
const endpoint = apiRoute({ POST: handleContactApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
