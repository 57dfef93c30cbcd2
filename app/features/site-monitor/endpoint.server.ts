import { json, serverEndpoint } from "~/.server/json-api";
import { submissionFromRequest } from "~/capabilities/lead-capture/submission.server";
import { WATCH_REQUEST_API } from "./api-contract";
import { submitWatchRequest } from "./watch-action.server";

const ERROR_CODES: Readonly<Record<number, string>> = { 400: "validation", 404: "not_found", 429: "rate_limited", 503: "unavailable" };

/**
 * POST /api/site-monitor `{ email, name, consent, reportId, attribution }` → WatchRequestResult:
 * "Sitemi takip et" sent by the pages' script. Errors carry `{ error, code }` like every /api error,
 * beside the fields the script reads.
 */
export const watchRequestEndpoint = serverEndpoint({
  contract: WATCH_REQUEST_API,
  parse: "raw",
  // Two limits inside requestWatch: per client, and per recipient for the confirmation.
  rateLimit: null,
  handle: async ({ input, request, context }) => {
    const reply = await submitWatchRequest(input, submissionFromRequest(request, context));
    if (reply.status < 400) return json(reply.body, reply.status);
    return json({ ...reply.body, error: reply.body.message, code: ERROR_CODES[reply.status] ?? "failed" }, reply.status);
  },
});
