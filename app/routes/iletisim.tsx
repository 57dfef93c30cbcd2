import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/iletisim";

const page = getPage("/iletisim");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function ContactRoute() {
  return <PageHeader page={page} />;
}
