import { screenshotKindOf } from "~/features/site-audit/limits";
import type { Route } from "./+types/rapor-ekran";

/**
 * A stored report's phone or desktop screenshot (the audit's browser stage): JPEG bytes from the
 * database, kept private like the report (its id is the only key), never indexed. A report or
 * screenshot that is missing, expired or deleted is a plain 404.
 */

const HEADERS = { "X-Robots-Tag": "noindex, nofollow", "X-Content-Type-Options": "nosniff" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const kind = screenshotKindOf(params.file);
  const shot = kind ? await context.services.auditReports.getScreenshot(params.id, kind) : null;
  if (!shot) return new Response(null, { status: 404, headers: { ...HEADERS, "Cache-Control": "private, no-store" } });
  return new Response(new Uint8Array(shot.data), {
    headers: {
      ...HEADERS,
      "Content-Type": shot.mime,
      "Content-Length": String(shot.data.byteLength),
      // The image of a report never changes; a day in the visitor's own cache, never a shared one.
      "Cache-Control": "private, max-age=86400",
    },
  });
}
