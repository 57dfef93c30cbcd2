import { streamContract } from "../../shared/api-contract";
import type { LiveCheckLine } from "../../capabilities/live-check/live-check";
import type { CanonicalLiveResult, CanonicalLiveRow } from "./live-check";
import type { CanonicalLiveRequest } from "./live-schema";

/** POST /api/live/canonical `{ urls }`: the canonical tool's live check, as NDJSON. */
export const CANONICAL_LIVE_API = streamContract<CanonicalLiveRequest, LiveCheckLine<CanonicalLiveRow, CanonicalLiveResult>>("/api/live/canonical");
