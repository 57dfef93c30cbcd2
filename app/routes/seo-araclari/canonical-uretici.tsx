import { CanonicalGenerator } from "~/components/tools/canonical/canonical-generator";
import { ToolArticleView } from "~/components/tools/tool-article";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { canonicalArticle, canonicalGuide } from "~/content/tools/canonical";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/canonical-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/canonical-uretici");

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
      <CanonicalGenerator />
    </ToolPage>
  );
}
