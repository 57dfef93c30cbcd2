import { Phone } from "lucide-react";
import { QuoteButton } from "~/site/quote-button";
import { buttonVariants } from "~/shared/ui/button";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { telLink } from "~/site/whatsapp";
import { CTA_SECTION_TEXT } from "~/shared/sections.content";

interface CtaSectionProps {
  title: string;
  text: string;
  /** Button label; it opens WhatsApp with `message` prefilled. */
  buttonLabel?: string;
  message?: string;
  id?: string;
}

/** Closing call to action: WhatsApp in one tap, or a phone call. */
export function CtaSection({ title, text, buttonLabel = CTA_SECTION_TEXT.buttonLabel, message, id = "cta" }: CtaSectionProps) {
  const headingId = `${id}-baslik`;
  return (
    <section aria-labelledby={headingId} className="bg-brand-900">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <QuoteButton label={buttonLabel} message={message} variant="inverse" size="lg" />
          <a href={telLink} className={cn(buttonVariants({ variant: "ghost", size: "lg" }), "text-white hover:bg-white/10")}>
            <Phone aria-hidden="true" />
            {site.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
