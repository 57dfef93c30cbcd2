import type { AuditPage } from "../audit-page";
import { pageRule, siteFact, siteRule } from "../rule";

/**
 * Security headers and transport: whether a page travels encrypted and whole (HTTPS, HSTS, no
 * mixed content, no form posting to http), and whether it asks the browser for the protections
 * OWASP's secure-headers project recommends (CSP, nosniff, Referrer-Policy, framing, cookie
 * flags). Rules about transport look at https pages only: on an http page the one finding that
 * matters is security/http-page, and the rest would repeat it.
 *
 * Each rule says when it is n/a. All of them read the page's own answer (its headers, cookies and
 * markup, always in the record), so none waits on a probe; the rules over what was probed beyond
 * the pages (http:// of the site, security.txt) are in resources.ts.
 */

/** Six months: what Mozilla's Observatory asks of HSTS; shorter leaves returning visitors unprotected between visits. */
export const HSTS_MIN_MAX_AGE = 15_768_000;

const isHttps = (page: AuditPage): boolean => page.finalUrl.startsWith("https:");

/** Header values as a list: repeated headers arrive joined with ", ". */
const headerList = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** HSTS max-age in seconds (quoted or not, RFC 6797 §6.1); null when the header has none, which browsers then ignore. */
export function hstsMaxAge(header: string): number | null {
  // A browser reads only the first HSTS header (RFC 6797 §8.1).
  const first = header.split(",")[0] ?? "";
  const match = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(first);
  return match?.[1] === undefined ? null : Number(match[1]);
}

type Policy = Map<string, string[]>;
interface ParsedPolicy {
  text: string;
  directives: Policy;
}

/** One CSP policy's directives, lower-cased; the first of a repeated directive counts (CSP3 §2.2.1). */
function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(";")) {
    const [name, ...sources] = directive.trim().toLowerCase().split(/\s+/);
    if (name && !policy.has(name)) policy.set(name, sources);
  }
  return policy;
}

/** Every policy in force: the header's (comma-separated when several) and the meta tags'. */
function cspPolicies(page: AuditPage, withMeta: boolean): ParsedPolicy[] {
  const header = page.headers["content-security-policy"];
  const texts = [...(header === undefined ? [] : header.split(",")), ...(withMeta ? page.metaCsp : [])];
  return texts.map((text) => ({ text: text.trim(), directives: parsePolicy(text) })).filter((policy) => policy.directives.size > 0);
}

/**
 * A policy in force (the header's or a meta tag's) says `upgrade-insecure-requests`: the browser
 * asks for every http:// resource of the page over https instead, so none loads as mixed content.
 */
const upgradesInsecure = (page: AuditPage): boolean => cspPolicies(page, true).some(({ directives }) => directives.has("upgrade-insecure-requests"));

const SCRIPT_WILDCARDS = new Set(["*", "http:", "https:", "data:"]);

/**
 * Why one policy does not stop injected scripts (null when it does), the way Google's CSP
 * Evaluator and web.dev's "strict CSP" judge it: no script-src or default-src at all (the whole
 * policy is the finding), 'unsafe-inline' without a nonce or hash (with one, browsers ignore it),
 * or a source any attacker can host at, unless 'strict-dynamic' makes browsers ignore those too.
 */
