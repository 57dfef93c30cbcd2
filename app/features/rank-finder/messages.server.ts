/**
 * The rank finder's texts live in app/features/rank-finder/messages.ts, where the screen can import them
 * too (code under .server never reaches the browser bundle); re-exported for the server modules.
 */
export { CAPTCHA_MESSAGES, RANK_MESSAGES, rankFoundMessage, rankResultMessage } from "~/features/rank-finder/messages";
