import type { ReactNode } from "react";
import type { ContentBrief } from "./brief";
import { CONTENT_WRITER_TEXT as T } from "./content";
import { bodyBlocks, type OutlineItem, type ParsedDraft } from "./draft";

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <div className="space-y-1.5" data-testid={testId}>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </div>
  );
}

function Empty() {
  return <p className="text-sm text-slate-500 italic">{T.emptySection}</p>;
}

function Outline({ items }: { items: readonly OutlineItem[] }) {
  if (items.length === 0) return <Empty />;
  return (
    <ul className="space-y-1 text-slate-800">
      {items.map((item, index) => (
        <li key={`${index}-${item.text}`} className={item.level === 3 ? "pl-6" : "font-medium"}>
          <span className="mr-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">{`H${item.level}`}</span>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-slate-800">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The draft's body: its ### headings (h4 under the section's h3), lists and paragraphs, as text. */
function Body({ markdown }: { markdown: string }) {
  return (
    <div className="space-y-3 leading-relaxed text-slate-800">
      {bodyBlocks(markdown).map((block, index) =>
        block.kind === "heading" ? (
          <h4 key={index} className="pt-1 font-semibold text-slate-950">
            {block.text}
          </h4>
        ) : block.kind === "list" ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}

const text = (value: string) => (value === "" ? <Empty /> : <p className="text-slate-900">{value}</p>);

/** The AI draft's sections, filled as the text streams in. */
export function DraftView({ draft }: { draft: ParsedDraft }) {
  return (
    <div className="space-y-5" data-testid="content-draft">
      <Block title={T.sections.title} testId="draft-title">
        {text(draft.title)}
      </Block>
      <Block title={T.sections.description} testId="draft-description">
        {text(draft.description)}
      </Block>
      <Block title={T.sections.h1} testId="draft-h1">
        {text(draft.h1)}
      </Block>
      <Block title={T.sections.outline}>
        <Outline items={draft.outline} />
      </Block>
      <Block title={T.sections.body} testId="draft-body">
        {draft.body === "" ? <Empty /> : <Body markdown={draft.body} />}
      </Block>
      {draft.extra === "" ? null : (
        <Block title={T.extraTitle} testId="draft-extra">
          <p className="text-sm text-slate-600">{T.extraHint}</p>
          <Body markdown={draft.extra} />
        </Block>
      )}
      <Block title={T.sections.faq} testId="draft-faq">
        {draft.faq.length === 0 ? (
          <Empty />
        ) : (
          <dl className="space-y-3">
            {draft.faq.map((pair, index) => (
              <div key={`${index}-${pair.question}`}>
                <dt className="font-semibold text-slate-900">{pair.question}</dt>
                <dd className="text-slate-800">{pair.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </Block>
      <Block title={T.sections.cta} testId="draft-cta">
        {text(draft.cta)}
      </Block>
    </div>
  );
}

/** The rule-based brief: a plan for the writer, never a text. */
export function BriefView({ brief }: { brief: ContentBrief }) {
  return (
    <div className="space-y-5" data-testid="content-brief">
      <p className="text-slate-800">{T.brief.summary(brief.pageTypeLabel, brief.toneLabel, brief.targetWords.min, brief.targetWords.max)}</p>
      <Block title={T.brief.focus}>
        <p className="text-slate-800">{brief.focus}</p>
        <p className="text-slate-800">
          <span className="font-semibold">{T.brief.toneTitle}</span> {brief.toneGuidance}
        </p>
      </Block>
      <Block title={T.sections.title} testId="brief-title">
        <p className="text-slate-900">{brief.title}</p>
        <p className="text-sm text-slate-600">{`${T.brief.template}: ${brief.titleTemplate}`}</p>
      </Block>
      <Block title={T.sections.description} testId="brief-description">
        <p className="text-slate-900">{brief.description}</p>
        <p className="text-sm text-slate-600">{`${T.brief.template}: ${brief.descriptionTemplate}`}</p>
      </Block>
      <Block title={T.sections.h1}>
        <p className="text-slate-900">{brief.h1}</p>
      </Block>
      <Block title={T.sections.outline}>
        <Outline items={brief.outline} />
      </Block>
      <Block title={T.brief.keywordPlacement}>
        <Bullets items={brief.keywordPlacement} />
      </Block>
      {brief.keyPoints.length > 0 ? (
        <Block title={T.brief.keyPoints}>
          <Bullets items={brief.keyPoints} />
        </Block>
      ) : null}
      <Block title={T.brief.faqQuestions}>
        <Bullets items={brief.faqQuestions} />
      </Block>
      <Block title={T.brief.internalLinks}>
        <Bullets items={brief.internalLinks} />
      </Block>
      <Block title={T.sections.cta}>
        <p className="text-slate-800">{brief.cta}</p>
      </Block>
    </div>
  );
}
