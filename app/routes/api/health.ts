import { API_MESSAGES } from "~/.server/api-messages";
import { apiRoute, json, jsonApi, jsonError } from "~/.server/json-api";
import { log } from "~/.server/log";

/**
 * GET /api/health, for load balancers: 200 only while the database answers. `delivery` names the
 * configured lead transports (["smtp", "webhook"]) or "none" when leads only reach the database.
 */
const handleHealth = jsonApi(async (_request, { services }) => {
  try {
    await services.leads.countByStatus();
    return json({ status: "ok", delivery: services.delivery.length > 0 ? services.delivery : "none" });
  } catch (error) {
    log.error("health_check_failed", { error: String(error) });
    return jsonError(503, "unhealthy", API_MESSAGES.unhealthy);
  }
});

const endpoint = apiRoute({ GET: handleHealth });
export const loader = endpoint.loader;
export const action = endpoint.action;
