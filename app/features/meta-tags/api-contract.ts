import { streamContract } from "../../shared/api-contract";
import type { LiveCheckLine } from "../../capabilities/live-check/live-check";
import type { LiveMetaPage, LiveMetaRequest, LiveMetaResult } from "./live-schema";

/** POST /api/live/meta: the meta tool's "Sayfadan al", as NDJSON. */
export const LIVE_META_API = streamContract<LiveMetaRequest, LiveCheckLine<LiveMetaPage, LiveMetaResult>>("/api/live/meta");
