import express, { type ErrorRequestHandler, type RequestHandler, type Router } from "express";
import { API_MESSAGES } from "../app/.server/api-messages";
import { API_CONTENT_SECURITY_POLICY } from "../app/.server/csp";
import { log } from "../app/.server/log";
import type { Services } from "../app/services.server";
import { REQUEST_BODY_LIMIT_BYTES } from "./body-limit";
import { createAnalyzeRouter } from "../app/features/gptbot-simulator/endpoint.server";
import { createLeadsRouter } from "../app/features/leads/endpoint.server";
import { createRankRouter } from "../app/features/rank-finder/endpoint.server";
import { createUtmSuggestionsRouter } from "../app/features/utm-builder/endpoint.server";

export interface ApiError {
  error: string;
  code: string;
}

function apiError(code: string, error: string): ApiError {
  return { code, error };
}

/**
 * Every POST under /api takes one JSON object. express.json() parses only application/json and
 * leaves `req.body` undefined for text, urlencoded or multipart bodies; arrays pass it. Each
 * endpoint would otherwise meet those with its own rules (or a library's English message), so they
 * are answered here, once, in Turkish: 415 for a body that is not JSON, 400 for none or a non-object.
 */
const requireJsonObjectBody: RequestHandler = (req, res, next) => {
  if (req.method !== "POST") {
    next();
    return;
  }
  if (req.body === undefined) {
    // req.is() is null when the request has no body at all, false when its type is not JSON.
    if (req.is("application/json") === null || req.get("content-length") === "0") {
      res.status(400).json(apiError("empty_body", API_MESSAGES.emptyBody));
    } else {
      res.status(415).json(apiError("unsupported_media_type", API_MESSAGES.unsupportedMediaType));
    }
    return;
  }
  if (typeof req.body !== "object" || req.body === null || Array.isArray(req.body)) {
    res.status(400).json(apiError("not_an_object", API_MESSAGES.notAnObject));
    return;
  }
  next();
};

/** `/api/*`: JSON in, JSON out, JSON errors with 4xx/5xx statuses; never an HTML page. */
export function createApiRouter(services: Services): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: REQUEST_BODY_LIMIT_BYTES }));
  router.use(requireJsonObjectBody);

  // For load balancers: answers 200 only while the database answers.
  router.get("/health", async (_req, res) => {
    try {
      await services.leads.countByStatus();
      res.json({ status: "ok" });
    } catch (error) {
      log.error("health_check_failed", { error: String(error) });
      res.status(503).json(apiError("unhealthy", API_MESSAGES.unhealthy));
    }
  });

  router.use("/utm-suggestions", createUtmSuggestionsRouter(services));
  router.use("/leads", createLeadsRouter(services));

  router.use(createAnalyzeRouter(services));
  router.use(createRankRouter(services));

  router.use((req, res) => {
    res.status(404).json(apiError("not_found", API_MESSAGES.notFound(req.method, `${req.baseUrl}${req.path}`)));
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) log.error("api_error", { path: req.originalUrl, error: String(error) });
    if (status === 413) {
      res.status(413).json(apiError("payload_too_large", API_MESSAGES.payloadTooLarge));
    } else if (status >= 400 && status < 500) {
      res.status(status).json(apiError("bad_request", API_MESSAGES.unreadableBody));
    } else {
      res.status(500).json(apiError("internal", API_MESSAGES.internal));
    }
  };
  router.use(onError);
  return router;
}
