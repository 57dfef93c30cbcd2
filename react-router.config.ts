import type { Config } from "@react-router/dev/config";
import { GENERATED_FILES, PRERENDERED_PATHS } from "./app/content/pages";

export default {
  ssr: true,
  // Every page and generated file becomes static HTML/text at build time; unknown paths stay SSR (404).
  prerender: () => [...PRERENDERED_PATHS, ...GENERATED_FILES],
  // Opt in to React Router 8 behaviour now, so the move to v8 (once Node 22 is available) is small.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
