import { GptbotSimulator } from "~/components/tools/gptbot/gptbot-simulator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { gptbotGuide } from "~/content/tools/gptbot-simulator";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/gptbot-simulatoru";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/gptbot-simulatoru");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, gptbotGuide.faq);

export default function BotSimulatorToolRoute() {
  return (
    <ToolPage page={page} guide={gptbotGuide}>
      <GptbotSimulator />
    </ToolPage>
  );
}
