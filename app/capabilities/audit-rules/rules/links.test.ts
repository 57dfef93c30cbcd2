import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { LINK_RULES } from "./links";
import { MANY_LINKS } from "./links";

const withBody = (extra: string) => (p: { body: string }) => ({ body: `${p.body}${extra}` });
const manyLinks = (count: number): string => Array.from({ length: count }, (_, i) => `<a href="/urun/${i}">Ürün ${i}</a>`).join("");

const FIXTURES: Record<(typeof LINK_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "links/broken-internal": [
    {
      // The missing page is this rule's alone (crawl/client-error leaves a linked one to it); /kaynak links to /kaldirilan/, read at /kaldirilan.
      pages: [auditPage("/kaynak", withBody('<a href="/kaldirilan">Kaldırılan sayfa</a>')), auditPage("/kaldirilan", { status: 404 }), auditPage("/baska-kaynak", withBody('<a href="/kaldirilan/">Yine kaldırılan</a>'))],
      linked: true,
      inSitemap: false,
      expectHits: [`${ORIGIN}/`, `${ORIGIN}/kaynak`, `${ORIGIN}/baska-kaynak`],
    },
    // A page behind a login (401) or a firewall (403) is not missing: crawl/access-refused names it, as a notice.
    { pages: [auditPage("/kaynak", withBody('<a href="/mevcut">Mevcut sayfa</a>')), auditPage("/mevcut")] },
  ],
  "links/to-redirect": [
    {
      pages: [auditPage("/kaynak", withBody('<a href="/eski-hizmet">Hizmet</a>')), auditPage("/yeni-hizmet", { redirectedFrom: ["/eski-hizmet"] })],
      linked: false,
      inSitemap: false,
      expectHits: [`${ORIGIN}/kaynak`],
    },
    { pages: [auditPage("/kaynak", withBody('<a href="/yeni-hizmet">Hizmet</a>')), auditPage("/yeni-hizmet")], inSitemap: false },
  ],
  "links/nofollow-internal": [
    { pages: [auditPage("/nofollowlu", withBody('<a href="/iletisim" rel="nofollow">Bize yazın</a>'))] },
    // nofollow on another site's link is the owner's choice.
    { pages: [auditPage("/dis-nofollow", withBody('<a href="https://baska-site.example/" rel="nofollow sponsored">Sponsor</a>'))] },
  ],
  "links/https-to-http": [
    { pages: [auditPage("/http-baglanti", withBody(`<a href="${ORIGIN.replace("https:", "http:")}/hizmetler">Hizmetler</a>`))] },
    { pages: [auditPage("/https-baglanti", withBody(`<a href="${ORIGIN}/hizmetler">Hizmetler</a><a href="http://eski-ortak.example/">Ortağımız</a>`))] },
  ],
  "links/dead-end": [
    { pages: [auditPage("/cikmaz", { body: `<main><h1>Çıkmaz sayfa başlığı burada</h1><p>Yalnızca metin var.</p><p>${BODY_TEXT}</p></main>` })] },
    { pages: [auditPage("/geri-donen", { body: `<main><h1>Geri dönen sayfa</h1><p>Metin ve <a href="/">ana sayfa</a>.</p><p>${BODY_TEXT}</p></main>` })] },
  ],
  "links/empty-anchor": [
    { pages: [auditPage("/bos-baglanti", withBody('<a href="/iletisim"><span class="ikon"></span></a>'))] },
    // An icon link named by its image's alt text or an aria-label has a name.
    { pages: [auditPage("/adli-baglanti", withBody('<a href="/iletisim"><img src="/i/zarf.svg" alt="İletişim" width="16" height="16"></a><a href="/" aria-label="Ana sayfa"><span></span></a>'))] },
  ],
  "links/too-many": [
    { pages: [auditPage("/katalog", withBody(manyLinks(MANY_LINKS + 1)))], expectHits: [`${ORIGIN}/katalog`] },
    { pages: [auditPage("/katalog", withBody(manyLinks(MANY_LINKS - 10)))] },
  ],
};

describe("link rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
