import { data } from "react-router";
import { log } from "~/.server/log";
import { NOT_FOUND_HEADING, NotFound } from "~/components/sections/not-found";
import { site } from "~/content/site";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The attempted path is kept for the operator: broken inbound links are lost leads.
  log.warn("not_found", { path: url.pathname, referer: request.headers.get("referer") ?? undefined });
  return data({ path: url.pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `${NOT_FOUND_HEADING} | ${site.name}` },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
