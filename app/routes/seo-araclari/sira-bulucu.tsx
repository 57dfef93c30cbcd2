import { RankFinder } from "~/features/rank-finder/rank-finder";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { rankGuide } from "~/features/rank-finder/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/sira-bulucu";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/sira-bulucu");
const reportRequest = reportRequestSlot("sira-bulucu", seoToolTitle("sira-bulucu"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, rankGuide.faq);

export default function RankFinderToolRoute() {
  return (
    <ToolPage page={page} guide={rankGuide}>
      <RankFinder reportRequest={reportRequest} />
    </ToolPage>
  );
}
