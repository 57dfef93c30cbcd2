import { data } from "react-router";
import { log } from "~/.server/log";
import { NOT_FOUND_HEADING } from "~/features/layout/content";
import { NotFound } from "~/features/layout/not-found";
import { site } from "~/site/site.content";
import type { Route } from "./+types/not-found";

/**
 * In production this page is rendered once at start-up and served from memory for every unknown
 * address (server/not-found.ts), which also logs the path; the development server renders and
 * logs it here per request.
 */
export function loader({ request }: Route.LoaderArgs) {
  if (import.meta.env.DEV) log.warn("not_found", { path: new URL(request.url).pathname });
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${NOT_FOUND_HEADING} | ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
