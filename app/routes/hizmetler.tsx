import { CtaSection } from "~/site/sections/cta-section";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { PageHeader } from "~/site/sections/page-header";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceOverviewList } from "~/features/services/service-overview-list";
import { getPage } from "~/site/pages";
import { SERVICES, servicesOverviewContent as content } from "~/features/services/services.content";
import { pageMeta } from "~/site/seo/meta";
import { serviceListJsonLd } from "~/features/services/service-json-ld";
import type { Route } from "./+types/hizmetler";

const page = getPage("/hizmetler");

export const meta: Route.MetaFunction = () =>
  pageMeta(page, {
    jsonLd: [
      serviceListJsonLd(
        content.list.title,
        SERVICES.map((service) => ({ name: service.title, description: service.description, path: service.link })),
      ),
    ],
  });

export default function ServicesRoute() {
  return (
    <>
      <PageHeader page={page} />
      <SectionShell id="hizmet-listesi" title={content.list.title} intro={content.list.intro} tone="muted">
        <ServiceOverviewList services={SERVICES} />
      </SectionShell>
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
      <MobileContactBar />
    </>
  );
}
