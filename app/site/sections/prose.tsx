import { CircleCheck } from "lucide-react";
import type { TextBlock } from "~/shared/content-types";

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-slate-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Paragraphs and an optional check-marked list (the "area intro" of a service page). */
export function ProseBody({ paragraphs, bullets }: { paragraphs: readonly string[]; bullets?: readonly string[] }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {bullets?.length ? (
        <div className="self-start rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
          <Bullets items={bullets} />
        </div>
      ) : null}
    </div>
  );
}

/** Guide text: H3 sub-headings with paragraphs and lists, at a readable measure. */
export function GuideBody({ blocks }: { blocks: readonly TextBlock[] }) {
  return (
    <div className="max-w-3xl space-y-10">
      {blocks.map((block) => (
        <div key={block.heading} className="space-y-4">
          <h3 className="text-xl font-semibold text-slate-950">{block.heading}</h3>
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {block.bullets?.length ? <Bullets items={block.bullets} /> : null}
        </div>
      ))}
    </div>
  );
}
