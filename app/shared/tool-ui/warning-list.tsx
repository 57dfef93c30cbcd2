import { Info, TriangleAlert } from "lucide-react";
import { cn } from "~/shared/cn";
import { warningListTexts } from "~/shared/tool-ui/warning-list.content";

export interface ToolWarning {
  message: string;
  /** "warning": something to fix; "info": advice. */
  severity: "warning" | "info";
}

/** Checks of a generator's input (hreflang, canonical), problems first in the order given. */
export function WarningList({ items, emptyText }: { items: readonly ToolWarning[]; emptyText: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-700">{emptyText}</p>;
  return (
    <ul className="space-y-2">
      {items.map((item, index) => {
        const Icon = item.severity === "warning" ? TriangleAlert : Info;
        return (
          <li
            // Messages can repeat across rows; position is the identity here.
            key={`${index}-${item.message}`}
            className={cn(
              "flex gap-2.5 rounded-lg p-3 text-sm leading-relaxed",
              item.severity === "warning"
                ? "bg-amber-50 text-amber-950 ring-1 ring-amber-200"
                : "bg-sky-50 text-sky-950 ring-1 ring-sky-100",
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn("mt-0.5 size-4 shrink-0", item.severity === "warning" ? "text-amber-700" : "text-sky-700")}
            />
            <span>
              <span className="sr-only">{warningListTexts.severityPrefix[item.severity]}</span>
              {item.message}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
