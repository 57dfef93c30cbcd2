/**
 * Tool pages start React only after the page has painted (docs/decisions/011).
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` in the head for every module of
 * the page (about 40 on a tool page) and an inline module script whose static imports start the
 * same downloads. Browsers fetch those at high priority, in competition with the stylesheet, so
 * text that is already in the HTML waits for ~150 KB of JavaScript on a slow connection. This
 * rewrites the finished document: the preload links go, and the inline script's work moves into a
 * function run after the `load` event and the next frame, which adds the preloads (so the module graph still downloads in
 * parallel, not as a waterfall; a few per task) and imports the route modules dynamically. Everything else in the
 * script (manifest, route module table, entry import) runs unchanged, in the same order.
 *
 * The shape of React Router's output is checked strictly: if an upgrade changes it, rendering
 * throws (the build fails) instead of quietly shipping a page that never hydrates.
 */

// A nonce attribute may follow: entry.server.tsx marks the scripts React Router emits with one.
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const ROUTER_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"]+");\s*$/gm;

/** Runs `hydrate` after the load event and one painted frame (no top-level await: see below). */
const AFTER_FIRST_PAINT =
  'const afterPaint = () => requestAnimationFrame(() => setTimeout(hydrate, 0)); if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });';

/** Module preloads added per task (see the script below). */
const PRELOAD_BATCH = 8;

export function deferHydration(html: string): string {
  const router = ROUTER_SCRIPT.exec(html);
  if (!router) return html; // a page without React: nothing to defer
  const nonce = router[1] ?? "";
  const body = router[2] ?? "";

  const imports = [...body.matchAll(STATIC_IMPORT)].map((match) => ({ name: match[1] ?? "", specifier: match[2] ?? "" }));
  const rest = body.replace(STATIC_IMPORT, "").replace(/^;\s*/, "");
  if (imports.length === 0 || /^\s*import\s/m.test(rest) || !rest.includes("window.__reactRouterRouteModules")) {
    throw new Error("deferHydration: React Router's inline module script has an unexpected shape; update app/.server/deferred-hydration.ts");
  }

  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? "");
  // A function called from the load event rather than top-level await: the script stays async
  // and never holds up the load event it waits for.
  const script = [
    "const hydrate = async () => {",
    // One insertion per batch: appending links one by one costs a style pass each. Batches, each
    // in a task of its own: starting a module fetch costs the main thread about half a
    // millisecond, so the ~40 links of a tool page in one go made a task of ~25 ms, 100 ms on a
    // 4× slowed phone (decision 031). The fetches still all start within a few milliseconds.
    `const hrefs = ${JSON.stringify(preloads)};`,
    `for (let i = 0; i < hrefs.length; i += ${PRELOAD_BATCH}) { if (i) await new Promise((go) => setTimeout(go)); const batch = document.createDocumentFragment(); for (const href of hrefs.slice(i, i + ${PRELOAD_BATCH})) batch.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); document.head.append(batch); }`,
    `const [${imports.map((entry) => entry.name).join(", ")}] = await Promise.all([${imports.map((entry) => `import(${entry.specifier})`).join(", ")}]);`,
    rest.trim(),
    "};",
    AFTER_FIRST_PAINT,
  ].join("\n");

  return html.replace(MODULEPRELOAD, "").replace(router[0], () => `<script${nonce} type="module" async="">${script}</script>`);
}
