import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

export const ENHANCE_SCRIPT_MODULE = "virtual:enhance-script";
/** The academy page's own script (app/enhance/academy-dates-main.ts): only that page needs it. */
export const ACADEMY_DATES_SCRIPT_MODULE = "virtual:academy-dates-script";
/** The deferred-sections script (app/enhance/deferred-sections-main.ts), added only to pages with something to draw after the first paint. */
export const DEFERRED_SECTIONS_SCRIPT_MODULE = "virtual:deferred-sections-script";

const ENTRIES: Readonly<Record<string, string>> = {
  [ENHANCE_SCRIPT_MODULE]: "app/enhance/main.ts",
  [ACADEMY_DATES_SCRIPT_MODULE]: "app/enhance/academy-dates-main.ts",
  [DEFERRED_SECTIONS_SCRIPT_MODULE]: "app/enhance/deferred-sections-main.ts",
};

/**
 * `import code from "virtual:enhance-script"` gives the minified source of app/enhance/main.ts as
 * a string, for `<EnhanceScript>` to inline into every page (docs/decisions/011). Bundled with
 * esbuild rather than as a Vite entry because it must exist before the server build renders the
 * pages, and as text (inline, hashed into the CSP) rather than as a file. The same holds for
 * `virtual:academy-dates-script`, inlined by the academy page only (docs/decisions/026). Only the
 * server build holds the text; the browser's is empty (see `load`).
 */
export function enhanceScript({ root, define }: { root: string; define: Record<string, string> }): Plugin {
  return {
    name: "enhance-script",
    resolveId(id) {
      return id in ENTRIES ? `\0${id}` : undefined;
    },
    async load(id, options) {
      const entry = id.startsWith("\0") ? ENTRIES[id.slice(1)] : undefined;
      if (!entry) return undefined;
      // The browser's bundle gets an empty string: the script is already in the page's HTML and has
      // run by the time React hydrates, which leaves the element as the server wrote it
      // (suppressHydrationWarning on it). A copy in the bundle would cost every hydrated page its
      // size a second time.
      if (!options?.ssr) return `export default "";`;
      const result = await build({
        entryPoints: [path.join(root, entry)],
        bundle: true,
        minify: true,
        format: "esm",
        target: "es2022",
        legalComments: "none",
        tsconfig: path.join(root, "tsconfig.json"),
        define,
        write: false,
        metafile: true,
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(root, input));
      const code = result.outputFiles[0]?.text.trim() ?? "";
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
