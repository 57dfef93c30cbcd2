/**
 * Texts of the frame every tool page shares. A module of its own: every tool page loads it, and
 * the hub's cards (content.ts) must not come along.
 */
export const TOOL_PAGE_TEXT = {
  howToTitle: "Nasıl kullanılır?",
} as const;
