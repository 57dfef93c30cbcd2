import { SitemapGenerator } from "~/features/sitemap/sitemap-generator";
import { ToolPage } from "~/features/seo-tools/tool-page";
import { getPage } from "~/site/pages";
import { sitemapGuide } from "~/features/sitemap/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/sitemap-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { reportRequestSlot } from "~/features/leads/report-request-slot";
import { seoToolTitle } from "~/features/seo-tools/content";

const page = getPage("/seo-araclari/sitemap-uretici");
const reportRequest = reportRequestSlot("sitemap-uretici", seoToolTitle("sitemap-uretici"));

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, sitemapGuide.faq);

export default function SitemapToolRoute() {
  return (
    <ToolPage page={page} guide={sitemapGuide}>
      <SitemapGenerator reportRequest={reportRequest} />
    </ToolPage>
  );
}
