import { describe, it } from "vitest";
import type { AuditPage, AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { CONSENT_SETUP, HOME_MEASUREMENT, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { ANALYTICS_RULES } from "./analytics";

const GA4_DIRECT = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-ABC123XYZ9');</script>`;
const CONSENT_DEFAULT_ONLY = `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent', 'default', {ad_storage: 'denied', analytics_storage: 'denied', wait_for_update: 500});</script>`;
const OWN_BANNER = `<div class="cerez-uyarisi"><p>Sitemizde çerezler kullanılmaktadır.</p><button>Tamam</button></div>`;

/** A page with the consent setup of the clean base replaced by `head`, and the site's own cookie banner. */
const withTags = (head: string) => (p: PageParts) => ({ headExtra: `${p.headExtra.replace(CONSENT_SETUP, "")}${head}`, body: `${p.body}${OWN_BANNER}` });

/** The home page, changed: the site's clean base is replaced in place. */
const homePage =
  (change: (p: PageParts) => Partial<PageParts>): RuleFixture["site"] =>
  (site: AuditSite) => ({ pages: [auditPage("/", change), ...site.pages.slice(1)] });

/** The clean base with the Tag Manager container on every page (and the home page's links to the fixture's pages kept). */
const measuredEverywhere: RuleFixture["site"] = (site: AuditSite) => {
  const withGtm = (page: AuditPage): AuditPage =>
    page.url === `${ORIGIN}/hizmetler` || page.url === `${ORIGIN}/iletisim`
      ? auditPage(new URL(page.url).pathname, (p) => ({ headExtra: `${p.headExtra}${HOME_MEASUREMENT}` }))
      : page;
  return { pages: site.pages.map(withGtm) };
};

const measuredPages = (...paths: string[]) => paths.map((path) => auditPage(path, (p) => ({ headExtra: `${p.headExtra}${HOME_MEASUREMENT}` })));

const FIXTURES: Record<(typeof ANALYTICS_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "analytics/measurement-missing": [
    { site: homePage((p) => ({ headExtra: p.headExtra.replace(HOME_MEASUREMENT, "") })), expectHits: [`${ORIGIN}/`] },
    // Google Analytics 4 loaded by itself, after Consent Mode's defaults, instead of a container.
    { site: homePage((p) => ({ headExtra: `${p.headExtra.replace(HOME_MEASUREMENT, "")}${GA4_DIRECT}` })) },
  ],
  "analytics/page-unmeasured": [
    {
      pages: [...measuredPages("/hizmetler/seo", "/hizmetler/reklam", "/hizmetler/web-tasarim", "/blog"), auditPage("/kampanya")],
      site: measuredEverywhere,
      expectHits: [`${ORIGIN}/kampanya`],
    },
    // The landing page measures through gtag.js directly: measured all the same.
    { pages: [...measuredPages("/hizmetler/seo", "/hizmetler/reklam", "/hizmetler/web-tasarim", "/blog"), auditPage("/kampanya", (p) => ({ headExtra: `${p.headExtra}${GA4_DIRECT}` }))], site: measuredEverywhere },
  ],
  "analytics/consent-mode-missing": [
    { pages: [auditPage("/kampanya", withTags(GA4_DIRECT))] },
    // Consent Mode's defaults set on the page itself, with no consent manager.
    { pages: [auditPage("/kampanya", withTags(`${CONSENT_DEFAULT_ONLY}${GA4_DIRECT}`))] },
  ],
  "analytics/consent-mode-gtm-unseen": [
    { pages: [auditPage("/kampanya", withTags(HOME_MEASUREMENT))] },
    // A consent manager Google certifies (OneTrust), which sets the defaults when configured to.
    { pages: [auditPage("/kampanya", withTags(`<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" data-domain-script="0000" async></script>${HOME_MEASUREMENT}`))] },
  ],
};

describe("analytics rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
