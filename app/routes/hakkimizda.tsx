import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/hakkimizda";

const page = getPage("/hakkimizda");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function AboutRoute() {
  return <PageHeader page={page} />;
}
