import { jsonContract } from "../../shared/api-contract";
import type { RankCaptchaResponse, RankError, RankRequestBody, RankSuccess } from "./schema";

/** GET /api/captcha: a signed maths challenge, and whether a search provider is configured. */
export const CAPTCHA_API = jsonContract<undefined, RankCaptchaResponse>("GET", "/api/captcha");

/** POST /api/rank: the search, its captcha verified in the same round trip. */
export const RANK_API = jsonContract<RankRequestBody, RankSuccess | RankError>("POST", "/api/rank");
