import { HEALTH_API } from "~/shared/health-contract";
import { API_MESSAGES } from "./api-messages.content";
import { json, jsonError, serverEndpoint } from "./json-api";
import { log } from "./log";

/**
 * GET /api/health, for load balancers: 200 only while the database answers. `delivery` names the
 * configured lead transports (["smtp", "webhook"]) or "none" when leads only reach the database;
 * `jobs` the audits waiting in line and running (all replicas) and the oldest waiting one's age.
 */
export const healthEndpoint = serverEndpoint({
  contract: HEALTH_API,
  parse: "none",
  // Load balancers ask often, from few addresses.
  rateLimit: null,
  handle: async ({ context: { services } }) => {
    try {
      // One query that reads the database: the queue's depth, which operators watch anyway.
      const jobs = await services.jobs.store.stats();
      return json({ status: "ok", delivery: services.delivery.length > 0 ? services.delivery : "none", jobs });
    } catch (error) {
      log.error("health_check_failed", { error });
      return jsonError(503, "unhealthy", API_MESSAGES.unhealthy);
    }
  },
});
