import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import copyRules from "./scripts/lint/no-inline-copy.js";

/**
 * The layers of the code (docs/decisions/021-feature-folders.md), enforced here so a violation
 * fails `npm run lint`:
 * - shared code (app/shared, app/.server, app/site) knows no feature;
 * - content and messages modules never import components;
 * - tool logic (plain .ts in a feature or shared module) never imports React or server code;
 * - components never import server code;
 * - visible Turkish text stays in content and messages modules.
 */
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const CONTENT_MODULES = ["app/site/*.ts", "app/features/*/content.ts", "app/features/*/*.content.ts", "app/features/*/messages.ts"];
const SERVER_CODE = ["app/.server/**", "app/**/*.server.ts", "app/**/*.server.tsx", "server/**"];
const UI_MODULES = ["**/*.tsx", "**/use-*.ts", "**/*.worker.ts", "app/enhance/**", "app/shared/browser/**"];
/** Loaded by react-router.config.ts and vite.config.ts, before Vite's `~/` alias exists. */
const CONFIG_GRAPH = [
  "app/site/pages.ts",
  "app/site/site.ts",
  "app/site/site-url.ts",
  "app/features/blog/article-schema.ts",
  "app/features/blog/categories.ts",
  "app/features/blog/articles-from-disk.server.ts",
  "app/features/sitemap/constants.ts",
  "app/shared/sitemaps-org.ts",
  "app/shared/format.ts",
  "app/.server/env.ts",
  "app/api-routes.ts",
  "app/shared/api-contract.ts",
  "app/shared/health-contract.ts",
  "app/features/*/api-contract.ts",
  "app/features/leads/api-paths.ts",
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
            {
              target: ["app/shared/**", "app/.server/**", "app/site/**"],
              from: ["app/features/**"],
              message: "Shared modules know no feature: move the piece both need into app/shared, or the code into the feature.",
            },
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
    files: ["app/features/**/*.ts", "app/shared/**/*.ts", "app/site/**/*.ts"],
    ignores: [...TESTS, ...SERVER_CODE, ...UI_MODULES],
    rules: { "no-restricted-imports": ["error", LOGIC_RESTRICTIONS] },
  },
  {
    // Components run in the browser: what they need from the server arrives through a route's
    // loader as plain data, typed in a module of its own (e.g. blog/article-views.ts).
    files: ["app/features/**/*.tsx", "app/shared/**/*.tsx", "app/site/**/*.tsx"],
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
    files: ["app/**/*.tsx", "app/routes/**/*.ts", "app/**/*.server.ts", "app/enhance/**/*.ts", "server/**/*.ts"],
    ignores: [...TESTS, ...CONTENT_MODULES],
    plugins: { copy: copyRules },
    rules: { "copy/no-inline-copy": "error" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
