/**
 * The links an llms.txt lists (`- [title](url)` or `- [title](url): notes`, the llmstxt.org list
 * form) that point to the crawled site itself, so the crawl checks each of them. Pure.
 */

const LINK_LINE = /^\s*[-*+]\s*\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/;

/** Up to `max` absolute URLs (hash removed, unique, file order) on `siteUrl`'s host or its www twin. */
export function sameHostLlmsLinks(text: string, llmsTxtUrl: string, siteUrl: string, max = 500): string[] {
  const bare = (host: string): string => host.toLowerCase().replace(/^www\./, "");
  const host = bare(new URL(siteUrl).hostname);
  const links: string[] = [];
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    const match = LINK_LINE.exec(line);
    if (!match?.[1]) continue;
    let url: URL;
    try {
      url = new URL(match[1], llmsTxtUrl);
    } catch {
      continue;
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || bare(url.hostname) !== host) continue;
    url.hash = "";
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    links.push(url.href);
    if (links.length >= max) break;
  }
  return links;
}
