import { ClipboardList } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type ComponentProps, type Ref } from "react";
import { cn } from "~/shared/cn";
import { Button } from "~/shared/ui/button";
import { Textarea } from "~/shared/ui/textarea";
import { longListFieldTexts } from "./long-list-field.content";
import { countFilledLines, isLongList, normalizeLineBreaks, pasteInto } from "./long-list";

/** How the value changed: a paste is a whole list at once, worth processing without a typing pause. */
export type ListChange = "typed" | "pasted";

type TextareaProps = Omit<ComponentProps<"textarea">, "id" | "value" | "defaultValue" | "onChange" | "onPaste" | "ref">;

/**
 * A textarea for pasted lists of up to a hundred thousand lines. A paste that makes the list long
 * (long-list.ts) is not put into the textarea: the field keeps it and shows how many lines it
 * holds, with a button that puts it into the textarea after all (docs/decisions/046). Shorter
 * lists, and everything typed, behave as in any textarea.
 *
 * `labelId` names the summary as the label names the textarea. `ref` reaches the textarea while it
 * is shown.
 */
export function LongListField({
  id,
  labelId,
  value,
  onValueChange,
  ref,
  className,
  ...textarea
}: TextareaProps & {
  id: string;
  labelId: string;
  value: string;
  onValueChange: (value: string, change: ListChange) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  // The list this field kept out of the textarea; shown as a summary while it is still the value.
  const [held, setHeld] = useState<string | null>(null);
  const holding = held !== null && held === value;
  const heldLines = useMemo(() => (holding ? countFilledLines(value) : 0), [holding, value]);

  const panel = useRef<HTMLDivElement>(null);
  const ownTextarea = useRef<HTMLTextAreaElement | null>(null);
  const setTextarea = useCallback(
    (node: HTMLTextAreaElement | null) => {
      ownTextarea.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // The element that had focus is gone once the summary and the textarea swap; focus follows.
  const focusAfterSwap = useRef<"summary" | "textarea" | null>(null);
  useEffect(() => {
    const target = focusAfterSwap.current;
    focusAfterSwap.current = null;
    if (target === "summary") panel.current?.focus();
    else if (target === "textarea") ownTextarea.current?.focus();
  }, [holding]);

  function hold(list: string) {
    focusAfterSwap.current = "summary";
    setHeld(list);
    onValueChange(list, "pasted");
  }

  function onTextareaPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const field = event.currentTarget;
    // A list the visitor chose to see in the textarea stays there, whatever is pasted into it.
    if (isLongList(field.value)) return;
    const next = pasteInto(field.value, field.selectionStart, field.selectionEnd, event.clipboardData.getData("text/plain"));
    if (!isLongList(next)) return;
    event.preventDefault();
    hold(next);
  }

  function onSummaryPaste(event: ClipboardEvent<HTMLDivElement>) {
    event.preventDefault();
    const next = normalizeLineBreaks(event.clipboardData.getData("text/plain"));
    if (next === "") return;
    if (isLongList(next)) {
      hold(next);
      return;
    }
    focusAfterSwap.current = "textarea";
    onValueChange(next, "pasted");
  }

  function show() {
    focusAfterSwap.current = "textarea";
    setHeld(null);
  }

  if (holding) {
    const headingId = `${id}-ozet`;
    return (
      <div
        ref={panel}
        role="group"
        tabIndex={0}
        aria-labelledby={`${labelId} ${headingId}`}
        aria-describedby={textarea["aria-describedby"]}
        onPaste={onSummaryPaste}
        data-testid="long-list-summary"
        className="flex min-h-40 flex-col items-start justify-center gap-3 rounded-lg border border-dashed border-input bg-slate-50 p-4 focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none"
      >
        <p id={headingId} className="flex items-center gap-2 font-semibold text-slate-900">
          <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {longListFieldTexts.held(heldLines)}
        </p>
        <p className="text-sm text-slate-700">{longListFieldTexts.heldNote}</p>
        <Button type="button" variant="outline" size="sm" onClick={show}>
          {longListFieldTexts.show}
        </Button>
      </div>
    );
  }

  return (
    <Textarea
      {...textarea}
      ref={setTextarea}
      id={id}
      value={value}
      onPaste={onTextareaPaste}
      onChange={(event) => {
        const native = event.nativeEvent;
        onValueChange(event.target.value, native instanceof InputEvent && native.inputType === "insertFromPaste" ? "pasted" : "typed");
      }}
      // Layout and paint containment: with a long list shown in the textarea, every frame something
      // else animates (the busy spinner) walked the textarea's line boxes, 50-80 ms a frame at
      // 50,000 lines (docs/decisions/043). Size is not contained: rows and width still set it.
      className={cn("[contain:content]", className)}
    />
  );
}
