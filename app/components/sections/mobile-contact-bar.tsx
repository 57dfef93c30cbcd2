import { Phone } from "lucide-react";
import { QuoteButton } from "~/components/layout/quote-button";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { telLink } from "~/lib/whatsapp";

/**
 * On phones, a call and a WhatsApp button stay at the bottom of the screen while the page is read,
 * so the agency is one tap away from any section. It leaves room on the right for the floating
 * WhatsApp widget and sits under its overlay (z-30 < z-40).
 */
export function MobileContactBar({ message }: { message?: string }) {
  return (
    <div data-testid="mobile-contact-bar" className="sticky bottom-0 z-30 border-t border-slate-200 bg-white/95 py-3 pl-4 pr-24 backdrop-blur md:hidden">
      <div className="flex gap-2">
        <a href={telLink} className={cn(buttonVariants({ variant: "outline" }), "flex-1 px-3")}>
          <Phone aria-hidden="true" />
          Hemen Ara
        </a>
        <QuoteButton message={message} className="flex-1 px-3" />
      </div>
    </div>
  );
}
