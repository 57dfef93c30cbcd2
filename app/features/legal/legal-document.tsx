import { LEGAL_DOCUMENT_TEXT, type LegalBlock, type LegalDocument } from "~/features/legal/content";
import { formatDate } from "~/shared/format";

function sectionId(index: number): string {
  return `bolum-${index + 1}`;
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    const List = block.ordered ? "ol" : "ul";
    return (
      <List className={block.ordered ? "list-decimal space-y-2 pl-6" : "list-disc space-y-2 pl-6 marker:text-brand-700"}>
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  return (
    <div className="grid gap-4">
      {block.records.map((record) => (
        <section key={record.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-950">{record.title}</h3>
          <dl className="mt-3 grid gap-3 text-base sm:grid-cols-[10rem_1fr] sm:gap-x-6">
            {record.fields.map((field) => (
              <div key={field.label} className="contents">
                <dt className="font-semibold text-brand-900">{field.label}</dt>
                <dd className="text-slate-700">{field.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/** A legal text with its last-update date and a table of contents; content lives in app/features/legal/content.ts. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <nav aria-labelledby="yasal-icindekiler" className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24">
        <h2 id="yasal-icindekiler" className="text-base font-bold text-slate-950">
          {LEGAL_DOCUMENT_TEXT.tocTitle}
        </h2>
        <ol className="mt-3 space-y-1 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#${sectionId(index)}`} className="block rounded-md px-2 py-1.5 text-slate-800 hover:bg-white hover:text-brand-800">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 max-w-3xl">
        <p className="text-sm text-slate-700">
          {LEGAL_DOCUMENT_TEXT.updatedLabel}
          <time dateTime={document.updated}>{formatDate(document.updated)}</time>
        </p>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={sectionId(index)} aria-labelledby={`${sectionId(index)}-baslik`} className="mt-10 first-of-type:mt-6">
            <h2 id={`${sectionId(index)}-baslik`} className="text-2xl font-bold tracking-tight text-slate-950">
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 text-[1.0625rem] leading-8 text-slate-800">
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
