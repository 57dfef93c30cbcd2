import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run inside Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  define: { __SITE_URL__: JSON.stringify("https://www.example.com") },
  test: {
    // tests/site holds the checks that read several features at once (features do not import each other).
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/site/**/*.test.ts", "tests/*.test.ts"],
    // Starts a throwaway PostgreSQL server so database tests run against both dialects.
    globalSetup: ["tests/support/vitest-global-setup.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
