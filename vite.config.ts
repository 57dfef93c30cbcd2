import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteUrlSchema } from "./app/.server/env.ts";
import { DEFAULT_SITE_URL } from "./app/site/site-url.ts";
import { enhanceScript } from "./scripts/vite-enhance-script.ts";

// SITE_URL is baked into prerendered pages (canonical, og:url, sitemap), so it is read at build time.
const siteUrl = siteUrlSchema.safeParse(process.env.SITE_URL || DEFAULT_SITE_URL);
if (!siteUrl.success) {
  throw new Error(`SITE_URL: ${siteUrl.error.issues[0]?.message ?? "invalid"}`);
}

const define = { __SITE_URL__: JSON.stringify(siteUrl.data) };

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), enhanceScript({ root: fileURLToPath(new URL(".", import.meta.url)), define })],
  resolve: { tsconfigPaths: true },
  define,
});
