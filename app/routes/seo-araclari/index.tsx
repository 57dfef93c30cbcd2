import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/index";

const page = getPage("/seo-araclari");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function ToolsHubRoute() {
  return <PageHeader page={page} />;
}
