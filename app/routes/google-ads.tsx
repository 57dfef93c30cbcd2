import { CtaSection } from "~/site/sections/cta-section";
import { EngagementSection } from "~/site/sections/engagement-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { ProcessSteps } from "~/site/sections/process-steps";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { googleAdsContent as content } from "~/features/services/google-ads.content";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES } from "~/features/services/content";
import type { Route } from "./+types/google-ads";

const page = getPage("/google-ads");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, { jsonLd: [serviceJsonLd(page, { serviceType: SERVICE_TYPES.googleAds })] });

export default function GoogleAdsRoute() {
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro}>
        <ServiceGrid items={content.services.items} columns={2} />
      </SectionShell>
      <SectionShell id="faydalar" title={content.benefits.title} intro={content.benefits.intro} tone="brand">
        <FeatureGrid items={content.benefits.items} />
      </SectionShell>
      <SectionShell id="surec" title={content.process.title} intro={content.process.intro}>
        <ProcessSteps steps={content.process.steps} />
      </SectionShell>
      <EngagementSection content={content.engagement} message={content.hero.primary.message} />
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar message={content.hero.primary.message} />
    </>
  );
}
