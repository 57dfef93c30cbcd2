import { MetaGenerator } from "~/components/tools/meta/meta-generator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { metaGuide } from "~/content/tools/meta";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/meta-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

const page = getPage("/seo-araclari/meta-uretici");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, metaGuide.faq);

export default function MetaToolRoute() {
  return (
    <ToolPage page={page} guide={metaGuide}>
      <MetaGenerator />
    </ToolPage>
  );
}
