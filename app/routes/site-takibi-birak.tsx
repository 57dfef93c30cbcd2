import { Link } from "react-router";
import { Button } from "~/shared/ui/button";
import { WATCH_UNSUBSCRIBE_PAGE_TEXT } from "~/features/site-monitor/watch-pages.content";
import { site } from "~/site/site.content";
import type { Route } from "./+types/site-takibi-birak";

/** Opened from any watch e-mail: shows the button; server-rendered on every request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { unsubscribePage } = await import("~/features/site-monitor/watch-pages.server");
  return unsubscribePage(request, context);
}

/** The button, and mail clients' one-click unsubscribe (RFC 8058), land here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { unsubscribeAction } = await import("~/features/site-monitor/watch-pages.server");
  return unsubscribeAction(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = () => [
  { title: `${WATCH_UNSUBSCRIBE_PAGE_TEXT.documentTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function WatchUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const text = WATCH_UNSUBSCRIBE_PAGE_TEXT;
  const title = page.state === "ask" ? text.ask.title(page.host) : text[page.state].title;
  const body = page.state === "ask" ? text.ask.text : text[page.state].text;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6" data-watch-state={page.state}>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-lg text-slate-700" role={actionData ? "status" : undefined}>
        {body}
      </p>
      {page.state === "ask" ? (
        // A plain form: it works without JavaScript, and the token stays in the URL as RFC 8058 expects.
        <form method="post" action={page.action}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <Button type="submit">{text.button}</Button>
        </form>
      ) : (
        <div className="flex flex-wrap gap-3">
          {page.state === "ended" ? null : (
            <Button asChild variant="secondary">
              <Link to="/iletisim">{text.contact}</Link>
            </Button>
          )}
          <Button asChild>
            <Link to="/">{text.home}</Link>
          </Button>
        </div>
      )}
    </section>
  );
}
