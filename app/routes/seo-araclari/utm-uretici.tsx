import { ToolPage } from "~/components/tools/tool-page";
import { UtmBuilder } from "~/components/tools/utm/utm-builder";
import { getPage } from "~/content/pages";
import { utmGuide } from "~/content/tools/utm";
import { toolMeta } from "~/lib/seo/tool-json-ld";
import type { Route } from "./+types/utm-uretici";
import { HYDRATED_ROUTE } from "~/lib/hydration";

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
