import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/kullanim-kosullari";

const page = getPage("/kullanim-kosullari");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function TermsRoute() {
  return <PageHeader page={page} />;
}
