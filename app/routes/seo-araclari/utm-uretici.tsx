import { ToolPage } from "~/features/seo-tools/tool-page";
import { UtmBuilder } from "~/features/utm-builder/utm-builder";
import { getPage } from "~/site/pages";
import { utmGuide } from "~/features/utm-builder/content";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import type { Route } from "./+types/utm-uretici";
import { HYDRATED_ROUTE } from "~/shared/hydration";

const page = getPage("/seo-araclari/utm-uretici");

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, utmGuide.faq);

export default function UtmToolRoute() {
  return (
    <ToolPage page={page} guide={utmGuide}>
      <UtmBuilder />
    </ToolPage>
  );
}
