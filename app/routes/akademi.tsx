import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/akademi";

const page = getPage("/akademi");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function AcademyRoute() {
  return <PageHeader page={page} />;
}
