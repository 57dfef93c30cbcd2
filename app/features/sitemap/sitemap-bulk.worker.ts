/**
 * Module Web Worker of the sitemap generator's bulk mode: parsing, building and zipping tens of
 * thousands of URLs happens here, off the main thread. It is a same-origin file, as the CSP
 * (script-src 'self', no blob: workers) requires, and bundles its imports into itself.
 */
import { handleBulkSitemapMessage } from "~/features/sitemap/bulk";

self.addEventListener("message", (event: MessageEvent<unknown>) => {
  void handleBulkSitemapMessage(event.data, (response, transfer) => self.postMessage(response, { transfer }));
});
