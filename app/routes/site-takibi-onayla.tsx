import { Link } from "react-router";
import { Button } from "~/shared/ui/button";
import { WATCH_CONFIRM_PAGE_TEXT } from "~/features/site-monitor/watch-pages.content";
import { site } from "~/site/site.content";
import type { Route } from "./+types/site-takibi-onayla";

/** Opened from the watch's confirmation e-mail; server-rendered on every request (never prerendered). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { confirmPage } = await import("~/features/site-monitor/watch-pages.server");
  return confirmPage(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [
  { title: `${WATCH_CONFIRM_PAGE_TEXT.documentTitle} | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function WatchConfirmRoute({ loaderData }: Route.ComponentProps) {
  const page = loaderData;
  const texts = WATCH_CONFIRM_PAGE_TEXT[page.state];
  const watching = page.state === "confirmed" || page.state === "already";
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6" data-watch-state={page.state}>
      <h1 className="text-3xl font-bold tracking-tight">{texts.title}</h1>
      <p className="text-lg text-slate-700">{"host" in page ? texts.text(page.host) : texts.text("")}</p>
      <div className="flex flex-wrap gap-3">
        {watching ? null : (
          <Button asChild>
            <Link to="/seo-analizi">{WATCH_CONFIRM_PAGE_TEXT.audit}</Link>
          </Button>
        )}
        <Button asChild variant={watching ? "default" : "secondary"}>
          <Link to="/">{WATCH_CONFIRM_PAGE_TEXT.home}</Link>
        </Button>
      </div>
    </section>
  );
}
