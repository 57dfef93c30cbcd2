import academyDatesScript from "virtual:academy-dates-script";

/**
 * The academy page's own inline script (app/enhance/academy-dates.ts), hashed into the CSP like the
 * enhancement script: removes terms that ended after the build (docs/decisions/026). A module
 * script, so it runs once the whole document is parsed, wherever it stands.
 */
export function AcademyDatesScript() {
  // Empty in the browser's bundle (scripts/vite-enhance-script.ts): hydration keeps the server's element.
  return <script type="module" dangerouslySetInnerHTML={{ __html: academyDatesScript }} suppressHydrationWarning />;
}
