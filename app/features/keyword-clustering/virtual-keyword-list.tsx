import { useState } from "react";
import { cn } from "~/shared/cn";

/** Up to this many keywords a list is drawn whole: a few hundred rows cost a few milliseconds and stay findable with the browser's find-in-page. */
export const VIRTUAL_LIST_FROM = 250;

/** A card's long keyword list scrolls inside this box (keyboard focusable, ring when focused). */
export const SCROLL_BOX_CLASS = "max-h-72 overflow-y-auto rounded-lg ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600";

/** One row's pitch: h-7 (28 px) plus space-y-1's 4 px. */
const ROW_PX = 32;
/** The box's max-h-72, the height before the first scroll event tells the real one. */
const BOX_PX = 288;
/** Rows drawn beyond each edge, so a fast scroll does not show blank space for a frame. */
const OVERSCAN_ROWS = 8;

/**
 * A long keyword list in its own scrolling box, with only the rows in view in the DOM: a group of
 * 2,000 keywords costs what 30 rows cost to lay out and paint (docs/decisions/043). Ours rather
 * than a library's: the rows have one fixed height and the box scrolls itself, the one case that
 * needs none of a virtualiser's measuring. It stays a list to assistive technology (each row
 * tells its position and the list's size) and a focusable region that the arrow keys scroll.
 */
export function VirtualKeywordList({
  keywords,
  label,
  labelledBy,
  highlightFirst,
}: {
  keywords: readonly string[];
  label?: string;
  labelledBy?: string;
  /** The group's main keyword is the first row, shown in bold. */
  highlightFirst: boolean;
}) {
  const [view, setView] = useState({ top: 0, height: BOX_PX });
  const first = Math.max(0, Math.floor(view.top / ROW_PX) - OVERSCAN_ROWS);
  const end = Math.min(keywords.length, Math.ceil((view.top + view.height) / ROW_PX) + OVERSCAN_ROWS);
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      onScroll={(event) => setView({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
      className={SCROLL_BOX_CLASS}
    >
      <ul className="space-y-1 text-sm text-slate-800" style={{ paddingTop: first * ROW_PX, paddingBottom: (keywords.length - end) * ROW_PX }}>
        {keywords.slice(first, end).map((keyword, offset) => {
          const index = first + offset;
          return (
            <li
              key={keyword}
              aria-setsize={keywords.length}
              aria-posinset={index + 1}
              title={keyword}
              className={cn("h-7 truncate rounded px-2 py-1", highlightFirst && index === 0 ? "bg-brand-50 font-semibold" : index % 2 === 0 ? "bg-slate-50" : "")}
            >
              {keyword}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
