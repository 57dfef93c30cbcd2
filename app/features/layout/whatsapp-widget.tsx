import { MessageCircle, X } from "lucide-react";
import { buttonVariants } from "~/shared/ui/button";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { whatsappLink } from "~/site/whatsapp";
import { WorkingHours } from "~/site/working-hours";
import { CONTACT_CHANNEL_TEXT, NEW_TAB_HINT } from "~/site/contact.content";
import { WHATSAPP_WIDGET_TEXT } from "./content";

const PANEL_ID = "whatsapp-sohbet";
const TITLE_ID = "whatsapp-sohbet-baslik";

/**
 * Floating WhatsApp button and chat card on every page. It never covers content
 * (docs/decisions/015): on phones it sits in a bar at the bottom that the page ends above, from md
 * up in a gutter the page containers leave on the right (both in app.css). The card opens
 * and closes by the enhancement script (app/enhance/disclosure.ts); it is in the HTML from the
 * start, so opening it shifts nothing.
 */
export function WhatsAppWidget() {
  return (
    <>
      <div
        data-testid="whatsapp-overlay"
        data-disclosure-overlay={PANEL_ID}
        aria-hidden="true"
        hidden
        className="fixed inset-0 z-40 bg-slate-950/50 md:hidden"
      />
      {/* Phones: the button's own bar; the page ends above it (app.css), so it covers nothing. */}
      <div
        aria-hidden="true"
        data-testid="whatsapp-dock"
        className="fixed inset-x-0 bottom-0 z-20 h-(--wa-dock) border-t border-slate-200 bg-white md:hidden"
      />
      <div className="fixed bottom-2 right-4 z-50 flex flex-col items-end gap-3 md:bottom-6 md:right-6">
        <section
          id={PANEL_ID}
          data-disclosure-panel=""
          role="dialog"
          aria-labelledby={TITLE_ID}
          hidden
          className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
        >
          <div className="flex items-start justify-between gap-3 bg-whatsapp-dark px-5 py-4 text-white">
            <div>
              <h2 id={TITLE_ID} className="text-base font-semibold">
                {WHATSAPP_WIDGET_TEXT.title(site.name)}
              </h2>
              <p className="text-sm text-white/90">{CONTACT_CHANNEL_TEXT.replyTime}</p>
            </div>
            <button
              type="button"
              data-disclosure-close=""
              className="rounded-md p-1 hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{WHATSAPP_WIDGET_TEXT.closeCard}</span>
            </button>
          </div>
          <div className="space-y-4 px-5 py-4 text-sm text-slate-700">
            <p>{WHATSAPP_WIDGET_TEXT.greeting}</p>
            <WorkingHours compact />
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              data-disclosure-autofocus=""
              className={cn(buttonVariants({ variant: "whatsapp" }), "w-full")}
            >
              <MessageCircle aria-hidden="true" />
              {WHATSAPP_WIDGET_TEXT.startChat}
              <span className="sr-only">{NEW_TAB_HINT}</span>
            </a>
          </div>
        </section>
        <button
          type="button"
          data-disclosure=""
          aria-expanded="false"
          aria-controls={PANEL_ID}
          className="inline-flex size-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-whatsapp/50"
        >
          <span data-show-when="closed" className="contents">
            <MessageCircle aria-hidden="true" className="size-7" />
            <span className="sr-only">{WHATSAPP_WIDGET_TEXT.open}</span>
          </span>
          <span data-show-when="open" hidden className="contents">
            <X aria-hidden="true" className="size-7" />
            <span className="sr-only">{WHATSAPP_WIDGET_TEXT.close}</span>
          </span>
        </button>
      </div>
    </>
  );
}
