import { blogSiteArticles } from "~/features/blog/site-articles";
import { siteSitemapEntries } from "~/features/site-files/site-files";
import { buildSitemapXml } from "~/features/sitemap/sitemap";

export function loader() {
  const result = buildSitemapXml(siteSitemapEntries(blogSiteArticles()));
  if (!result.ok) throw new Error(`Site sitemap could not be built: ${result.message}`);
  return new Response(result.xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
