import {
  CONTENT_PAGE_JS_BUDGET_KB,
  pageCssKb,
  pageHtml,
  pageJavaScriptKb,
  prerenderedPagePaths,
  runsReact,
  TOOL_PAGE_JS_BUDGET_KB,
} from "../tests/support/page-weight";
import { runIfMain, type BenchRow } from "./types";

/**
 * JavaScript and CSS per route (gzip), from the production build: the largest content page and
 * the largest tool page, and the stylesheet every page loads. The same sizes are enforced as a
 * test (tests/e2e/budgets.spec.ts); here they are reported. Needs a build.
 */
export async function run(): Promise<BenchRow[]> {
  const pages = prerenderedPagePaths().map((pagePath) => {
    const html = pageHtml(pagePath);
    return { pagePath, react: runsReact({ path: pagePath }), js: pageJavaScriptKb(html), css: pageCssKb(html) };
  });
  const largest = (list: typeof pages, key: "js" | "css") => list.reduce((max, page) => (page[key] > max[key] ? page : max));
  const content = pages.filter((page) => !page.react);
  const tools = pages.filter((page) => page.react);
  const contentJs = largest(content, "js");
  const toolJs = largest(tools, "js");
  const css = largest(pages, "css");
  return [
    { figure: `JS per content page, largest of ${content.length} (${contentJs.pagePath})`, value: contentJs.js, unit: "KB gzip", goal: CONTENT_PAGE_JS_BUDGET_KB, goalKind: "max" },
    { figure: `JS per tool page, largest of ${tools.length} (${toolJs.pagePath})`, value: toolJs.js, unit: "KB gzip", goal: TOOL_PAGE_JS_BUDGET_KB, goalKind: "max" },
    { figure: `CSS per page, largest (${css.pagePath})`, value: css.css, unit: "KB gzip" },
  ];
}

await runIfMain(import.meta.url, run);
