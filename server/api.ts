import express, { type ErrorRequestHandler, type Router } from "express";
import { API_MESSAGES } from "../app/.server/api-messages";
import { API_RESPONSE_HEADERS, json, jsonApi, jsonError, type ApiHandler } from "../app/.server/json-api";
import { log } from "../app/.server/log";
import type { Services } from "../app/services.server";
import { handleAnalyzeApi } from "../app/features/gptbot-simulator/endpoint.server";
import { handleContactApi, handleNewsletterApi } from "../app/features/leads/endpoint.server";
import { handleCaptchaApi, handleRankApi } from "../app/features/rank-finder/endpoint.server";
import { handleUtmSuggestionsApi } from "../app/features/utm-builder/endpoint.server";
import { expressAdapter } from "./react-router-handler";

/** For load balancers: answers 200 only while the database answers. */
export const handleHealth: ApiHandler = jsonApi(async (_request, { services }) => {
  try {
    await services.leads.countByStatus();
    return json({ status: "ok" });
  } catch (error) {
    log.error("health_check_failed", { error: String(error) });
    return jsonError(503, "unhealthy", API_MESSAGES.unhealthy);
  }
});

/**
 * `/api/*`: JSON in, JSON out, JSON errors with 4xx/5xx statuses; never an HTML page. Each endpoint
 * is a Fetch handler of its feature (app/.server/json-api.ts reads and checks the body); the
 * adapter reads the body within the limit first and answers the API's JSON 413 beyond it.
 */
export function createApiRouter(services: Services): Router {
  const router = express.Router();
  const serve = (handler: ApiHandler) => expressAdapter(handler, (req) => ({ services, clientIp: req.ip ?? "unknown" }));

  router.get("/health", serve(handleHealth));
  router.all("/utm-suggestions", serve(handleUtmSuggestionsApi));
  router.post("/leads/contact", serve(handleContactApi));
  router.post("/leads/newsletter", serve(handleNewsletterApi));
  router.post("/analyze", serve(handleAnalyzeApi));
  router.get("/captcha", serve(handleCaptchaApi));
  router.post("/rank", serve(handleRankApi));

  router.use((req, res) => {
    res.set(API_RESPONSE_HEADERS);
    res.status(404).json({ code: "not_found", error: API_MESSAGES.notFound(req.method, `${req.baseUrl}${req.path}`) });
  });

  // Only the adapter gets here (a body that broke off is a 400); handlers answer their own errors.
  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number" ? error.status : 500;
    if (status >= 500) log.error("api_error", { path: req.originalUrl, error: String(error) });
    res.set(API_RESPONSE_HEADERS);
    if (status >= 400 && status < 500) res.status(status).json({ code: "bad_request", error: API_MESSAGES.unreadableBody });
    else res.status(500).json({ code: "internal", error: API_MESSAGES.internal });
  };
  router.use(onError);
  return router;
}
