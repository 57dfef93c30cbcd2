/**
 * The rank finder's texts live in app/tools/rank/messages.ts, where the screen can import them
 * too (code under .server never reaches the browser bundle); re-exported for the server modules.
 */
export { CAPTCHA_MESSAGES, RANK_MESSAGES, rankFoundMessage, rankResultMessage } from "~/tools/rank/messages";
