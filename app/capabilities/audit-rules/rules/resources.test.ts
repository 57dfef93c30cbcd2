import { describe, expect, it } from "vitest";
import type { AuditResources, AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { ORIGIN, answered, auditPage, expectDefectAndTwin, failures, fixtureSite, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import { brokenAnswer, type RESOURCE_RULES } from "./resources";

const withBody = (extra: string) => (p: PageParts) => ({ body: `${p.body}${extra}` });
const withOgImage = (url: string) => (p: PageParts) => ({ headExtra: p.headExtra.replace(`${ORIGIN}/og/kapak.png`, url) });

/** The clean site's probe results with `change` applied to them. */
const probed =
  (change: (resources: AuditResources) => Partial<AuditResources>): RuleFixture["site"] =>
  (site: AuditSite) => (site.resources ? { resources: { ...site.resources, ...change(site.resources) } } : {});

const IMAGE = (src: string) => `<img src="${src}" alt="Mağazamızın vitrini" width="1200" height="800" loading="lazy">`;
const HOME = `${ORIGIN}/`;
const HTTP_HOME = `${ORIGIN.replace("https:", "http:")}/`;

/** The clean home page without its icon link (the other pages keep theirs). */
const homeWithoutIcon = (site: AuditSite): AuditSite["pages"] => site.pages.map((page) => (page.url === HOME ? { ...page, favicon: false } : page));
const httpAnswer = (change: Partial<NonNullable<AuditResources["httpHome"]>>): AuditResources["httpHome"] => ({ ...answered(HTTP_HOME, { bytes: null, cacheControl: null }), location: null, ...change });

const FIXTURES: Record<(typeof RESOURCE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "links/broken-external": [
    {
      pages: [auditPage("/referanslar", withBody('<a href="https://eski-ortak.example/proje">Ortak projemiz</a><a href="https://kapanan-firma.example/">Eski müşterimiz</a>'))],
      site: probed(() => ({ externalLinks: [answered("https://eski-ortak.example/proje", { status: 404 }), answered("https://kapanan-firma.example/", { status: null, failure: "unreachable" })] })),
    },
    // Social networks answer a crawler with a wall (LinkedIn's 999, X's 403, a Cloudflare challenge) while visitors get the page; a timeout proves nothing either.
    {
      pages: [
        auditPage(
          "/sosyal",
          withBody(
            '<a href="https://www.linkedin.com/company/ornek-firma">LinkedIn</a><a href="https://x.com/ornekfirma">X</a><a href="https://korumali.example/">Ortak</a><a href="https://yavas.example/">Yavaş site</a>',
          ),
        ),
      ],
      site: probed(() => ({
        externalLinks: [
          answered("https://www.linkedin.com/company/ornek-firma", { status: 999 }),
          answered("https://x.com/ornekfirma", { status: 403 }),
          answered("https://korumali.example/", { status: 503, challenged: true }),
          answered("https://yavas.example/", { status: null, failure: "unchecked" }),
        ],
      })),
    },
  ],
  "images/heavy": [
    {
      pages: [auditPage("/galeri", withBody(IMAGE("/img/vitrin.webp")))],
      site: probed((resources) => ({ images: [...resources.images, answered(`${ORIGIN}/img/vitrin.webp`, { bytes: 612_000 })] })),
    },
    // A heavy JPEG only as the fallback of a <picture> whose AVIF the browser loads, and a WebP just under the budget.
    {
      pages: [
        auditPage(
          "/galeri",
          withBody(`<picture><source type="image/avif" srcset="/img/vitrin.avif">${IMAGE("/img/vitrin.jpg")}</picture>${IMAGE("/img/kapi.webp")}`),
        ),
      ],
      site: probed((resources) => ({ images: [...resources.images, answered(`${ORIGIN}/img/vitrin.jpg`, { bytes: 840_000 }), answered(`${ORIGIN}/img/kapi.webp`, { bytes: 198_000 })] })),
    },
  ],
  "images/broken": [
    {
      pages: [auditPage("/urunler", withBody(`${IMAGE("/img/eski-urun.webp")}${IMAGE("https://kapanan-tedarikci.example/urun.webp")}`)), auditPage("/kampanya", withBody(IMAGE("/img/kampanya.webp")))],
      site: probed((resources) => ({
        images: [
          ...resources.images,
          answered(`${ORIGIN}/img/eski-urun.webp`, { status: 404 }),
          answered("https://kapanan-tedarikci.example/urun.webp", { status: null, failure: "unreachable" }),
          answered(`${ORIGIN}/img/kampanya.webp`, { status: 503 }),
        ],
      })),
    },
    // An image host that refuses our crawler (hotlink protection, 403) or a request we stopped proves nothing.
    {
      pages: [auditPage("/urunler", withBody(`${IMAGE("https://gorsel.tedarikci.example/urun.webp")}${IMAGE("/img/yavas.webp")}`))],
      site: probed((resources) => ({
        images: [...resources.images, answered("https://gorsel.tedarikci.example/urun.webp", { status: 403 }), answered(`${ORIGIN}/img/yavas.webp`, { status: null, failure: "unchecked" })],
      })),
    },
  ],
  "delivery/animated-gif": [
    // A 1.4 MB banner at a .gif address, and one served as GIF at an address that does not say so.
    {
      pages: [auditPage("/kampanya", withBody(IMAGE("/img/kampanya-banner.gif"))), auditPage("/indirim", withBody(IMAGE("/banner?id=7")))],
      site: probed((resources) => ({
        images: [
          ...resources.images,
          answered(`${ORIGIN}/img/kampanya-banner.gif`, { bytes: 1_400_000 }),
          answered(`${ORIGIN}/banner?id=7`, { bytes: 640_000, contentType: "image/gif" }),
        ],
      })),
    },
    // A small loading icon as GIF, and an animated banner served as WebP at its .gif address (LiteSpeed, Cloudflare Polish).
    {
      pages: [auditPage("/kampanya", withBody(`<img src="/i/yukleniyor.gif" alt="" width="32" height="32">${IMAGE("/img/kampanya-banner.gif")}`))],
      site: probed((resources) => ({
        images: [
          ...resources.images,
          answered(`${ORIGIN}/i/yukleniyor.gif`, { bytes: 9_000, contentType: "image/gif" }),
          answered(`${ORIGIN}/img/kampanya-banner.gif`, { bytes: 150_000, contentType: "image/webp" }),
        ],
      })),
    },
  ],
  "delivery/asset-cache-short": [
    {
      pages: [
        auditPage("/hizmet-a", (p) => ({ headExtra: `${p.headExtra}<link rel="stylesheet" href="/css/tema.css">` })),
        auditPage("/hizmet-b", withBody('<script src="/js/site.js" defer></script>')),
      ],
      site: probed(() => ({
        assets: [answered(`${ORIGIN}/css/tema.css`, { cacheControl: "max-age=3600" }), answered(`${ORIGIN}/js/site.js`, { cacheControl: null })],
      })),
    },
    // A year, immutable, or a far Expires; a tag manager's short lifetime is not the owner's to change, and a file that did not answer proves nothing.
    {
      pages: [
        auditPage("/hizmet-a", (p) => ({
          headExtra: `${p.headExtra}<link rel="stylesheet" href="https://static.ornek-firma.com.tr/css/tema.css?ver=6.4">`,
          body: `${p.body}<script src="/js/site.js" defer></script><script src="/js/eski.js" defer></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-ABC123" async></script><script src="/js/yok.js" defer></script>`,
        })),
      ],
      site: probed(() => ({
        assets: [
          answered("https://static.ornek-firma.com.tr/css/tema.css?ver=6.4", { cacheControl: "public, max-age=31536000" }),
          answered(`${ORIGIN}/js/site.js`, { cacheControl: "public, immutable" }),
          answered(`${ORIGIN}/js/eski.js`, { cacheControl: null, expiresSeconds: 30 * 24 * 3600 }),
          answered("https://www.googletagmanager.com/gtm.js?id=GTM-ABC123", { cacheControl: "private, max-age=900" }),
          answered(`${ORIGIN}/js/yok.js`, { status: null, failure: "unchecked", cacheControl: null }),
        ],
      })),
    },
  ],
  "core/favicon-missing": [
    {
      site: (site) => ({
        pages: homeWithoutIcon(site),
        resources: site.resources && { ...site.resources, favicon: answered(`${ORIGIN}/favicon.ico`, { status: 200, contentType: "text/html" }) },
      }),
      expectHits: [`${ORIGIN}/favicon.ico`],
    },
    // No icon link, but /favicon.ico is there: browsers and Google find it.
    {
      site: (site) => ({
        pages: homeWithoutIcon(site),
        resources: site.resources && { ...site.resources, favicon: answered(`${ORIGIN}/favicon.ico`, { contentType: "image/vnd.microsoft.icon", bytes: 15_086 }) },
      }),
    },
  ],
  "security/http-to-https": [
    { site: probed(() => ({ httpHome: httpAnswer({ status: 200 }) })), expectHits: [HTTP_HOME] },
    // 308 is as permanent as 301; a site whose port 80 is closed gives no answer, which proves nothing.
    { site: probed(() => ({ httpHome: httpAnswer({ status: 308, location: HOME }) })) },
  ],
  "security/http-to-https-temporary": [
    { site: probed(() => ({ httpHome: httpAnswer({ status: 302, location: HOME }) })), expectHits: [HTTP_HOME] },
    { site: probed(() => ({ httpHome: httpAnswer({ status: null, failure: "unreachable" }) })) },
  ],
  "social/og-image-broken": [
    {
      pages: [auditPage("/kampanya", withOgImage(`${ORIGIN}/og/eski-kampanya.png`))],
      site: probed((resources) => ({ ogImages: [...resources.ogImages, { ...answered(`${ORIGIN}/og/eski-kampanya.png`, { status: 404 }), format: null, width: null, height: null }] })),
    },
    // An image host limiting our crawler's rate (429) says nothing about what Facebook gets.
    {
      pages: [auditPage("/kampanya", withOgImage("https://cdn.ornek-cdn.net/og/kampanya.jpg"))],
      site: probed((resources) => ({ ogImages: [...resources.ogImages, { ...answered("https://cdn.ornek-cdn.net/og/kampanya.jpg", { status: 429 }), format: null, width: null, height: null }] })),
    },
  ],
  "social/og-image-size": [
    // The logo as share image: a small square thumbnail instead of the large card.
    {
      pages: [auditPage("/hakkimizda", withOgImage(`${ORIGIN}/img/logo.png`))],
      site: probed((resources) => ({ ogImages: [...resources.ogImages, { ...answered(`${ORIGIN}/img/logo.png`), format: "png", width: 400, height: 400 }] })),
    },
    // LinkedIn's recommended 1200×627 is three pixels short of 1200×630 and fine everywhere.
    {
      pages: [auditPage("/hakkimizda", withOgImage(`${ORIGIN}/og/hakkimizda.jpg`))],
      site: probed((resources) => ({ ogImages: [...resources.ogImages, { ...answered(`${ORIGIN}/og/hakkimizda.jpg`, { bytes: 150_000 }), format: "jpeg", width: 1200, height: 627 }] })),
    },
  ],
  "security/security-txt-missing": [
    { site: probed(() => ({ securityTxt: { status: "missing", contact: false, expires: null } })), expectHits: [`${ORIGIN}/.well-known/security.txt`] },
    // A request that timed out says nothing about the file.
    { site: probed(() => ({ securityTxt: { status: "unreachable", contact: false, expires: null } })) },
  ],
  "security/security-txt-invalid": [
    { site: probed(() => ({ securityTxt: { status: "found", contact: true, expires: "2026-11-01T00:00:00Z" } })), expectHits: [`${ORIGIN}/.well-known/security.txt`] },
    // Written in Turkish time, it ends after the audit (2026-11-26T10:00Z) though its date part is the same day.
    { site: probed(() => ({ securityTxt: { status: "found", contact: true, expires: "2026-11-26T23:00:00+03:00" } })) },
  ],
};

describe("resource rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("does not judge external links when nothing outside answered at all, on several hosts: the audit ran offline", async () => {
    const offline = fixtureSite({
      pages: [auditPage("/iletisim-kanallari", withBody('<a href="https://wa.me/905000000000">WhatsApp</a><a href="https://www.instagram.com/ornekfirma">Instagram</a>'))],
      site: probed(() => ({
        externalLinks: [
          answered("https://wa.me/905000000000", { status: null, failure: "unreachable" }),
          answered("https://www.instagram.com/ornekfirma", { status: null, failure: "unreachable" }),
        ],
      })),
    });
    expect(Object.fromEntries(await failures(offline, ALL_RULES))).toEqual({});
  });

  it("leaves a site whose resources were not probed (an older stored report) unjudged", async () => {
    const site = fixtureSite({ site: () => ({ resources: null }) });
    expect([...(await failures(site, ALL_RULES)).keys()]).toEqual([]);
  });

  it("tells http:// that moves elsewhere on http, or answers an error, from one that moves to https", async () => {
    const viaHttp = fixtureSite({ site: probed(() => ({ httpHome: httpAnswer({ status: 301, location: "http://ornek-firma.com.tr/" }) })) });
    expect(Object.fromEntries(await failures(viaHttp, ALL_RULES))).toEqual({ "security/http-to-https": [HTTP_HOME] });
    const rateLimited = fixtureSite({ site: probed(() => ({ httpHome: httpAnswer({ status: 429 }) })) });
    expect(Object.fromEntries(await failures(rateLimited, ALL_RULES))).toEqual({});
  });

  it("judges an image's format by what was served when the probe knows it", async () => {
    const pages = [auditPage("/urun", withBody(`${IMAGE("/img/urun.jpg")}${IMAGE("/img/kapak.webp")}`))];
    const servedWebp = fixtureSite({
      pages,
      site: probed((resources) => ({ images: [...resources.images, answered(`${ORIGIN}/img/urun.jpg`, { contentType: "image/webp" }), answered(`${ORIGIN}/img/kapak.webp`, { contentType: "image/webp" })] })),
    });
    expect(Object.fromEntries(await failures(servedWebp, ALL_RULES))).toEqual({});
    const servedJpeg = fixtureSite({
      pages,
      site: probed((resources) => ({ images: [...resources.images, answered(`${ORIGIN}/img/urun.jpg`, { contentType: "image/jpeg" }), answered(`${ORIGIN}/img/kapak.webp`, { contentType: "image/jpeg" })] })),
    });
    expect(Object.fromEntries(await failures(servedJpeg, ALL_RULES))).toEqual({ "images/legacy-format": [`${ORIGIN}/urun`] });
  });

  it("names what a visitor meets at a broken address", () => {
    expect(brokenAnswer(answered("https://a.example/", { status: 410 }))).toBe("https://a.example/ (410)");
    expect(brokenAnswer(answered("https://a.example/", { status: null, failure: "unreachable" }))).toBe("https://a.example/ (—)");
    expect(brokenAnswer(answered("https://a.example/", { status: 301 }))).toBeNull();
  });
});
