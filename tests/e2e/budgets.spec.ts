import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { isToolPage, PAGES } from "../../app/content/pages";

/**
 * JavaScript a page loads before any interaction, from the production build: the scripts and
 * module preloads its prerendered HTML names. Sizes are deterministic, so this is a test, not a
 * benchmark. React 19's DOM runtime and React Router alone are about 100 KB gzip (see
 * docs/decisions/010-javascript-budget.md), so the budget is set just above what a content page
 * needs today: it catches regressions, such as a tool's code leaking into content pages.
 */
export const CONTENT_PAGE_JS_BUDGET_KB = 185;
export const TOOL_PAGE_JS_BUDGET_KB = 230;

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");

function htmlFile(pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

function initialScripts(pagePath: string): string[] {
  const html = readFileSync(htmlFile(pagePath), "utf8");
  // Module preloads and the inline bootstrap's imports; the inline route manifest also names
  // other routes' files, which are not loaded, so a plain search for "/assets/" would overcount.
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)];
  const imports = [...html.matchAll(/import(?:\s+[^"]*from\s*|\()"(\/assets\/[\w.-]+\.js)"/g)];
  return [...new Set([...preloads, ...imports].map((match) => match[1] ?? ""))];
}

function gzipKb(files: readonly string[]): number {
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

test.describe("JavaScript budgets", () => {
  for (const page of PAGES) {
    const isTool = isToolPage(page);
    const budget = isTool ? TOOL_PAGE_JS_BUDGET_KB : CONTENT_PAGE_JS_BUDGET_KB;
    test(`${page.path} loads at most ${budget} KB of JavaScript (gzip)`, () => {
      const size = gzipKb(initialScripts(page.path));
      test.info().annotations.push({ type: "js-gzip-kb", description: String(size) });
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

  test("a tool's route code loads only on its own page", () => {
    const slugs = PAGES.filter(isToolPage).map((page) => page.path.split("/").pop() ?? "");
    for (const page of PAGES) {
      const scripts = initialScripts(page.path).map((file) => path.basename(file));
      for (const slug of slugs.filter((candidate) => !page.path.endsWith(`/${candidate}`))) {
        expect(scripts.filter((file) => file.startsWith(`${slug}-`)), `${slug} on ${page.path}`).toEqual([]);
      }
    }
  });
});
