import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/shared/icons/content-icon";
import { QuoteButton } from "~/site/quote-button";
import { ClientLogoGrid } from "~/features/portfolio/client-logo-grid";
import { CtaSection } from "~/shared/sections/cta-section";
import { PageHeader } from "~/shared/sections/page-header";
import { StatsGrid } from "~/shared/sections/stats-grid";
import { buttonVariants } from "~/shared/ui/button";
import { getPage } from "~/site/pages";
import { PORTFOLIO_CLIENTS, PORTFOLIO_HIGHLIGHTS, PORTFOLIO_SECTORS_INTRO } from "~/features/portfolio/content";
import { figures } from "~/site/stats";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/portfolyo";

const page = getPage("/portfolyo");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function PortfolioRoute() {
  return (
    <>
      <PageHeader page={page}>
        <div className="flex flex-wrap gap-3">
          <QuoteButton size="lg" label="Projenize Başlayalım" message="Merhaba, portfolyonuzu inceledim; projem için görüşmek istiyorum." />
          <Link to="/hizmetler" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Hizmetlerimizi İnceleyin
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </PageHeader>

      <section aria-labelledby="markalar-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <h2 id="markalar-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            Birlikte çalıştığımız markalar
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            Web sitesini kurduğumuz, aramada büyüttüğümüz ya da reklamlarını yönettiğimiz işletmelerden bir seçki. Logoların
            üzerine gelerek veya klavyeyle üzerlerinde gezinerek renkli hallerini görebilirsiniz.
          </p>
        </div>
        <div className="mt-10">
          <ClientLogoGrid clients={PORTFOLIO_CLIENTS} />
        </div>
      </section>

      <section aria-labelledby="rakamlar-baslik" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="rakamlar-baslik" className="sr-only">
            Rakamlarla çalışmalarımız
          </h2>
          <StatsGrid stats={figures("clients", "projects", "growth", "satisfaction")} />
        </div>
      </section>

      <section aria-labelledby="sektorler-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          <h2 id="sektorler-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {PORTFOLIO_SECTORS_INTRO.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{PORTFOLIO_SECTORS_INTRO.text}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PORTFOLIO_HIGHLIGHTS.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-950">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <CtaSection
        title="Bir sonraki başarı hikâyesi sizin olsun"
        text="İşletmenizi, hedeflerinizi ve bütçenizi dinleyelim; size uygun web, SEO ve reklam planını birlikte çıkaralım. İlk görüşme ve teklif ücretsizdir."
        buttonLabel="Hemen Başlayalım"
        message="Merhaba, portfolyonuzu inceledim; projeme başlamak istiyorum."
      />
    </>
  );
}
