import { useCallback, useEffect, useRef, useState } from "react";
import { streamApi } from "~/shared/browser/api-client";
import { refusalMessage } from "~/shared/ndjson";
import { SITE_AUDIT_API } from "./api-contract";
import { applySiteAuditLine, asSiteAuditLine, startedAudit, stopSiteAudit, type SiteAuditState } from "./audit-state";
import { AUDIT_FORM_TEXT } from "./content";
import type { SiteAuditRequest } from "./schema";

export interface SiteAudit {
  state: SiteAuditState;
  start: (request: SiteAuditRequest) => void;
  /** "Durdur": closes the request, which stops the crawl; the report of what was found follows. */
  stop: () => void;
}

/** One audit of POST /api/site-audit for the /seo-analizi screen. Leaving the page stops it too. */
export function useSiteAudit(): SiteAudit {
  const [state, setState] = useState<SiteAuditState>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setState(stopSiteAudit);
  }, []);

  const start = useCallback((request: SiteAuditRequest) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState(startedAudit(request.url));
    const update = (next: (current: SiteAuditState) => SiteAuditState): void => {
      if (controllerRef.current === controller) setState(next);
    };
    void (async () => {
      const end = await streamApi(SITE_AUDIT_API, request, controller.signal, (value) => {
        const line = asSiteAuditLine(value);
        if (line) update((current) => applySiteAuditLine(current, line));
      });
      const fail = (error: string): void => update(() => ({ status: "failed", error }));
      if (end.kind === "network") fail(AUDIT_FORM_TEXT.errorNetwork);
      else if (end.kind === "refused") fail(refusalMessage(end.body, AUDIT_FORM_TEXT.errorUnexpected));
      else if (end.kind === "ended") update((current) => (current.status === "running" ? { status: "failed", error: AUDIT_FORM_TEXT.errorUnexpected } : current));
    })().finally(() => {
      if (controllerRef.current === controller) controllerRef.current = null;
    });
  }, []);

  return { state, start, stop };
}
