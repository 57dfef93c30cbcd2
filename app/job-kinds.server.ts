import type { JobKind } from "./.server/jobs/run-job";
import { siteAuditJob } from "./features/site-audit/job.server";
import type { Services } from "./services.server";

/** Every kind of durable job a worker runs (app/.server/jobs): the features' jobs, composed here. */
export const JOB_KINDS: readonly JobKind<Services>[] = [siteAuditJob()];
