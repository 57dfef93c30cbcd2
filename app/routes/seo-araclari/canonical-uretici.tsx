import { CanonicalGenerator } from "~/features/canonical/canonical-generator";
import { CanonicalLiveSection } from "~/features/canonical/live-section";
import { ToolArticleView } from "~/features/seo-tools/tool-article";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { canonicalArticle, canonicalGuide } from "~/features/canonical/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/canonical-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/canonical-uretici");
const reportRequest = reportRequestSlot("canonical-uretici", seoToolTitle("canonical-uretici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, canonicalGuide.faq);

export default function CanonicalToolRoute() {
  return (
    <ToolPage
      page={page}
      guide={canonicalGuide}
      article={<ToolArticleView article={canonicalArticle} id="canonical-rehberi" />}
    >
      <div className="space-y-6">
        <CanonicalGenerator reportRequest={reportRequest} />
        <CanonicalLiveSection />
      </div>
    </ToolPage>
  );
}
