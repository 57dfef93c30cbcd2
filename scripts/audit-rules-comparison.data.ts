/**
 * The site audit's rules measured against squirrelscan's (scripts/squirrelscan-rules.data.ts):
 * for each of their rules, either the rules of ours that cover it, fully or mostly, or why we
 * leave it out, in words a reviewer can check. scripts/audit-rules-table.ts turns this into the
 * README's comparison section, and its test fails when an id here is not one of ours (ALL_RULES)
 * or one of theirs is missing.
 */
import type { Family, RuleId } from "../app/capabilities/audit-rules/rule";
import type { SquirrelscanRuleId } from "./squirrelscan-rules.data";

/**
 * Families added beside this comparison on other branches (KVKK and trust pages, local business,
 * hacked-site signals, measurement). Once they are in FAMILIES these members are redundant.
 */
export const NEW_FAMILIES = ["trust", "local", "integrity", "analytics"] as const;
type NewFamily = (typeof NEW_FAMILIES)[number];
export type OurFamily = Family | NewFamily;
export type OurRuleId = RuleId | `${NewFamily}/${string}`;

export type Coverage = { ours: readonly OurRuleId[] } | { leftOut: string };

export type SquirrelscanCategory = SquirrelscanRuleId extends `${infer Category}/${string}` ? Category : never;

/**
 * Which of our families answer to each of their categories, for the per-category and per-family
 * counts. A category with none is one we leave out as a whole (or nearly: a few accessibility
 * rules are covered by our content, links and mobile rules, and the coverage column says so).
 */
export const CATEGORY_FAMILIES: Record<SquirrelscanCategory, readonly OurFamily[]> = {
  a11y: [],
  adblock: [],
  ai: [],
  analytics: ["analytics"],
  ax: ["agents"],
  content: ["content"],
  core: ["core", "canonical"],
  crawl: ["crawl"],
  eeat: ["trust"],
  gaps: [],
  i18n: ["international"],
  images: ["images"],
  integrity: ["integrity"],
  legal: ["trust"],
  links: ["links"],
  local: ["local"],
  mobile: ["mobile"],
  perf: ["delivery", "performance"],
  schema: ["structured-data"],
  security: ["security"],
  social: ["social"],
  url: ["url"],
  video: ["structured-data"],
};

// Reasons shared by several rules.
const BROWSER =
  "needs the page laid out and judged element by element (tap targets, contrast, font sizes); the browser stage measures speed and what JavaScript changes, not layout details a small-business owner rarely acts on";
const LAB =
  "a Lighthouse diagnostic the browser stage does not turn into a rule: its cost shows in the measured LCP and TBT, and the opportunities an owner acts on (render-blocking files, heavy images, unused JavaScript, compression) have rules of their own";
const A11Y = "accessibility detail a small-business owner does not act on; the page's own accessibility is out of the audit's scope";
const AI_MODEL = "needs an AI model reading each page; the audit runs no model";
const SEARCH_DATA = "needs search-volume and competitor-ranking data, not a crawl of the site";
const THREAT_FEEDS =
  "needs threat-intelligence feeds (Safe Browsing, VirusTotal, phishing-kit signatures); Search Console's security report tells an owner for free";
const PHISHING =
  "looks for phishing kits posing as another brand's sign-in; what hits Turkish small-business sites is injected betting and casino spam, which integrity/spam-content looks for";
const ADBLOCK =
  "reports what visitors' ad blockers would hide or block; the owner cannot change the filter lists, and dropping measurement is not advice for a small business";
const DEV_SITE = "a file for coding agents and API clients; a small business's site has no codebase or API to describe";
const PUBLISHER =
  "E-E-A-T check for news, health and finance publishers; a small business's pages speak for the business, whose identity the trust and local rules check";
