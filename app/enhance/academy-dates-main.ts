/**
 * Entry of the academy page's own inline script (scripts/vite-enhance-script.ts): the date check
 * runs on /akademi only, so no other page (tool pages above all) carries its bytes.
 */
import { initAcademyDates } from "./academy-dates";

initAcademyDates();
