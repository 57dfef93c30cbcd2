import { HreflangGenerator } from "~/components/tools/hreflang/hreflang-generator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { hreflangGuide } from "~/content/tools/hreflang";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/hreflang-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/hreflang-uretici");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, hreflangGuide.faq);

export default function HreflangToolRoute() {
  return (
    <ToolPage page={page} guide={hreflangGuide}>
      <HreflangGenerator />
    </ToolPage>
  );
}
