import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/sosyal-medya-yonetim";

const page = getPage("/sosyal-medya-yonetim");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function SocialManagementRoute() {
  return <PageHeader page={page} />;
}
