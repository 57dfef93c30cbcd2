import type { BrowserFacts } from "~/capabilities/browser/browser-facts";
import type { AiCrawlerGroup } from "~/capabilities/ai-crawlers/crawlers";
import type { TdmrepProblem } from "~/capabilities/ai-crawlers/usage-policies";
import type { LlmsLighthouseGap, LlmsTxtCheck } from "~/capabilities/llms-txt-grammar/reference-check";

/**
 * What the audit knows about one page: a compact, serialisable record read in one bounded pass
 * over its HTML and headers (page-record.ts). The rules read only these records, never HTML, so a
 * rule is a small pure function, the records of a 500-page site fit in a few MB, and a stored
 * report can be checked again by newer rules without crawling again.
 */

/** Response headers the rules read, by lower-case name; repeated headers joined with ", ". */
export const AUDITED_HEADERS = [
  "cache-control",
  "content-encoding",
  "content-security-policy",
  "content-type",
  "etag",
  "expires",
  "last-modified",
  "link",
  "referrer-policy",
  "strict-transport-security",
  "vary",
  "x-content-type-options",
  "x-frame-options",
  "x-robots-tag",
  "server",
  "x-powered-by",
] as const;
export type AuditedHeader = (typeof AUDITED_HEADERS)[number];

/** What the record keeps of a page at most: beyond these a list is cut and flagged. */
export const RECORD_LIMITS = {
  titles: 5,
  descriptions: 5,
  canonicals: 5,
  headings: 200,
  headingChars: 200,
  textChars: 20_000,
  images: 200,
  links: 500,
  /**
   * Characters of link addresses in one record: 500 links of 2,048 characters would be 1 MB a
   * page, 500 MB for a 500-page audit; ordinary pages (150 links of 70 characters) use a tenth.
   */
  linkChars: 100_000,
  linkTextChars: 100,
  scripts: 100,
  stylesheets: 100,
  hreflang: 300,
  jsonLdBlocks: 20,
  jsonLdChars: 100_000,
  forms: 50,
  insecureResources: 50,
  headerChars: 4_096,
  metaChars: 1_000,
  generatorChars: 200,
  cookies: 20,
  metaCsp: 5,
  /** Characters kept of an hreflang href as written: enough to tell whether it is absolute and to show it. */
  hreflangHrefChars: 200,
  /** tel:, mailto: and whatsapp: links kept of a page, and the characters of each. */
  contactLinks: 50,
  contactHrefChars: 300,
  /** Form fields (input, select, textarea) kept of a page, and the characters of each of their texts. */
  formFields: 100,
  formFieldChars: 100,
  /** Class names kept of `<body>`, and the characters of each: WordPress and Shopify name the page's template in the first few. */
  bodyClasses: 20,
  bodyClassChars: 60,
} as const;

export interface AuditImage {
  src: string | null;
  /** null when the attribute is absent; "" when it is empty (decorative, which is fine). */
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Order among the page's images, from 0: the first ones are likely above the fold. */
  index: number;
  /**
   * Inside `<noscript>`: a fallback (a tracking pixel, a lazy-loading script's copy) that a browser
   * running scripts never shows, so the image rules leave it out.
   */
  inNoscript: boolean;
  /** A WebP, AVIF or JPEG XL version is offered beside `src` (a `<picture>` source or the srcset). */
  modernSource: boolean;
  /** Words of visible text before the image: with `index`, how far down the page it likely is. */
  wordsBefore: number;  /**
   * A script loads it when it nears the screen (lazysizes and the lazy-load plugins: a data-src or
   * data-srcset, a lazy class), which defers it as `loading="lazy"` does. `src` is then the
   * data-src: the src attribute holds only a placeholder.
   */
  lazyScript: boolean;
}

