/**
 * Content pages' own inline script (docs/decisions/032): only pages without React carry it, so the
 * tool pages' JavaScript budget does not pay for it.
 */
import { initDeferredSections } from "./deferred-sections";

initDeferredSections();
