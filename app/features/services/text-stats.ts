/**
 * Counts the words a page shows from its content data (used by the content tests and the
 * word-count report): every string value except links, icons, image paths, alt texts and
 * WhatsApp messages, which a visitor does not read as page text.
 */

// A video's title is only the play button's label for screen readers and the iframe title.
const NON_VISIBLE_KEYS = new Set(["src", "href", "link", "icon", "network", "video", "message", "alt", "logo"]);

export function visibleStrings(value: unknown, key?: string): string[] {
  if (key !== undefined && NON_VISIBLE_KEYS.has(key)) return [];
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item));
  if (value !== null && typeof value === "object") {
    // Metric maps show their keys as labels.
    return Object.entries(value).flatMap(([entryKey, entry]) =>
      typeof entry === "string" && key === "metrics" ? [entryKey, entry] : visibleStrings(entry, entryKey),
    );
  }
  return [];
}

/** Words are whitespace-separated tokens containing at least one letter or digit. */
export function countWords(...values: unknown[]): number {
  return values
    .flatMap((value) => visibleStrings(value))
    .flatMap((text) => text.split(/\s+/))
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
