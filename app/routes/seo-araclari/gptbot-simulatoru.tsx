import { GptbotSimulator } from "~/features/gptbot-simulator/gptbot-simulator";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { gptbotGuide } from "~/features/gptbot-simulator/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/gptbot-simulatoru";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/gptbot-simulatoru");
const reportRequest = reportRequestSlot("gptbot-simulatoru", seoToolTitle("gptbot-simulatoru"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, gptbotGuide.faq);

export default function BotSimulatorToolRoute() {
  return (
    <ToolPage page={page} guide={gptbotGuide}>
      <GptbotSimulator reportRequest={reportRequest} />
    </ToolPage>
  );
}
