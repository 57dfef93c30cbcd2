import { SitemapGenerator } from "~/components/tools/sitemap/sitemap-generator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { sitemapGuide } from "~/content/tools/sitemap";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/sitemap-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/sitemap-uretici");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, sitemapGuide.faq);

export default function SitemapToolRoute() {
  return (
    <ToolPage page={page} guide={sitemapGuide}>
      <SitemapGenerator />
    </ToolPage>
  );
}
