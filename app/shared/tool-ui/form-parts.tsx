import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { cn } from "~/shared/cn";
import { formPartsTexts } from "~/shared/tool-ui/form-parts.content";

/** A field's label with the red asterisk of a required field (hidden from screen readers: the field says it). */
export function requiredLabel(text: string) {
  return (
    <>
      {text}
      <span aria-hidden="true" className="text-red-700">
        {" "}
        *
      </span>
    </>
  );
}

/** A titled block of a tool (an H2 under the page's H1). */
export function ToolPanel({
  id,
  title,
  description,
  children,
  className,
  actions,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Buttons shown beside the title on wide screens. */
  actions?: ReactNode;
}) {
  return (
    <Card className={cn("p-4 sm:p-6", className)}>
      <section aria-labelledby={id} className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="space-y-1">
            <h2 id={id} className="text-xl font-bold tracking-tight text-slate-950">
              {title}
            </h2>
            {description ? <p className="text-sm text-slate-700">{description}</p> : null}
          </div>
          {actions}
        </div>
        {children}
      </section>
    </Card>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-slate-700">
      {children}
    </p>
  );
}

/** The message under an invalid field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {message}
    </p>
  );
}

/** One entry of a repeatable list, with its legend and a remove button while more than one remains. */
export function RowFieldset({
  legend,
  onRemove,
  canRemove,
  removeLabel = formPartsTexts.remove,
  onMoveUp,
  onMoveDown,
  children,
  className,
}: {
  legend: string;
  onRemove: () => void;
  canRemove: boolean;
  removeLabel?: string;
  /** Given for reorderable lists; null at the top (or bottom) row, where the button is disabled. */
  onMoveUp?: (() => void) | null;
  onMoveDown?: (() => void) | null;
  children: ReactNode;
  className?: string;
}) {
  const reorderable = onMoveUp !== undefined || onMoveDown !== undefined;
  return (
    <fieldset className={cn("relative rounded-xl border border-slate-200 bg-slate-50/60 p-4", className)}>
      {/* A floated legend sits inside the box instead of on its border. */}
      <legend className={cn("float-left flex min-h-9 w-full items-center text-sm font-semibold text-slate-900", reorderable ? "pr-52" : "pr-32")}>
        {legend}
      </legend>
      <div className="absolute right-3 top-4 flex items-center gap-1">
        {reorderable ? (
          <>
            <Button type="button" variant="ghost" size="sm" className="px-2" onClick={onMoveUp ?? undefined} disabled={!onMoveUp}>
              <ArrowUp aria-hidden="true" />
              <span className="sr-only">
                {formPartsTexts.moveUp} ({legend})
              </span>
            </Button>
            <Button type="button" variant="ghost" size="sm" className="px-2" onClick={onMoveDown ?? undefined} disabled={!onMoveDown}>
              <ArrowDown aria-hidden="true" />
              <span className="sr-only">
                {formPartsTexts.moveDown} ({legend})
              </span>
            </Button>
          </>
        ) : null}
        {canRemove ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="text-red-700 hover:bg-red-50">
            <Trash2 aria-hidden="true" />
            {removeLabel}
            <span className="sr-only"> ({legend})</span>
          </Button>
        ) : null}
      </div>
      <div className="clear-both pt-2">{children}</div>
    </fieldset>
  );
}

export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <Plus aria-hidden="true" />
      {children}
    </Button>
  );
}
