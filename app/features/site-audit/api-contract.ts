import { streamContract } from "../../shared/api-contract";
import type { SiteAuditLine, SiteAuditRequest } from "./schema";

/** POST /api/site-audit `{ url, previousId? }`: the free site audit, streamed as NDJSON. */
export const SITE_AUDIT_API = streamContract<SiteAuditRequest, SiteAuditLine>("/api/site-audit");