export interface AuditLink {
  /** Absolute, without fragment. */
  url: string;
  /** Same host as the page (or its www twin). */
  internal: boolean;
  nofollow: boolean;
  /** The anchor's text, or its image's alt, or its aria-label; "" when it has none. */
  text: string;  /**
   * Its class marks it as an action, not a page (WooCommerce's add-to-cart, WordPress's comment
   * reply …), where nofollow is right; absent when not (and in records stored before it existed).
   */
  action?: true;
}

export interface AuditScript {
  src: string | null;
  inHead: boolean;
  async: boolean;
  defer: boolean;
  module: boolean;
}

export interface AuditStylesheet {
  href: string;
  inHead: boolean;
  media: string | null;
}

export interface AuditHreflang {
  lang: string;
  href: string;
}

/** One `<script type="application/ld+json">` block, parsed. */
export interface AuditJsonLd {
  /** JSON.parse failed (the block is unusable for search engines). */
  invalid: boolean;
  /** The parsed value, for the structured-data rules; null when invalid or cut. */
  value: unknown;
}

export interface AuditForm {
  action: string | null;
  method: string;
}

/** A link a visitor taps to call, write or message (the scheme decides what the phone opens). */
export interface AuditContactLink {
  scheme: "tel" | "mailto" | "whatsapp";
  /** The href as written (percent-encoding kept), cut at RECORD_LIMITS.contactHrefChars. */
  href: string;
}

/**
 * A field a visitor fills in: an input (buttons and hidden ones left out), a select or a
 * textarea. Its texts are cut at RECORD_LIMITS.formFieldChars.
 */
export interface AuditFormField {
  tag: "input" | "select" | "textarea";
  /** The type attribute, lower-cased; "" when absent (an input is then a text field). */
  type: string;
  name: string;
  id: string;
  placeholder: string;
  /** The inputmode attribute, lower-cased; "" when absent. */
  inputMode: string;
  /** The text of its `<label>` (around it, or naming its id); null without one. */
  label: string | null;
  /** Named another way: a non-empty aria-label, aria-labelledby or title. */
  named: boolean;
  /** Inside a `<form>` element. */
  inForm: boolean;
  /**
   * Kept out of sight or of the keyboard's reach on purpose, by itself or an element around it
   * (hidden, aria-hidden, an inline display:none / visibility:hidden; tabindex=-1 on the field),
   * or named as a form plugin's spam trap ("hp", "honeypot"): only bots fill it in.
   */
  concealed: boolean;
}

export interface AuditCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

