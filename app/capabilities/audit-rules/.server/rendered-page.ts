import { feedInTurns } from "~/.server/cpu-turns";
import { RENDERED_LINKS, type RenderedFacts } from "~/capabilities/browser/browser-facts";
import { pageRecordReader } from "../page-record";

/**
 * The DOM a browser rendered, read by the same reader as the raw pages (page-record.ts), so that a
 * title, a meta robots, a canonical, a link or a word counts the same on both sides of the
 * comparison the JavaScript rules make; in turns of the event loop like every page.
 */
export async function renderedFacts(html: string, url: string): Promise<RenderedFacts> {
  const reader = pageRecordReader({ url, finalUrl: url, status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: html.length, htmlChars: html.length, ttfbMs: null });
  await feedInTurns(html, reader.write);
  const record = reader.finish();
  const internalLinks = [...new Set(record.links.filter((link) => link.internal).map((link) => link.url))].slice(0, RENDERED_LINKS);
  const robots = record.metaRobots.map((value) => value.trim().toLowerCase()).filter((value) => value !== "");
  return {
    title: record.titles[0] ?? null,
    robots: robots.length > 0 ? robots.join(", ") : null,
    canonical: record.canonicals[0] ?? null,
    internalLinks,
    wordCount: record.wordCount,
  };
}
