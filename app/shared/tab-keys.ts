/**
 * Which tab a key leads to in a WAI-ARIA tab list (arrow keys wrap, Home and End jump), or null for
 * any other key. Shared by the tabs themselves (React) and the enhancement script that keeps a key
 * pressed before they hydrate (app/enhance/early-tabs.ts), so both move the same way.
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
