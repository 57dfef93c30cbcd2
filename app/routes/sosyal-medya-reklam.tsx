import { CtaSection } from "~/site/sections/cta-section";
import { EngagementSection } from "~/site/sections/engagement-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { getPage } from "~/site/pages";
import { socialAdsContent as content } from "~/features/services/social-ads.content";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES } from "~/features/services/content";
import type { Route } from "./+types/sosyal-medya-reklam";

const page = getPage("/sosyal-medya-reklam");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, { jsonLd: [serviceJsonLd(page, { serviceType: SERVICE_TYPES.socialAds })] });

export default function SocialAdsRoute() {
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <SectionShell id="platformlar" title={content.platforms.title} intro={content.platforms.intro}>
        <ServiceGrid items={content.platforms.items} columns={2} />
      </SectionShell>
      <SectionShell id="reklam-hedefleri" title={content.goals.title} intro={content.goals.intro} tone="muted">
        <FeatureGrid items={content.goals.items} />
      </SectionShell>
      <SectionShell id="avantajlar" title={content.advantages.title} intro={content.advantages.intro}>
        <FeatureGrid items={content.advantages.items} />
      </SectionShell>
      <StatsBand
        id="basari-olcutleri"
        title={content.metrics.title}
        intro={content.metrics.intro}
        stats={content.metrics.stats}
        note={content.metrics.note}
      />
      <EngagementSection content={content.engagement} message={content.hero.primary.message} />
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar message={content.hero.primary.message} />
    </>
  );
}
