import { KeywordClusterer } from "~/components/tools/keyword-clustering/keyword-clusterer";
import { ToolArticleView } from "~/components/tools/tool-article";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { keywordClusteringArticle, keywordClusteringGuide } from "~/content/tools/keyword-clustering";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/kelime-gruplayici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/kelime-gruplayici");

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
      <KeywordClusterer />
    </ToolPage>
  );
}
