import path from "node:path";
import { expect, test } from "@playwright/test";
import { readArticlesFromDisk } from "../../app/features/blog/articles-from-disk.server";
import { articlePath } from "../../app/features/blog/article-schema";
import { isToolPage, PAGES, TOOLS_PATH } from "../../app/site/pages";
import {
  CONTENT_PAGE_JS_BUDGET_KB,
  moduleFiles,
  pageHtml,
  pageJavaScriptKb,
  runsReact,
  TOOL_PAGE_JS_BUDGET_KB,
} from "../support/page-weight";

/**
 * JavaScript a page loads before any interaction (tests/support/page-weight.ts), from the
 * production build. Sizes are deterministic, so this is a test, not a benchmark
 * (docs/decisions/011-content-pages-without-react.md).
 *
 * Content pages run no React: they carry only the inline enhancement script (~4 KB gzip) and must
 * stay within the performance issue's 90 KB. Tool pages (and the hub, which holds the second
 * llms.txt form) hydrate; their budget catches regressions such as another tool's code leaking in.
 */

test.describe("JavaScript budgets", () => {
  for (const page of PAGES) {
    const budget = runsReact(page) ? TOOL_PAGE_JS_BUDGET_KB : CONTENT_PAGE_JS_BUDGET_KB;
    test(`${page.path} loads at most ${budget} KB of JavaScript (gzip)`, () => {
      const size = pageJavaScriptKb(pageHtml(page.path));
      test.info().annotations.push({ type: "js-gzip-kb", description: String(size) });
      expect(size).toBeLessThanOrEqual(budget);
    });
  }

  test(`blog articles load at most ${CONTENT_PAGE_JS_BUDGET_KB} KB of JavaScript (gzip), no script file`, () => {
    const articles = readArticlesFromDisk();
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) {
      const pagePath = articlePath(article.slug);
      expect(pageJavaScriptKb(pageHtml(pagePath)), pagePath).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET_KB);
      expect(moduleFiles(pageHtml(pagePath)), pagePath).toEqual([]);
    }
  });

  test("content pages load no script file at all, tool pages do", () => {
    for (const page of PAGES) {
      const files = moduleFiles(pageHtml(page.path));
      if (runsReact(page)) expect(files.length, page.path).toBeGreaterThan(0);
      else expect(files, page.path).toEqual([]);
    }
  });

  test("a tool's route code loads only on its own page", () => {
    const slugs = PAGES.filter(isToolPage).map((page) => page.path.split("/").pop() ?? "");
    for (const page of PAGES) {
      const scripts = moduleFiles(pageHtml(page.path)).map((file) => path.basename(file));
      for (const slug of slugs.filter((candidate) => !page.path.endsWith(`/${candidate}`))) {
        expect(scripts.filter((file) => file.startsWith(`${slug}-`)), `${slug} on ${page.path}`).toEqual([]);
      }
    }
    // Each tool page does load its own code.
    for (const slug of slugs) {
      const scripts = moduleFiles(pageHtml(`${TOOLS_PATH}/${slug}`)).map((file) => path.basename(file));
      expect(scripts.some((file) => file.startsWith(`${slug}-`)), slug).toBe(true);
    }
  });
});
