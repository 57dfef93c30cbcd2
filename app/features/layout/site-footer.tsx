import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DRAW_LATER } from "~/shared/draw-later";
import { SocialIcon } from "~/site/social-icons";
import { FOOTER_COLUMNS, LEGAL_LINKS } from "~/site/navigation.content";
import { site } from "~/site/site.content";
import { mailtoLink, telLink } from "~/site/whatsapp";
import { Logo } from "./logo";
import { WorkingHours } from "~/site/working-hours";
import { FOOTER_TEXT, HOME_LINK_HINT } from "./content";

const footerLink = "rounded-sm text-slate-300 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/** `newsletter` is the leads feature's sign-up form, handed in by the root layout (features do not import features). */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300" {...DRAW_LATER}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:grid-cols-5">
        <div className="space-y-4">
          <Link to="/" className="inline-block rounded-md bg-white px-3 py-2">
            <Logo />
            <span className="sr-only">{HOME_LINK_HINT}</span>
          </Link>
          <p className="text-sm">{site.slogan}.</p>
          <ul className="flex gap-3" aria-label={FOOTER_TEXT.socialLabel}>
            {site.social.map((link) => (
              <li key={link.network}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
                >
                  <SocialIcon network={link.network} />
                  <span className="sr-only">{FOOTER_TEXT.socialLinkHint(link.label)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={FOOTER_TEXT.columnNavLabel(column.title)}>
            <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-white">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="space-y-6 text-sm">
          <div>
            <h2 className="mb-4 text-sm font-semibold uppercase tracking-wide text-white">{FOOTER_TEXT.contactTitle}</h2>
            <ul className="space-y-3">
              <li>
                <a href={telLink} className={`${footerLink} inline-flex gap-2`}>
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {site.phone.display}
                </a>
              </li>
              <li>
                <a href={mailtoLink} className={`${footerLink} inline-flex gap-2 break-all`}>
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {site.email}
                </a>
              </li>
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <address className="not-italic">{site.address.display}</address>
              </li>
              <li>
                <WorkingHours />
              </li>
            </ul>
          </div>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          {newsletter}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{FOOTER_TEXT.copyright(year, site.legalName)}</p>
          <nav aria-label={FOOTER_TEXT.legalNavLabel}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {LEGAL_LINKS.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {/* Hidden unless a consent banner exists: the measurement script shows it (CONSENT_OPEN_ATTRIBUTE, docs/decisions/027). */}
              <li hidden>
                <button type="button" data-consent-open="" className={footerLink}>
                  {FOOTER_TEXT.consentPreferences}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
