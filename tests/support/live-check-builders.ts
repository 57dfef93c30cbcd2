import type { FetchedPage, PageSignals } from "../../app/capabilities/live-check/live-check";

/*
 * Builders for the live checks' contract (app/shared/live-check.ts) in tests: neutral defaults,
 * so each test names only the fields its case is about. Types only from the app: pure tests
 * (and the screens' render tests) use them without loading server code.
 */

/** Signals of an HTML page with nothing in it; `overrides` sets what a test is about. */
export function pageSignals(overrides: Partial<PageSignals> = {}): PageSignals {
  return {
    title: null,
    metaDescription: null,
    lang: null,
    canonical: null,
    canonicalHref: null,
    canonicalCount: 0,
    headerCanonical: null,
    ogUrl: null,
    hreflang: [],
    robots: [],
    wordCount: 0,
    scriptCount: 0,
    emptyAppShell: false,
    truncated: false,
    ...overrides,
  };
}

/**
 * A page that answered 200 with HTML and no redirect (`finalUrl` follows `url` unless given);
 * `overrides` sets what a test is about.
 */
export function fetchedPage(overrides: Partial<FetchedPage> = {}): FetchedPage {
  const url = overrides.url ?? "https://ornek.com/";
  return {
    url,
    finalUrl: url,
    status: 200,
    redirects: [],
    headers: {},
    contentType: "text/html",
    bytes: 0,
    signals: pageSignals(),
    error: null,
    userAgent: "PusulaDijitalBot",
    ...overrides,
  };
}
