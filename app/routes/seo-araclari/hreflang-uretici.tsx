import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/hreflang-uretici";

const page = getPage("/seo-araclari/hreflang-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function HreflangToolRoute() {
  return <PageHeader page={page} />;
}
