import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router";
import { QuoteButton } from "~/site/quote-button";
import { CtaSection } from "~/site/sections/cta-section";
import { AuditCallout } from "~/features/site-audit/audit-callout";
import { HomeContactSection } from "~/features/home/home-contact-section";
import { LogoGrid } from "~/site/sections/logo-grid";
import { MobileContactBar } from "~/features/layout/mobile-contact-bar";
import { SectionShell } from "~/site/sections/section-shell";
import { ServiceGrid } from "~/site/sections/service-grid";
import { ServiceHero } from "~/site/sections/service-hero";
import { StatsBand } from "~/site/sections/stats-band";
import { buttonVariants } from "~/shared/ui/button";
import { homeContent as content } from "~/features/home/content";
import { ContactForm } from "~/features/leads/contact-form";
import { SERVICES } from "~/features/services/services.content";
import { getPage } from "~/site/pages";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { pageMeta } from "~/site/seo/meta";
import { telLink } from "~/site/whatsapp";
import type { Route } from "./+types/home";

const page = getPage("/");

export const meta: Route.MetaFunction = () => pageMeta(page);

function HeroFigures() {
  return (
    <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1 lg:gap-4">
      {content.hero.stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200 sm:p-5 lg:flex-row-reverse lg:items-center lg:justify-end lg:gap-5 lg:text-left"
        >
          <dt className="mt-1 text-xs text-slate-700 sm:text-sm lg:mt-0 lg:text-base">{stat.label}</dt>
          <dd className="text-2xl font-bold text-brand-800 sm:text-3xl lg:w-28 lg:shrink-0 lg:text-4xl">{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function HomeRoute() {
  return (
    <>
      <ServiceHero
        page={page}
        actions={
          <>
            <a href="#iletisim" className={buttonVariants({ size: "lg" })}>
              {content.hero.contactLabel}
              <ArrowRight aria-hidden="true" />
            </a>
            <Link to="/portfolyo" prefetch="intent" className={buttonVariants({ variant: "outline", size: "lg" })}>
              {content.hero.portfolioLabel}
            </Link>
            <a
              href={telLink}
              className={cn(
                buttonVariants({ variant: "ghost", size: "lg" }),
                "text-brand-900 sm:basis-full sm:justify-start sm:px-1 sm:hover:bg-transparent sm:hover:underline",
              )}
            >
              <Phone aria-hidden="true" />
              {content.hero.callLabel}: {site.phone.display}
            </a>
          </>
        }
        aside={<HeroFigures />}
      />
      <SectionShell id="markalar" title={content.brands.title} intro={content.brands.intro}>
        <LogoGrid logos={content.brands.logos} />
      </SectionShell>
      <SectionShell id="hizmetler" title={content.services.title} intro={content.services.intro} tone="muted">
        <ServiceGrid items={SERVICES} linkLabel={content.services.linkLabel} />
      </SectionShell>
      <AuditCallout id="ucretsiz-seo-analizi" />
      <CtaSection
        id="ucretsiz-danismanlik"
        title={content.consultation.title}
        text={content.consultation.text}
        buttonLabel={content.consultation.buttonLabel}
        message={content.consultation.message}
      />
      <StatsBand
        id="rakamlar"
        title={content.figures.title}
        intro={content.figures.intro}
        stats={content.figures.stats}
        action={<QuoteButton label={content.figures.buttonLabel} message={content.figures.message} size="lg" />}
      />
      <HomeContactSection
        title={content.contact.title}
        intro={content.contact.intro}
        formTitle={content.contact.formTitle}
        channelsTitle={content.contact.channelsTitle}
        form={<ContactForm className="mt-6" />}
      />
      <MobileContactBar />
    </>
  );
}
