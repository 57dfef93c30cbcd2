import { Mail, MapPin, MessageCircle, Navigation, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ContactForm } from "~/features/leads/contact-form";
import { WorkingHours } from "~/site/working-hours";
import { PageHeader } from "~/site/sections/page-header";
import { CONTACT_CHANNELS_INTRO, CONTACT_NEXT_STEPS, CONTACT_WHATSAPP_MESSAGE } from "~/features/leads/content";
import { CONTACT_PAGE_TEXT } from "~/features/leads/pages.content";
import { CONTACT_CHANNEL_TEXT, NEW_TAB_HINT } from "~/site/contact.content";
import { getPage } from "~/site/pages";
import { site } from "~/site/site.content";
import { organizationJsonLd } from "~/site/seo/json-ld";
import { pageMeta } from "~/site/seo/meta";
import { mailtoLink, telLink, whatsappLink } from "~/site/whatsapp";
import type { Route } from "./+types/iletisim";

const page = getPage("/iletisim");

// The agency as a ProfessionalService (a LocalBusiness): address, phone, e-mail and opening hours.
export const meta: Route.MetaFunction = () => pageMeta(page, { jsonLd: [organizationJsonLd()] });

/** Every contact form of the site posts here (with or without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const { handleContactSubmission } = await import("~/features/leads/contact-action.server");
  return handleContactSubmission(request, context);
}

const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.address.display)}`;

function ChannelCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-950">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

const channelLink = "font-semibold text-brand-800 underline-offset-2 wrap-anywhere hover:underline";

export default function ContactRoute({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader page={page} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="iletisim-bilgileri">
          <h2 id="iletisim-bilgileri" className="text-2xl font-bold">
            {CONTACT_PAGE_TEXT.channelsTitle}
          </h2>
          <p className="mt-3 text-slate-700">{CONTACT_CHANNELS_INTRO}</p>
          <ul className="mt-6 space-y-4">
            <ChannelCard icon={<Phone aria-hidden="true" className="size-5" />} title={CONTACT_CHANNEL_TEXT.phone}>
              <a href={telLink} className={channelLink}>
                {site.phone.display}
              </a>
            </ChannelCard>
            <ChannelCard icon={<MessageCircle aria-hidden="true" className="size-5" />} title={CONTACT_CHANNEL_TEXT.whatsapp}>
              <a href={whatsappLink(CONTACT_WHATSAPP_MESSAGE)} target="_blank" rel="noopener noreferrer" className={channelLink}>
                {CONTACT_CHANNEL_TEXT.whatsappLink}
                <span className="sr-only">{NEW_TAB_HINT}</span>
              </a>
              <p className="text-sm">{CONTACT_CHANNEL_TEXT.replyTime}</p>
            </ChannelCard>
            <ChannelCard icon={<Mail aria-hidden="true" className="size-5" />} title={CONTACT_CHANNEL_TEXT.email}>
              <a href={mailtoLink} className={channelLink}>
                {site.email}
              </a>
            </ChannelCard>
            <ChannelCard icon={<MapPin aria-hidden="true" className="size-5" />} title={CONTACT_CHANNEL_TEXT.address}>
              <address className="not-italic">{site.address.display}</address>
              <a
                href={directionsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
              >
                <Navigation aria-hidden="true" className="size-4" />
                {CONTACT_PAGE_TEXT.directions}
                <span className="sr-only">{CONTACT_PAGE_TEXT.directionsHint}</span>
              </a>
            </ChannelCard>
            <li className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-800">
              <WorkingHours />
            </li>
          </ul>
        </section>
        <section aria-labelledby="iletisim-formu" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
          <h2 id="iletisim-formu" className="mb-6 text-2xl font-bold">
            {CONTACT_PAGE_TEXT.formTitle}
          </h2>
          <ContactForm serverResult={actionData} />
        </section>
      </div>
      <section aria-labelledby="sonraki-adimlar" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
          <h2 id="sonraki-adimlar" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {CONTACT_PAGE_TEXT.nextStepsTitle}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {CONTACT_NEXT_STEPS.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-950">{step.title}</h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
