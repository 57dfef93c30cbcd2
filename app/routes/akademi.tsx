import { AcademyDatesScript } from "~/features/academy/dates-script";
import { EnrolBar } from "~/features/academy/enrol-bar";
import { JoinButton } from "~/features/academy/join-button";
import { PriceCard } from "~/features/academy/price-card";
import { SessionList } from "~/features/academy/session-list";
import {
  ACADEMY_AUDIENCE,
  ACADEMY_BENEFITS,
  ACADEMY_CURRICULUM,
  ACADEMY_FACTS,
  ACADEMY_FAQ,
  ACADEMY_INSTRUCTOR,
  ACADEMY_PAGE as content,
  ACADEMY_PROGRAMME,
  ACADEMY_TESTIMONIALS,
  upcomingSessions,
} from "~/features/academy/content";
import { academyEventJsonLd } from "~/features/academy/event-json-ld";
import { ActionBand } from "~/site/sections/action-band";
import { DaySchedule } from "~/site/sections/day-schedule";
import { FactTiles } from "~/site/sections/fact-tiles";
import { FaqSection } from "~/site/sections/faq-section";
import { FeatureGrid } from "~/site/sections/feature-grid";
import { IconCardGrid } from "~/site/sections/icon-card-grid";
import { ModuleGrid } from "~/site/sections/module-grid";
import { PageHeader } from "~/site/sections/page-header";
import { ProfileCard } from "~/site/sections/profile-card";
import { SectionShell } from "~/site/sections/section-shell";
import { TestimonialBand } from "~/site/sections/testimonial-band";
import { getPage } from "~/site/pages";
import { QuoteButton } from "~/site/quote-button";
import { faqJsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/akademi";

const page = getPage("/akademi");

/**
 * Runs when the page is prerendered: terms that have already ended are left out. Terms that end
 * later, while this build is served, are removed in the browser (AcademyDatesScript).
 */
export function loader() {
  return { sessions: upcomingSessions(new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(page, {
    jsonLd: [...(loaderData?.sessions ?? []).map(academyEventJsonLd), faqJsonLd(ACADEMY_FAQ)],
  });

export default function AcademyRoute({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  return (
    <>
      <PageHeader page={page}>
        <FactTiles facts={ACADEMY_FACTS} />
        <EnrolBar next={sessions[0]} />
      </PageHeader>
      <SectionShell id="donemler" title={content.sessions.title} intro={content.sessions.intro}>
        <SessionList sessions={sessions} />
      </SectionShell>
      <SectionShell id="kimler" title={content.audience.title} tone="muted">
        <IconCardGrid items={ACADEMY_AUDIENCE} />
      </SectionShell>
      <SectionShell id="program" title={content.programme.title} intro={content.programme.intro}>
        <DaySchedule days={ACADEMY_PROGRAMME} />
      </SectionShell>
      <SectionShell id="mufredat" title={content.curriculum.title} tone="muted">
        <ModuleGrid modules={ACADEMY_CURRICULUM} numberLabel={content.curriculum.numberLabel} />
      </SectionShell>
      <SectionShell id="egitmen" title={content.instructor.title}>
        <ProfileCard profile={ACADEMY_INSTRUCTOR} />
      </SectionShell>
      <TestimonialBand id="yorumlar" title={content.testimonials.title} items={ACADEMY_TESTIMONIALS} />
      <SectionShell id="kazanimlar" title={content.benefits.title}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <FeatureGrid items={ACADEMY_BENEFITS} columns={2} />
          <PriceCard />
        </div>
      </SectionShell>
      <div className="bg-slate-50">
        <FaqSection items={ACADEMY_FAQ} title={content.faq.title} intro={content.faq.intro} />
      </div>
      <ActionBand id="kayit" title={content.closing.title} text={content.closing.text}>
        <JoinButton variant="inverse" />
        <QuoteButton
          label={content.closing.question.label}
          message={content.closing.question.message}
          variant="ghost"
          size="lg"
          className="text-white hover:bg-white/10"
        />
      </ActionBand>
      {sessions.length > 0 ? <AcademyDatesScript /> : null}
    </>
  );
}
