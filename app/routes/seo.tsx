import { CaseStudyGrid } from "~/site/sections/case-study-grid";
import { CtaSection } from "~/site/sections/cta-section";
import { FaqSection } from "~/site/sections/faq-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { FigureGrid } from "~/site/sections/figure-grid";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { ProcessSteps } from "~/site/sections/process-steps";
import { GuideBody, ProseBody } from "~/site/sections/prose";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServicePageHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { getPage } from "~/site/pages";
import { seoContent as content } from "~/features/services/seo.content";
import { faqJsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";
import { serviceJsonLd } from "~/features/services/service-json-ld";
import { SERVICE_TYPES, STATS_BAND_TITLES } from "~/features/services/content";
import type { Route } from "./+types/seo";
import { AuditCallout } from "~/features/site-audit/audit-callout";

const page = getPage("/seo");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, {
    jsonLd: [serviceJsonLd(page, { serviceType: SERVICE_TYPES.seo }), faqJsonLd(content.faq.items)],
  });

export default function SeoRoute() {
  const { benefits } = content;
  return (
    <>
      <ServicePageHero page={page} hero={content.hero} />
      <StatsBand id="rakamlar" title={STATS_BAND_TITLES.seo} stats={content.stats} hideTitle tone="white" />
      <SectionShell id="seo-nedir" title={content.intro.title} tone="muted">
        <ProseBody paragraphs={content.intro.paragraphs} bullets={content.intro.bullets} />
      </SectionShell>
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro}>
        <ServiceGrid items={content.services.items} />
      </SectionShell>
      <SectionShell id="surec" title={content.process.title} intro={content.process.intro} tone="muted">
        <ProcessSteps steps={content.process.steps} />
      </SectionShell>
      <AuditCallout id="ucretsiz-seo-analizi" />
      <SectionShell id="araclar" title={content.tools.title} intro={content.tools.intro}>
        <FeatureGrid items={content.tools.items} columns={4} />
      </SectionShell>
      <SectionShell id="basari-hikayeleri" title={content.caseStudies.title} intro={content.caseStudies.intro} tone="muted">
        <CaseStudyGrid items={content.caseStudies.items} />
      </SectionShell>
      <SectionShell id="faydalar" title={benefits.title} intro={benefits.intro}>
        <FeatureGrid items={benefits.items} />
        <div className="mt-14 rounded-3xl bg-brand-50 p-6 sm:p-10">
          <h3 className="text-xl font-semibold text-slate-950">{benefits.statsTitle}</h3>
          <FigureGrid stats={benefits.stats} className="mt-6" />
          <p className="mt-4 text-sm text-slate-700">{benefits.statsNote}</p>
        </div>
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
