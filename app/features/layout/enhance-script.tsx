import enhanceScriptSource from "virtual:enhance-script";

/**
 * The pages' enhancement script (app/enhance), inline: no extra request before the page works,
 * and its hash goes into the Content-Security-Policy like every other inline script.
 */
export function EnhanceScript() {
  return <script type="module" dangerouslySetInnerHTML={{ __html: enhanceScriptSource }} />;
}
