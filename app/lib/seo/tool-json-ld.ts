import type { MetaDescriptor } from "react-router";
import type { PageDefinition } from "~/content/pages";
import type { FaqItem } from "~/content/types";
import { absoluteUrl } from "~/lib/site-url";
import { faqJsonLd, organizationRef, type JsonLd } from "./json-ld";
import { pageMeta } from "./meta";

/** A free, browser-based tool as schema.org WebApplication. */
export function webApplicationJsonLd(page: PageDefinition): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: page.h1,
    description: page.description,
    url: absoluteUrl(page.path),
    applicationCategory: "BusinessApplication",
    applicationSubCategory: "SEO",
    operatingSystem: "Web",
    browserRequirements: "JavaScript gerektirir",
    inLanguage: "tr",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "TRY" },
    provider: organizationRef(),
  };
}

/** Meta of a tool page: the usual tags, breadcrumbs, WebApplication and the FAQ it shows. */
export function toolMeta(page: PageDefinition, faq: readonly FaqItem[]): MetaDescriptor[] {
  return pageMeta(page, { jsonLd: [webApplicationJsonLd(page), faqJsonLd(faq)] });
}
