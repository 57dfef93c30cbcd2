import { ContentIcon } from "~/shared/icons/content-icon";
import { CtaSection } from "~/shared/sections/cta-section";
import { PageHeader } from "~/shared/sections/page-header";
import { StatsGrid } from "~/shared/sections/stats-grid";
import { ABOUT_ACHIEVEMENTS, ABOUT_MILESTONES, ABOUT_MISSION, ABOUT_STORY, ABOUT_VALUES } from "~/features/about/content";
import { getPage } from "~/site/pages";
import { figures } from "~/site/stats";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/hakkimizda";

const page = getPage("/hakkimizda");

export const meta: Route.MetaFunction = () => pageMeta(page);

export default function AboutRoute() {
  return (
    <>
      <PageHeader page={page}>
        <StatsGrid stats={figures("projects", "clients", "years", "satisfaction")} className="pt-4" />
      </PageHeader>

      <section aria-labelledby="hikaye-baslik" className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="max-w-3xl">
          <h2 id="hikaye-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {ABOUT_STORY.title}
          </h2>
          <div className="mt-5 space-y-5 text-lg leading-relaxed text-slate-700">
            {ABOUT_STORY.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <aside aria-label="Kısaca Pusula Dijital" className="self-start rounded-2xl bg-brand-900 p-6 text-white">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">Kısaca biz</p>
          <dl className="mt-4 space-y-4">
            {ABOUT_STORY.facts.map((fact) => (
              <div key={fact.label} className="border-b border-white/15 pb-3 last:border-0 last:pb-0">
                <dt className="text-sm text-white/80">{fact.label}</dt>
                <dd className="text-lg font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </section>

      <section aria-labelledby="degerler-baslik" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="degerler-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            Değerlerimiz
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">Her projede, ekibin her üyesinin bağlı kaldığı dört ilke.</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ABOUT_VALUES.map((value) => (
              <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={value.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="basarilar-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="basarilar-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
              Başarılarımız ve yolculuğumuz
            </h2>
            <p className="mt-3 text-lg text-slate-700">Küçük bir stüdyodan tam hizmet veren bir ajansa uzanan yol.</p>
            <ul className="mt-8 space-y-4">
              {ABOUT_ACHIEVEMENTS.map((item) => (
                <li key={item.text} className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-slate-800">
                  <ContentIcon name={item.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span className="font-medium">{item.text}</span>
                </li>
              ))}
            </ul>
          </div>
          <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
            {ABOUT_MILESTONES.map((milestone) => (
              <li key={milestone.year} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200"
                />
                <p className="text-sm font-bold text-brand-800">{milestone.year}</p>
                <h3 className="text-lg font-semibold text-slate-950">{milestone.title}</h3>
                <p className="mt-1 text-slate-700">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="misyon-baslik" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <h2 id="misyon-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
              {ABOUT_MISSION.title}
            </h2>
            <p className="mt-4 text-xl leading-relaxed text-slate-800">{ABOUT_MISSION.text}</p>
          </div>
          <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-950">Vizyonumuz</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{ABOUT_MISSION.vision}</p>
          </div>
        </div>
      </section>

      <CtaSection
        title="Birlikte çalışalım"
        text="İşletmenizi ve hedeflerinizi dinlemek için sabırsızlanıyoruz. Kısa bir görüşmeyle size en uygun yol haritasını ve net bir teklifi hazırlayalım."
        buttonLabel="Tanışalım"
        message="Merhaba, Pusula Dijital ekibiyle tanışmak ve projemi konuşmak istiyorum."
      />
    </>
  );
}
