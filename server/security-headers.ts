import type { RequestHandler } from "express";

/** Features the site never uses, switched off for it and for anything it embeds; FLoC opted out. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), interest-cohort=()";

/** Headers helmet does not set (helmet has no Permissions-Policy); on every response. */
export const extraSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};
