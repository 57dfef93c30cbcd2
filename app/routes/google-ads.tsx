import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/google-ads";

const page = getPage("/google-ads");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function GoogleAdsRoute() {
  return <PageHeader page={page} />;
}
