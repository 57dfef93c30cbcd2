import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { readArticlesFromDisk } from "../../app/content/blog-disk";
import { articlePath } from "../../app/content/blog-schema";
import { isToolPage, PAGES, TOOLS_PATH, type PageDefinition } from "../../app/content/pages";

/**
 * JavaScript a page loads before any interaction, from the production build: its inline scripts
 * plus the modules its hydration script imports and preloads. Sizes are deterministic, so this is
 * a test, not a benchmark (docs/decisions/011-content-pages-without-react.md).
 *
 * Content pages run no React: they carry only the inline enhancement script (~4 KB gzip) and must
 * stay within the performance issue's 90 KB. Tool pages (and the hub, which holds the second
 * llms.txt form) hydrate; their budget catches regressions such as another tool's code leaking in.
 */
export const CONTENT_PAGE_JS_BUDGET_KB = 90;
export const TOOL_PAGE_JS_BUDGET_KB = 175;

const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");

function runsReact(page: PageDefinition): boolean {
  return page.path === TOOLS_PATH || isToolPage(page);
}

function htmlFile(pagePath: string): string {
  return path.join(clientDir, pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`);
}

/** Executable inline scripts (not JSON-LD or other data blocks). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/**
 * Module files the page loads: those its hydration script preloads and imports (see
 * app/.server/deferred-hydration.ts). The inline route manifest also names other routes' files,
 * which are not loaded, so a plain search for "/assets/" would overcount.
 */
function moduleFiles(html: string): string[] {
  const files = new Set<string>();
  for (const script of inlineScripts(html)) {
    const preloadList = /for \(const href of (\[[^\]]*\])\)/.exec(script)?.[1];
    for (const file of preloadList ? (JSON.parse(preloadList) as string[]) : []) files.add(file);
    for (const match of script.matchAll(/import\("(\/assets\/[\w.-]+\.js)"\)/g)) files.add(match[1] ?? "");
  }
  for (const match of html.matchAll(/<(?:link rel="modulepreload" href|script[^>]*\bsrc)="(\/assets\/[\w.-]+\.js)"/g)) files.add(match[1] ?? "");
  return [...files];
}

const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

function pageJavaScriptKb(pagePath: string): number {
  const html = readFileSync(htmlFile(pagePath), "utf8");
  const inline = inlineScripts(html).reduce((sum, script) => sum + gzipBytes(script), 0);
  const modules = moduleFiles(html).reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(clientDir, file))), 0);
  return Math.round(((inline + modules) / 1024) * 10) / 10;
}

test.describe("JavaScript budgets", () => {
  for (const page of PAGES) {
    const budget = runsReact(page) ? TOOL_PAGE_JS_BUDGET_KB : CONTENT_PAGE_JS_BUDGET_KB;
    test(`${page.path} loads at most ${budget} KB of JavaScript (gzip)`, () => {
      const size = pageJavaScriptKb(page.path);
      test.info().annotations.push({ type: "js-gzip-kb", description: String(size) });
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

  test(`blog articles load at most ${CONTENT_PAGE_JS_BUDGET_KB} KB of JavaScript (gzip), no script file`, () => {
    const articles = readArticlesFromDisk();
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const pagePath = articlePath(article.slug);
      expect(pageJavaScriptKb(pagePath), pagePath).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET_KB);
      expect(moduleFiles(readFileSync(htmlFile(pagePath), "utf8")), pagePath).toEqual([]);
    }
  });

  test("content pages load no script file at all, tool pages do", () => {
    for (const page of PAGES) {
      const files = moduleFiles(readFileSync(htmlFile(page.path), "utf8"));
      if (runsReact(page)) expect(files.length, page.path).toBeGreaterThan(0);
      else expect(files, page.path).toEqual([]);
    }
  });

  test("a tool's route code loads only on its own page", () => {
    const slugs = PAGES.filter(isToolPage).map((page) => page.path.split("/").pop() ?? "");
    for (const page of PAGES) {
      const scripts = moduleFiles(readFileSync(htmlFile(page.path), "utf8")).map((file) => path.basename(file));
      for (const slug of slugs.filter((candidate) => !page.path.endsWith(`/${candidate}`))) {
        expect(scripts.filter((file) => file.startsWith(`${slug}-`)), `${slug} on ${page.path}`).toEqual([]);
      }
    }
    // Each tool page does load its own code.
    for (const slug of slugs) {
      const scripts = moduleFiles(readFileSync(htmlFile(`${TOOLS_PATH}/${slug}`), "utf8")).map((file) => path.basename(file));
      expect(scripts.some((file) => file.startsWith(`${slug}-`)), slug).toBe(true);
    }
  });
});
