import express, { type ErrorRequestHandler, type Router } from "express";
import { API_CONTENT_SECURITY_POLICY } from "../app/.server/csp";
import { log } from "../app/.server/log";
import type { Services } from "../app/.server/services";
import { REQUEST_BODY_LIMIT_BYTES } from "./body-limit";
import { createAnalyzeRouter } from "./routes/analyze";
import { createLeadsRouter } from "./routes/leads";
import { createRankRouter } from "./routes/rank";
import { createUtmSuggestionsRouter } from "./routes/utm-suggestions";

export interface ApiError {
  error: string;
  code: string;
}

function apiError(code: string, error: string): ApiError {
  return { code, error };
}

/** `/api/*`: JSON in, JSON out, JSON errors with 4xx/5xx statuses; never an HTML page. */
export function createApiRouter(services: Services): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  router.use(express.json({ limit: REQUEST_BODY_LIMIT_BYTES }));

  // For load balancers: answers 200 only while the database answers.
  router.get("/health", async (_req, res) => {
    try {
      await services.leads.countByStatus();
      res.json({ status: "ok" });
    } catch (error) {
      log.error("health_check_failed", { error: String(error) });
      res.status(503).json(apiError("unhealthy", "Veritabanına ulaşılamıyor."));
    }
  });

  router.use("/utm-suggestions", createUtmSuggestionsRouter(services));
  router.use("/leads", createLeadsRouter(services));

  router.use(createAnalyzeRouter(services));
  router.use(createRankRouter(services));

  router.use((req, res) => {
    res.status(404).json(apiError("not_found", `Böyle bir API uç noktası yok: ${req.method} ${req.baseUrl}${req.path}`));
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const status =
      typeof error === "object" && error !== null && "status" in error && typeof error.status === "number"
        ? error.status
        : 500;
    if (status >= 500) log.error("api_error", { path: req.originalUrl, error: String(error) });
    if (status === 413) {
      res.status(413).json(apiError("payload_too_large", "İstek gövdesi çok büyük."));
    } else if (status >= 400 && status < 500) {
      res.status(status).json(apiError("bad_request", "İstek okunamadı: geçerli bir JSON gövdesi gönderin."));
    } else {
      res.status(500).json(apiError("internal", "Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin."));
    }
  };
  router.use(onError);
  return router;
}
