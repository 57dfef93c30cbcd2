import { blogSiteArticles } from "~/features/blog/site-articles";
import { siteLlmsTxt } from "~/features/site-files/site-files";

export function loader() {
  return new Response(siteLlmsTxt(blogSiteArticles()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
