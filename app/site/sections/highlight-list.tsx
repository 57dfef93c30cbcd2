import { ContentIcon } from "~/shared/icons/content-icon";
import type { IconName } from "~/shared/content-types";

/** One-line highlights (achievements, guarantees), each with an icon on a tinted row. */
export function HighlightList({ items }: { items: readonly { icon: IconName; text: string }[] }) {
  return (
    <ul className="space-y-4">
      {items.map((item) => (
        <li key={item.text} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-800">
          <ContentIcon name={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="font-medium">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
