import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/blog";

const page = getPage("/blog");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function BlogRoute() {
  return <PageHeader page={page} />;
}
