import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { CLEAN_HEADERS, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { CANONICAL_RULES } from "./canonical";

const CANONICAL_TAG = /<link rel="canonical" href="[^"]*">/;

/** The page's canonical tag replaced by `tag` ("" removes it). */
const withCanonicalTag = (tag: string) => (p: PageParts) => ({ headExtra: p.headExtra.replace(CANONICAL_TAG, tag) });
/** The page's canonical set to `href`, and its og:url with it (shares count under the canonical address). */
const canonicalTo = (href: string) => (p: PageParts) => ({
  headExtra: withCanonicalTag(`<link rel="canonical" href="${href}">`)(p).headExtra.replace(/(<meta property="og:url" content=")[^"]*/, `$1${new URL(href, ORIGIN).href.replace(/#.*/, "")}`),
});
const linkHeader = (value: string) => ({ ...CLEAN_HEADERS, link: value });
const NOINDEX = `<meta name="robots" content="noindex, follow">`;

const FIXTURES: Record<(typeof CANONICAL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "canonical/missing": [
    { pages: [auditPage("/kanonsuz", withCanonicalTag(""))] },
    // A canonical sent only in the Link header is one.
    { pages: [auditPage("/basliktan", (p) => ({ ...withCanonicalTag("")(p), headers: linkHeader(`<${ORIGIN}/basliktan>; rel="canonical"`) }))] },
  ],
  "canonical/multiple": [
    { pages: [auditPage("/iki-kanonik", (p) => ({ headExtra: `${p.headExtra}<link rel="canonical" href="${ORIGIN}/iki-kanonik?sayfa=1">` }))] },
    // The same address in the tag and the Link header is one canonical said twice.
    { pages: [auditPage("/tutarli", { headers: linkHeader(`<${ORIGIN}/tutarli>; rel="canonical"`) })] },
  ],
  "canonical/header-conflict": [
    { pages: [auditPage("/celisen", { headers: linkHeader(`<${ORIGIN}/baska-adres>; rel="canonical"`) })] },
    // Host case and a fragment do not make another address.
    { pages: [auditPage("/ayni-adres", { headers: linkHeader(`<https://WWW.ornek-firma.com.tr/ayni-adres#bolum>; rel="canonical", </stil.css>; rel="preload"; as="style"`) })] },
  ],
  "canonical/relative": [
    { pages: [auditPage("/goreli", canonicalTo("/goreli"))] },
    // The scheme in capitals is still an absolute address.
    { pages: [auditPage("/buyuk-harf", canonicalTo("HTTPS://www.ornek-firma.com.tr/buyuk-harf"))] },
  ],
  "canonical/in-body": [
    { pages: [auditPage("/govdede", (p) => ({ ...withCanonicalTag("")(p), body: `${p.body}<link rel="canonical" href="${ORIGIN}/govdede">` }))] },
    // A tracking pixel's noscript fallback in the head does not end it for a crawler running scripts.
    {
      pages: [
        auditPage("/pikselli", (p) => ({ headExtra: `<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1&amp;ev=PageView&amp;noscript=1" alt=""></noscript>${p.headExtra}` })),
      ],
    },
  ],
  "canonical/noindex-elsewhere": [
    // A noindex page is listed by the crawl family's notice too.
    { pages: [auditPage("/kopya", (p) => ({ headExtra: `${NOINDEX}${canonicalTo(`${ORIGIN}/hizmetler`)(p).headExtra}` }))], inSitemap: false, alsoFires: ["crawl/noindex"] },
    { pages: [auditPage("/kopya", canonicalTo(`${ORIGIN}/hizmetler`))], inSitemap: false },
  ],
  "canonical/to-redirect": [
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/eski-adres`)), auditPage("/yeni-adres", { redirectedFrom: ["/eski-adres"] })], linked: false, inSitemap: false, expectHits: [`${ORIGIN}/kaynak`] },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/yeni-adres`)), auditPage("/yeni-adres")], linked: false, inSitemap: false },
  ],
  "canonical/to-error": [
    // The target answering 404 is itself a client error.
    {
      pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/silinmis`)), auditPage("/silinmis", { status: 404 })],
      linked: false,
      inSitemap: false,
      alsoFires: ["crawl/client-error"],
      expectHits: [`${ORIGIN}/kaynak`],
    },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/mevcut`)), auditPage("/mevcut")], linked: false, inSitemap: false },
  ],
  "canonical/to-noindex": [
    // The noindex target is listed by the crawl family's notice too.
    {
      pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/gizli`)), auditPage("/gizli", (p) => ({ headExtra: `${NOINDEX}${p.headExtra}` }))],
      linked: false,
      inSitemap: false,
      alsoFires: ["crawl/noindex"],
      expectHits: [`${ORIGIN}/kaynak`],
    },
    // Robots rules that keep the page indexable.
    {
      pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/acik`)), auditPage("/acik", (p) => ({ headExtra: `<meta name="robots" content="index, follow, max-image-preview:large">${p.headExtra}` }))],
      linked: false,
      inSitemap: false,
    },
  ],
  "canonical/chain": [
    {
      pages: [auditPage("/ilk", canonicalTo(`${ORIGIN}/ikinci`)), auditPage("/ikinci", canonicalTo(`${ORIGIN}/hizmetler`))],
      linked: false,
      inSitemap: false,
      expectHits: [`${ORIGIN}/ilk`],
    },
    // The target names itself, written with a fragment.
    { pages: [auditPage("/ilk", canonicalTo(`${ORIGIN}/ikinci`)), auditPage("/ikinci", canonicalTo(`${ORIGIN}/ikinci#ust`))], linked: false, inSitemap: false },
  ],
  "canonical/other-host": [
    // The domain the site left behind.
    { pages: [auditPage("/baska-alan", canonicalTo("https://eski-firma-adi.com.tr/baska-alan"))] },
    // The www twin names the same site (a site answering on both names says which it uses), and host case does not count.
    { pages: [auditPage("/www-siz", canonicalTo("https://ornek-firma.com.tr/www-siz")), auditPage("/buyuk-harfli-alan", canonicalTo("https://WWW.ORNEK-FIRMA.com.tr/buyuk-harfli-alan"))] },
  ],
  "canonical/to-http": [
    { pages: [auditPage("/guvensiz-kanonik", canonicalTo(`${ORIGIN.replace("https:", "http:")}/guvensiz-kanonik`))] },
    { pages: [auditPage("/guvenli-kanonik", (p) => ({ ...withCanonicalTag("")(p), headers: linkHeader(`<${ORIGIN}/guvenli-kanonik>; rel="canonical"`) }))] },
  ],
};