export interface AuditPage {
  /** The address requested (as linked or listed). */
  url: string;
  /** Where the answer came from, after redirects. */
  finalUrl: string;
  status: number;
  /** Addresses that answered with a redirect, in order (the final one excluded). */
  redirects: string[];
  /**
   * How the crawl found it; "named" for a page the crawl did not read that a crawled page names in
   * a canonical or hreflang tag, read by the audit to judge that tag (AuditSite.namedPages).
   */
  source: "start" | "link" | "sitemap" | "redirect" | "named";
  /** The page linking to it, or the sitemap listing it. */
  foundOn: string | null;
  /** Bytes of the HTML as sent (compressed when it was). */
  transferBytes: number;
  /** Characters of the HTML once decoded. */
  htmlChars: number;
  /** Milliseconds from the request to the first byte of the answer; null when unknown. */
  ttfbMs: number | null;
  headers: Partial<Record<AuditedHeader, string>>;
  cookies: AuditCookie[];
  lang: string | null;
  charset: string | null;
  viewport: string | null;
  /**
   * `<meta name="generator">` values joined with " | " (WordPress and its plugins each add one), cut
   * at RECORD_LIMITS.generatorChars; null without one. The report names the site's platform from it.
   */
  generator: string | null;
  titles: string[];
  descriptions: string[];
  /** Absolute `<link rel="canonical">` targets, in order; "" for one without a usable href. */
  canonicals: string[];
  metaRobots: string[];
  /**
   * `<meta name="googlebot">` contents, lower-cased, when the page has any (absent otherwise, and in
   * records stored before it was read): robots directives for Google alone.
   */
  metaGooglebot?: string[];
  metaRefresh: string | null;
  headings: { level: number; text: string }[];
  /** Visible text of the body (no script, style or template), whitespace collapsed, cut at RECORD_LIMITS.textChars. */
  text: string;
  wordCount: number;
  images: AuditImage[];
  links: AuditLink[];
  scripts: AuditScript[];
  stylesheets: AuditStylesheet[];
  /** Characters of inline `<script>` and `<style>` content. */
  inlineScriptChars: number;
  inlineStyleChars: number;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  hreflang: AuditHreflang[];
  jsonLd: AuditJsonLd[];
  forms: AuditForm[];
  /** http:// addresses of resources (img, script, link, iframe, source, video, audio) on an https page. */
  insecureResources: string[];
  favicon: boolean;
  /** Lists cut at RECORD_LIMITS, or the parse stopped at its element or depth cap. */
  truncated: boolean;
  /**
   * The insecureResources browsers refuse to load on an https page (scripts, stylesheets, frames,
   * embeds …): all but the img, audio, video and source addresses they upgrade to https instead.
   */
  blockedInsecureResources: string[];
  /** Policies of `<meta http-equiv="Content-Security-Policy">`, in order (browsers enforce them beside the header's). */
  metaCsp: string[];
  /**
   * Levels of the body's headings that have no name at all: no text, no image alt, no
   * aria-label(ledby), no SVG (`headings` keeps their text only, so an image heading reads "" there).
   */
  unnamedHeadings: number[];
  /**
   * The raw HTML is an empty application shell (app/capabilities/ai-crawlers/app-shell.ts): next
   * to no text, scripts, and a mount point they draw the page into.
   */
  emptyAppShell: boolean;
  /**
   * Where the page says its Markdown version is (Markdown for agents): the first
   * `<link rel="alternate" type="text/markdown">` or `Link: <…>; rel="alternate"; type="text/markdown"`; null without one.
   */
  markdownAlternate: string | null;
  /** The `<link rel="canonical">` hrefs as written, beside `canonicals` (a relative one breaks on copies of the page). */
  canonicalHrefs: string[];
  /**
   * `<link rel="canonical">` elements after the head ended: Google reads a canonical only in the
   * head. An element inside `<noscript>` does not end it here, as it does not for a crawler
   * running scripts (to which a noscript's content is text).
   */
  canonicalsInBody: number;
  /** The hrefs of the hreflang links as written, beside `hreflang` (Google asks for fully-qualified addresses). */
  hreflangHrefs: string[];
  /** tel:, mailto: and whatsapp: links, in order (`links` keeps http(s) ones only; wa.me links are there). */
  contactLinks: AuditContactLink[];
  /** The fields of the page's forms (and fields outside a `<form>`, which scripts submit), in order. */
  formFields: AuditFormField[];
  /** What the trust, local, integrity and analytics rules read (page-signals.ts), gathered in the same pass. */
  signals: PageSignals;
  /**
   * The class names of `<body>`, lower case, in order, cut at RECORD_LIMITS: WordPress names the
   * template there (`single-post`, `page-template-default`, `single-product`), Shopify too
   * (`template-product`); the browser stage's sampling reads it (page-template.ts). Absent when
   * the body has no class (and in records stored before it existed).
   */
  bodyClasses?: string[];
}

