import { siteRobotsTxt } from "~/features/site-files/site-files";

export function loader() {
  return new Response(siteRobotsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
