import { createHash } from "node:crypto";
import * as z from "zod/mini";
import { JOB_CANCEL_API, JOB_FOLLOW_API, isJobId, type JobLine } from "../../shared/jobs";
import { JOB_TEXT } from "../../shared/jobs.content";
import {
  checkRateLimit,
  firstIssue,
  json,
  jsonError,
  rateLimited,
  rateLimitedResponse,
  serverEndpoint,
  type Admission,
  type ApiContext,
  type ApiHandler,
  type ApiErrorBody,
} from "../json-api";
import { log } from "../log";
import { ndjsonResponse } from "../ndjson-stream";
import { followJob } from "./follow";
import type { JobKind } from "./run-job";

/**
 * The endpoints of a job by its id, for any tool whose work runs as a job: follow its stream
 * (after a dropped connection or a reload) and stop it ("Durdur"). Any replica answers: both read
 * the jobs table. A job's id is a random UUID only its visitor's screen knows.
 */

type Services = ApiContext["services"];

/** Seconds a visitor refused for a full queue is asked to wait. */
const QUEUE_FULL_RETRY_AFTER_SECONDS = 60;

/** Follows and stops an hour per client: a screen reconnects a few times a job, never hundreds. */
const FOLLOW_RULE = { bucket: "job-follow", limit: 600, windowMs: 60 * 60_000 };
const CANCEL_RULE = { bucket: "job-cancel", limit: 120, windowMs: 60 * 60_000 };

const tooMany = JOB_TEXT.tooManyRequests;

const followSchema = z.object(
  { id: z.string().check(z.refine(isJobId, { error: JOB_TEXT.notFound })), after: z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)) },
  { error: JOB_TEXT.notFound },
);

const cancelSchema = z.object({ id: z.string().check(z.refine(isJobId, { error: JOB_TEXT.notFound })) }, { error: JOB_TEXT.notFound });

/** The job's stream from after `after`, as an NDJSON answer; the visitor leaving stops following, not the job. */
export function jobStreamResponse(services: Services, request: Request, id: string, after: number): Response {
  const followers = followersOf(services);
  const count = followers.get(id) ?? 0;
  // Each stream polls the database: a job is followed by a screen or two (a reload overlaps the
  // old stream for a moment), never by hundreds, whoever has its id.
  if (count >= MAX_FOLLOWERS_PER_JOB) return jsonError(429, "too_many_followers", JOB_TEXT.tooManyFollowers);
  followers.set(id, count + 1);
  return ndjsonResponse<JobLine | Record<string, unknown>>(
    request.signal,
    (signal, write) => followJob(services.jobs.store, id, after, signal, write),
    () => {
      const left = (followers.get(id) ?? 1) - 1;
      if (left > 0) followers.set(id, left);
      else followers.delete(id);
    },
  );
}

/** Streams of one job open at once in one process. */
export const MAX_FOLLOWERS_PER_JOB = 4;

const followersByServices = new WeakMap<Services, Map<string, number>>();

function followersOf(services: Services): Map<string, number> {
  let followers = followersByServices.get(services);
  if (!followers) {
    followers = new Map();
    followersByServices.set(services, followers);
  }
  return followers;
}

function queueFull(): Response {
  return jsonError(503, "queue_full", JOB_TEXT.queueFull, { "Retry-After": String(QUEUE_FULL_RETRY_AFTER_SECONDS) });
}

/**
 * The 409 of a client whose job of this tool still waits or runs, with that job's id, so the new
 * screen can offer to stop it ("Durdur") and start again. Only this client can be answered with
 * it: the job was looked up by this client's own key.
 */
function clientBusy(blockingJobId: string | null): Response {
  const body: ApiErrorBody = { code: "client_busy", error: JOB_TEXT.clientBusy, ...(blockingJobId ? { jobId: blockingJobId } : {}) };
  return json(body, 409);
}

/**
 * The admission of a tool whose work is a job of `kind`: a full line (QUEUE_MAX_WAITING) and a
 * client whose job of this kind still waits or runs are refused before the client's quota is
 * counted, so a visitor turned away keeps it; then `rule` per client. (The submit checks both
 * again, race-free.)
 */
