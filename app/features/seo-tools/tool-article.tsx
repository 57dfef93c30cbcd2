import type { ToolArticle } from "~/site/tool-article-types";
import { DRAW_LATER } from "~/shared/draw-later";

/**
 * A long guide under a tool (ToolPage's `article` slot): H2 title, H3 sections, lists and code
 * samples. Its header and each section are drawn after the first paint one at a time
 * (DRAW_LATER), not the guide as one block: drawing it whole was one long task after the first paint.
 */
export function ToolArticleView({ article, id }: { article: ToolArticle; id: string }) {
  return (
    <article aria-labelledby={id} className="space-y-10">
      <header className="space-y-4" {...DRAW_LATER}>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
          {article.title}
        </h2>
        {article.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </header>
      {article.sections.map((section) => (
        <section key={section.heading} className="space-y-4" {...DRAW_LATER}>
          <h3 className="text-xl font-semibold text-slate-950">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="list-disc space-y-2 pl-6 leading-relaxed text-slate-700 marker:text-brand-700">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
          {section.code ? (
            <figure className="space-y-2">
              <figcaption className="text-sm font-medium text-slate-800">{section.code.label}</figcaption>
              <pre
                tabIndex={0}
                className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <code>{section.code.text}</code>
              </pre>
            </figure>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
