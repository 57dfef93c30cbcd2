import { handleClusterWorkerRequest } from "~/features/keyword-clustering/worker-protocol";

/**
 * Module Web Worker of the keyword clustering screen: clustering thousands of keywords must not
 * freeze the page. Created only by keyword-clusterer.tsx, so the clustering code ships in this
 * worker's own bundle and never in another route's.
 */
self.onmessage = (event: MessageEvent<unknown>) => {
  handleClusterWorkerRequest(event.data, (response) => self.postMessage(response));
};
