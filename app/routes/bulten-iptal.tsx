import { Link } from "react-router";
import { Button } from "~/shared/ui/button";
import { NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT } from "~/features/leads/newsletter-pages.content";
import { NEWSLETTER_ACTION_PATH } from "~/features/leads/newsletter-schema";
import { site } from "~/site/site.content";
import type { Route } from "./+types/bulten-iptal";

/** Opened from any newsletter e-mail: shows the button; server-rendered on every request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { unsubscribePage } = await import("~/features/leads/newsletter-links.server");
  return unsubscribePage(request, context);
}

/** The button, and mail clients' one-click unsubscribe (RFC 8058), land here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { unsubscribeFromLink } = await import("~/features/leads/newsletter-links.server");
  return unsubscribeFromLink(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = () => [
  { title: `${NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.documentTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function NewsletterUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const texts =
    page.state === "ask"
      ? NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.ask
      : page.state === "unsubscribed"
        ? NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.unsubscribed
        : page.state === "failed"
          ? NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.failed
          : NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.invalid;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6" data-newsletter-state={page.state}>
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p className="text-lg text-slate-700" role={actionData ? "status" : undefined}>
        {texts.text}
      </p>
      {page.state === "ask" ? (
        // A plain form: it works without JavaScript, and the token stays in the URL as RFC 8058 expects.
        <form method="post" action={page.action}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit">{NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.button}</Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          {page.state === "unsubscribed" ? (
            <Button asChild variant="secondary">
              <Link to={NEWSLETTER_ACTION_PATH}>{NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.subscribeAgain}</Link>
            </Button>
          ) : (
            <Button asChild variant="secondary">
              <Link to="/iletisim">{NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.contact}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/">{NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT.home}</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
