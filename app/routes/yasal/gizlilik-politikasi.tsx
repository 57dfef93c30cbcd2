import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/gizlilik-politikasi";

const page = getPage("/gizlilik-politikasi");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function PrivacyRoute() {
  return <PageHeader page={page} />;
}
