import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readArticlesFromDisk } from "../../app/features/blog/articles-from-disk.server";
import { articlePath } from "../../app/features/blog/article-schema";
import { isToolPage, PAGES, TOOLS_PATH, type PageDefinition } from "../../app/site/pages";
import { SITE_AUDIT_PATH } from "../../app/features/seo-tools/content";

/**
 * What a prerendered page makes the browser download before any interaction, measured on the
 * production build (gzip -9): its inline scripts, the modules its hydration script imports and
 * preloads, and its stylesheets. Shared by the budget test (tests/e2e/budgets.spec.ts) and the
 * benchmark table (bench/bundles.ts).
 */
/** The performance issue's goal for pages without React. */
export const CONTENT_PAGE_JS_BUDGET_KB = 90;
/**
 * Tool pages measured 156-167 KB after the diet of decision 010; the budget catches regressions.
 * 176 since the tab replay before hydration (0.2 KB in the script every page loads) took the
 * content writer, already at 175.0, to 175.2 (decision 010). 177 since the free site audit joined
 * the page table and the footer (every page's shared code), taking it to 176.1.
 */
export const TOOL_PAGE_JS_BUDGET_KB = 177;

export const clientDir = () => path.resolve(process.env.BUILD_DIR || "build", "client");

/** Tool pages and the hub (which holds the second llms.txt form) hydrate with React; no other page does. */
export function runsReact(page: Pick<PageDefinition, "path">): boolean {
  return page.path === TOOLS_PATH || page.path === SITE_AUDIT_PATH || isToolPage(page);
}

/** Every prerendered HTML page: the route table's pages and the blog articles. */
export function prerenderedPagePaths(): string[] {
  return [...PAGES.map((page) => page.path), ...readArticlesFromDisk().map((article) => articlePath(article.slug))];
}

export function pageHtml(pagePath: string): string {
  return readFileSync(path.join(clientDir(), pagePath === "/" ? "index.html" : `${pagePath.slice(1)}/index.html`), "utf8");
}

/** Executable inline scripts (not JSON-LD or other data blocks). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1] ?? ""))
    .map((match) => match[2] ?? "");
}

/**
 * Module files the page loads: those its hydration script preloads and imports (see
 * app/.server/deferred-hydration.ts). The inline route manifest also names other routes' files,
 * which are not loaded, so a plain search for "/assets/" would overcount.
 */
export function moduleFiles(html: string): string[] {
  const files = new Set<string>();
  for (const script of inlineScripts(html)) {
    // The preload list: "const hrefs = [...]" since decision 031 (batches), "for (const href of [...])" before.
    const preloadList = /(?:const hrefs = |for \(const href of )(\[[^\]]*\])/.exec(script)?.[1];
    for (const file of preloadList ? (JSON.parse(preloadList) as string[]) : []) files.add(file);
    for (const match of script.matchAll(/import\("(\/assets\/[\w.-]+\.js)"\)/g)) files.add(match[1] ?? "");
  }
  for (const match of html.matchAll(/<(?:link rel="modulepreload" href|script[^>]*\bsrc)="(\/assets\/[\w.-]+\.js)"/g)) files.add(match[1] ?? "");
  return [...files];
}

const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const assetBytes = (file: string) => gzipBytes(readFileSync(path.join(clientDir(), file)));

export function pageJavaScriptKb(html: string): number {
  const inline = inlineScripts(html).reduce((sum, script) => sum + gzipBytes(script), 0);
  return kb(inline + moduleFiles(html).reduce((sum, file) => sum + assetBytes(file), 0));
}

export function pageCssKb(html: string): number {
  const sheets = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"/g)].map((match) => match[1] ?? "");
  return kb(sheets.reduce((sum, file) => sum + assetBytes(file), 0));
}
