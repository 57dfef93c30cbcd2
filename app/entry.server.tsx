import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import academyDatesScriptSource from "virtual:academy-dates-script";
import deferredSectionsScriptSource from "virtual:deferred-sections-script";
import enhanceScriptSource from "virtual:enhance-script";
import { cspForRenderedHtml } from "./.server/csp";
import { withDeferredSectionsScript } from "./.server/deferred-sections-script";
import { deferHydration } from "./.server/deferred-hydration";
import { log } from "./.server/log";
import { measurementConfigFromEnv, measurementCspAdditions, withMeasurement } from "./.server/measurement";

// The production host travels in this build (server/launch.ts starts it from here): bundled apart,
// every module both import existed twice at run time, each copy with its own state
// (docs/decisions/001).
export { startProductionServer, startProductionWorker } from "../server/production";

export const streamTimeout = 5_000;

/** Errors of loaders, actions and rendering: one JSON log line each (never for a visitor who left). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("render_failed", {
    method: request.method,
    path: new URL(request.url).pathname,
    error,
  });
};

/**
 * Pages are small, so the whole document is rendered before it is sent: crawlers get complete HTML
 * and the Content-Security-Policy can list the hash of every inline script the app put in it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    // Marks the inline scripts React and React Router write, so that only those get a CSP hash.
    const marker = randomBytes(18).toString("base64url");

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={marker} />, {
      nonce: marker,
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
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (import.meta.env.DEV) {
            // The dev server's scripts (HMR client, source modules) are left as React Router writes them.
            const page = withDeferredSectionsScript(rendered.replaceAll(` nonce="${marker}"`, ""), deferredSectionsScriptSource);
            resolve(new Response(page, { status, headers: responseHeaders }));
            return;
          }
          // The inline scripts of fixed content: the enhancement script (EnhanceScript), the content
          // deferred-sections script (added here, docs/decisions/032 and 033) and the academy page's date
          // script (academy/session-list.tsx).
          // Measurement tags (only when configured, docs/decisions/027) are added after hashing: they
          // hold no inline code. Prerendering runs without the server's context, so prerendered files
          // never carry them; the server adds them to those at start-up (server/static-files.ts).
          const measurement = loadContext?.services ? measurementConfigFromEnv(loadContext.services.env) : null;
          const { html, policy } = cspForRenderedHtml(
            withDeferredSectionsScript(deferHydration(rendered), deferredSectionsScriptSource),
            marker,
            [enhanceScriptSource, deferredSectionsScriptSource, academyDatesScriptSource],
            measurementCspAdditions(measurement),
          );
          responseHeaders.set("Content-Security-Policy", policy);
          resolve(new Response(withMeasurement(html, measurement), { status, headers: responseHeaders }));
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
        log.error("render_failed", { path: new URL(request.url).pathname, error });
      },
    });
  });
}
