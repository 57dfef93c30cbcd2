import { siteSitemapXml } from "~/features/site-files/site-files";

export function loader() {
  return new Response(siteSitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
