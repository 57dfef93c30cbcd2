import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { CLEAN_HEADERS, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { AuditPage } from "../audit-page";
import type { SECURITY_RULES } from "./security";
import { hstsMaxAge } from "./security";

/** The clean page's policy without its frame-ancestors, so framing depends on what a fixture adds. */
const CSP_WITHOUT_FRAMING = (CLEAN_HEADERS["content-security-policy"] ?? "").replace("; frame-ancestors 'self'", "");

const HTTP_ORIGIN = ORIGIN.replace("https:", "http:");
const withBody = (extra: string) => (p: PageParts) => ({ body: `${p.body}${extra}` });
const withHeaders = (headers: Record<string, string | string[]>) => (p: PageParts) => ({ headers: { ...p.headers, ...headers } });
const withoutHeader = (name: string) => (p: PageParts) => ({ headers: Object.fromEntries(Object.entries(p.headers).filter(([key]) => key !== name)) });
const CONTACT_FORM = '<form method="post" action="/iletisim"><label>E-posta <input type="email" name="eposta"></label><button>Gönder</button></form>';

/** The clean page as answered at http:// (the crawl reached it there and stayed there). */
function httpPage(path: string): AuditPage {
  const page = auditPage(path);
  return { ...page, url: `${HTTP_ORIGIN}${path}`, finalUrl: `${HTTP_ORIGIN}${path}` };
}

const FIXTURES: Record<(typeof SECURITY_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "security/http-page": [
    // Linked from the https home page it would also be an https → http link.
    { pages: [httpPage("/sifresiz")], linked: false, inSitemap: false },
    // Asked for at http://, it moved to https://: the redirect every site should have.
    { pages: [{ ...auditPage("/yonlenen"), url: `${HTTP_ORIGIN}/yonlenen`, redirects: [`${HTTP_ORIGIN}/yonlenen`] }], linked: false, inSitemap: false },
  ],
  "security/mixed-content-blocked": [
    { pages: [auditPage("/eski-video", withBody('<iframe src="http://www.youtube.com/embed/abc123" title="Tanıtım videosu"></iframe>'))] },
    // A protocol-relative address loads over https; a plain link to an http site loads nothing.
    { pages: [auditPage("/video", withBody('<iframe src="//www.youtube.com/embed/abc123" title="Tanıtım videosu"></iframe><a href="http://eski-ortak.example/">Ortağımız</a>'))] },
  ],
  "security/mixed-content": [
    { pages: [auditPage("/eski-logo", withBody('<img src="http://www.ornek-firma.com.tr/img/logo.webp" alt="Örnek Firma logosu" width="200" height="60" loading="lazy">'))] },
    // A data: URI travels inside the page, which is https.
    { pages: [auditPage("/gomulu-gorsel", withBody('<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="" width="1" height="1">'))] },
  ],
  "security/form-to-http": [
    {
      pages: [
        auditPage("/eski-form", (p) => ({
          body: `${p.body}${CONTACT_FORM.replace('action="/iletisim"', 'action="http://www.ornek-firma.com.tr/form.php"')}`,
          headers: { ...p.headers, "x-frame-options": "DENY" },
        })),
      ],
    },
    // Posting to another site over https, and a search form without action (it submits to the page itself).
    {
      pages: [
        auditPage(
          "/odeme-formu",
          (p) => ({
            body: `${p.body}${CONTACT_FORM.replace('action="/iletisim"', 'action="https://odeme.example/tahsilat"')}<form role="search"><input type="search" name="q" aria-label="Ara"></form>`,
            headers: { ...p.headers, "x-frame-options": "SAMEORIGIN" },
          }),
        ),
      ],
    },
  ],
  "security/certificate-expiring": [
    // Fourteen days or fewer left at the audit's moment; the clean site's is months away.
    { site: (site) => ({ certificate: { url: `${ORIGIN}/`, validTo: new Date(Date.parse(site.auditedAt) + 13 * 86_400_000).toISOString(), issuer: null } }), expectHits: [`${ORIGIN}/`] },
    { site: (site) => ({ certificate: { url: `${ORIGIN}/`, validTo: new Date(Date.parse(site.auditedAt) + 15 * 86_400_000).toISOString(), issuer: null } }) },
  ],
  "security/hsts-missing": [
    { pages: [auditPage("/hstssiz", withoutHeader("strict-transport-security")), auditPage("/hsts-kapali", withHeaders({ "strict-transport-security": "max-age=0" }))] },
    { pages: [auditPage("/hsts-onlistede", withHeaders({ "strict-transport-security": "Max-Age=63072000; includeSubDomains; preload" }))] },
  ],
  "security/hsts-short": [
    { pages: [auditPage("/hsts-bir-gun", withHeaders({ "strict-transport-security": "max-age=86400" }))] },
    // Quoted values are valid (RFC 6797), and six months is enough.
    { pages: [auditPage("/hsts-alti-ay", withHeaders({ "strict-transport-security": 'max-age="15768000"' }))] },
  ],
  "security/csp-missing": [
    { pages: [auditPage("/cspsiz", withoutHeader("content-security-policy"))] },
    // A policy in a meta tag is enforced like the header's.
    {
      pages: [
        auditPage("/meta-csp", (p) => ({
          headers: withoutHeader("content-security-policy")(p).headers,
          headExtra: `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src 'self' data:; object-src 'none'">${p.headExtra}`,
        })),
      ],
    },
  ],
  "security/csp-allows-any-script": [
    { pages: [auditPage("/gevsek-csp", withHeaders({ "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline' https:; object-src 'none'" }))] },
    // web.dev's strict CSP: 'unsafe-inline' and https: are fallbacks that browsers ignore beside a nonce and 'strict-dynamic'.
    { pages: [auditPage("/siki-csp", withHeaders({ "content-security-policy": "script-src 'nonce-R4nd0m' 'strict-dynamic' 'unsafe-inline' https:; object-src 'none'; base-uri 'none'" }))] },
  ],
  "security/frame-protection-missing": [
    // frame-ancestors in a meta tag is ignored by browsers.
    {
      pages: [
        auditPage("/teklif-formu", (p) => ({
          body: `${p.body}${CONTACT_FORM}`,
          headExtra: `<meta http-equiv="Content-Security-Policy" content="frame-ancestors 'self'">${p.headExtra}`,
          headers: { ...p.headers, "content-security-policy": CSP_WITHOUT_FRAMING },
        })),
      ],
    },
    {
      pages: [
        auditPage("/korunan-form", (p) => ({ body: `${p.body}${CONTACT_FORM}` })),
        auditPage("/cift-baslik", (p) => ({
          body: `${p.body}${CONTACT_FORM}`,
          headers: { ...p.headers, "content-security-policy": CSP_WITHOUT_FRAMING, "x-frame-options": ["SAMEORIGIN", "sameorigin"] },
        })),
      ],
    },
  ],
  "security/nosniff-missing": [
    { pages: [auditPage("/nosniffsiz", withoutHeader("x-content-type-options"))] },
    // A CDN and the application both sending it is still one value.
    { pages: [auditPage("/cift-nosniff", withHeaders({ "x-content-type-options": ["nosniff", "nosniff"] }))] },
  ],
  "security/referrer-policy-leaky": [
    { pages: [auditPage("/tam-adres", withHeaders({ "referrer-policy": "unsafe-url" }))] },
    // Without the header browsers default to strict-origin-when-cross-origin; in a list the last known policy wins.
    { pages: [auditPage("/varsayilan-referrer", withoutHeader("referrer-policy")), auditPage("/yedekli-referrer", withHeaders({ "referrer-policy": "no-referrer-when-downgrade, strict-origin-when-cross-origin" }))] },
  ],
  "security/cookie-samesite-none-insecure": [
    { pages: [auditPage("/capraz-cerez", withHeaders({ "set-cookie": ["sepet_kimligi=abc; Path=/; SameSite=None"] }))] },
    // A cross-site cookie done right: Secure, and partitioned per embedding site (CHIPS).
    { pages: [auditPage("/capraz-guvenli", withHeaders({ "set-cookie": ["sepet_kimligi=abc; Path=/; Secure; SameSite=None; Partitioned"] }))] },
  ],
  "security/cookie-not-secure": [
    { pages: [auditPage("/cerezli", withHeaders({ "set-cookie": ["tercih=koyu; Path=/; SameSite=Lax"] }))] },
    { pages: [auditPage("/guvenli-cerez", withHeaders({ "set-cookie": ["__Host-tercih=koyu; Path=/; SECURE; SameSite=Lax"] }))] },
  ],
  "security/session-cookie-readable": [
    { pages: [auditPage("/oturum", withHeaders({ "set-cookie": ["PHPSESSID=abc123; Path=/; Secure; SameSite=Lax"] }))] },
    // Laravel's XSRF-TOKEN is meant to be read by the page's script; its session cookie is HttpOnly.
    {
      pages: [
        auditPage("/laravel", withHeaders({ "set-cookie": ["XSRF-TOKEN=eyJpdiI6; Path=/; Secure; SameSite=Lax", "laravel_session=eyJpdiI7; Path=/; Secure; HttpOnly; SameSite=Lax"] })),
      ],
    },
  ],
  "security/version-disclosed": [
    { pages: [auditPage("/surumlu", withHeaders({ server: "Apache/2.4.29 (Ubuntu)", "x-powered-by": "PHP/7.4.3" }))] },
    { pages: [auditPage("/surumsuz", withHeaders({ server: "nginx" }))] },
  ],
};

describe("security rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("finds no mixed content where the policy has the browser upgrade http:// requests", async () => {
    const OLD_ASSETS = '<img src="http://www.ornek-firma.com.tr/wp-content/uploads/2019/04/logo.webp" alt="Örnek Firma" width="200" height="60" loading="lazy"><script src="http://www.ornek-firma.com.tr/wp-content/themes/eski/menu.js" defer></script>';
    const policy = "upgrade-insecure-requests; default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'";
    await expectDefectAndTwin(
      "security/mixed-content-blocked",
      { pages: [auditPage("/eski-tema", withBody(OLD_ASSETS))], alsoFires: ["security/mixed-content"] },
      {
        pages: [
          auditPage("/yukseltilen", (p) => ({ body: `${p.body}${OLD_ASSETS}`, headers: { ...p.headers, "content-security-policy": policy } })),
          // The same directive in a meta tag, as WordPress's SSL plugins write it.
          auditPage("/meta-yukseltilen", (p) => ({ headExtra: `${p.headExtra}<meta http-equiv="Content-Security-Policy" content="upgrade-insecure-requests">`, body: `${p.body}${OLD_ASSETS}` })),
        ],
      },
      ALL_RULES,
    );
  });

  it("reads HSTS max-age quoted or not, from the first header only", () => {
    expect(hstsMaxAge("max-age=31536000; includeSubDomains")).toBe(31_536_000);
    expect(hstsMaxAge('includeSubDomains; MAX-AGE="600"')).toBe(600);
    expect(hstsMaxAge("includeSubDomains")).toBeNull();
    expect(hstsMaxAge("max-age=abc")).toBeNull();
    expect(hstsMaxAge("includeSubDomains, max-age=600")).toBeNull();
  });
});
