import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/sitemap-uretici";

const page = getPage("/seo-araclari/sitemap-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SitemapToolRoute() {
  return <PageHeader page={page} />;
}
