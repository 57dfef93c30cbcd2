/**
 * The pages' enhancement script: a few kilobytes of plain DOM code, inlined into every page by
 * `<EnhanceScript>` (docs/decisions/011). Content pages load no other JavaScript; tool pages load
 * React on top of it. Every behaviour is attached by event delegation on `document`, so it works
 * the same on markup rendered by the server or by React, and survives client-side navigation.
 *
 * The markup contract (data attributes) is documented in each module.
 */
import { initAttribution } from "./attribution";
import { initDisclosures } from "./disclosure";
import { initDownloadToasts } from "./download-toast";
import { initEarlySubmits } from "./early-submit";
import { initEarlyTabs } from "./early-tabs";
import { initLeadForms } from "./lead-forms";
import { initVideoFacades } from "./video-facade";

initAttribution();
initDisclosures();
initVideoFacades();
initLeadForms();
initDownloadToasts();
initEarlySubmits();
initEarlyTabs();
