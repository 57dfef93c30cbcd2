import { CtaSection } from "~/site/sections/cta-section";
import { EngagementSection } from "~/site/sections/engagement-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { ItemGroups } from "~/site/sections/item-groups";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { ProcessSteps } from "~/site/sections/process-steps";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { getPage } from "~/site/pages";
import { videoProductionContent as content } from "~/features/services/video-production.content";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES } from "~/features/services/content";
import type { Route } from "./+types/video-produksiyon";

const page = getPage("/video-produksiyon");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, { jsonLd: [serviceJsonLd(page, { serviceType: SERVICE_TYPES.videoProduction })] });

export default function VideoProductionRoute() {
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro}>
        <ServiceGrid items={content.services.items} columns={2} />
      </SectionShell>
      <SectionShell id="video-turleri" title={content.videoTypes.title} intro={content.videoTypes.intro} tone="muted">
        <FeatureGrid items={content.videoTypes.items} />
      </SectionShell>
      <SectionShell id="surec" title={content.process.title} intro={content.process.intro}>
        <ProcessSteps steps={content.process.steps} />
      </SectionShell>
      <SectionShell id="ekipman" title={content.equipment.title} intro={content.equipment.intro} tone="muted">
        <ItemGroups groups={content.equipment.groups} />
      </SectionShell>
      <StatsBand
        id="proje-istatistikleri"
        title={content.statistics.title}
        intro={content.statistics.intro}
        stats={content.statistics.stats}
        note={content.statistics.note}
      />
      <EngagementSection content={content.engagement} message={content.hero.primary.message} />
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar message={content.hero.primary.message} />
    </>
  );
}
