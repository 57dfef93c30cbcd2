/**
 * The fix pack of the live check as text: for each page, the tags it is missing, in the format
 * the visitor uses (HTML `<link>` tags for the page's head, an HTTP `Link` header value, or
 * sitemap `<url>` entries with `<xhtml:link>`), written like the generator writes them.
 */
import { escapeHtmlAttribute, escapeXml } from "~/capabilities/markup/markup";
import type { HreflangFixPage } from "./live-check";

export const FIX_PACK_FORMATS = ["html", "header", "sitemap"] as const;
export type FixPackFormat = (typeof FIX_PACK_FORMATS)[number];

/** The tags one page is missing, in one format (no page heading). */
export function fixPackTags(page: HreflangFixPage, format: FixPackFormat): string {
  switch (format) {
    case "html":
      return page.missing
        .map((link) => `<link rel="alternate" hreflang="${escapeHtmlAttribute(link.hreflang)}" href="${escapeHtmlAttribute(link.href)}">`)
        .join("\n");
    case "header":
      // Header values are ASCII: the addresses are already absolute and percent-encoded (URL.href).
      return `Link: ${page.missing.map((link) => `<${link.href}>; rel="alternate"; hreflang="${link.hreflang}"`).join(", ")}`;
    case "sitemap":
      return [
        "<url>",
        `  <loc>${escapeXml(page.url)}</loc>`,
        ...page.missing.map((link) => `  <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`),
        "</url>",
      ].join("\n");
  }
}

/** The whole pack in one format: each page's tags under a comment naming the page (a sitemap `<url>` names itself). */
export function fixPackText(pages: readonly HreflangFixPage[], format: FixPackFormat): string {
  if (pages.length === 0) return "";
  return `${pages
    .map((page) => {
      const tags = fixPackTags(page, format);
      if (format === "html") return `<!-- ${page.url.replace(/--/g, "%2D%2D")} -->\n${tags}`;
      if (format === "header") return `# ${page.url}\n${tags}`;
      return tags;
    })
    .join("\n\n")}\n`;
}
