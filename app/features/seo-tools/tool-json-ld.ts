import type { MetaDescriptor } from "react-router";
import type { PageDefinition } from "~/site/pages";
import type { FaqItem } from "~/shared/content-types";
import { absoluteUrl } from "~/site/site-url";
import { faqJsonLd, organizationRef, type JsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";

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
