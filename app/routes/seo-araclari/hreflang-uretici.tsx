import { HreflangGenerator } from "~/features/hreflang/hreflang-generator";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { hreflangGuide } from "~/features/hreflang/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/hreflang-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/hreflang-uretici");
const reportRequest = reportRequestSlot("hreflang-uretici", seoToolTitle("hreflang-uretici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, hreflangGuide.faq);

export default function HreflangToolRoute() {
  return (
    <ToolPage page={page} guide={hreflangGuide}>
      <HreflangGenerator reportRequest={reportRequest} />
    </ToolPage>
  );
}
