import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/video-produksiyon";

const page = getPage("/video-produksiyon");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function VideoProductionRoute() {
  return <PageHeader page={page} />;
}
