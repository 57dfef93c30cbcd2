/**
 * The deferred-sections script on its own (docs/decisions/032, 033): app/.server/deferred-sections-script.ts
 * adds it inline to the pages that have something to draw after the first paint.
 */
import { initDeferredSections } from "./deferred-sections";

initDeferredSections();
