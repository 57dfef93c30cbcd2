import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/portfolyo";

const page = getPage("/portfolyo");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function PortfolioRoute() {
  return <PageHeader page={page} />;
}
