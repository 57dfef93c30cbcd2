import { AlertTriangle, CircleCheck } from "lucide-react";
import { cn } from "~/shared/cn";
import { META_TEXT } from "~/features/meta-tags/content";
import type { LengthState } from "~/capabilities/text-metrics/text";

/** Characters against the limit and rendered width against Google's, under a title or description field. */
export function LengthCounter({
  id,
  state,
  widthPx,
  maxWidthPx,
  testId,
}: {
  id: string;
  state: LengthState;
  widthPx: number;
  maxWidthPx: number;
  testId: string;
}) {
  const over = state.status === "over";
  const widthOver = widthPx > maxWidthPx;
  return (
    <p
      id={id}
      data-testid={testId}
      data-status={state.empty ? "empty" : state.status}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm",
        state.empty ? "text-slate-600" : over ? "text-orange-800" : "text-green-800",
      )}
    >
      <span className="inline-flex items-center gap-1.5 font-medium">
        {state.empty ? null : over ? (
          <AlertTriangle aria-hidden="true" className="size-4 text-orange-600" />
        ) : (
          <CircleCheck aria-hidden="true" className="size-4 text-green-700" />
        )}
        {state.length} / {state.limit} {META_TEXT.characters}
        {state.empty ? null : over ? ` – ${META_TEXT.overLimit(-state.remaining)}` : ` – ${META_TEXT.withinLimit}`}
      </span>
      <span className={cn("tabular-nums", widthOver ? "text-orange-800" : "text-slate-600")}>
        {META_TEXT.pixelWidth(Math.round(widthPx), maxWidthPx)}
      </span>
    </p>
  );
}
