import { siteSitemapXml } from "~/lib/seo/site-files";

export function loader() {
  return new Response(siteSitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
