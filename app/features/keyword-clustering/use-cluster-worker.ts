import { useEffect, useRef, useState } from "react";
import { CLUSTER_WORKER_LOG, DEFAULT_CLUSTER_METHOD, DEFAULT_MAX_GROUPS, DEFAULT_MIN_GROUP_SIZE } from "~/features/keyword-clustering/messages.content";
import { warmUpKeywords } from "~/features/keyword-clustering/content";
// Types only: the clustering itself runs in cluster.worker.ts (or, without Worker support, from a
// dynamic import), so it stays out of the route's main chunk.
import type { ClusterRequestOptions, ClusterWorkerRequest, ClusterWorkerResponse } from "~/features/keyword-clustering/worker-protocol";

/** Runs shorter than this finish without a progress bar flashing up. */
const PROGRESS_BAR_AFTER_MS = 150;

/** Id of the idle-time warm-up run; real requests count up from 1. */
const WARM_UP_REQUEST_ID = -1;

/** The end of a run: the worker's result or error (progress messages are handled here). */
export type ClusterRunEnd = Exclude<ClusterWorkerResponse, { type: "progress" }>;

/**
 * The clustering worker of the keyword clusterer: starts it (warmed up once the page is idle),
 * sends runs, tracks the running state and progress, ignores answers to replaced runs and falls
 * back to the main thread when workers are unavailable. `onEnd` receives the current run's end.
 */
export function useClusterWorker(onEnd: (end: ClusterRunEnd) => void) {
  const [running, setRunning] = useState(false);
  const [showProgress, setShowProgress] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const workerRef = useRef<Worker | null>(null);
  const requestIdRef = useRef(0);
  const pendingRef = useRef<ClusterWorkerRequest | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setShowProgress(true), PROGRESS_BAR_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setShowProgress(false);
    };
  }, [running]);

  useEffect(() => () => workerRef.current?.terminate(), []);

  function finish(response: ClusterWorkerResponse) {
    if (response.requestId !== requestIdRef.current) return;
    if (response.type === "progress") {
      setProgress({ done: response.done, total: response.total });
      return;
    }
    pendingRef.current = null;
    setRunning(false);
    setProgress(null);
    onEndRef.current(response);
  }

  /** Without Worker support (or if the worker file cannot load) the same code runs here. */
  async function runOnMainThread(request: ClusterWorkerRequest) {
    const { handleClusterWorkerRequest } = await import("~/features/keyword-clustering/worker-protocol");
    // Let the busy state paint before the synchronous work starts.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (request.requestId !== requestIdRef.current) return;
    handleClusterWorkerRequest(request, finish);
  }

  function getWorker(): Worker | null {
    if (workerRef.current) return workerRef.current;
    if (typeof Worker === "undefined") return null;
    try {
      const worker = new Worker(new URL("./cluster.worker.ts", import.meta.url), {
        type: "module",
        name: "kelime-gruplayici",
      });
      worker.onmessage = (event: MessageEvent<ClusterWorkerResponse>) => finish(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        console.error(CLUSTER_WORKER_LOG.failed, event.message);
        worker.terminate();
        if (workerRef.current === worker) workerRef.current = null;
        const pending = pendingRef.current;
        if (pending) void runOnMainThread(pending);
      };
      workerRef.current = worker;
      return worker;
    } catch (error) {
      console.error(CLUSTER_WORKER_LOG.notCreated, error);
      return null;
    }
  }

  // The first "Grupla" used to pay for loading and compiling the worker (~0.4 s). Once the page is
  // idle, the worker is started and runs a warm-up of about a thousand keywords (warmUpKeywords)
  // whose answer nobody waits for (its request id is never current), so the visitor's first click
  // finds it loaded and its clustering code already optimised. Its options are the form's initial
  // ones; they only shape the throwaway warm-up.
  useEffect(() => {
    const warm = (): void => {
      if (workerRef.current || pendingRef.current) return;
      const warmUp: ClusterWorkerRequest = {
        type: "cluster",
        requestId: WARM_UP_REQUEST_ID,
        input: warmUpKeywords(),
        options: { method: DEFAULT_CLUSTER_METHOD, minGroupSize: DEFAULT_MIN_GROUP_SIZE, maxGroups: DEFAULT_MAX_GROUPS },
      };
      getWorker()?.postMessage(warmUp);
    };
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(warm, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 2_000);
    return () => clearTimeout(timer);
    // Once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function start(input: string, options: ClusterRequestOptions) {
    const request: ClusterWorkerRequest = { type: "cluster", requestId: ++requestIdRef.current, input, options };
    pendingRef.current = request;
    setRunning(true);
    setProgress(null);
    const worker = getWorker();
    if (worker) worker.postMessage(request);
    else void runOnMainThread(request);
  }

  /** A busy worker cannot be interrupted, only replaced; the next run starts a fresh one. */
  function cancel() {
    workerRef.current?.terminate();
    workerRef.current = null;
    requestIdRef.current++;
    pendingRef.current = null;
    setRunning(false);
    setProgress(null);
  }

  return { running, showProgress, progress, start, cancel };
}
