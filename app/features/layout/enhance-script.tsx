import enhanceScriptSource from "virtual:enhance-script";

/**
 * The pages' enhancement script (app/enhance), inline: no extra request before the page works,
 * and its hash goes into the Content-Security-Policy like every other inline script.
 */
export function EnhanceScript() {
  // Empty in the browser's bundle (scripts/vite-enhance-script.ts): hydration keeps the server's element.
  return <script type="module" dangerouslySetInnerHTML={{ __html: enhanceScriptSource }} suppressHydrationWarning />;
}
