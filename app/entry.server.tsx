import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { cspForHtml } from "./.server/csp";
import { deferHydration } from "./.server/deferred-hydration";

export const streamTimeout = 5_000;

/**
 * Pages are small, so the whole document is rendered before it is sent: crawlers get complete HTML
 * and the Content-Security-Policy can list the hash of every inline script the page really has.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Never move a large Suspense boundary's HTML to the end of the document behind a reveal
      // script: content pages run no JavaScript, and crawlers must see every section in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => {
          clearTimeout(timeout);
          const rendered = Buffer.concat(chunks).toString("utf8");
          // The dev server's scripts (HMR client, source modules) are left as React Router writes them.
          const html = import.meta.env.DEV ? rendered : deferHydration(rendered);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", cspForHtml(html));
          resolve(new Response(html, { status, headers: responseHeaders }));
        });
        sink.on("error", reject);
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
  });
}
