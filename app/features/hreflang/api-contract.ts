import { streamContract } from "../../shared/api-contract";
import type { LiveCheckLine } from "../../capabilities/live-check/live-check";
import type { HreflangLiveItem, HreflangLiveResult } from "./live-check";
import type { LiveHreflangRequest } from "./live-schema";

/** POST /api/live/hreflang: the hreflang tool's "Canlı doğrula", as NDJSON. */
export const LIVE_HREFLANG_API = streamContract<LiveHreflangRequest, LiveCheckLine<HreflangLiveItem, HreflangLiveResult>>("/api/live/hreflang");
