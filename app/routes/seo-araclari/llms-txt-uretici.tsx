import { LlmsTxtGenerator } from "~/components/tools/llms-txt/llms-txt-generator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { llmsTxtGuide } from "~/content/tools/llms-txt";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/llms-txt-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/llms-txt-uretici");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, llmsTxtGuide.faq);

export default function LlmsTxtToolRoute() {
  return (
    <ToolPage page={page} guide={llmsTxtGuide}>
      <LlmsTxtGenerator />
    </ToolPage>
  );
}
