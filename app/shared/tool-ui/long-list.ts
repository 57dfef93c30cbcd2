/**
 * When a pasted list is too long to put into a textarea (docs/decisions/046). The browser lays out
 * every line of a textarea's text when it arrives: 50,000 lines cost seconds of main thread on
 * these machines, more than the tools' own work on them. Beyond either bound the field keeps the
 * list in memory and shows a summary instead (long-list-field.tsx).
 */
export const LONG_LIST_MIN_LINES = 5_000;
export const LONG_LIST_MIN_CHARS = 200_000;

const NEWLINE = 10;
const SPACE = 32;

/** What a textarea would hold: its value never has "\r" (a pasted Windows list has "\r\n"). */
export function normalizeLineBreaks(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/** Whether the text is long enough to be kept out of the textarea. Stops counting at the bound. */
export function isLongList(text: string): boolean {
  if (text.length >= LONG_LIST_MIN_CHARS) return true;
  let lines = 1;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) {
    if (++lines >= LONG_LIST_MIN_LINES) return true;
  }
  return false;
}

/**
 * Lines holding anything but spaces, as the tools count them. A loop over the characters rather
 * than split("\n"): a 120,000-line paste would become 120,000 strings just to be counted.
 */
export function countFilledLines(text: string): number {
  let count = 0;
  let filled = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === NEWLINE) {
      if (filled) count++;
      filled = false;
    } else if (code > SPACE) {
      filled = true;
    }
  }
  return filled ? count + 1 : count;
}

/** The text after a paste replaced the selection from `start` to `end`. */
export function pasteInto(text: string, start: number, end: number, pasted: string): string {
  return text.slice(0, start) + normalizeLineBreaks(pasted) + text.slice(end);
}
