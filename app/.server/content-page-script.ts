/**
 * Content pages (no React in the browser, marked `main[data-content-page]` by root.tsx) get one
 * more inline module script at the end of `<body>`: app/enhance/deferred-sections-main.ts, which
 * draws the sections app.css lets the browser skip before the first paint (docs/decisions/032).
 * Added to the finished document here, on the server, rather than rendered by a component: a
 * component would put the script's text into the client bundle that tool pages load, and their
 * JavaScript budget has no room for code they never run.
 */
const CONTENT_PAGE = /<main\b[^>]*\sdata-content-page=""/;

export function withContentPageScript(html: string, source: string): string {
  if (!CONTENT_PAGE.test(html) || !html.includes("</body>")) return html;
  const index = html.lastIndexOf("</body>");
  return `${html.slice(0, index)}<script type="module">${source}</script>${html.slice(index)}`;
}
