import {
  ABOUT_ACHIEVEMENTS,
  ABOUT_MILESTONES,
  ABOUT_MISSION,
  ABOUT_PAGE as content,
  ABOUT_STORY,
  ABOUT_VALUES,
} from "~/features/about/content";
import { CtaSection } from "~/site/sections/cta-section";
import { HighlightList } from "~/site/sections/highlight-list";
import { IconCardGrid } from "~/site/sections/icon-card-grid";
import { LeadWithCard } from "~/site/sections/lead-with-card";
import { PageHeader } from "~/site/sections/page-header";
import { ProseWithFacts } from "~/site/sections/prose-with-facts";
import { SectionShell } from "~/site/sections/section-shell";
import { StatsGrid } from "~/site/sections/stats-grid";
import { Timeline } from "~/site/sections/timeline";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import { figures } from "~/site/stats.content";
import type { Route } from "./+types/hakkimizda";

const page = getPage("/hakkimizda");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function AboutRoute() {
  return (
    <>
      <PageHeader page={page}>
        <StatsGrid stats={figures("projects", "clients", "years", "satisfaction")} className="pt-4" />
      </PageHeader>
      <SectionShell id="hikaye" title={ABOUT_STORY.title}>
        <ProseWithFacts
          paragraphs={ABOUT_STORY.paragraphs}
          factsLabel={content.story.factsLabel}
          factsTitle={content.story.factsTitle}
          facts={ABOUT_STORY.facts}
        />
      </SectionShell>
      <SectionShell id="degerler" title={content.values.title} intro={content.values.intro} tone="muted">
        <IconCardGrid items={ABOUT_VALUES} />
      </SectionShell>
      <SectionShell id="basarilar" title={content.achievements.title} intro={content.achievements.intro}>
        <div className="grid gap-12 lg:grid-cols-2">
          <HighlightList items={ABOUT_ACHIEVEMENTS} />
          <Timeline entries={ABOUT_MILESTONES} />
        </div>
      </SectionShell>
      <SectionShell id="misyon" title={ABOUT_MISSION.title} tone="brand">
        <LeadWithCard lead={ABOUT_MISSION.text} card={{ title: content.visionTitle, text: ABOUT_MISSION.vision }} />
      </SectionShell>
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
    </>
  );
}
