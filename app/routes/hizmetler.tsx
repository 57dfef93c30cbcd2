import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/hizmetler";

const page = getPage("/hizmetler");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function ServicesRoute() {
  return <PageHeader page={page} />;
}
