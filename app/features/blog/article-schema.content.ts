/**
 * What the article parser (article-schema.ts) says about a malformed Markdown file: the build and
 * the tests stop with these, naming the file. No imports: react-router.config.ts loads this module
 * before the path alias exists.
 */
export const ARTICLE_SOURCE_MESSAGES = {
  invalidDate: "YYYY-MM-DD biçiminde geçerli bir tarih olmalı",
  invalidSlug: "yalnızca küçük ASCII harf, rakam ve tire",
  updatedBeforeDate: "updated, date'ten önce olamaz",
  noFrontMatter: (fileName: string) => `${fileName}: YAML ön bilgisi (--- ... ---) bulunamadı.`,
  unreadableYaml: (fileName: string, reason: string) => `${fileName}: YAML okunamadı: ${reason}`,
  /** One schema issue; `path` is "" for the front matter as a whole. */
  issue: (path: string, message: string) => `${path || "(kök)"}: ${message}`,
  invalidFrontMatter: (fileName: string, issues: readonly string[]) => `${fileName}: geçersiz ön bilgi: ${issues.join("; ")}`,
  slugMismatch: (fileName: string, slug: string, expected: string) =>
    `${fileName}: slug "${slug}" dosya adıyla ("${expected}") aynı olmalı.`,
  h1InBody: (fileName: string) => `${fileName}: metinde H1 (# ) olmamalı; başlık sayfanın H1'i olarak gösterilir.`,
} as const;
