/**
 * Pages with blocks the browser may skip before the first paint (content pages' later sections,
 * the footer, tool pages' how-to, article and FAQ: app.css, docs/decisions/032 and 033) get one more
 * inline module script at the end of `<body>`: app/enhance/deferred-sections-main.ts, which draws
 * those blocks once the page has loaded. Added to the finished document here, on the server,
 * rather than rendered by a component: a component would also put the script's text into the
 * client bundle of the pages React hydrates, which would then carry it twice.
 */
const DRAWS_LATER = /<main\b[^>]*\sdata-content-page=""|\sdata-draw-later=""/;

export function withDeferredSectionsScript(html: string, source: string): string {
  if (!DRAWS_LATER.test(html) || !html.includes("</body>")) return html;
  const index = html.lastIndexOf("</body>");
  return `${html.slice(0, index)}<script type="module">${source}</script>${html.slice(index)}`;
}
