/**
 * Durable jobs as the screens see them (app/.server/jobs): the lines every job stream shares
 * beside a tool's own, and the two endpoints that follow and stop a job by its id from any
 * replica. Pure and browser-safe.
 *
 * A job stream opens with `{ type: "job", jobId }`; while the job waits in line it carries
 * `{ type: "queued", position, etaSeconds }` whenever the place changes; the tool's own lines
 * follow, each with its `seq`, and the stream ends after a `result` or `error` line. Following
 * again with `after` set to the last `seq` seen resumes without repeats.
 */
import { jsonContract, streamContract } from "./api-contract";

export type JobLine =
  { type: "job"; jobId: string } | { type: "queued"; position: number; etaSeconds: number } | { type: "error"; code: string; error: string };

/** A waiting job's place in line, as its screen shows it ("Sıradasınız: 3. sıra, tahmini 40 sn"). */
export interface QueuePlace {
  position: number;
  etaSeconds: number;
}

/** What a screen shows of a running job besides the tool's own progress. */
export interface JobWaitState {
  /** Its place while it waits in line; null once a worker runs it. */
  queue: QueuePlace | null;
  /** The stream broke and is being followed again. */
  reconnecting: boolean;
}

export interface JobFollowRequest {
  id: string;
  /** The last `seq` the screen saw (0: from the start). */
  after: number;
}

/** POST /api/jobs/follow: the job's stream from after `after` (the tool's lines, typed by its screen). */
export const JOB_FOLLOW_API = streamContract<JobFollowRequest, unknown>("/api/jobs/follow");

/** POST /api/jobs/cancel `{ id }`: "Durdur"; a waiting job leaves the line, a running one stops within a second. */
export const JOB_CANCEL_API = jsonContract<{ id: string }, { ok: true; state: string } | { code: string; error: string }>("POST", "/api/jobs/cancel");

/** Job ids are UUIDs (pg-boss takes the same id for its own row, which makes handing a job over idempotent). */
const JOB_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isJobId(value: unknown): value is string {
  return typeof value === "string" && JOB_ID_PATTERN.test(value);
}

/** Lines a tool's job ends with. */
export function isTerminalLine(line: unknown): boolean {
  const type = typeof line === "object" && line !== null ? (line as { type?: unknown }).type : undefined;
  return type === "result" || type === "error";
}

/** A `queued` or `job` line as the stream delivered it, checked; null for any other line. */
export function asJobLine(value: unknown): Extract<JobLine, { type: "job" | "queued" }> | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  if (line.type === "job" && typeof line.jobId === "string") return { type: "job", jobId: line.jobId };
  if (line.type === "queued" && typeof line.position === "number" && typeof line.etaSeconds === "number") {
    return { type: "queued", position: line.position, etaSeconds: line.etaSeconds };
  }
  return null;
}

/** The `seq` of a stored line, or null. */
export function seqOf(value: unknown): number | null {
  const seq = typeof value === "object" && value !== null ? (value as { seq?: unknown }).seq : undefined;
  return typeof seq === "number" && Number.isInteger(seq) && seq > 0 ? seq : null;
}
