import { CtaSection } from "~/site/sections/cta-section";
import { EngagementSection } from "~/site/sections/engagement-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { getPage } from "~/site/pages";
import { socialManagementContent as content } from "~/features/services/social-management.content";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES } from "~/features/services/content";
import type { Route } from "./+types/sosyal-medya-yonetim";

const page = getPage("/sosyal-medya-yonetim");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, { jsonLd: [serviceJsonLd(page, { serviceType: SERVICE_TYPES.socialManagement })] });

export default function SocialManagementRoute() {
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro}>
        <ServiceGrid items={content.services.items} columns={2} />
      </SectionShell>
      <SectionShell id="platformlar" title={content.platforms.title} intro={content.platforms.intro} tone="muted">
        <ServiceGrid items={content.platforms.items} columns={4} />
      </SectionShell>
      <SectionShell id="icerik-turleri" title={content.contentTypes.title} intro={content.contentTypes.intro}>
        <FeatureGrid items={content.contentTypes.items} />
      </SectionShell>
      <SectionShell id="faydalar" title={content.benefits.title} intro={content.benefits.intro} tone="muted">
        <FeatureGrid items={content.benefits.items} />
      </SectionShell>
      <StatsBand
        id="basari-oranlari"
        title={content.results.title}
        intro={content.results.intro}
        stats={content.results.stats}
        note={content.results.note}
      />
      <EngagementSection content={content.engagement} message={content.hero.primary.message} />
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar message={content.hero.primary.message} />
    </>
  );
}
