import { apiRoute } from "~/.server/json-api";
import { handleCaptchaApi } from "~/features/rank-finder/endpoint.server";

/** GET /api/captcha: the rank finder's maths challenge. */
const endpoint = apiRoute({ GET: handleCaptchaApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