export function jobAdmission<Input = unknown>(
  kind: string,
  rule: Admission["rule"],
  message: (wait: string) => string,
  scope?: string | ((input: Input) => string),
): Admission {
  return {
    rule,
    admit: async ({ services, clientIp }, input) => {
      const { waiting } = await services.jobs.store.stats();
      if (waiting >= services.env.QUEUE_MAX_WAITING) return { ok: false, response: queueFull() };
      // The endpoint parsed `input` with its own schema before admission: it is this endpoint's Input.
      const tool = typeof scope === "function" ? scope(input as Input) : scope;
      const blocking = await services.jobs.store.activeJobId(kind, jobClientKey(clientIp, tool));
      if (blocking) return { ok: false, response: clientBusy(blocking) };
      const refusal = await checkRateLimit(services.rateLimiter, rule(services.env), clientIp, message);
      return refusal ? { ok: false, response: rateLimitedResponse(refusal) } : { ok: true, release: () => undefined };
    },
  };
}

/** An endpoint that puts jobs in line, with the kinds that run them: tests serve both at once. */
export interface JobEndpoint {
  handler: ApiHandler;
  jobKinds: readonly JobKind<Services>[];
}

/** The jobs table's client_key column holds this many characters. */
const CLIENT_KEY_MAX = 64;

/**
 * Whose job it is: the client's address, and for a kind several tools share (the live checks, the
 * site crawl of the sitemap and llms.txt generators) the tool, so a client has one job per tool. The address is whatever the trusted proxy hop wrote
 * (X-Forwarded-For); a longer key than the column holds is stored as its SHA-256, one per client
 * all the same.
 */
export function jobClientKey(clientIp: string, scope?: string): string {
  const key = scope ? `${scope}|${clientIp}` : clientIp;
  return key.length <= CLIENT_KEY_MAX ? key : createHash("sha256").update(key).digest("hex");
}

/**
 * Puts a job in line for a client and answers with its stream: the 409 of a client whose job of
 * this kind still waits or runs, the 503 of a full queue (QUEUE_MAX_WAITING).
 */
export async function submitJobResponse(
  services: Services,
  request: Request,
  job: { kind: string; clientIp: string; scope?: string; input: unknown; keepMs?: number },
): Promise<Response> {
  const submitted = await services.jobs.submit(job.kind, jobClientKey(job.clientIp, job.scope), job.input, { keepMs: job.keepMs });
  if (!submitted.ok) {
    log.info("job_refused", { kind: job.kind, reason: submitted.reason });
    if (submitted.reason === "queue_full") return queueFull();
    return clientBusy(await services.jobs.store.activeJobId(job.kind, jobClientKey(job.clientIp, job.scope)));
  }
  log.info("job_submitted", { jobId: submitted.id, kind: job.kind });
  return jobStreamResponse(services, request, submitted.id, 0);
}

export const jobFollowEndpoint = serverEndpoint({
  contract: JOB_FOLLOW_API,
  parse: { schema: followSchema, invalid: firstIssue(JOB_TEXT.notFound) },
  rateLimit: rateLimited(() => FOLLOW_RULE, tooMany),
  handle: async ({ input, request, context: { services } }) => {
    if (!(await services.jobs.store.get(input.id))) return jsonError(404, "job_not_found", JOB_TEXT.notFound);
    return jobStreamResponse(services, request, input.id, input.after);
  },
});

export const jobCancelEndpoint = serverEndpoint({
  contract: JOB_CANCEL_API,
  parse: { schema: cancelSchema, invalid: firstIssue(JOB_TEXT.notFound) },
  rateLimit: rateLimited(() => CANCEL_RULE, tooMany),
  handle: async ({ input, context: { services } }) => {
    const job = await services.jobs.store.cancel(input.id);
    if (!job) return jsonError(404, "job_not_found", JOB_TEXT.notFound);
    log.info("job_cancel_requested", { jobId: job.id, kind: job.kind, state: job.state });
    return json({ ok: true, state: job.state });
  },
});
