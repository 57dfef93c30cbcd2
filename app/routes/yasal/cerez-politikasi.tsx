import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/cerez-politikasi";

const page = getPage("/cerez-politikasi");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function CookiesRoute() {
  return <PageHeader page={page} />;
}
