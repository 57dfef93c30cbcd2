import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import copyRules from "./scripts/lint/no-inline-copy.js";

/**
 * The layers of the code (docs/decisions/021-feature-folders.md, 035-capability-layer.md), enforced
 * here so a violation fails `npm run lint`:
 * - imports point one way: shared ← site ← capabilities ← features ← routes (app/.server, the
 *   server's plumbing, sits beside shared and may read the site's settings);
 * - a feature never imports another feature: what two tools share is a capability, and a screen
 *   that shows another tool's panel gets it from its route as a prop (a slot);
 * - content and messages modules never import components;
 * - tool logic (plain .ts in a feature or shared module) never imports React or server code;
 * - components never import server code;
 * - Turkish text stays in content modules (`content.ts`, `*.content.ts`) and lexicons (`*.lexicon.ts`).
 */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
/**
 * Modules that may hold Turkish: `content.ts` or `<topic>.content.ts` for what a visitor reads
 * (page copy, messages, sentence templates, AI prompts), `<topic>.lexicon.ts` for Turkish the
 * logic works on but never shows (stop words, suffixes, letter classes).
 */
const CONTENT_MODULES = ["app/**/content.ts", "app/**/*.content.ts"];
const LEXICON_MODULES = ["app/**/*.lexicon.ts"];
const SERVER_CODE = ["app/.server/**", "app/**/.server/**", "app/**/*.server.ts", "app/**/*.server.tsx", "server/**"];
const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYER_HINT = "Imports point one way: shared ← site ← capabilities ← features ← routes (docs/decisions/035-capability-layer.md).";
/** The layer rules, as zones of import-x/no-restricted-paths (probed by tests/lint-boundaries.test.ts). */
const LAYER_ZONES = [
  {
    target: ["app/shared/**"],
    from: ["app/site/**", "app/capabilities/**", "app/features/**", "app/routes/**", "app/.server/**"],
    message: `Shared code knows no SEO, no site and no feature: ${LAYER_HINT}`,
  },
  {
    target: ["app/.server/**"],
    from: ["app/capabilities/**", "app/features/**", "app/routes/**"],
    message: `The server's plumbing knows no capability or feature: ${LAYER_HINT}`,
  },
  {
    target: ["app/site/**"],
    from: ["app/capabilities/**", "app/features/**", "app/routes/**"],
    message: `The site's settings and sections know no capability or feature: ${LAYER_HINT}`,
  },
  {
    target: ["app/capabilities/**"],
    from: ["app/features/**", "app/routes/**"],
    message: `A capability knows no feature: move what it needs into the capability, or hand it in. ${LAYER_HINT}`,
  },
  ...FEATURES.map((feature) => ({
    target: [`app/features/${feature}/**`],
    from: "app/features",
    except: [`./${feature}`],
    message:
      "A feature never imports another feature: move what both use into app/capabilities (or app/site), or let the route hand the other tool's panel in as a prop.",
  })),
];
const UI_MODULES = ["**/*.tsx", "**/use-*.ts", "**/*.worker.ts", "app/enhance/**", "app/shared/browser/**"];
/** Loaded by react-router.config.ts and vite.config.ts, before Vite's `~/` alias exists. */
const CONFIG_GRAPH = [
  "app/site/pages.ts",
  "app/site/page-table.content.ts",
  "app/site/site.content.ts",
  "app/site/site-url.ts",
  "app/features/blog/article-schema.ts",
  "app/features/blog/article-schema.content.ts",
  "app/features/blog/categories.ts",
  "app/features/blog/categories.content.ts",
  "app/features/blog/articles-from-disk.server.ts",
  "app/features/sitemap/constants.ts",
  "app/shared/sitemaps-org.ts",
  "app/shared/format.ts",
  "app/shared/time-words.content.ts",
  "app/.server/env.ts",
  "app/api-routes.ts",
  "app/shared/api-contract.ts",
  "app/shared/health-contract.ts",
  "app/features/*/api-contract.ts",
  "app/features/leads/api-paths.ts",
  "app/features/leads/report-request.ts",
  "app/features/leads/report-request.content.ts",
  "app/capabilities/lead-capture/form-values.ts",
  "app/capabilities/lead-capture/lead-contact-fields.content.ts",
  "app/features/site-monitor/request-watch.ts",
  "app/features/site-monitor/request-watch.content.ts",
  "app/shared/email-address.ts",
  "app/shared/tool-report.ts",
  "app/shared/jobs.ts",
];
const LOGIC_RESTRICTIONS = {
  paths: ["react", "react-dom", "react-dom/client", "react-dom/server"].map((name) => ({
    name,
    message: "Logic is framework-free: React belongs in the feature's components.",
  })),
  patterns: [
    {
      group: ["**/*.server", "**/.server/**", "~/.server/**", "node:*"],
      message: "Logic is pure and runs in the browser too: server code belongs in a *.server.ts module.",
    },
  ],
};
const NO_ALIAS = { group: ["~/*"], message: "react-router.config.ts and vite.config.ts load this file before the ~/ alias exists: import by relative path." };

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...LAYER_ZONES,
            {
              target: CONTENT_MODULES,
              from: ["app/**/*.tsx"],
              message: "Content is data: it never imports a component (put shared types in the content module or app/shared).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**/*.ts", "app/capabilities/**/*.ts", "app/shared/**/*.ts", "app/site/**/*.ts"],
    ignores: [...TESTS, ...SERVER_CODE, ...UI_MODULES],
    rules: { "no-restricted-imports": ["error", LOGIC_RESTRICTIONS] },
  },
  {
    // Components run in the browser: what they need from the server arrives through a route's
    // loader as plain data, typed in a module of its own (e.g. blog/article-views.ts).
    files: ["app/features/**/*.tsx", "app/capabilities/**/*.tsx", "app/shared/**/*.tsx", "app/site/**/*.tsx"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.server", "**/.server/**", "~/.server/**"], message: "Components never import server code, not even its types." }] },
      ],
    },
  },
  {
    files: CONFIG_GRAPH,
    ignores: SERVER_CODE,
    rules: { "no-restricted-imports": ["error", { ...LOGIC_RESTRICTIONS, patterns: [...LOGIC_RESTRICTIONS.patterns, NO_ALIAS] }] },
  },
  {
    files: CONFIG_GRAPH.filter((file) => file.includes(".server")),
    rules: { "no-restricted-imports": ["error", { patterns: [NO_ALIAS] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: [...TESTS, ...CONTENT_MODULES, ...LEXICON_MODULES],
    plugins: { copy: copyRules },
    rules: { "copy/no-inline-copy": "error" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
