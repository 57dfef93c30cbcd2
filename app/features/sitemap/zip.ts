import { strToU8, zipSync } from "fflate";
import type { SitemapSet } from "./sitemap";

/**
 * The index and its numbered sitemaps in one archive, ready to unpack into the site root.
 * Level 6 is fflate's default; the XML is repetitive, so it shrinks roughly tenfold.
 */
export function zipSitemapSet(set: Pick<SitemapSet, "index" | "files">): Uint8Array {
  const archive: Record<string, Uint8Array> = { [set.index.fileName]: strToU8(set.index.xml) };
  for (const file of set.files) archive[file.fileName] = strToU8(file.xml);
  return zipSync(archive, { level: 6 });
}
