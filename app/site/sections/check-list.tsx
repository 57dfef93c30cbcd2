import { Check } from "lucide-react";
import { cn } from "~/shared/cn";

/** Short items, each behind a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}
