import { CaseStudyGrid } from "~/components/sections/case-study-grid";
import { CtaSection } from "~/components/sections/cta-section";
import { FaqSection } from "~/components/sections/faq-section";
import { ItemGroups } from "~/components/sections/item-groups";
import { MobileContactBar } from "~/components/sections/mobile-contact-bar";
import { PackageGrid } from "~/components/sections/package-grid";
import { ProcessSteps } from "~/components/sections/process-steps";
import { GuideBody, ProseBody } from "~/components/sections/prose";
import { SectionShell } from "~/components/sections/section-shell";
import { ServiceGrid } from "~/components/sections/service-grid";
import { ServicePageHero } from "~/components/sections/service-hero";
import { StatsBand } from "~/components/sections/stats-band";
import { getPage } from "~/content/pages";
import { webDesignContent as content } from "~/content/web-design";
import { faqJsonLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { serviceJsonLd } from "~/lib/seo/service-json-ld";
import type { Route } from "./+types/web-tasarim";

const page = getPage("/web-tasarim");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, {
    jsonLd: [
      serviceJsonLd(page, {
        serviceType: "Web tasarım ve geliştirme",
        offers: content.packages.items.map((item) => ({
          name: `${item.name} web tasarım paketi`,
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
      <StatsBand id="rakamlar" title="Rakamlarla web tasarım hizmetimiz" stats={content.stats} hideTitle tone="white" />
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
