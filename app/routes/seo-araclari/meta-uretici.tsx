import { MetaGenerator } from "~/components/tools/meta/meta-generator";
import { ToolPage } from "~/components/tools/tool-page";
import { getPage } from "~/content/pages";
import { metaGuide } from "~/content/tools/meta";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/meta-uretici";

const page = getPage("/seo-araclari/meta-uretici");

export const meta: Route.MetaFunction = () => toolMeta(page, metaGuide.faq);

export default function MetaToolRoute() {
  return (
    <ToolPage page={page} guide={metaGuide}>
      <MetaGenerator />
    </ToolPage>
  );
}
