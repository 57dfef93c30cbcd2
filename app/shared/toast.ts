/** The one toaster's settings (docs/requirements.md R9.5: 4000 ms, at most 3 visible). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
