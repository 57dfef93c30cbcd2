import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/canonical-uretici";

const page = getPage("/seo-araclari/canonical-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function CanonicalToolRoute() {
  return <PageHeader page={page} />;
}
