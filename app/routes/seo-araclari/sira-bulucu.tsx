import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/sira-bulucu";

const page = getPage("/seo-araclari/sira-bulucu");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function RankFinderToolRoute() {
  return <PageHeader page={page} />;
}
