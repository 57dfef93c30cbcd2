/**
 * Writes an `index.md` beside every prerendered page of the client build: the Markdown of its
 * `<main>` (app/features/site-files/page-markdown.ts), which the server answers to a request that
 * prefers text/markdown (docs/decisions/039), and names it in the page's <head> with
 * `<link rel="alternate" type="text/markdown">`. Run before compress-build.ts, which then
 * compresses both. Only the pages get one: generated files (sitemap, robots, llms.txt) are text
 * already, and the 404 page is not a page of the site.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { MARKDOWN_ALTERNATE_TYPE, markdownAlternateTag, markdownPathOf } from "../app/features/site-files/markdown-alternate";
import { pageMarkdown } from "../app/features/site-files/page-markdown";

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const started = performance.now();
const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
let pages = 0;
let bytes = 0;
for (const entry of entries) {
  if (!entry.isFile() || entry.name !== "index.html") continue;
  const file = path.join(entry.parentPath, entry.name);
  const html = await readFile(file, "utf8");
  if (html.includes(`type="${MARKDOWN_ALTERNATE_TYPE}"`)) continue;
  const pagePath = `/${path.relative(clientDir, entry.parentPath).split(path.sep).join("/")}`.replace(/\/$/, "") || "/";
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
  const markdown = pageMarkdown(html, canonical);
  await writeFile(path.join(entry.parentPath, "index.md"), markdown);
  await writeFile(file, html.replace("</head>", `${markdownAlternateTag(markdownPathOf(pagePath))}</head>`));
  pages += 1;
  bytes += Buffer.byteLength(markdown);
}
console.log(`markdown for ${pages} pages: ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`);
