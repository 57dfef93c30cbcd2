import { ToolPage } from "~/features/seo-tools/tool-page";
import { toolMeta } from "~/features/seo-tools/tool-json-ld";
import { siteAuditGuide } from "~/features/site-audit/content";
import { SiteAuditForm } from "~/features/site-audit/site-audit-form";
import { HYDRATED_ROUTE } from "~/shared/hydration";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/index";

const page = getPage("/seo-analizi");

/** The audit runs in the browser: React hydrates this page. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => toolMeta(page, siteAuditGuide.faq);

export default function SiteAuditRoute() {
  return (
    <ToolPage page={page} guide={siteAuditGuide}>
      <SiteAuditForm />
    </ToolPage>
  );
}
