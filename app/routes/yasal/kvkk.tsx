import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/kvkk";

const page = getPage("/kvkk");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function KvkkRoute() {
  return <PageHeader page={page} />;
}
