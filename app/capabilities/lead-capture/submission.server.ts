import type { AppLoadContext } from "react-router";
import type { Services } from "~/services.server";

/** Who submitted a lead form, from where; the same for the page action and the JSON API. */
export interface LeadSubmission {
  services: Services;
  clientIp: string;
  sourcePage: string | null;
  userAgent: string | null;
}

/** A lead form's answer, before it becomes a page action's `data()` or the JSON API's response. */
export interface LeadReply<T> {
  status: number;
  body: T;
  headers?: Record<string, string>;
}

export function refererPath(referer: string | null | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

export function submissionFromRequest(request: Request, context: Pick<AppLoadContext, "services" | "clientIp">): LeadSubmission {
  return {
    services: context.services,
    clientIp: context.clientIp,
    sourcePage: refererPath(request.headers.get("referer")),
    userAgent: request.headers.get("user-agent"),
  };
}
