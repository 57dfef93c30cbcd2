import { clusterKeywords, type ClusterOptions, type ClusterOutcome } from "./cluster";
import { CLUSTER_METHODS, CLUSTER_WORKER_ERROR } from "./messages.content";

/**
 * Messages between the clustering screen and its Web Worker. The worker file only needs:
 *
 *   self.onmessage = (e) => handleClusterWorkerRequest(e.data, (m) => self.postMessage(m));
 *
 * `requestId` lets the screen ignore answers to a request it has since replaced.
 */
export type ClusterRequestOptions = Partial<Pick<ClusterOptions, "method" | "minGroupSize" | "maxGroups">>;

export interface ClusterWorkerRequest {
  readonly type: "cluster";
  readonly requestId: number;
  /** The textarea content (one keyword per line) or a list. */
  readonly input: string | readonly string[];
  readonly options?: ClusterRequestOptions;
}

export type ClusterWorkerResponse =
  | { readonly type: "progress"; readonly requestId: number; readonly done: number; readonly total: number }
  | { readonly type: "result"; readonly requestId: number; readonly outcome: ClusterOutcome }
  | { readonly type: "error"; readonly requestId: number; readonly message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

export function isClusterWorkerRequest(value: unknown): value is ClusterWorkerRequest {
  if (!isRecord(value) || value.type !== "cluster" || typeof value.requestId !== "number") return false;
  const input = value.input;
  const inputOk = typeof input === "string" || (Array.isArray(input) && input.every((x) => typeof x === "string"));
  if (!inputOk) return false;
  const options = value.options;
  if (options === undefined) return true;
  if (!isRecord(options)) return false;
  return (
    (options.method === undefined || (CLUSTER_METHODS as readonly unknown[]).includes(options.method)) &&
    (options.minGroupSize === undefined || typeof options.minGroupSize === "number") &&
    (options.maxGroups === undefined || typeof options.maxGroups === "number")
  );
}

/**
 * Progress goes to the screen at most this often (besides the first and the last report). Each
 * message makes the screen render; the 1 % steps of a 10,000-keyword run were a hundred renders
 * in a third of a second, competing with the worker for the machine's cores (docs/decisions/046).
 */
export const PROGRESS_INTERVAL_MS = 100;

export function handleClusterWorkerRequest(
  message: unknown,
  post: (response: ClusterWorkerResponse) => void,
  now: () => number = () => performance.now(),
): void {
  if (!isClusterWorkerRequest(message)) {
    const requestId = isRecord(message) && typeof message.requestId === "number" ? message.requestId : -1;
    post({ type: "error", requestId, message: CLUSTER_WORKER_ERROR });
    return;
  }
  const { requestId } = message;
  let lastReport = Number.NEGATIVE_INFINITY;
  try {
    const outcome = clusterKeywords(message.input, {
      ...message.options,
      onProgress: (done, total) => {
        const time = now();
        if (done !== 0 && done !== total && time - lastReport < PROGRESS_INTERVAL_MS) return;
        lastReport = time;
        post({ type: "progress", requestId, done, total });
      },
    });
    post({ type: "result", requestId, outcome });
  } catch {
    post({ type: "error", requestId, message: CLUSTER_WORKER_ERROR });
  }
}
