import { jsonContract } from "../../shared/api-contract";
import type { WatchRequestResult } from "./request-watch";

/** "Sitemi takip et" posted by the pages' script: `{ email, name, consent, reportId, attribution }`. */
export const WATCH_REQUEST_API = jsonContract<Record<string, unknown>, WatchRequestResult>("POST", "/api/site-monitor");
