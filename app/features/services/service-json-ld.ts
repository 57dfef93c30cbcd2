import type { PageDefinition } from "~/site/pages";
import { absoluteUrl } from "~/site/site-url";
import { organizationRef, type JsonLd } from "~/site/seo/json-ld";
import { SERVICE_AREA_NAME } from "./content";

const AREA_SERVED = { "@type": "Country", name: SERVICE_AREA_NAME } as const;

export interface ServiceOfferInput {
  name: string;
  /** Turkish lira. */
  price: number;
  description?: string;
}

export interface ServiceJsonLdOptions {
  /** schema.org serviceType, e.g. "Web tasarım". */
  serviceType: string;
  /** Defaults to the page's H1 and meta description. */
  name?: string;
  description?: string;
  /** Fixed prices (web design packages), each as an Offer in TRY. */
  offers?: readonly ServiceOfferInput[];
}

/** A Service node for a service page, provided by the agency, served in Türkiye. */
export function serviceJsonLd(page: Pick<PageDefinition, "path" | "h1" | "description">, options: ServiceJsonLdOptions): JsonLd {
  const url = absoluteUrl(page.path);
  const node: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: options.name ?? page.h1,
    description: options.description ?? page.description,
    serviceType: options.serviceType,
    url,
    provider: organizationRef(),
    areaServed: AREA_SERVED,
  };
  if (options.offers?.length) {
    node.offers = options.offers.map((offer) => ({
      "@type": "Offer",
      name: offer.name,
      ...(offer.description ? { description: offer.description } : {}),
      price: offer.price,
      priceCurrency: "TRY",
      url,
      availability: "https://schema.org/InStock",
      areaServed: AREA_SERVED,
    }));
  }
  return node;
}

export interface ServiceListEntry {
  name: string;
  description: string;
  path: string;
}

/** The services overview as an ItemList of Service nodes, each linking to its page. */
export function serviceListJsonLd(name: string, services: readonly ServiceListEntry[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: services.map((service, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Service",
        "@id": `${absoluteUrl(service.path)}#service`,
        name: service.name,
        description: service.description,
        url: absoluteUrl(service.path),
        provider: organizationRef(),
        areaServed: AREA_SERVED,
      },
    })),
  };
}
