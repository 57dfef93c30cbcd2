import { apiRoute } from "~/.server/json-api";
import { handleNewsletterApi } from "~/features/leads/endpoint.server";

/** POST /api/leads/newsletter: the newsletter box, posted by the enhancement script. */
const endpoint = apiRoute({ POST: handleNewsletterApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