function weakScriptPolicy({ text, directives }: ParsedPolicy): string | null {
  const sources = directives.get("script-src") ?? directives.get("default-src");
  if (sources === undefined) return text;
  const nonceOrHash = sources.some((source) => /^'(nonce|sha256|sha384|sha512)-/.test(source));
  if (sources.includes("'unsafe-inline'") && !nonceOrHash) return "'unsafe-inline'";
  const wildcard = sources.find((source) => SCRIPT_WILDCARDS.has(source));
  if (wildcard !== undefined && !sources.includes("'strict-dynamic'")) return wildcard;
  return null;
}

const FRAME_OPTIONS_THAT_PROTECT = new Set(["deny", "sameorigin"]);

/** frame-ancestors only counts in a header (browsers ignore it in a meta tag), and `*` or a bare scheme lets anyone frame. */
function framingBlocked(page: AuditPage): boolean {
  const frameOptions = new Set(headerList(page.headers["x-frame-options"]));
  // Conflicting values make browsers ignore the header (HTML, "X-Frame-Options").
  if (frameOptions.size === 1 && FRAME_OPTIONS_THAT_PROTECT.has([...frameOptions][0] ?? "")) return true;
  return cspPolicies(page, false).some(({ directives }) => {
    const ancestors = directives.get("frame-ancestors");
    return ancestors !== undefined && !ancestors.some((source) => source === "*" || /^[a-z][a-z0-9+.-]*:$/.test(source));
  });
}

const LEAKY_REFERRER_POLICIES = new Set(["unsafe-url", "no-referrer-when-downgrade"]);
const REFERRER_POLICIES = new Set([
  "no-referrer",
  "no-referrer-when-downgrade",
  "same-origin",
  "origin",
  "strict-origin",
  "origin-when-cross-origin",
  "strict-origin-when-cross-origin",
  "unsafe-url",
]);

/**
 * Cookie names that hold a login or session, which scripts never need to read. CSRF tokens are
 * left out on purpose: frameworks (Laravel's XSRF-TOKEN, Angular) put them in a cookie for their
 * script to read.
 */
const SESSION_COOKIE = /sess|^sid$|[_.-]sid$|auth|login|logged_in|jwt|token/i;
const SCRIPT_READABLE_COOKIE = /csrf|xsrf/i;

/** A server or framework name with its version ("Apache/2.4.29", "PHP/7.4.3") tells attackers which known holes to try. */
const VERSION = /\d+\.\d+/;

/** Days before its expiry from which a site's certificate is reported: a renewal that failed has two weeks left to be noticed. */
export const CERTIFICATE_WARNING_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

export const SECURITY_RULES = [
  /** Never n/a: every HTML page answers over http or https. */
  pageRule({
    id: "security/http-page",
    family: "security",
    severity: "error",
    weight: 9,
    check: (page) => page.finalUrl.startsWith("http:"),
  }),
  /** n/a: an http page (security/http-page says all there is). */
  pageRule({
    id: "security/mixed-content-blocked",
    family: "security",
    severity: "error",
    weight: 8,
    check: (page) => (isHttps(page) ? (upgradesInsecure(page) ? null : (page.blockedInsecureResources[0] ?? null)) : "n/a"),
  }),
  /** n/a: an http page (security/http-page says all there is). */
  pageRule({
    id: "security/mixed-content",
    family: "security",
    severity: "warning",
    weight: 4,
    check: (page) => {
      if (!isHttps(page)) return "n/a";
      if (upgradesInsecure(page)) return null;
      const blocked = new Set(page.blockedInsecureResources);
      return page.insecureResources.find((url) => !blocked.has(url)) ?? null;
    },
  }),
  /** n/a: an http page, or a page without a form. */
  pageRule({
    id: "security/form-to-http",
    family: "security",
    severity: "error",
    weight: 7,
    check: (page) => {
      if (!isHttps(page) || page.forms.length === 0) return "n/a";
      return page.forms.find((form) => form.action?.startsWith("http:"))?.action ?? null;
    },
  }),
  /**
   * The home page's certificate expires within CERTIFICATE_WARNING_DAYS (or has): browsers will
   * stop at a full-page warning. Read from the crawl's own TLS connection. n/a: the home page was
   * not reached over https.
   */
  siteRule({
    id: "security/certificate-expiring",
    family: "security",
    severity: "error",
    weight: 9,
    check: (site) => {
      if (!site.certificate) return "n/a";
      const left = Date.parse(site.certificate.validTo) - Date.parse(site.auditedAt);
      if (Number.isNaN(left)) return "n/a";
      return siteFact(left <= CERTIFICATE_WARNING_DAYS * DAY_MS, site.certificate.url, `${Math.max(0, Math.floor(left / DAY_MS))} · ${site.certificate.validTo.slice(0, 10)}`);
    },
  }),
  /** n/a: an http page (browsers ignore HSTS sent over http). */
  pageRule({
    id: "security/hsts-missing",
    family: "security",
    severity: "warning",
    weight: 5,
    check: (page) => {
      if (!isHttps(page)) return "n/a";
      const header = page.headers["strict-transport-security"];
      if (header === undefined) return true;
      // Without max-age browsers ignore the header; max-age=0 tells them to forget the site.
      const maxAge = hstsMaxAge(header);
      return maxAge === null || maxAge === 0 ? header : null;
    },
  }),
  /** n/a: an http page, or no HSTS with a usable max-age (security/hsts-missing's finding). */
  pageRule({
    id: "security/hsts-short",
    family: "security",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const header = page.headers["strict-transport-security"];
      const maxAge = header === undefined ? null : hstsMaxAge(header);
      if (!isHttps(page) || header === undefined || maxAge === null || maxAge === 0) return "n/a";
      return maxAge < HSTS_MIN_MAX_AGE ? header : null;
    },
  }),
  /** Never n/a: every page answers with or without a policy. */
  pageRule({
    id: "security/csp-missing",
    family: "security",
    severity: "notice",
    weight: 3,
    check: (page) => cspPolicies(page, true).length === 0,
  }),
  /** n/a: the page has no policy (security/csp-missing's finding). */
  pageRule({
    id: "security/csp-allows-any-script",
    family: "security",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const policies = cspPolicies(page, true);
      if (policies.length === 0) return "n/a";
      // Browsers enforce every policy, so one strict policy is enough.
      const weaknesses = policies.map(weakScriptPolicy);
      return weaknesses.includes(null) ? null : weaknesses.join(" | ");
    },
  }),
  /** n/a: the page has no form (framing it tricks no one into sending anything). */
  pageRule({
    id: "security/frame-protection-missing",
    family: "security",
    severity: "notice",
    weight: 3,
    // Clickjacking tricks a visitor into clicking inside a framed page: it matters where the page takes input.
    check: (page) => (page.forms.length === 0 ? "n/a" : !framingBlocked(page)),
  }),
  /** Never n/a. */
  pageRule({
    id: "security/nosniff-missing",
    family: "security",
    severity: "notice",
    weight: 2,
    // Browsers read only the first value (Fetch, "X-Content-Type-Options").
    check: (page) => headerList(page.headers["x-content-type-options"])[0] !== "nosniff",
  }),
  /** Never n/a: without the header the browser's default is safe, which passes. */
  pageRule({
    id: "security/referrer-policy-leaky",
    family: "security",
    severity: "notice",
    weight: 2,
    check: (page) => {
      // Without the header browsers use strict-origin-when-cross-origin, which is safe; in a list the last policy the browser knows wins.
      const policy = headerList(page.headers["referrer-policy"]).findLast((token) => REFERRER_POLICIES.has(token));
      return policy !== undefined && LEAKY_REFERRER_POLICIES.has(policy) ? policy : null;
    },
  }),
  /** n/a: the page sets no SameSite=None cookie. */
  pageRule({
    id: "security/cookie-samesite-none-insecure",
    family: "security",
    severity: "warning",
    weight: 4,
    check: (page) => {
      // Browsers reject a SameSite=None cookie without Secure outright: what it carries (a cart, an embed's session) is lost.
      const crossSite = page.cookies.filter((cookie) => cookie.sameSite?.trim() === "none");
      if (crossSite.length === 0) return "n/a";
      return crossSite.find((cookie) => !cookie.secure)?.name ?? null;
    },
  }),
  /** n/a: an http page, or a page that sets no cookie. */
  pageRule({
    id: "security/cookie-not-secure",
    family: "security",
    severity: "notice",
    weight: 3,
    check: (page) => {
      if (!isHttps(page) || page.cookies.length === 0) return "n/a";
      // A SameSite=None one has the stronger finding above.
      return page.cookies.find((cookie) => !cookie.secure && cookie.sameSite?.trim() !== "none")?.name ?? null;
    },
  }),
  /** n/a: the page sets no cookie named like a session or login. */
  pageRule({
    id: "security/session-cookie-readable",
    family: "security",
    severity: "notice",
    weight: 3,
    check: (page) => {
      const sessions = page.cookies.filter((cookie) => SESSION_COOKIE.test(cookie.name) && !SCRIPT_READABLE_COOKIE.test(cookie.name));
      if (sessions.length === 0) return "n/a";
      return sessions.find((cookie) => !cookie.httpOnly)?.name ?? null;
    },
  }),
  /** Never n/a: without Server or X-Powered-By headers nothing is disclosed, which passes. */
  pageRule({
    id: "security/version-disclosed",
    family: "security",
    severity: "notice",
    weight: 1,
    check: (page) => [page.headers.server, page.headers["x-powered-by"]].find((value) => value !== undefined && VERSION.test(value)) ?? null,
  }),
];
