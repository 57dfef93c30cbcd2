import { KeywordClusterer } from "~/features/keyword-clustering/keyword-clusterer";
import { ToolArticleView } from "~/features/seo-tools/tool-article";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { keywordClusteringArticle, keywordClusteringGuide } from "~/features/keyword-clustering/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/kelime-gruplayici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/kelime-gruplayici");
const reportRequest = reportRequestSlot("kelime-gruplayici", seoToolTitle("kelime-gruplayici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, keywordClusteringGuide.faq);

export default function KeywordClusteringToolRoute() {
  return (
    <ToolPage
      page={page}
      guide={keywordClusteringGuide}
      article={<ToolArticleView article={keywordClusteringArticle} id="kelime-gruplama-rehberi" />}
    >
      <KeywordClusterer reportRequest={reportRequest} />
    </ToolPage>
  );
}
