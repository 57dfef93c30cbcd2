import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/utm-uretici";

const page = getPage("/seo-araclari/utm-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function UtmToolRoute() {
  return <PageHeader page={page} />;
}
