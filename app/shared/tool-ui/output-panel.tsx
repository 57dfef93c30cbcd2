import type { ReactNode } from "react";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { cn } from "~/shared/cn";

/**
 * Live output of a generator: a labelled, read-only text area (focusable, scrollable and
 * selectable with the keyboard), with the copy/download buttons under it.
 */
export function OutputPanel({
  id,
  label,
  value,
  placeholder,
  hint,
  actions,
  rows = 14,
  wrap = false,
  className,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  hint?: ReactNode;
  actions?: ReactNode;
  rows?: number;
  /** Soft-wrap long lines (prose) instead of scrolling sideways (code). */
  wrap?: boolean;
  className?: string;
}) {
  const hintId = `${id}-ipucu`;
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <Textarea
        id={id}
        readOnly
        value={value}
        placeholder={placeholder}
        rows={rows}
        wrap={wrap ? "soft" : "off"}
        spellCheck={false}
        aria-describedby={hint ? hintId : undefined}
        className="resize-y bg-slate-50 font-mono text-sm leading-relaxed text-slate-900"
      />
      {actions ? <div className="pt-1">{actions}</div> : null}
    </div>
  );
}
