/**
 * Typography of an article rendered from Markdown (the HTML comes from app/features/blog/blog.server.ts at build
 * time). Written as descendant utilities so no typography plugin or global stylesheet is needed.
 */
const PROSE = [
  "text-[1.0625rem] leading-8 text-slate-800",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:tracking-tight [&_h2]:text-slate-950",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:leading-snug [&_h3]:text-slate-950",
  "[&_p]:mt-5",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-brand-700",
  "[&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:decoration-brand-600/40 [&_a]:underline-offset-2 hover:[&_a]:decoration-brand-800",
  "[&_strong]:font-semibold [&_strong]:text-slate-950",
  "[&_blockquote]:mt-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-brand-600 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-slate-800 [&_blockquote_p]:mt-2 [&_blockquote_p:first-child]:mt-0",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_code]:text-slate-900",
  // Long inline code (a URL with UTM parameters) wraps instead of widening the page on a phone.
  "[&_:not(pre)>code]:wrap-anywhere",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-950 [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-slate-100",
  "[&_.article-table]:mt-6 [&_.article-table]:overflow-x-auto [&_.article-table]:rounded-xl [&_.article-table]:ring-1 [&_.article-table]:ring-slate-200",
  "[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:text-base",
  "[&_th]:bg-slate-50 [&_th]:px-4 [&_th]:py-3 [&_th]:font-semibold [&_th]:text-slate-950",
  "[&_td]:border-t [&_td]:border-slate-200 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top",
  "[&_hr]:my-10 [&_hr]:border-slate-200",
].join(" ");

export function ArticleBody({ html }: { html: string }) {
  return <div className={PROSE} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
