import { ContentWriter } from "~/features/content-writer/content-writer";
import { contentWriterGuide } from "~/features/content-writer/content";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import { getPage } from "~/site/pages";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";
import type { Route } from "./+types/icerik-yazari";

const page = getPage("/seo-araclari/icerik-yazari");
const reportRequest = reportRequestSlot("icerik-yazari", seoToolTitle("icerik-yazari"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, contentWriterGuide.faq);

export default function ContentWriterToolRoute() {
  return (
    <ToolPage page={page} guide={contentWriterGuide}>
      <ContentWriter reportRequest={reportRequest} />
    </ToolPage>
  );
}
