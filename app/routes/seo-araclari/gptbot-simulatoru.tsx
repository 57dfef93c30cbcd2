import { PageHeader } from "~/components/sections/page-header";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/gptbot-simulatoru";

const page = getPage("/seo-araclari/gptbot-simulatoru");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function BotSimulatorToolRoute() {
  return <PageHeader page={page} />;
}