/** Site-wide facts besides the pages: what the crawl read once for the whole site. */
export interface AuditSite {
  startUrl: string;
  /** The start address after redirects (the home page as served). */
  homeUrl: string;
  /** When the audit ran (ISO); rules about dates (a stale copyright year) compare with it. */
  auditedAt: string;
  /** robots.txt of the home page's origin: whether it was read, how many `Sitemap:` lines it has, and whether it keeps Googlebot off the home page. */
  robotsTxt: { status: "found" | "missing" | "unreachable"; sitemapLines: number; blocksAll: boolean };
  sitemaps: { files: number; urls: string[]; truncated: boolean; errors: number };
  /** Addresses found but not fetched, with why (robots, limits, off-host …), as the crawl recorded them. */
  notFetched: { url: string; reason: string }[];
  /**
   * The home page's headers when asked for as a browser asks, offering br and gzip (the crawl asks
   * for identity, to count the bytes a site sends); null when that request failed.
   */
  compressionProbe: { url: string; headers: Partial<Record<AuditedHeader, string>> } | null;
  pages: AuditPage[];
  /**
   * What the audit read beyond the pages (.server/resource-probes.ts): external link targets,
   * image weights, the share images' size, security.txt. null when they were not probed (the
   * home page did not answer, or a record stored before they existed).
   */
  resources: AuditResources | null;
  /** What AI crawlers and agents meet on the site (.server/agent-probes.ts); null when the home page did not answer 200. */
  agents: AgentProbes | null;
  /**
   * Pages that crawled pages name as canonical or hreflang alternate but the crawl did not read,
   * read by the audit to judge those tags (.server/named-pages.ts). Never among `pages`: no page
   * rule looks at them.
   */
  namedPages: AuditPage[];
  /**
   * The crawl followed every internal link it found before a bound (pages, time, bytes) stopped it
   * (CrawlResult.linksExhausted): only then is a page nothing linked to known to be unlinked.
   */
  linksExhausted: boolean;
  /** What the sitemap files themselves were, beyond the URLs they gave (.server/crawl-facts.ts). */
  sitemapFiles: {
    /** Files that answered (or robots.txt named) but could not be used, the first SITEMAP_LIMITS.problems. */
    problems: SitemapProblem[];
    /** A file could not be asked for (a timeout, a refused connection, our bounds): whether the site has a sitemap is not known. */
    unknown: boolean;
  };
  /**
   * Sitemap URLs robots.txt keeps Googlebot from (the first SITEMAP_LIMITS.googlebotBlocked), and how
   * many sitemap URLs were judged: those of origins whose robots.txt was read (or found missing).
   */
  googlebotBlocked: { urls: string[]; judged: number };
  /**
   * What a made-up address of the site (/pusula-404-kontrol-…) answered, after redirects
   * (.server/crawl-facts.ts); null when it was not asked (the home page did not answer 200) or no
   * answer came (a failed request proves nothing).
   */
  missingPage: { url: string; status: number; finalUrl: string } | null;
  /** The home page as served to Googlebot's user agent (.server/googlebot-probe.ts); null when the home page did not answer 200. */
  googlebot: GooglebotProbe | null;
  /**
   * What a real browser measured on a few sampled pages (app/capabilities/browser): lab speed,
   * opportunities, the DOM after JavaScript. null when the stage did not run (records built
   * without it: rule tests, old records); status "off" or "failed" when it ran without figures.
   * Its rules are "not applicable" then, and the report says in one line that speed was not measured.
   */
  browser: BrowserFacts | null;
  /**
   * The TLS certificate the home page's host presented to the crawl's own connection (never a second
   * one); null over http, or when the home page was not reached over TLS.
   */
  certificate: { url: string; validTo: string; issuer: string | null } | null;
}

/** Why a sitemap file could not be used: an error status, too large, not a sitemap, an index inside an index, no address at all. */
export interface SitemapProblem {
  url: string;
  problem: "status" | "too-large" | "not-sitemap" | "nested-index" | "empty";
  /** The answer's status for "status". */
  status: number | null;
}

/** What the audit keeps of the sitemaps' facts at most. */
export const SITEMAP_LIMITS = { problems: 20, googlebotBlocked: 500 } as const;

/** What the agent probes keep at most. */
export const AGENT_LIMITS = { robotsLines: 20, valueChars: 300 } as const;

