import type { Config } from "@react-router/dev/config";
import { GENERATED_FILES, PRERENDERED_PATHS } from "./app/content/pages";

export default {
  ssr: true,
  // Every page and generated file becomes static HTML/text at build time; unknown paths stay SSR (404).
  prerender: () => [...PRERENDERED_PATHS, ...GENERATED_FILES],
} satisfies Config;
