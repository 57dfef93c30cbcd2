import { data, type AppLoadContext } from "react-router";
import { log } from "~/.server/log";
import type { ConfirmPageState, UnsubscribePageState } from "./newsletter-links";
import { NEWSLETTER_TOKEN_PARAM, NEWSLETTER_UNSUBSCRIBE_PATH } from "./newsletter-schema";
import { verifyNewsletterToken } from "./newsletter-token.server";

/**
 * The token pages must not be stored by caches: the answer depends on the database. (The token
 * does not leak through Referer: the site-wide strict-origin-when-cross-origin policy sends other
 * sites the origin only. A stricter no-referrer would make the browser post the unsubscribe
 * button with `Origin: null`, which React Router refuses as a cross-site action.)
 */
export const NEWSLETTER_LINK_HEADERS = { "Cache-Control": "no-store" } as const;

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get(NEWSLETTER_TOKEN_PARAM);
}

/** GET /bulten/onay?t=…: a valid, unexpired confirmation link moves the subscriber pending → confirmed. */
export async function confirmFromLink(request: Request, context: Pick<AppLoadContext, "services">) {
  const { services } = context;
  let state: ConfirmPageState;
  let status = 200;
  try {
    const verdict = verifyNewsletterToken(services.newsletterSecret(), "confirm", tokenOf(request));
    if (!verdict.ok) {
      state = verdict.reason === "expired" ? "expired" : "invalid";
      status = verdict.reason === "expired" ? 410 : 400;
    } else {
      const result = await services.leads.confirmSubscription(verdict.subscriberId);
      log.info("newsletter_confirmation", { result });
      state = result === "unknown" ? "invalid" : result;
      if (result === "unknown") status = 404;
    }
  } catch (error) {
    log.error("newsletter_confirmation_failed", { error });
    throw new Response(null, { status: 503 });
  }
  return data({ state }, { status, headers: NEWSLETTER_LINK_HEADERS });
}

/** GET /bulten/iptal?t=…: checks the link and asks; nothing changes until the button (or a mail client) POSTs. */
export async function unsubscribePage(request: Request, context: Pick<AppLoadContext, "services">) {
  const { services } = context;
  const token = tokenOf(request);
  const verdict = verifyNewsletterToken(services.newsletterSecret(), "unsubscribe", token);
  if (!verdict.ok || token === null) {
    return data<UnsubscribePageState>({ state: "invalid" }, { status: 400, headers: NEWSLETTER_LINK_HEADERS });
  }
  const subscriber = await services.leads.getSubscriber(verdict.subscriberId);
  if (!subscriber) return data<UnsubscribePageState>({ state: "invalid" }, { status: 404, headers: NEWSLETTER_LINK_HEADERS });
  if (subscriber.status === "unsubscribed") return data<UnsubscribePageState>({ state: "unsubscribed" }, { headers: NEWSLETTER_LINK_HEADERS });
  const action = `${NEWSLETTER_UNSUBSCRIBE_PATH}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token }).toString()}`;
  return data<UnsubscribePageState>({ state: "ask", action }, { headers: NEWSLETTER_LINK_HEADERS });
}

/**
 * POST /bulten/iptal?t=…: the page's button, and the one-click request a mail client sends for
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058: the token is in the URL, the
 * body is only that key). No login, no further question; a repeat answers the same.
 */
export async function unsubscribeFromLink(request: Request, context: Pick<AppLoadContext, "services">) {
  const { services } = context;
  const verdict = verifyNewsletterToken(services.newsletterSecret(), "unsubscribe", tokenOf(request));
  if (!verdict.ok) return data<UnsubscribePageState>({ state: "invalid" }, { status: 400, headers: NEWSLETTER_LINK_HEADERS });
  try {
    const result = await services.leads.unsubscribe(verdict.subscriberId);
    log.info("newsletter_unsubscription", { result });
    if (result === "unknown") return data<UnsubscribePageState>({ state: "invalid" }, { status: 404, headers: NEWSLETTER_LINK_HEADERS });
    return data<UnsubscribePageState>({ state: "unsubscribed" }, { headers: NEWSLETTER_LINK_HEADERS });
  } catch (error) {
    log.error("newsletter_unsubscription_failed", { error });
    return data<UnsubscribePageState>({ state: "failed" }, { status: 503, headers: NEWSLETTER_LINK_HEADERS });
  }
}
