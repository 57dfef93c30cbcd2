import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/llms-txt-uretici";

const page = getPage("/seo-araclari/llms-txt-uretici");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function LlmsTxtToolRoute() {
  return <PageHeader page={page} />;
}
