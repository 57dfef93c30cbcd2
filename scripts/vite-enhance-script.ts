import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

export const ENHANCE_SCRIPT_MODULE = "virtual:enhance-script";
const RESOLVED_ID = `\0${ENHANCE_SCRIPT_MODULE}`;

/**
 * `import code from "virtual:enhance-script"` gives the minified source of app/enhance/main.ts as
 * a string, for `<EnhanceScript>` to inline into every page (docs/decisions/011). Bundled with
 * esbuild rather than as a Vite entry because it must exist before the server build renders the
 * pages, and as text (inline, hashed into the CSP) rather than as a file.
 */
export function enhanceScript({ root, define }: { root: string; define: Record<string, string> }): Plugin {
  const entry = path.join(root, "app/enhance/main.ts");
  return {
    name: "enhance-script",
    resolveId(id) {
      return id === ENHANCE_SCRIPT_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await build({
        entryPoints: [entry],
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
