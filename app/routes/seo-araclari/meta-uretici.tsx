import { MetaGenerator } from "~/features/meta-tags/meta-generator";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { metaGuide } from "~/features/meta-tags/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/meta-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/meta-uretici");
const reportRequest = reportRequestSlot("meta-uretici", seoToolTitle("meta-uretici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, metaGuide.faq);

export default function MetaToolRoute() {
  return (
    <ToolPage page={page} guide={metaGuide}>
      <MetaGenerator reportRequest={reportRequest} />
    </ToolPage>
  );
}
