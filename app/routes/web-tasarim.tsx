import { CaseStudyGrid } from "~/site/sections/case-study-grid";
import { CtaSection } from "~/site/sections/cta-section";
import { FaqSection } from "~/site/sections/faq-section";
import { ItemGroups } from "~/site/sections/item-groups";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { PackageGrid } from "~/site/sections/package-grid";
import { ProcessSteps } from "~/site/sections/process-steps";
import { GuideBody, ProseBody } from "~/site/sections/prose";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { getPage } from "~/site/pages";
import { webDesignContent as content } from "~/features/services/web-design.content";
import { faqJsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES, STATS_BAND_TITLES, webPackageOfferName } from "~/features/services/content";
import type { Route } from "./+types/web-tasarim";

const page = getPage("/web-tasarim");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, {
    jsonLd: [
      serviceJsonLd(page, {
        serviceType: SERVICE_TYPES.webDesign,
        offers: content.packages.items.map((item) => ({
          name: webPackageOfferName(item.name),
          price: item.price,
          description: item.summary,
        })),
      }),
      faqJsonLd(content.faq.items),
    ],
  });

export default function WebDesignRoute() {
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <StatsBand id="rakamlar" title={STATS_BAND_TITLES.webDesign} stats={content.stats} hideTitle tone="white" />
      <SectionShell id="web-tasarim-nedir" title={content.intro.title} tone="muted">
        <ProseBody paragraphs={content.intro.paragraphs} bullets={content.intro.bullets} />
      </SectionShell>
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro}>
        <ServiceGrid items={content.services.items} />
      </SectionShell>
      <SectionShell id="surec" title={content.process.title} intro={content.process.intro} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </SectionShell>
      <SectionShell id="teknolojiler" title={content.technologies.title} intro={content.technologies.intro}>
        <ItemGroups groups={content.technologies.groups} />
      </SectionShell>
      <SectionShell id="paketler" title={content.packages.title} intro={content.packages.intro} tone="muted">
        <PackageGrid packages={content.packages.items} promotion={content.packages.promotion} note={content.packages.note} />
      </SectionShell>
      <SectionShell id="projeler" title={content.projects.title} intro={content.projects.intro}>
        <CaseStudyGrid items={content.projects.items} />
      </SectionShell>
      <SectionShell id="rehber" title={content.guide.title} intro={content.guide.intro} tone="muted">
        <GuideBody blocks={content.guide.blocks} />
      </SectionShell>
      <FaqSection items={content.faq.items} title={content.faq.title} intro={content.faq.intro} />
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar message={content.hero.primary.message} />
    </>
  );
}
