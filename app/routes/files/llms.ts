import { siteLlmsTxt } from "~/features/site-files/site-files";

export function loader() {
  return new Response(siteLlmsTxt(), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