/** One AI crawler of app/capabilities/ai-crawlers/crawlers.ts and what it meets at the home page. */
export interface AgentBot {
  /** robots.txt product token ("GPTBot"). */
  token: string;
  group: AiCrawlerGroup;
  /** Whether robots.txt lets it fetch the home page; null when robots.txt was unreachable (crawlers then assume no). */
  robotsAllowed: boolean | null;
  /**
   * The home page's answer to its documented user agent: a status, or an error code when there
   * was none (SafeFetchErrorCode, "cancelled" …). null for a robots.txt-only token (Google-Extended),
   * whose vendor fetches with its search crawler.
   */
  answer: { status: number | null; error: string | null } | null;
}

export interface AgentProbes {
  /** The AI lines of robots.txt (Content-Signal, RSL License), cut at AGENT_LIMITS; null when robots.txt was not read as text. */
  robotsTxt: {
    contentSignals: { line: number; value: string; unknown: string[] }[];
    licenses: { line: number; value: string }[];
  } | null;
  bots: AgentBot[];
  /** /llms.txt: `text` is false when it answered without text (an HTML page for any address); `check` and `lighthouseGaps` judge the text. */
  llmsTxt: { url: string; status: number | null; text: boolean; check: LlmsTxtCheck | null; lighthouseGaps: LlmsLighthouseGap[] };
  /** The home page asked for with `Accept: text/markdown` (Markdown for agents); null when it did not answer. */
  markdown: { status: number; contentType: string | null; vary: string | null } | null;
  /** /.well-known/tdmrep.json: its status (null without an answer, 404 … when absent) and what is wrong with it. */
  tdmrep: { url: string; status: number | null; problem: TdmrepProblem | null };
}

/** What one probed address answered. */
export interface ResourceAnswer {
  /** As linked or listed (absolute, without fragment). */
  url: string;
  /** The final answer's status; null when none came. */
  status: number | null;
  /**
   * Why no answer came: "unreachable" when the host has no address or refused the connection (a
   * visitor gets nothing either), "unchecked" when our own bounds or policy stopped the request
   * (time, a private address, a port, the host budget, cancel), which proves nothing.
   */
  failure: "unreachable" | "unchecked" | null;
  /** Content-Length of the final answer, when declared. */
  bytes: number | null;
  /** A bot wall's answer (Cloudflare's `cf-mitigated: challenge`): the status says nothing about the address. */
  challenged: boolean;
  /** The final answer's media type, lower-cased ("image/webp"); null when not declared. */
  contentType: string | null;
  /** The final answer's Cache-Control, cut at 200 characters; null when absent. */
  cacheControl: string | null;
  /** How long its Expires header lets a browser keep it (Expires minus Date), in seconds, 0 when past; null without a readable Expires. */
  expiresSeconds: number | null;
}

/** What http:// of an https site answered, asked for once without following its redirect. */
export interface HttpAnswer extends ResourceAnswer {
  /** The redirect's target (Location, resolved); null when it did not redirect. */
  location: string | null;
}

/** The share image's pixel size, read from its first bytes; null width/height when unreadable. */
export interface ImageDimensions {
  format: "png" | "jpeg" | "gif" | "webp" | null;
  width: number | null;
  height: number | null;
}

export interface AuditResources {
  /** Distinct external link targets of the pages, in crawl order, the first RESOURCE_LIMITS.externalLinks. */
  externalLinks: ResourceAnswer[];
  /** Distinct image addresses of the pages (noscript copies and data: URIs left out), the first RESOURCE_LIMITS.images. */
  images: ResourceAnswer[];
  /** Distinct og:image addresses of the pages, the first RESOURCE_LIMITS.ogImages, read as far as their pixel size. */
  ogImages: (ResourceAnswer & ImageDimensions)[];
  /**
   * The site's own scripts and stylesheets (on its host or a subdomain of it), the first
   * RESOURCE_LIMITS.assets, headers only: for their cache lifetime.
   */
  assets: ResourceAnswer[];
  /** /favicon.ico of the home page's origin; null when not asked, because the home page links its icon. */
  favicon: ResourceAnswer | null;
  /** http:// of the home page, asked once without following its redirect; null for an http site (nothing to redirect to). */
  httpHome: HttpAnswer | null;
  /** /.well-known/security.txt of the home page's origin (RFC 9116). */
  securityTxt: {
    status: "found" | "missing" | "unreachable";
    contact: boolean;
    /** The Expires field as written; null when absent. */
    expires: string | null;
  };
}

