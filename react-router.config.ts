import type { Config } from "@react-router/dev/config";
import { readArticlesFromDisk } from "./app/features/blog/articles-from-disk.server";
import { articlePath } from "./app/features/blog/article-schema";
import { GENERATED_FILES, PRERENDERED_PATHS } from "./app/site/pages";

export default {
  ssr: true,
  // BUILD_DIR lets parallel checkouts or agents build side by side; the default is ./build.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every page and generated file becomes static HTML/text at build time; unknown paths stay SSR (404).
  // Blog articles are read (and validated) from app/features/blog/articles/*.md.
  prerender: () => [
    ...PRERENDERED_PATHS,
    ...readArticlesFromDisk().map((article) => articlePath(article.slug)),
    ...GENERATED_FILES,
  ],
  // Opt in to React Router 8 behaviour now, so the move to v8 (once Node 22 is available) is small.
  future: {
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
