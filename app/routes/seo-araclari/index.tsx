import { HubLlmsForm } from "~/features/llms-txt/hub-llms-form";
import { ToolsHub } from "~/features/seo-tools/tools-hub";
import { PageHeader } from "~/site/sections/page-header";
import { getPage } from "~/site/pages";
import { SEO_TOOL_CARDS, toolCardHref } from "~/features/seo-tools/content";
import { pageMeta } from "~/site/seo/meta";
import { absoluteUrl } from "~/site/site-url";
import type { Route } from "./+types/index";
import { HYDRATED_ROUTE } from "~/shared/hydration";

const page = getPage("/seo-araclari");

/** The tools as an ItemList, in the order of the grid. */
const toolListJsonLd = {
  "@context": "https://schema.org",
  "@type": "ItemList",
  name: page.h1,
  itemListElement: SEO_TOOL_CARDS.filter((card) => card.available).map((card, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: card.title,
    url: absoluteUrl(toolCardHref(card)),
  })),
};

/** A tool screen: React runs it in the browser. */
export const handle = HYDRATED_ROUTE;

export const meta: Route.MetaFunction = () => pageMeta(page, { jsonLd: [toolListJsonLd] });

export default function ToolsHubRoute() {
  return (
    <>
      <PageHeader page={page} />
      <ToolsHub llmsForm={<HubLlmsForm />} />
    </>
  );
}
