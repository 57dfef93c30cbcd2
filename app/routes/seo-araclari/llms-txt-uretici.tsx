import { LlmsTxtGenerator } from "~/features/llms-txt/llms-txt-generator";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { llmsTxtGuide } from "~/features/llms-txt/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/llms-txt-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/llms-txt-uretici");
const reportRequest = reportRequestSlot("llms-txt-uretici", seoToolTitle("llms-txt-uretici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, llmsTxtGuide.faq);

export default function LlmsTxtToolRoute() {
  return (
    <ToolPage page={page} guide={llmsTxtGuide}>
      <LlmsTxtGenerator reportRequest={reportRequest} />
    </ToolPage>
  );
}