const DATES = "date signals matter to news and blog publishers; structured-data/date-invalid checks the dates a page does mark up";
const LASTMOD = "lastmod is written by the owner's platform, not by hand, and Google takes it only as a hint: nothing an owner can tune";
const ROBOTS_BLOCKED =
  "the crawl obeys robots.txt as Google does, so it cannot read a blocked page's noindex either; Search Console's 'Indexed, though blocked by robots.txt' report shows the outcome";
const NOT_A_CHECK = "not a check of the site: it lists or switches on their other checks";
const DEFENCE_HEADER = "defence-in-depth header with no effect a small business's visitors or rankings would notice";

export const COVERAGE: Record<SquirrelscanRuleId, Coverage> = {
  "a11y/accesskeys": { leftOut: A11Y },
  "a11y/aria-allowed-attr": { leftOut: A11Y },
  "a11y/aria-command-name": { leftOut: A11Y },
  "a11y/aria-deprecated-role": { leftOut: A11Y },
  "a11y/aria-dialog-name": { leftOut: A11Y },
  "a11y/aria-hidden-body": { leftOut: A11Y },
  "a11y/aria-hidden-focus": { leftOut: A11Y },
  "a11y/aria-input-field-name": { leftOut: A11Y },
  "a11y/aria-labels": { leftOut: A11Y },
  "a11y/aria-meter-name": { leftOut: A11Y },
  "a11y/aria-progressbar-name": { leftOut: A11Y },
  "a11y/aria-required-attr": { leftOut: A11Y },
  "a11y/aria-required-children": { leftOut: A11Y },
  "a11y/aria-required-parent": { leftOut: A11Y },
  "a11y/aria-roles": { leftOut: A11Y },
  "a11y/aria-text": { leftOut: A11Y },
  "a11y/aria-toggle-field-name": { leftOut: A11Y },
  "a11y/aria-tooltip-name": { leftOut: A11Y },
  "a11y/aria-treeitem-name": { leftOut: A11Y },
  "a11y/aria-valid-attr-value": { leftOut: A11Y },
  "a11y/aria-valid-attr": { leftOut: A11Y },
  "a11y/autocomplete-tokens": {
    leftOut: "autofill tokens are form-builder detail; mobile/input-type-wrong and mobile/form-label-missing check what a visitor on a phone meets first",
  },
  "a11y/button-name": { leftOut: A11Y },
  "a11y/color-contrast": { leftOut: BROWSER },
  "a11y/definition-list": { leftOut: A11Y },
  "a11y/dlitem": { leftOut: A11Y },
  "a11y/duplicate-id-active": { leftOut: A11Y },
  "a11y/duplicate-id-aria": { leftOut: A11Y },
  "a11y/empty-heading": { ours: ["content/empty-heading"] },
  "a11y/focus-visible": { leftOut: BROWSER },
  "a11y/form-field-multiple-labels": { leftOut: A11Y },
  "a11y/form-labels": { ours: ["mobile/form-label-missing"] },
  "a11y/frame-title": { leftOut: A11Y },
  "a11y/heading-order": { ours: ["content/heading-skip"] },
  "a11y/html-lang-valid": {
    leftOut: "an invalid code is rare, as site builders write it from the site's language setting; core/lang-missing checks that one is set",
  },
  "a11y/html-xml-lang-mismatch": { leftOut: "XHTML-era attribute pair that today's site builders no longer write" },
  "a11y/identical-links-same-purpose": { leftOut: A11Y },
  "a11y/image-redundant-alt": { leftOut: A11Y },
  "a11y/input-image-alt": { leftOut: A11Y },
  "a11y/input-types": { ours: ["mobile/input-type-wrong", "mobile/form-label-missing"] },
  "a11y/label-content-name-mismatch": { leftOut: A11Y },
  "a11y/landmark-one-main": { leftOut: A11Y },
  "a11y/landmark-regions": { leftOut: A11Y },
  "a11y/link-in-text-block": { leftOut: BROWSER },
  "a11y/link-text": { ours: ["links/empty-anchor"] },
  "a11y/list-structure": { leftOut: A11Y },
  "a11y/listitem": { leftOut: A11Y },
  "a11y/meta-refresh": { ours: ["core/meta-refresh"] },
  "a11y/object-alt": { leftOut: A11Y },
  "a11y/paste-inputs": { leftOut: A11Y },
  "a11y/select-name": { leftOut: A11Y },
  "a11y/skip-link": { leftOut: A11Y },
  "a11y/table-duplicate-name": { leftOut: A11Y },
  "a11y/table-headers": { leftOut: A11Y },
  "a11y/td-headers-attr": { leftOut: A11Y },
  "a11y/th-has-data-cells": { leftOut: A11Y },
  "a11y/touch-targets": { leftOut: BROWSER },
  "a11y/valid-lang": { leftOut: A11Y },
  "a11y/video-captions": { leftOut: A11Y },
  "a11y/zoom-disabled": { ours: ["mobile/zoom-blocked"] },

  "adblock/blocked-links": { leftOut: ADBLOCK },
  "adblock/element-hiding": { leftOut: ADBLOCK },
  "adblock/privacy-blocked": { leftOut: ADBLOCK },

  "ai/ai-content": { leftOut: AI_MODEL },
  "ai/llm-parsability": { leftOut: AI_MODEL },
  "ai/page-type-match": { leftOut: AI_MODEL },
  "ai/site-metadata": { leftOut: "their cloud service's profile of the site, which steers their other checks; not a check itself" },

  "analytics/consent-mode": { ours: ["analytics/consent-mode-missing"] },
  "analytics/gtm-present": { ours: ["analytics/measurement-missing"] },

  "ax/agent-blocking": { ours: ["agents/server-refuses-ai-search", "agents/server-refuses-ai-training"] },
  "ax/agents-md": { leftOut: DEV_SITE },
  "ax/ai-crawlers": { ours: ["agents/robots-blocks-ai-search", "agents/robots-blocks-ai-search-despite-llms", "agents/robots-blocks-ai-training"] },
  "ax/api-discovery": { leftOut: DEV_SITE },
  "ax/archive-indexing": {
    leftOut: "asks outside archives (the Wayback Machine, Common Crawl) whether they hold the site; nothing the owner changes on the site",
  },
  "ax/content-signals": { ours: ["agents/content-signals-missing", "agents/content-signals-invalid"] },
  "ax/content-without-js": { ours: ["agents/content-needs-javascript", "crawl/links-need-javascript"] },
  "ax/llms-txt": { ours: ["agents/llms-txt-missing", "agents/llms-txt-invalid", "agents/llms-txt-lighthouse"] },
  "ax/markdown-response": { ours: ["agents/markdown-not-offered", "agents/markdown-vary-missing", "agents/markdown-not-advertised"] },
  "ax/noai-signals": { ours: ["agents/noai-directive"] },
  "ax/pay-per-crawl": {
    leftOut: "charging AI bots per page (HTTP 402) is a CDN offer for publishers, rare on small-business sites; a bot turned away outright is agents/server-refuses-ai-search",
  },
  "ax/rsl-license": { ours: ["agents/rsl-license-invalid"] },
  "ax/token-weight": {
    leftOut: "a text-to-markup ratio is a developer metric; the weight behind it is what an owner can act on, judged by delivery/html-heavy and the inline script and style rules",
  },
  "ax/well-known-agent": { leftOut: DEV_SITE },

  "content/article-links": {
    leftOut: "fixed link quotas per article length are not search-engine guidance; links/dead-end flags a page that links nowhere",
  },
  "content/author-info": { leftOut: PUBLISHER },
  "content/broken-html": {
    leftOut: "browsers and Google repair malformed markup; the breakages that cost visibility (a canonical or title out of place) have rules of their own",
  },
  "content/date-agreement": { leftOut: DATES },
  "content/duplicate-description": { ours: ["content/duplicate-description"] },
  "content/duplicate-title": { ours: ["content/duplicate-title"] },
  "content/freshness": { leftOut: DATES },
  "content/heading-hierarchy": { ours: ["content/heading-skip", "core/h1-missing", "core/h1-multiple"] },
  "content/hidden-text": {
    leftOut:
      "only partly: integrity/hidden-links finds links to other sites hidden by an inline style (display:none, visibility:hidden, a zero font size, pushed off-screen), and integrity/spam-content finds gambling and pill spam in the page's text whether shown or hidden; other hidden text is left out, since screen-reader-only labels, dropdown menus, tabs, accordions, cookie banners and templates hide text for honest reasons, and telling them from hidden keywords needs the laid-out page",
  },
  "content/keyword-stuffing": {
    leftOut: "word-density counting misleads on Turkish, where suffixes split one keyword into many word forms; the stuffing hacked sites carry is integrity/doorway-pages",
  },
  "content/meta-in-body": {
    leftOut:
      "on ordinary sites the usual cause is a tracking pixel's noscript image in the head, which ends the head early for a parser that runs no scripts; judging it would raise false alarms on many WordPress and shop pages",
  },
  "content/mime-type": {
    leftOut: "needs every script, stylesheet and image downloaded; a wrong type that breaks an image shows in images/broken",
  },
  "content/mojibake": { ours: ["content/mojibake"] },
  "content/quality": { leftOut: AI_MODEL },
  "content/reading-level": {
    leftOut: "Flesch-Kincaid is calibrated on English; on Turkish, with its long suffixed words, it calls every page hard to read",
  },
  "content/stale-copyright": { ours: ["content/stale-copyright"] },
  "content/thin-vs-site-norm": { ours: ["content/thin"] },
  "content/title-pattern-outlier": {
    leftOut: "consistency of a title template across pages is cosmetic; the title rules judge each title's presence, length and uniqueness",
  },
  "content/word-count": { ours: ["content/thin"] },

  "core/canonical-form-drift": { ours: ["url/link-form-drift"] },
  "core/canonical-header": { ours: ["canonical/header-conflict"] },
  "core/canonical": { ours: ["canonical/missing", "canonical/multiple", "canonical/relative", "canonical/in-body"] },
  "core/charset": { ours: ["core/charset-missing"] },
  "core/doctype": {
    leftOut: "every site builder and CMS our prospects use writes it, and Google indexes a page without one all the same",
  },
  "core/favicon": { ours: ["core/favicon-missing"] },
  "core/h1": { ours: ["core/h1-missing", "core/h1-multiple"] },
  "core/meta-description": { ours: ["core/description-missing", "core/description-multiple", "core/description-too-long", "core/description-too-short"] },
  "core/meta-title": { ours: ["core/title-missing", "core/title-multiple", "core/title-too-long", "core/title-too-short"] },
  "core/nosnippet": { ours: ["core/nosnippet"] },
  "core/og-tags": { ours: ["social/og-missing", "social/og-title-missing", "social/og-description-missing", "social/og-image-missing"] },
  "core/robots-meta": { ours: ["crawl/noindex"] },
  "core/title-unique": { ours: ["content/duplicate-title"] },
  "core/twitter-cards": { ours: ["social/twitter-card-missing", "social/twitter-card-invalid"] },

  "crawl/all-noindex-pages": { ours: ["crawl/noindex"] },
  "crawl/canonical-chain": { ours: ["canonical/to-redirect", "canonical/chain"] },
  "crawl/html-size": { ours: ["delivery/html-over-googlebot-limit"] },
  "crawl/indexability-conflicts": { leftOut: ROBOTS_BLOCKED },
  "crawl/indexability": { ours: ["crawl/noindex"] },
  "crawl/noindex-in-sitemap": { ours: ["crawl/noindex-in-sitemap"] },
  "crawl/pagination": {
    leftOut: "Google has not read rel=prev/next since 2019, and later pages of a listing naming page 1 as canonical cost little when the items are in the sitemap",
  },
  "crawl/pdf-size": { leftOut: "PDFs too large for Google to read whole are rare on small-business sites; the audit does not download linked documents" },
  "crawl/redirect-chain": { ours: ["crawl/redirect-chain"] },
  "crawl/robots-meta-conflict": { leftOut: ROBOTS_BLOCKED },
  "crawl/robots-txt": { ours: ["crawl/robots-txt-missing", "crawl/robots-txt-unreachable", "crawl/robots-blocks-all"] },
  "crawl/schema-noindex-conflict": {
    leftOut: "markup on a noindex page does no harm of its own; crawl/noindex lists each noindex page for the owner to confirm",
  },
  "crawl/sitemap-4xx": { ours: ["crawl/sitemap-not-ok"] },
  "crawl/sitemap-coverage": {
    leftOut: "shop and CMS platforms write the sitemap themselves, and Google also finds pages through links; crawl/orphan-page flags the opposite case, sitemap pages nothing links to",
  },
  "crawl/sitemap-domain": { ours: ["crawl/sitemap-foreign-urls"] },
  "crawl/sitemap-exists": { ours: ["crawl/sitemap-missing", "crawl/sitemap-not-in-robots", "crawl/sitemap-invalid"] },
  "crawl/sitemap-lastmod-churn": { leftOut: LASTMOD },
  "crawl/sitemap-lastmod-drift": { leftOut: LASTMOD },
  "crawl/sitemap-valid": { ours: ["crawl/sitemap-invalid"] },
  "crawl/soft-404": { ours: ["crawl/soft-404"] },

  "eeat/about-page": {
    leftOut: "an about page is good practice but costs no visibility when absent; trust/contact-page-missing checks the page a customer needs",
  },
  "eeat/affiliate-disclosure": { leftOut: "US FTC duty for affiliate publishers, not the business our prospects are in" },
  "eeat/author-byline": { leftOut: PUBLISHER },
  "eeat/author-expertise": { leftOut: PUBLISHER },
  "eeat/authority-signals": { leftOut: AI_MODEL },
  "eeat/citations": { leftOut: PUBLISHER },
  "eeat/contact-page": { ours: ["trust/contact-page-missing"] },
  "eeat/content-dates": { leftOut: DATES },
  "eeat/disclaimers": { leftOut: PUBLISHER },
  "eeat/editorial-policy": { leftOut: PUBLISHER },
  "eeat/physical-address": {
    leftOut:
      "an online shop or service may rightly show no street address; where a business gives one, structured-data/local-business-required, local/schema-address-not-shown and local/schema-nap-conflict check it",
  },
  "eeat/privacy-policy": { ours: ["trust/privacy-notice-missing"] },
  "eeat/terms-of-service": { ours: ["trust/distance-sales-missing", "trust/return-policy-missing"] },
  "eeat/trust-signals": {
    leftOut:
      "passes on review markup or an English page address ('testimonials', 'reviews'), so a Turkish 'yorumlar' page never counts; review markup is judged by structured-data/rating-required",
  },
  "eeat/ymyl-detection": { leftOut: "a classification of the site's topic, not a defect to fix" },

  "gaps/content": { leftOut: SEARCH_DATA },
  "gaps/keywords": { leftOut: SEARCH_DATA },

  "i18n/hreflang": {
    ours: [
      "international/invalid-code",
      "international/relative-href",
      "international/missing-self",
      "international/duplicate-value",
      "international/no-x-default",
      "international/missing-return",
    ],
  },
  "i18n/lang-attribute": { ours: ["core/lang-missing"] },

  "images/alt-text": { ours: ["images/alt-missing", "images/alt-file-name", "images/alt-too-long"] },
  "images/aspect-mismatch": { leftOut: BROWSER },
  "images/broken-images": { ours: ["images/broken"] },
  "images/dimensions": { ours: ["images/dimensions-missing"] },
  "images/figure-figcaption": { leftOut: "semantic-markup nicety with no search effect an owner would see" },
  "images/filename-quality": {
    leftOut: "file names are a weak signal next to alt text (images/alt-missing), and renaming uploaded images on a site builder changes their addresses",
  },
  "images/image-file-size": { ours: ["images/heavy"] },
  "images/lazy-loading": { ours: ["images/not-lazy-below-fold"] },
  "images/modern-format": { ours: ["images/legacy-format"] },
  "images/offscreen-lazy": { ours: ["images/not-lazy-below-fold"] },
  "images/optimized": { ours: ["images/heavy", "images/legacy-format"] },
  "images/picture-element": {
    leftOut: "a picture element without its img shows nothing, which the owner sees at once; site builders always write the img",
  },
  "images/responsive-size": { ours: ["performance/image-delivery"] },
  "images/srcset": { ours: ["performance/image-delivery"] },
  "images/svg-inline": { leftOut: "its cost is the page's HTML size, which delivery/html-heavy judges whatever fills it" },

  "integrity/brand-impersonation": { leftOut: PHISHING },
  "integrity/cloaking": { ours: ["integrity/cloaking"] },
  "integrity/fake-auth-overlay": { leftOut: PHISHING },
  "integrity/kit-signature": { leftOut: THREAT_FEEDS },
  "integrity/known-malicious-url": { leftOut: THREAT_FEEDS },
  "integrity/obfuscated-script": {
    leftOut: "packed inline scripts are also what many WordPress plugins and ad tags ship; without threat feeds to confirm, it would alarm owners of clean sites",
  },
  "integrity/orphan-page": {
    leftOut:
      "a page in no sitemap and linked from nowhere is found only by guessing addresses; the crawl finds pages through links and sitemaps, and integrity/spam-content judges what it finds",
  },
  "integrity/seo-doorway": { ours: ["integrity/doorway-pages"] },
  "integrity/template-discontinuity": {
    leftOut: "alone it flags every legitimate landing page built outside the theme; injected pages are found by their content (integrity/spam-content, integrity/doorway-pages)",
  },

  "legal/cookie-consent": { ours: ["trust/cookie-notice-missing"] },
  "legal/privacy-policy": { ours: ["trust/privacy-notice-missing"] },
  "legal/subprocessor-disclosure": { leftOut: "GDPR sub-processor list for SaaS and B2B data processors, not the business our prospects are in" },
  "legal/terms-of-service": { ours: ["trust/distance-sales-missing", "trust/return-policy-missing"] },

  "links/anchor-text": { ours: ["links/empty-anchor"] },
  "links/broken-external-links": { ours: ["links/broken-external"] },
  "links/broken-links": { ours: ["links/broken-internal"] },
  "links/dead-end-pages": { ours: ["links/dead-end"] },
  "links/dead-links": { leftOut: NOT_A_CHECK },
  "links/external-links": { leftOut: "a count of outbound links, with no defect to fix" },
  "links/https-downgrade": { ours: ["links/https-to-http"] },
  "links/internal-links": { ours: ["links/dead-end", "links/too-many"] },
  "links/invalid-links": {
    leftOut: "a javascript: or empty link is a menu opener on most WordPress and shop themes, not a defect; a mistyped address shows as links/broken-internal",
  },
  "links/nofollow-internal": { ours: ["links/nofollow-internal"] },
  "links/orphan-pages": { ours: ["crawl/orphan-page"] },
  "links/redirect-chains": { ours: ["links/to-redirect", "crawl/redirect-chain"] },
  "links/tel-mailto": { ours: ["links/tel-invalid", "links/mailto-invalid"] },
  "links/weak-internal-links": { leftOut: "one link from the menu is enough on a small site; crawl/orphan-page flags pages with none" },

  "local/geo-meta": { leftOut: "Google ignores geo meta tags; the business's location belongs in its LocalBusiness data (structured-data/local-business-required)" },
  "local/nap-consistency": { ours: ["local/phone-varies", "local/schema-phone-not-shown", "local/schema-address-not-shown", "local/schema-nap-conflict"] },
  "local/service-area": { leftOut: "content-strategy advice (a page per city served), not a defect on the site" },

  "mobile/font-size": { leftOut: BROWSER },
  "mobile/horizontal-scroll": { leftOut: BROWSER },
  "mobile/interstitials": { leftOut: BROWSER },
  "mobile/tap-targets": { leftOut: BROWSER },
  "mobile/viewport-zoom": { ours: ["mobile/zoom-blocked"] },
  "mobile/viewport": { ours: ["mobile/viewport-missing", "mobile/viewport-no-width", "mobile/viewport-fixed-width"] },

  "perf/animated-content": { ours: ["delivery/animated-gif"] },
  "perf/bad-caching": { ours: ["delivery/cache-policy-missing", "delivery/not-compressed"] },
  "perf/browser-required": { leftOut: NOT_A_CHECK },
  "perf/cache-headers": { ours: ["delivery/cache-policy-missing", "delivery/no-store", "delivery/asset-cache-short"] },
  "perf/carousel-hidden-eager": { leftOut: LAB },
  "perf/cls-hints": { ours: ["images/dimensions-missing", "performance/unsized-images", "performance/cls-poor", "performance/cls-high"] },
  "perf/compression": { ours: ["delivery/not-compressed", "delivery/vary-accept-encoding-missing", "performance/text-compression"] },
  "perf/critical-request-chains": { leftOut: LAB },
  "perf/css-file-size": { leftOut: LAB },
  "perf/dom-size": { leftOut: LAB },
  "perf/duplicate-js": { ours: ["delivery/duplicate-scripts"] },
  "perf/font-delivery": { leftOut: LAB },
  "perf/font-loading": { leftOut: LAB },
  "perf/http2": {
    leftOut: "the audit's fetcher speaks HTTP/1.1, so it cannot see the protocol; hosts and CDNs turn HTTP/2 on themselves",
  },
  "perf/inp-hints": { ours: ["performance/tbt-poor", "performance/tbt-high"] },
  "perf/js-file-size": { ours: ["performance/unused-javascript"] },
  "perf/js-libraries": { ours: ["delivery/old-jquery"] },
  "perf/js-redirects": { leftOut: LAB },
  "perf/lazy-above-fold": { ours: ["images/lazy-above-fold"] },
  "perf/lcp-fetchpriority": { ours: ["performance/lcp-lazy-loaded", "performance/lcp-slow"] },
  "perf/lcp-hints": { ours: ["performance/lcp-poor", "performance/lcp-slow", "performance/lcp-lazy-loaded"] },
  "perf/legacy-js": { leftOut: LAB },
  "perf/preconnect": { leftOut: LAB },
  "perf/render-blocking": { ours: ["delivery/render-blocking-script", "delivery/render-blocking-stylesheets", "performance/render-blocking"] },
  "perf/source-maps": {
    leftOut: "a public source map shows the readable code of themes and plugins the owner did not write, not their secrets; nothing a small business acts on",
  },
  "perf/total-byte-weight": { ours: ["performance/image-delivery", "performance/unused-javascript"] },
  "perf/ttfb": { ours: ["delivery/ttfb-slow", "delivery/ttfb-very-slow"] },
  "perf/unminified-css": { leftOut: LAB },
  "perf/unminified-js": { leftOut: LAB },

  "schema/article": { ours: ["structured-data/article-recommended"] },
  "schema/breadcrumb": { ours: ["structured-data/breadcrumb-required"] },
  "schema/coverage-outlier": {
    leftOut: "the owner's platform writes the same markup for every page of a template; the structured-data rules check each type's markup where it is",
  },
  "schema/faq": { ours: ["structured-data/faq-required", "structured-data/faq-not-visible"] },
  "schema/json-ld-valid": {
    ours: [
      "structured-data/json-ld-invalid",
      "structured-data/context-missing",
      "structured-data/type-missing",
      "structured-data/type-unknown",
      "structured-data/date-invalid",
    ],
  },
  "schema/local-business": { ours: ["structured-data/local-business-required"] },
  "schema/organization": { ours: ["structured-data/organization-recommended", "structured-data/home-organization-missing"] },
  "schema/product": { ours: ["structured-data/product-required", "structured-data/product-recommended"] },
  "schema/rating-scope": { ours: ["structured-data/self-serving-rating"] },
  "schema/review": { ours: ["structured-data/rating-required"] },
  "schema/video": { ours: ["structured-data/video-required", "structured-data/video-recommended"] },
  "schema/website-search": {
    leftOut: "Google retired the sitelinks search box in November 2024; structured-data/website-required checks the WebSite name and address that still count",
  },

  "security/cookie-flags": { ours: ["security/cookie-not-secure", "security/cookie-samesite-none-insecure", "security/session-cookie-readable"] },
  "security/csp": { ours: ["security/csp-missing", "security/csp-allows-any-script"] },
  "security/form-captcha": {
    leftOut: "cannot see server-side spam filters (honeypot fields, Akismet), so it would flag well-protected forms",
  },
  "security/form-https": { ours: ["security/form-to-http"] },
  "security/hsts": { ours: ["security/hsts-missing", "security/hsts-short"] },
  "security/http-to-https": { ours: ["security/http-to-https"] },
  "security/https": { ours: ["security/http-page"] },
  "security/leaked-secrets": {
    leftOut:
      "the keys small-business pages carry (maps, reCAPTCHA site keys, analytics ids) are public by design; telling a leaked secret from them needs per-provider rules, or it alarms owners of clean sites",
  },
  "security/mixed-content": { ours: ["security/mixed-content-blocked", "security/mixed-content"] },
  "security/new-tab": {
    leftOut:
      "browsers have given target=_blank links noopener by default since 2021; what a linked site learns of the page is set by Referrer-Policy, which security/referrer-policy-leaky checks",
  },
  "security/permissions-policy": { leftOut: DEFENCE_HEADER },
  "security/referrer-policy": { ours: ["security/referrer-policy-leaky"] },
  "security/sri": {
    leftOut: "the third-party scripts small-business sites load (analytics, chat, payment) change in place and cannot carry an integrity hash",
  },
  "security/third-party-cookies": {
    leftOut: "a list of third parties that may set cookies; what the owner acts on is the cookie notice (trust/cookie-notice-missing)",
  },
  "security/x-content-type": { ours: ["security/nosniff-missing"] },
  "security/x-frame-options": { ours: ["security/frame-protection-missing"] },

  "social/og-image-size": { ours: ["social/og-image-size"] },
  "social/og-url-match": { ours: ["social/og-url-mismatch"] },
  "social/share-buttons": { leftOut: "a design choice, not a defect: visitors share from their own apps" },
  "social/social-profiles": { leftOut: "a design choice with no search effect; a business's profiles belong in its Organization data" },

  "url/hyphens": { ours: ["url/underscores"] },
  "url/length": { ours: ["url/too-long"] },
  "url/lowercase": { ours: ["url/uppercase"] },
  "url/parameters": { ours: ["url/query-parameters"] },
  "url/slug-convention": { ours: ["url/link-form-drift", "url/underscores", "url/uppercase"] },
  "url/slug-keywords": {
    leftOut: "a number-only address (/urun/12345) is the shop platform's scheme; changing it moves every page behind redirects, a poor trade for a weak ranking signal",
  },
  "url/special-chars": { ours: ["url/spaces"] },
  "url/stop-words": { leftOut: "English stop-word list (a, the, of) that means nothing in Turkish addresses" },
  "url/trailing-slash": { ours: ["url/link-form-drift"] },

  "video/video-accessible": { leftOut: A11Y },
  "video/video-schema": {
    leftOut: "an embedded YouTube video earns video results for YouTube's page, not the site's; a site's own video markup is checked by structured-data/video-required",
  },
  "video/video-thumbnail": { leftOut: "poster images for self-hosted video; small-business sites embed YouTube, which supplies its own" },
};
