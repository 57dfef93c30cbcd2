import { CalendarDays, Check, Clock, MapPin, Quote, Users } from "lucide-react";
import { JoinButton } from "~/features/academy/join-button";
import { formatSessionRange } from "~/features/academy/format";
import { ContentIcon } from "~/shared/icons/content-icon";
import { QuoteButton } from "~/site/quote-button";
import { FaqSection } from "~/shared/sections/faq-section";
import { PageHeader } from "~/shared/sections/page-header";
import {
  ACADEMY,
  ACADEMY_AUDIENCE,
  ACADEMY_BENEFITS,
  ACADEMY_CURRICULUM,
  ACADEMY_FACTS,
  ACADEMY_FAQ,
  ACADEMY_INSTRUCTOR,
  ACADEMY_PROGRAMME,
  ACADEMY_REQUIREMENTS,
  ACADEMY_TESTIMONIALS,
  upcomingSessions,
} from "~/features/academy/content";
import { getPage } from "~/site/pages";
import { site } from "~/site/site";
import { academyEventJsonLd } from "~/features/academy/event-json-ld";
import { faqJsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/akademi";

const page = getPage("/akademi");

/** Runs when the page is prerendered: terms that have already ended are left out. */
export function loader() {
  return { sessions: upcomingSessions(new Date()) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(page, {
    jsonLd: [...(loaderData?.sessions ?? []).map(academyEventJsonLd), faqJsonLd(ACADEMY_FAQ)],
  });

const sectionTitle = "text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl";

export default function AcademyRoute({ loaderData }: Route.ComponentProps) {
  const { sessions } = loaderData;
  const next = sessions[0];
  return (
    <>
      <PageHeader page={page}>
        <ul className="grid grid-cols-2 gap-3 pt-2 md:grid-cols-4">
          {ACADEMY_FACTS.map((fact) => (
            <li
              key={fact.label}
              className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <ContentIcon name={fact.icon} className="size-5" />
              </span>
              <span>
                <span className="block text-xl font-bold text-brand-800">{fact.value}</span>
                <span className="block text-sm text-slate-700">{fact.label}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 pt-2">
          <JoinButton label={`Hemen Kaydol: ${ACADEMY.priceLabel}`} />
          {next ? (
            <p className="flex items-center gap-2 font-medium text-slate-800">
              <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
              Sıradaki dönem: {formatSessionRange(next)}
            </p>
          ) : null}
        </div>
      </PageHeader>

      <section aria-labelledby="donemler-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="donemler-baslik" className={sectionTitle}>
          Yaklaşan dönemler
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Her dönem bir hafta sonu sürer: cumartesi ve pazar, {ACADEMY.dayStart}-{ACADEMY.dayEnd} arası, bir saatlik öğle arasıyla
          toplam {ACADEMY.totalHours} saat. Sınıflar en fazla {ACADEMY.seats} kişiliktir; kayıtlar ödeme sırasına göre kesinleşir.
        </p>
        {sessions.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-slate-50 p-6 text-slate-700">
            Yeni dönem tarihleri çok yakında burada olacak. Haber almak için bize WhatsApp'tan yazabilirsiniz.
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {sessions.map((session, index) => (
              <li
                key={session.saturday}
                className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${index === 0 ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
              >
                {index === 0 ? (
                  <p className="mb-3 self-start rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Sıradaki dönem</p>
                ) : null}
                <h3 className="text-xl font-bold text-slate-950">
                  <time dateTime={session.saturday}>{formatSessionRange(session)}</time>
                </h3>
                <ul className="mt-4 space-y-2 text-slate-700">
                  <li className="flex items-center gap-2">
                    <Clock aria-hidden="true" className="size-4 text-brand-700" />
                    Cumartesi-Pazar, {ACADEMY.dayStart}-{ACADEMY.dayEnd}
                  </li>
                  <li className="flex items-center gap-2">
                    <Users aria-hidden="true" className="size-4 text-brand-700" />
                    En fazla {ACADEMY.seats} katılımcı
                  </li>
                  <li className="flex items-start gap-2">
                    <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                    {ACADEMY.venueName}, {site.address.locality}/{site.address.region}
                  </li>
                </ul>
                <p className="mt-5 text-2xl font-bold text-slate-950">{ACADEMY.priceLabel}</p>
                <JoinButton label="Bu döneme kaydol" variant={index === 0 ? "default" : "outline"} className="mt-5 w-full" />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="kimler-baslik" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="kimler-baslik" className={sectionTitle}>
            Bu eğitim kimler için?
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {ACADEMY_AUDIENCE.map((profile) => (
              <li key={profile.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={profile.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">{profile.title}</h3>
                <p className="mt-2 text-slate-700">{profile.description}</p>
                <p className="mt-4 border-t border-slate-200 pt-4 text-sm font-medium text-brand-900">{profile.gain}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="program-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="program-baslik" className={sectionTitle}>
          İki günlük program
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Her oturum kısa bir anlatımla başlar ve kendi projeniz üzerinde uygulamayla devam eder. Oturum aralarında 15 dakikalık
          kahve molaları verilir.
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-2">
          {ACADEMY_PROGRAMME.map((day) => (
            <div key={day.day} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
              <div className="rounded-t-2xl bg-brand-900 px-6 py-4 text-white">
                <h3 className="text-lg font-bold">{day.day}</h3>
                <p className="text-sm text-white/90">{day.theme}</p>
              </div>
              <ol className="divide-y divide-slate-200">
                {day.slots.map((slot) => (
                  <li key={slot.time} className="grid gap-1 px-6 py-4 sm:grid-cols-[7.5rem_1fr] sm:gap-4">
                    <span className="font-mono text-sm font-semibold text-brand-800">{slot.time}</span>
                    <span>
                      <span className="block font-semibold text-slate-950">{slot.title}</span>
                      <span className="block text-sm text-slate-700">{slot.detail}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="mufredat-baslik" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="mufredat-baslik" className={sectionTitle}>
            Müfredat
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ACADEMY_CURRICULUM.map((module, index) => (
              <li key={module.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-bold text-brand-800">Modül {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-slate-950">{module.title}</h3>
                <ul className="mt-3 space-y-2 text-slate-700">
                  {module.topics.map((topic) => (
                    <li key={topic} className="flex items-start gap-2">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      {topic}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="egitmen-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id="egitmen-baslik" className={sectionTitle}>
          Eğitmeniniz
        </h2>
        <div className="mt-8 grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[10rem_1fr] md:p-8">
          <div
            aria-hidden="true"
            className="flex size-32 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-4xl font-bold text-white md:size-40"
          >
            {ACADEMY_INSTRUCTOR.initials}
          </div>
          <div>
            <h3 className="text-2xl font-bold text-slate-950">{ACADEMY_INSTRUCTOR.name}</h3>
            <p className="font-medium text-brand-800">{ACADEMY_INSTRUCTOR.role}</p>
            <div className="mt-4 space-y-3 leading-relaxed text-slate-700">
              {ACADEMY_INSTRUCTOR.bio.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
            <ul className="mt-5 flex flex-wrap gap-2">
              {ACADEMY_INSTRUCTOR.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="yorumlar-baslik" className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
          <h2 id="yorumlar-baslik" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Katılımcılar ne diyor?
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {ACADEMY_TESTIMONIALS.map((testimonial) => (
              <li key={testimonial.name}>
                <figure className="flex h-full flex-col rounded-2xl bg-white/10 p-6">
                  <Quote aria-hidden="true" className="size-8 text-brand-200" />
                  <blockquote className="mt-3 flex-1 leading-relaxed text-white/95">{testimonial.quote}</blockquote>
                  <figcaption className="mt-5 border-t border-white/20 pt-4">
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="block text-sm text-white/85">{testimonial.role}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="kazanimlar-baslik" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <h2 id="kazanimlar-baslik" className={sectionTitle}>
              Eğitimle birlikte gelenler
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2">
              {ACADEMY_BENEFITS.map((benefit) => (
                <li key={benefit.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <ContentIcon name={benefit.icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-950">{benefit.title}</h3>
                    <p className="mt-1 text-slate-700">{benefit.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <aside aria-labelledby="ucret-baslik" className="self-start rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg">
            <h3 id="ucret-baslik" className="text-lg font-semibold text-slate-950">
              Eğitim ücreti
            </h3>
            <p className="mt-2 text-4xl font-bold text-brand-800">{ACADEMY.priceLabel}</p>
            <p className="mt-2 text-sm text-slate-700">{ACADEMY.priceNote}</p>
            <ul className="mt-5 space-y-2 text-slate-800">
              {[`${ACADEMY.totalHours} saat yüz yüze eğitim`, `En fazla ${ACADEMY.seats} kişilik sınıf`, ACADEMY.mentoring, ACADEMY.aftercare].map(
                (item) => (
                  <li key={item} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                    {item}
                  </li>
                ),
              )}
            </ul>
            <JoinButton className="mt-6 w-full" />
            <div className="mt-6 border-t border-slate-200 pt-5">
              <h4 className="text-sm font-semibold text-slate-950">Yanınızda getirin</h4>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {ACADEMY_REQUIREMENTS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </section>

      <div className="bg-slate-50">
        <FaqSection items={ACADEMY_FAQ} intro="Kayıt, ödeme ve eğitim sonrası destekle ilgili merak edilenler." />
      </div>

      <section aria-labelledby="kayit-baslik" className="bg-brand-900">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
          <h2 id="kayit-baslik" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Dört kişilik sınıfta yerinizi ayırtın
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">
            Kontenjan dolduğunda kayıtlar bir sonraki döneme aktarılır. Aklınızdaki soruları kayıttan önce WhatsApp'tan sorabilirsiniz.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <JoinButton variant="inverse" />
            <QuoteButton
              label="Soru Sorun"
              message="Merhaba, Pusula Akademi eğitimi hakkında bilgi almak istiyorum."
              variant="ghost"
              size="lg"
              className="text-white hover:bg-white/10"
            />
          </div>
        </div>
      </section>
    </>
  );
}
