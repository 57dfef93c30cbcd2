import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/kelime-gruplayici";

const page = getPage("/seo-araclari/kelime-gruplayici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function KeywordClusteringToolRoute() {
  return <PageHeader page={page} />;
}
