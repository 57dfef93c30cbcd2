/**
 * An empty application shell: a page whose raw HTML carries (nearly) no text, only scripts and a
 * mount point they draw the content into. AI crawlers (GPTBot, ClaudeBot, PerplexityBot …) read
 * the raw HTML without running JavaScript, so they find such a page empty. Shared by the live
 * checks' page reader and the site audit's page record.
 */

/** Below this many words, a page whose body is a script-filled mount point is an empty application shell. */
export const APP_SHELL_MAX_WORDS = 50;
/** The ids the common frameworks mount into (React, Vue, Next.js, Nuxt, Gatsby, Svelte …). */
export const MOUNT_POINT_IDS: ReadonlySet<string> = new Set(["root", "app", "__next", "__nuxt", "___gatsby", "svelte", "main-app"]);
/** A body of at most this many elements holds nothing but a mount point and its scripts. */
const SHELL_MAX_BODY_ELEMENTS = 5;

export interface PageShape {
  /** Words of visible text in the raw HTML. */
  words: number;
  /** `<script>` elements. */
  scripts: number;
  /** The body has an element with one of MOUNT_POINT_IDS. */
  mountPoint: boolean;
  /** Elements inside the body. */
  bodyElements: number;
}

export function isEmptyAppShell(page: PageShape): boolean {
  return page.words < APP_SHELL_MAX_WORDS && page.scripts > 0 && (page.mountPoint || page.bodyElements <= SHELL_MAX_BODY_ELEMENTS);
}
