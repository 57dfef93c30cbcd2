import { RankFinder } from "~/components/tools/rank/rank-finder";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { rankGuide } from "~/content/tools/rank-finder";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/sira-bulucu";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/sira-bulucu");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, rankGuide.faq);

export default function RankFinderToolRoute() {
  return (
    <ToolPage page={page} guide={rankGuide}>
      <RankFinder />
    </ToolPage>
  );
}
