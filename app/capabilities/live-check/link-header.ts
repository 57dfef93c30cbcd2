import { resolveLink } from "~/capabilities/url/resolve-link";

/**
 * HTTP `Link` header values (RFC 8288), pure so that the live checks' server and the site audit's
 * rules (which keep the header in their page records) read them alike.
 */

export interface LinkHeaderEntry {
  /** Absolute URL. */
  href: string;
  /** Lowercased relation types. */
  rels: string[];
  hreflang: string | null;
}

/** The entries of HTTP `Link` header values (RFC 8288); relative targets resolved against `base`. */
export function parseLinkHeader(values: readonly string[], base: string): LinkHeaderEntry[] {
  const out: LinkHeaderEntry[] = [];
  for (const value of values) {
    // <url>; param; param, <url>; ... (a URL cannot contain an unescaped '>').
    for (const match of value.slice(0, 64 * 1024).matchAll(/<([^>]*)>([^<]*)/g)) {
      const href = resolveLink(match[1] ?? "", base);
      if (href === null) continue;
      const params = match[2] ?? "";
      const param = (name: string): string | null => {
        const found = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^\\s;,]+))`, "i").exec(params);
        return found ? (found[1] ?? found[2] ?? "") : null;
      };
      const rels = (param("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      const hreflang = param("hreflang");
      out.push({ href, rels, hreflang: hreflang === null ? null : hreflang.trim() });
    }
  }
  return out;
}
