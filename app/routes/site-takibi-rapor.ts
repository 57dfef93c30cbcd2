import type { Route } from "./+types/site-takibi-rapor";

/** The "son raporunuz" link of the watch e-mails: counts as the owner reading us, then leads to the report. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { openReport } = await import("~/features/site-monitor/watch-pages.server");
  return openReport(request, context);
}
