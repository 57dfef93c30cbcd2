import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/web-tasarim";

const page = getPage("/web-tasarim");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function WebDesignRoute() {
  return <PageHeader page={page} />;
}
