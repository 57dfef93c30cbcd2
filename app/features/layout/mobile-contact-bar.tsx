import { Phone } from "lucide-react";
import { QuoteButton } from "~/site/quote-button";
import { buttonVariants } from "~/shared/ui/button";
import { cn } from "~/shared/cn";
import { telLink } from "~/site/whatsapp";
import { CONTACT_CHANNEL_TEXT } from "~/site/contact.content";

/**
 * On phones, a call and a WhatsApp button stay at the bottom of the screen while the page is read,
 * so the agency is one tap away from any section. It has the height of the WhatsApp button's bar
 * and lies over it (z-30 > z-20), leaving room on the right for the button (docs/decisions/015),
 * and sits under the chat card's overlay (z-30 < z-40).
 */
export function MobileContactBar({ message }: { message?: string }) {
  return (
    <div data-testid="mobile-contact-bar" className="sticky bottom-0 z-30 flex h-(--wa-dock) items-center border-t border-slate-200 bg-white pl-4 pr-24 md:hidden">
      <div className="flex flex-1 gap-2">
        <a href={telLink} className={cn(buttonVariants({ variant: "outline" }), "flex-1 px-3")}>
          <Phone aria-hidden="true" />
          {CONTACT_CHANNEL_TEXT.callNow}
        </a>
        <QuoteButton message={message} className="flex-1 px-3" />
      </div>
    </div>
  );
}
