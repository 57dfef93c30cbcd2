import { ClientLogoGrid } from "~/features/portfolio/client-logo-grid";
import { PORTFOLIO_CLIENTS, PORTFOLIO_HIGHLIGHTS, PORTFOLIO_PAGE as content, PORTFOLIO_SECTORS_INTRO } from "~/features/portfolio/content";
import { CtaSection } from "~/site/sections/cta-section";
import { HeaderActions } from "~/site/sections/header-actions";
import { IconCardGrid } from "~/site/sections/icon-card-grid";
import { PageHeader } from "~/site/sections/page-header";
import { StatsBand } from "~/site/sections/stats-band";
import { SectionShell } from "~/site/sections/section-shell";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import { figures } from "~/site/stats.content";
import type { Route } from "./+types/portfolyo";

const page = getPage("/portfolyo");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function PortfolioRoute() {
  return (
    <>
      <PageHeader page={page}>
        <HeaderActions primary={content.header.primary} secondary={content.header.secondary} />
      </PageHeader>
      <SectionShell id="markalar" title={content.clients.title} intro={content.clients.intro}>
        <ClientLogoGrid clients={PORTFOLIO_CLIENTS} />
      </SectionShell>
      <StatsBand id="rakamlar" title={content.figuresTitle} stats={figures("clients", "projects", "growth", "satisfaction")} hideTitle tone="muted" />
      <SectionShell id="sektorler" title={PORTFOLIO_SECTORS_INTRO.title} intro={PORTFOLIO_SECTORS_INTRO.text}>
        <IconCardGrid items={PORTFOLIO_HIGHLIGHTS} />
      </SectionShell>
      <CtaSection title={content.cta.title} text={content.cta.text} buttonLabel={content.cta.buttonLabel} message={content.cta.message} />
    </>
  );
}
