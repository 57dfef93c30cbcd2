import { Link } from "react-router";
import { Button } from "~/shared/ui/button";
import { NEWSLETTER_CONFIRM_PAGE_TEXT } from "~/features/leads/newsletter-pages.content";
import type { ConfirmPageState } from "~/features/leads/newsletter-links";
import { NEWSLETTER_ACTION_PATH } from "~/features/leads/newsletter-schema";
import { site } from "~/site/site.content";
import type { Route } from "./+types/bulten-onay";

/** Opened from the confirmation e-mail; server-rendered on every request (never prerendered). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { confirmFromLink } = await import("~/features/leads/newsletter-links.server");
  return confirmFromLink(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${NEWSLETTER_CONFIRM_PAGE_TEXT.documentTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const TEXTS: Record<ConfirmPageState, { title: string; text: string }> = {
  confirmed: NEWSLETTER_CONFIRM_PAGE_TEXT.confirmed,
  "already-confirmed": NEWSLETTER_CONFIRM_PAGE_TEXT.alreadyConfirmed,
  unsubscribed: NEWSLETTER_CONFIRM_PAGE_TEXT.unsubscribed,
  expired: NEWSLETTER_CONFIRM_PAGE_TEXT.expired,
  invalid: NEWSLETTER_CONFIRM_PAGE_TEXT.invalid,
};

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  const texts = TEXTS[state];
  const subscribed = state === "confirmed" || state === "already-confirmed";
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6" data-newsletter-state={state}>
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p className="text-lg text-slate-700">{texts.text}</p>
      {subscribed ? <p className="text-slate-700">{site.newsletterPromise}</p> : null}
      <div className="flex flex-wrap gap-3">
        {subscribed ? null : (
          <Button asChild>
            <Link to={NEWSLETTER_ACTION_PATH}>{NEWSLETTER_CONFIRM_PAGE_TEXT.subscribeAgain}</Link>
          </Button>
        )}
        <Button asChild variant={subscribed ? "default" : "secondary"}>
          <Link to="/">{NEWSLETTER_CONFIRM_PAGE_TEXT.home}</Link>
        </Button>
      </div>
    </section>
  );
}