/** How much the resource probes read at most. */
export const RESOURCE_LIMITS = {
  externalLinks: 50,
  images: 40,
  ogImages: 10,
  assets: 30,
} as const;

/** What the page signals keep at most: short lists of names, numbers and addresses. */
export const SIGNAL_LIMITS = {
  names: 10,
  phones: 10,
  hiddenLinks: 20,
  /** Characters of inline script read for tag ids and consent calls: a tag manager's snippet sits in the first few KB; a Wix page carries megabytes of data. */
  inlineScriptChars: 512 * 1024,
  /** Outbound hosts kept of the Googlebot view. */
  outboundHosts: 30,
} as const;

/** Where a link on the page leads, by what its text or address says (privacy notice, contact page, shop terms). */
export type LegalLinkKind = "privacy" | "cookies" | "contact" | "distance-sales" | "returns";

/**
 * Signs of what a business site is judged on beyond search: personal data asked for, consent
 * and measurement tags, the business's phone numbers, shop markers, and signs of a hacked site.
 * Every list is short and cut at SIGNAL_LIMITS; inline script is scanned, never kept.
 */
export interface PageSignals {
  /** Forms (or fields outside a form) asking for a name, e-mail, phone, address, password or a message. */
  personalDataForms: number;
  /** Text inside such a form names the privacy notice (a consent checkbox's "KVKK aydınlatma metnini okudum"). */
  formPrivacyNote: boolean;
  /** Kinds of legal and contact links on the page, by the link's text or address (a "#" or script link counts by its text). */
  legalLinks: LegalLinkKind[];
  /** Known consent managers the page loads or configures (Cookiebot, OneTrust …). */
  consentTools: string[];
  /** A cookie notice of the site's own: an element named for cookies or consent, or "çerez" said outside a link. */
  cookieBanner: boolean;
  /** Measurement and advertising tags the page's executable scripts load ("gtm", "ga4", "google-ads", "meta-pixel" …). */
  trackers: string[];
  /** Google tag ids named (GTM-…, G-…, AW-…). */
  tagIds: string[];
  /** An inline `gtag('consent', 'default', …)` (or its dataLayer form) sets Consent Mode's defaults. */
  consentDefault: boolean;
  /** Numbers of the page's tel: links, normalised (page-signals.ts, normalisePhone), in order. */
  telPhones: string[];
  /** Turkish phone numbers written in the visible text, normalised. */
  textPhones: string[];
  /** Online-shop markers: "add-to-cart" and the shop platform ("woocommerce", "shopify", "ticimax" …). */
  commerce: string[];
  /** Betting, casino and pharmacy spam words in the page's text, title, link texts or link addresses (folded, as page-signals.ts lists them). */
  spamTerms: string[];
  /** Outbound link addresses inside elements an inline style hides (display:none, off-screen …). */
  hiddenLinks: string[];
}

/** How the home page looks to one visitor: what the cloaking check compares. */
export interface PageView {
  /** The host the answer came from (after redirects), without www. */
  finalHost: string;
  title: string;
  wordCount: number;
  /** Hosts of outbound links, without www, the first SIGNAL_LIMITS.outboundHosts. */
  outboundHosts: string[];
  spamTerms: string[];
  emptyAppShell: boolean;
}

export interface GooglebotProbe {
  /** The status of the answer; null when none came. */
  status: number | null;
  /** Why no usable answer came (SafeFetchErrorCode, "not-html", "cancelled" …); null when it came. */
  error: string | null;
  /** The page as Googlebot was served it; null without an HTML 2xx answer. */
  view: PageView | null;
}
