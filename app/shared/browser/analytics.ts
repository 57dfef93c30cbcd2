import type { AnalyticsEvent, AnalyticsParams } from "~/shared/measurement";

declare global {
  interface Window {
    /** Set by the measurement script (app/enhance/measurement-main.ts), which loads only on configured sites. */
    __measure?: (event: AnalyticsEvent, params?: AnalyticsParams) => void;
  }
}

/**
 * Records one event (docs/decisions/027). A no-op when measurement is not configured (the script
 * that defines `__measure` is never loaded) and, inside that script, when consent is missing.
 * Kept to one line so calling it costs the pages nothing measurable.
 */
export function track(event: AnalyticsEvent, params?: AnalyticsParams): void {
  window.__measure?.(event, params);
}
