import { CtaSection } from "~/components/sections/cta-section";
import { EngagementSection } from "~/components/sections/engagement-section";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { ItemGroups } from "~/components/sections/item-groups";
import { MobileContactBar } from "~/components/sections/mobile-contact-bar";
import { ProcessSteps } from "~/components/sections/process-steps";
import { SectionShell } from "~/components/sections/section-shell";
import { ServiceGrid } from "~/components/sections/service-grid";
import { ServicePageHero } from "~/components/sections/service-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { getPage } from "~/content/pages";
import { videoProductionContent as content } from "~/content/video-production";
import { pageMeta } from "~/lib/seo/meta";
import { serviceJsonLd } from "~/lib/seo/service-json-ld";
import type { Route } from "./+types/video-produksiyon";

const page = getPage("/video-produksiyon");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, { jsonLd: [serviceJsonLd(page, { serviceType: "Video prodüksiyon" })] });

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
