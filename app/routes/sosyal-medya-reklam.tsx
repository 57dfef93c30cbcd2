import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/sosyal-medya-reklam";

const page = getPage("/sosyal-medya-reklam");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SocialAdsRoute() {
  return <PageHeader page={page} />;
}
