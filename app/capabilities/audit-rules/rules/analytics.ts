import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { pageRule, siteFact, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * Measurement: whether the site measures its visitors at all (Google Tag Manager, Google
 * Analytics 4, or another analytics tool), on every page, and whether Google's tags wait for
 * consent (Consent Mode: `gtag('consent', 'default', …)` before they load, or a consent manager
 * Google certifies that sets it). Read from the page signals (page-signals.ts), which scan inline
 * scripts for the tag snippets without keeping them.
 */

/** Tags that measure visits (a pixel that only serves ads does not tell the owner what visitors do). */
const MEASUREMENT = new Set(["gtm", "ga4", "universal-analytics", "yandex-metrica", "matomo", "plausible", "clarity"]);
/** Google tags loaded by the page itself (gtag.js, analytics.js, Ads). */
const DIRECT_GOOGLE = new Set(["ga4", "google-ads", "universal-analytics"]);

export const measures = (page: AuditPage): boolean => page.signals.trackers.some((tracker) => MEASUREMENT.has(tracker));

/** Consent Mode's defaults are set on the page, or a consent manager is loaded that sets them when configured to (we cannot see its settings). */
const consentModeSeen = (page: AuditPage): boolean => page.signals.consentDefault || page.signals.consentTools.length > 0;

/**
 * A site measures as a rule when at least this share of its HTML pages, and this many, carry a
 * tag: then a page without one is a gap in the template. Below that, tags on a few landing pages
 * set no norm.
 */
export const MEASURED_NORM_SHARE = 0.8;
export const MEASURED_NORM_PAGES = 5;

const measuredCounts = new WeakMap<AuditSite, { measured: number; pages: number }>();
function measuredOf(site: AuditSite): { measured: number; pages: number } {
  let counts = measuredCounts.get(site);
  if (counts === undefined) {
    const pages = site.pages.filter(isHtmlPage);
    counts = { measured: pages.filter(measures).length, pages: pages.length };
    measuredCounts.set(site, counts);
  }
  return counts;
}
const measuredCount = (site: AuditSite): number => measuredOf(site).measured;
const measuredShare = (site: AuditSite): number => {
  const { measured, pages } = measuredOf(site);
  return pages === 0 ? 0 : measured / pages;
};

export const ANALYTICS_RULES = [
  siteRule({
    id: "analytics/measurement-missing",
    family: "analytics",
    // Nothing is lost in search, but every decision about ads and content is made blind.
    severity: "notice",
    weight: 3,
    // n/a: no page was read as HTML.
    check: (site) => {
      const pages = site.pages.filter(isHtmlPage);
      if (pages.length === 0) return "n/a";
      const home = siteIndex(site).pageAt(site.homeUrl) ?? pages[0];
      return home === undefined ? siteFact(false, site.homeUrl) : siteFact(!pages.some(measures), home.url);
    },
  }),
  pageRule({
    id: "analytics/page-unmeasured",
    family: "analytics",
    severity: "warning",
    weight: 3,
    // n/a: fewer than MEASURED_NORM_PAGES pages, or under MEASURED_NORM_SHARE of them, measure (a site that does not measure has measurement-missing).
    check: (page, site) => (measuredShare(site) < MEASURED_NORM_SHARE || measuredCount(site) < MEASURED_NORM_PAGES ? "n/a" : !measures(page)),
  }),
  pageRule({
    id: "analytics/consent-mode-missing",
    family: "analytics",
    // Google asks for Consent Mode in the EEA since March 2024 and KVKK asks for consent before tracking: a warning.
    severity: "warning",
    weight: 5,
    // n/a: the page loads no Google tag itself (gtag.js, Google Analytics, Google Ads); a Tag Manager container alone is consent-mode-gtm-unseen's.
    check: (page) => {
      const google = page.signals.trackers.filter((tracker) => DIRECT_GOOGLE.has(tracker));
      if (google.length === 0) return "n/a";
      return consentModeSeen(page) ? null : google.join(", ");
    },
  }),
  pageRule({
    id: "analytics/consent-mode-gtm-unseen",
    family: "analytics",
    // A notice only: a consent manager set up inside the container (a CMP template) sets Consent Mode where the HTML does not show it.
    severity: "notice",
    weight: 2,
    // n/a: the page loads no Tag Manager container, or loads Google tags itself too (consent-mode-missing judges those).
    check: (page) => {
      const { trackers } = page.signals;
      if (!trackers.includes("gtm") || trackers.some((tracker) => DIRECT_GOOGLE.has(tracker))) return "n/a";
      return consentModeSeen(page) ? null : page.signals.tagIds.find((id) => id.startsWith("GTM-")) ?? "GTM";
    },
  }),
];
