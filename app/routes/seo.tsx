import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/seo";

const page = getPage("/seo");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SeoRoute() {
  return <PageHeader page={page} />;
}