/** A page the crawl did not reach, read by the audit because a crawled page names it (AuditSite.namedPages). */
const named = (path: string, change: Partial<PageParts> | ((p: PageParts) => Partial<PageParts>) = {}) =>
  auditPage(path, (p) => ({ ...(typeof change === "function" ? change(p) : change), source: "named", foundOn: null }));

/** Targets outside the crawl are judged as crawled ones are: the rules read the audit's own reading of them. */
const NAMED_TARGET_FIXTURES: Record<string, [defect: RuleFixture, twin: RuleFixture]> = {
  "canonical/to-error": [
    // Nothing links to the target, and it answers 404: only the target's own answer tells.
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/baglantisiz`))], site: () => ({ namedPages: [named("/baglantisiz", { status: 404 })] }), expectHits: [`${ORIGIN}/kaynak`] },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/baglantisiz`))], site: () => ({ namedPages: [named("/baglantisiz")] }) },
  ],
  "canonical/to-redirect": [
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/eski`))], site: () => ({ namedPages: [named("/yeni", { redirectedFrom: ["/eski"] })] }), expectHits: [`${ORIGIN}/kaynak`] },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/yeni`))], site: () => ({ namedPages: [named("/yeni")] }) },
  ],
  "canonical/to-noindex": [
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/gizli`))], site: () => ({ namedPages: [named("/gizli", (p) => ({ headExtra: `${NOINDEX}${p.headExtra}` }))] }), expectHits: [`${ORIGIN}/kaynak`] },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/acik`))], site: () => ({ namedPages: [named("/acik")] }) },
  ],
  "canonical/chain": [
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/ara`))], site: () => ({ namedPages: [named("/ara", canonicalTo(`${ORIGIN}/hizmetler`))] }), expectHits: [`${ORIGIN}/kaynak`] },
    { pages: [auditPage("/kaynak", canonicalTo(`${ORIGIN}/ara`))], site: () => ({ namedPages: [named("/ara")] }) },
  ],
};

describe("canonical rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it.each(Object.entries(NAMED_TARGET_FIXTURES))("%s judges a target outside the crawl that the audit read", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, { ...defect, linked: false, inSitemap: false }, { ...twin, linked: false, inSitemap: false }, ALL_RULES);
  });
});
