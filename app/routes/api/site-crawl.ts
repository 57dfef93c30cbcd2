import { apiRoute } from "~/.server/json-api";
import { handleSiteCrawlApi } from "~/capabilities/crawl/endpoint.server";

/** POST /api/site-crawl: the live crawl behind the sitemap and llms.txt generators, as NDJSON. */
const endpoint = apiRoute({ POST: handleSiteCrawlApi });
export const loader = endpoint.loader;
export const action = endpoint.action;
