/**
 * A block of a page below its first screen that the browser may skip until it comes near the
 * viewport (`content-visibility: auto` in app.css); the deferred-sections script
 * (app/enhance/deferred-sections.ts) draws it for good once the page has loaded, one block per idle
 * period (docs/decisions/032 and 033). Content pages' sections get this from their structure (the
 * third section of `<main>` on); the footer, and the blocks below the tool on pages React hydrates,
 * carry these props.
 *
 * The script marks a drawn block with `data-drawn`, possibly before React has hydrated it, so the
 * block tells React not to report that attribute as a hydration mismatch (production builds never
 * compare attributes; development builds would).
 */
export const DRAW_LATER = { "data-draw-later": "", suppressHydrationWarning: true } as const;
