/**
 * Server-side blog: article summaries for /blog and fully rendered articles for /blog/:slug.
 * Markdown is turned into HTML here (marked) at build time, when the pages are prerendered, so
 * neither the parser nor the articles' Markdown reach the browser.
 */
import { Marked, type Tokens } from "marked";
import { escapeHtmlAttribute } from "~/capabilities/markup/markup";
import { BLOG_ARTICLES, findArticle } from "~/features/blog/articles";
import { BLOG_AUTHORS, categoryLabel } from "~/features/blog/categories";
import type { ArticleSource } from "~/features/blog/article-schema";
import { findPage } from "~/site/pages";
import { NEW_TAB_HINT } from "~/site/contact.content";
import { BLOG_IMAGE_SIZE, type ArticleSummary, type RelatedLink, type RenderedArticle, type TocEntry } from "./article-views";

function summarize(article: ArticleSource): ArticleSummary {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    ...(article.seoTitle ? { seoTitle: article.seoTitle } : {}),
    ...(article.seoDescription ? { seoDescription: article.seoDescription } : {}),
    author: article.author,
    authorRole: BLOG_AUTHORS[article.author].role,
    date: article.date,
    ...(article.updated ? { updated: article.updated } : {}),
    category: article.category,
    categoryLabel: categoryLabel(article.category),
    readTime: article.readTime,
    image: { src: article.image, alt: article.imageAlt, ...BLOG_IMAGE_SIZE },
  };
}

/** All articles, newest first, as the cards of /blog show them. */
export function listArticleSummaries(): ArticleSummary[] {
  return BLOG_ARTICLES.map(summarize);
}

const TURKISH_ASCII: Readonly<Record<string, string>> = { ç: "c", ğ: "g", ı: "i", i̇: "i", ö: "o", ş: "s", ü: "u", â: "a", î: "i", û: "u" };

/** "Adım 2: Şema İşaretlemesi" becomes "adim-2-sema-isaretlemesi" (ASCII anchors survive every copy and paste). */
export function headingId(text: string): string {
  return (
    text
      .toLocaleLowerCase("tr")
      .replace(/i̇|[çğıöşüâîû]/g, (char) => TURKISH_ASCII[char] ?? char)
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "bolum"
  );
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&amp;", "&")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");
}

/** Markdown to HTML with anchored headings (for the table of contents) and accessible tables and links. */
export function renderMarkdown(markdown: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Heading["tokens"]): string } }, token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const text = stripTags(inner).trim();
        const base = headingId(text);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (token.depth === 2 || token.depth === 3) toc.push({ id, text, level: token.depth });
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline(tokens: Tokens.Link["tokens"]): string } }, token: Tokens.Link) {
        const inner = this.parser.parseInline(token.tokens);
        const title = token.title ? ` title="${escapeHtmlAttribute(token.title)}"` : "";
        if (/^https?:\/\//.test(token.href)) {
          return `<a href="${escapeHtmlAttribute(token.href)}"${title} target="_blank" rel="noopener noreferrer">${inner}<span class="sr-only">${NEW_TAB_HINT}</span></a>`;
        }
        return `<a href="${escapeHtmlAttribute(token.href)}"${title}>${inner}</a>`;
      },
    },
  });
  const rendered = marked.parse(markdown, { async: false });
  // Wide tables and code blocks scroll inside their own box on a phone; the box is focusable so keyboards can scroll it too.
  const html = rendered
    .replaceAll("<table>", '<div class="article-table" role="region" aria-label="Tablo" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>")
    .replaceAll("<pre>", '<pre tabindex="0">');
  return { html, toc };
}

function relatedLink(path: string): RelatedLink | undefined {
  const page = findPage(path);
  return page ? { path: page.path, label: page.label, description: page.description } : undefined;
}

const rendered = new Map<string, RenderedArticle>();

/** The article behind /blog/:slug, or undefined for an unknown slug (the route answers 404). */
export function getRenderedArticle(slug: string): RenderedArticle | undefined {
  const cached = rendered.get(slug);
  if (cached) return cached;
  const article = findArticle(slug);
  if (!article) return undefined;

  const { html, toc } = renderMarkdown(article.body);
  const others = BLOG_ARTICLES.filter((other) => other.slug !== slug);
  const relatedArticles = [
    ...others.filter((other) => other.category === article.category),
    ...others.filter((other) => other.category !== article.category),
  ]
    .slice(0, 3)
    .map(summarize);

  const result: RenderedArticle = {
    ...summarize(article),
    html,
    toc,
    wordCount: article.wordCount,
    relatedServices: article.relatedServices.map(relatedLink).filter((link) => link !== undefined),
    relatedTools: article.relatedTools.map(relatedLink).filter((link) => link !== undefined),
    relatedArticles,
  };
  rendered.set(slug, result);
  return result;
}
