import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/indir";

const page = getPage("/indir");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function DownloadsRoute() {
  return <PageHeader page={page} />;
}
