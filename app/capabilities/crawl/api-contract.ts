import { streamContract } from "../../shared/api-contract";
import type { SiteCrawlLine, SiteCrawlRequest } from "./schema";

/** POST /api/site-crawl `{ url, purpose }`: the live crawl behind the sitemap and llms.txt generators, as NDJSON. */
export const SITE_CRAWL_API = streamContract<SiteCrawlRequest, SiteCrawlLine>("/api/site-crawl");
