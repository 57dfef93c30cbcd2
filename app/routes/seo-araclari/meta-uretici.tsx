import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/meta-uretici";

const page = getPage("/seo-araclari/meta-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function MetaToolRoute() {
  return <PageHeader page={page} />;
}
