import { Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { WorkingHours } from "~/site/working-hours";
import { site } from "~/site/site.content";
import { mailtoLink, telLink, whatsappLink } from "~/site/whatsapp";
import { CONTACT_CHANNEL_TEXT, NEW_TAB_HINT } from "~/site/contact.content";

interface ContactSectionProps {
  title: string;
  intro?: string;
  formTitle: string;
  channelsTitle: string;
  /** The leads feature's contact form, handed in by the home route (features do not import features). */
  form: ReactNode;
}

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">{icon}</span>
      <div>
        <p className="text-sm text-slate-700">{label}</p>
        <div className="font-semibold text-slate-950">{children}</div>
      </div>
    </li>
  );
}

const channelLink = "break-all underline-offset-4 hover:text-brand-800 hover:underline";

/** The home page's contact section (#iletisim): direct channels beside the shared contact form. */
export function HomeContactSection({ title, intro, formTitle, channelsTitle, form }: ContactSectionProps) {
  return (
    <section id="iletisim" aria-labelledby="iletisim-baslik" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[2fr_3fr] lg:gap-14">
        <div>
          <h2 id="iletisim-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p> : null}
          <h3 className="mt-10 text-lg font-semibold text-slate-950">{channelsTitle}</h3>
          <ul className="mt-5 space-y-5">
            <Channel icon={<Phone aria-hidden="true" className="size-5" />} label={CONTACT_CHANNEL_TEXT.phone}>
              <a href={telLink} className={channelLink}>
                {site.phone.display}
              </a>
            </Channel>
            <Channel icon={<MessageCircle aria-hidden="true" className="size-5" />} label={CONTACT_CHANNEL_TEXT.whatsapp}>
              <a href={whatsappLink()} target="_blank" rel="noopener noreferrer" className={channelLink}>
                {CONTACT_CHANNEL_TEXT.whatsappLink}
                <span className="sr-only">{NEW_TAB_HINT}</span>
              </a>
            </Channel>
            <Channel icon={<Mail aria-hidden="true" className="size-5" />} label={CONTACT_CHANNEL_TEXT.email}>
              <a href={mailtoLink} className={channelLink}>
                {site.email}
              </a>
            </Channel>
            <Channel icon={<MapPin aria-hidden="true" className="size-5" />} label={CONTACT_CHANNEL_TEXT.address}>
              <address className="font-normal not-italic text-slate-800">{site.address.display}</address>
            </Channel>
          </ul>
          <WorkingHours className="mt-8 text-slate-800" />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h3 className="text-xl font-semibold text-slate-950">{formTitle}</h3>
          {form}
        </div>
      </div>
    </section>
  );
}
