import { data, redirect, type AppLoadContext } from "react-router";
import { log } from "~/.server/log";
import { agencyWatchNotice } from "./agency-notices.server";
import { confirmFromLink, endFromLink } from "./request-watch.server";
import { verifyWatchLink, WATCH_PATHS, WATCH_TOKEN_PARAM } from "./watch-links.server";
import type { WatchConfirmPage, WatchUnsubscribePage } from "./watch-pages";

/**
 * The pages behind the links of a watch's e-mails. Never cached (the answer depends on the
 * database), never indexed; the token stays out of other sites' Referer by the site-wide policy.
 */
export const WATCH_PAGE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

type Context = Pick<AppLoadContext, "services">;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(WATCH_TOKEN_PARAM);

/** GET /site-takibi/onayla?t=…: the double opt-in. The first confirmation is a lead for the agency. */
export async function confirmPage(request: Request, { services }: Context) {
  try {
    const { watches, mails } = services.monitor;
    const { outcome, watch } = await confirmFromLink(tokenOf(request), { secret: services.newsletterSecret(), confirm: (id, now) => watches.confirm(id, now) });
    if (!watch || outcome === "expired" || outcome === "invalid") {
      const expired = outcome === "expired";
      return data<WatchConfirmPage>({ state: expired ? "expired" : "invalid" }, { status: expired ? 410 : 400, headers: WATCH_PAGE_HEADERS });
    }
    // Stored on every click, once by its key: a confirmation whose notice failed to be stored gets
    // it on the owner's next click, so the lead is never lost between the two writes.
    if (await mails.store(agencyWatchNotice(watch, { siteUrl: services.env.SITE_URL, agencyTo: services.env.CONTACT_TO_EMAIL }), Date.now())) {
      services.monitorOutbox?.kick();
      log.info("site_watch_confirmed", { watchId: watch.id, host: watch.host });
    }
    return data<WatchConfirmPage>({ state: outcome, host: watch.host }, { headers: WATCH_PAGE_HEADERS });
  } catch (error) {
    log.error("site_watch_confirmation_failed", { error });
    throw new Response(null, { status: 503 });
  }
}

/** GET /site-takibi/birak?t=…: checks the link and asks; nothing changes until the button (or a mail client) POSTs. */
export async function unsubscribePage(request: Request, { services }: Context) {
  const token = tokenOf(request);
  const verdict = verifyWatchLink("unsubscribe", token, services.newsletterSecret());
  if (!verdict.ok || token === null) return data<WatchUnsubscribePage>({ state: "invalid" }, { status: 400, headers: WATCH_PAGE_HEADERS });
  const watch = await services.monitor.watches.get(verdict.id);
  // Already gone: the same answer as the click that ended it.
  if (!watch) return data<WatchUnsubscribePage>({ state: "ended" }, { headers: WATCH_PAGE_HEADERS });
  const action = `${WATCH_PATHS.unsubscribe}?${new URLSearchParams({ [WATCH_TOKEN_PARAM]: token }).toString()}`;
  return data<WatchUnsubscribePage>({ state: "ask", host: watch.host, action }, { headers: WATCH_PAGE_HEADERS });
}

/**
 * POST /site-takibi/birak?t=…: the page's button, and the one-click request a mail client sends
 * for `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058: the token is in the URL).
 * The watch, its address and its unsent e-mails go; a repeat answers the same.
 */
export async function unsubscribeAction(request: Request, { services }: Context) {
  try {
    const { watches, mails } = services.monitor;
    const outcome = await endFromLink(tokenOf(request), { secret: services.newsletterSecret(), remove: (id) => watches.remove(id), removeMails: (id) => mails.removeForWatch(id) });
    if (outcome === "invalid") return data<WatchUnsubscribePage>({ state: "invalid" }, { status: 400, headers: WATCH_PAGE_HEADERS });
    log.info("site_watch_unsubscribed", {});
    return data<WatchUnsubscribePage>({ state: "ended" }, { headers: WATCH_PAGE_HEADERS });
  } catch (error) {
    log.error("site_watch_unsubscribe_failed", { error });
    return data<WatchUnsubscribePage>({ state: "failed" }, { status: 503, headers: WATCH_PAGE_HEADERS });
  }
}

/**
 * GET /site-takibi/rapor?t=…: the "son raporunuz" link of every watch e-mail. Following it is the
 * owner reading us (six months without it end the watch); it leads to the site's latest report,
 * or to the audit page when there is none (any more).
 */
export async function openReport(request: Request, { services }: Context) {
  const verdict = verifyWatchLink("report", tokenOf(request), services.newsletterSecret());
  const { watches } = services.monitor;
  const watch = verdict.ok ? await watches.get(verdict.id) : undefined;
  if (watch) await watches.recordEngagement(watch.id, Date.now());
  const report = watch?.report_id ? await services.auditReports.get(watch.report_id) : null;
  return redirect(report ? `/seo-analizi/rapor/${watch?.report_id}` : "/seo-analizi", { status: 303, headers: WATCH_PAGE_HEADERS });
}
