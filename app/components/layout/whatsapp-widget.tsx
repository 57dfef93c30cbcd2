import { MessageCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { whatsappLink } from "~/lib/whatsapp";
import { WorkingHours } from "./working-hours";

/** Floating WhatsApp button and chat card on every page (SPEC "Shared elements"). */
export function WhatsAppWidget() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const startChatRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    startChatRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      {open ? (
        <div
          data-testid="whatsapp-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/50 md:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className="fixed bottom-4 right-4 z-50 flex flex-col items-end gap-3 sm:bottom-6 sm:right-6">
        {open ? (
          <section
            id={panelId}
            role="dialog"
            aria-labelledby={titleId}
            className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
          >
            <div className="flex items-start justify-between gap-3 bg-whatsapp-dark px-5 py-4 text-white">
              <div>
                <h2 id={titleId} className="text-base font-semibold">
                  {site.name} WhatsApp Destek
                </h2>
                <p className="text-sm text-white/90">Genellikle birkaç dakika içinde yanıt veriyoruz.</p>
              </div>
              <button
                type="button"
                onClick={() => setOpen(false)}
                className="rounded-md p-1 hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Sohbet penceresini kapat</span>
              </button>
            </div>
            <div className="space-y-4 px-5 py-4 text-sm text-slate-700">
              <p>
                Merhaba! 👋 Web siteniz, SEO veya reklam kampanyalarınızla ilgili sorularınızı yanıtlamaya ve size özel
                teklif hazırlamaya hazırız.
              </p>
              <WorkingHours compact />
              <a
                ref={startChatRef}
                href={whatsappLink()}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(buttonVariants({ variant: "whatsapp" }), "w-full")}
              >
                <MessageCircle aria-hidden="true" />
                Sohbeti Başlat
                <span className="sr-only"> (yeni sekmede açılır)</span>
              </a>
            </div>
          </section>
        ) : null}
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-whatsapp/50"
        >
          {open ? <X aria-hidden="true" className="size-7" /> : <MessageCircle aria-hidden="true" className="size-7" />}
          <span className="sr-only">{open ? "WhatsApp sohbetini kapat" : "WhatsApp ile yazın"}</span>
        </button>
      </div>
    </>
  );
}
