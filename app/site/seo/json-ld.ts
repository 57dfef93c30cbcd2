import { findPage, type PageDefinition } from "~/site/pages";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";

export type JsonLd = Record<string, unknown>;

const ORGANIZATION_ID = () => `${absoluteUrl("/")}#organization`;

/** The agency's address, shared by the organisation and every event held at the office. */
export function postalAddressJsonLd(): JsonLd {
  return {
    "@type": "PostalAddress",
    streetAddress: site.address.streetAddress,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

/** The agency as a ProfessionalService (a LocalBusiness subtype, so address and hours apply). */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID(),
    name: site.name,
    legalName: site.legalName,
    description: site.slogan,
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logoPath),
    image: absoluteUrl(site.ogImagePath),
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.foundingYear),
    priceRange: "₺₺",
    address: postalAddressJsonLd(),
    openingHoursSpecification: site.openingHours.map((row) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: row.days.map((day) => `https://schema.org/${day}`),
      opens: row.opens,
      closes: row.closes,
    })),
    areaServed: { "@type": "Country", name: site.areaServed },
    sameAs: site.social.map((link) => link.url),
  };
}

/** Reference to the organisation for other nodes (publisher, provider, organizer). */
export function organizationRef(): JsonLd {
  return { "@type": "Organization", "@id": ORGANIZATION_ID(), name: site.name, url: absoluteUrl("/") };
}

/** Home, then each ancestor named by `parent`, then the page itself. */
export function breadcrumbTrail(page: PageDefinition): PageDefinition[] {
  const trail: PageDefinition[] = [page];
  let parentPath = page.parent;
  while (parentPath) {
    const parent = findPage(parentPath);
    if (!parent) break;
    trail.unshift(parent);
    parentPath = parent.parent;
  }
  const home = findPage("/");
  if (home && page.path !== "/") trail.unshift(home);
  return trail;
}

export function breadcrumbJsonLd(page: PageDefinition): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: breadcrumbTrail(page).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** FAQPage with exactly the questions a page shows (Google requires the answers to be visible). */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
