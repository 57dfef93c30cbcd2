import { CtaSection } from "~/components/sections/cta-section";
import { MobileContactBar } from "~/components/sections/mobile-contact-bar";
import { PageHeader } from "~/components/sections/page-header";
import { SectionShell } from "~/components/sections/section-shell";
import { ServiceOverviewList } from "~/components/sections/service-overview-list";
import { getPage } from "~/content/pages";
import { SERVICES, servicesOverviewContent as content } from "~/content/services";
import { pageMeta } from "~/lib/seo/meta";
import { serviceListJsonLd } from "~/lib/seo/service-json-ld";
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
