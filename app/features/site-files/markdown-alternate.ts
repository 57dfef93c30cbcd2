/**
 * The Markdown version of our prerendered pages (docs/decisions/039): where it lives, how a page
 * names it, and when a request gets it instead of the HTML. One module for the build step that
 * writes it (scripts/build-markdown.ts) and the server that answers it (server/static-files.ts).
 */

export const MARKDOWN_ALTERNATE_TYPE = "text/markdown";
export const MARKDOWN_CONTENT_TYPE = "text/markdown; charset=utf-8";

/** `/seo` → `/seo/index.md`, `/` → `/index.md`: beside the page's `index.html`. */
export function markdownPathOf(pagePath: string): string {
  return pagePath === "/" ? "/index.md" : `${pagePath.replace(/\/+$/, "")}/index.md`;
}

/** The page's `<head>` names its Markdown version, for agents that read HTML first. */
export function markdownAlternateTag(markdownPath: string): string {
  return `<link rel="alternate" type="${MARKDOWN_ALTERNATE_TYPE}" href="${markdownPath}">`;
}

/**
 * The `Link` header (RFC 8288) of a page with a Markdown version: that version, and llms.txt
 * describing the site, found without parsing the HTML (the agent-readiness checks read it from
 * `HEAD /`). Kept to these two so the header stays small.
 */
export function pageLinkHeader(markdownPath: string): string {
  return `<${markdownPath}>; rel="alternate"; type="${MARKDOWN_ALTERNATE_TYPE}", </llms.txt>; rel="describedby"; type="text/plain"`;
}

/** The quality (q) an Accept header gives `type`: its own entry, else `major/*`, else `*\/*`; 0 when none. */
function qualityOf(accept: readonly { type: string; q: number }[], type: string): { q: number; named: boolean } {
  const exact = accept.find((entry) => entry.type === type);
  if (exact) return { q: exact.q, named: true };
  const wildcard = accept.find((entry) => entry.type === `${type.split("/")[0]}/*`) ?? accept.find((entry) => entry.type === "*/*");
  return { q: wildcard?.q ?? 0, named: false };
}

/**
 * Whether a request's Accept prefers our Markdown to our HTML: text/markdown named outright with
 * a quality at least that of text/html. Browsers never name it, so they keep getting HTML;
 * `Accept: text/markdown, text/html` (as AI agents send) gets Markdown. At most 20 entries of a
 * header of at most 1,000 characters are read.
 */
export function prefersMarkdown(acceptHeader: string | undefined): boolean {
  if (!acceptHeader) return false;
  const accept = acceptHeader
    .slice(0, 1_000)
    .split(",")
    .slice(0, 20)
    .map((part) => {
      const [type = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { type, q: Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 0 };
    });
  const markdown = qualityOf(accept, MARKDOWN_ALTERNATE_TYPE);
  return markdown.named && markdown.q > 0 && markdown.q >= qualityOf(accept, "text/html").q;
}
