import { DRAW_LATER } from "~/shared/draw-later";
import { ArrowLeft, ExternalLink, FileText } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/shared/ui/button";
import { site } from "~/site/site.content";
import { HUB_TEXT, SEO_TOOL_CARDS, seoToolHref } from "~/features/seo-tools/content";
import { SeoToolCardView } from "./seo-tool-card";

type HubView = "grid" | "llms";

/**
 * The form view has an address of its own: the "open" control is a link to it, so a tap before
 * React has hydrated (docs/decisions/015) is not lost but opens the form once the page is live,
 * and the browser's back button returns to the grid.
 */
export const LLMS_FORM_HASH = "#hizli-llms-txt";

/**
 * The hub below the page header: the tool grid, or (at LLMS_FORM_HASH) the quick llms.txt form with
 * a back button. The grid is what the prerendered page shows; focus follows the view change.
 * The form is the llms.txt tool's, handed in by the route so this screen does not import that tool.
 */
export function ToolsHub({ llmsForm }: { llmsForm: ReactNode }) {
  const [view, setView] = useState<HubView>("grid");
  const gridHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const changed = useRef(false);
  // Mounted on first use, then only hidden, so going back to the grid keeps what was typed.
  const [formMounted, setFormMounted] = useState(false);

  useEffect(() => {
    if (!changed.current) return;
    (view === "llms" ? formHeading : gridHeading).current?.focus();
  }, [view]);

  useEffect(() => {
    const follow = () => {
      const next: HubView = window.location.hash === LLMS_FORM_HASH ? "llms" : "grid";
      changed.current = true;
      if (next === "llms") setFormMounted(true);
      setView(next);
    };
    // Opened before hydration (or by a shared address): follow it now.
    if (window.location.hash === LLMS_FORM_HASH) follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);

  function backToGrid() {
    // Without a history entry of its own: back from here leaves the hub as before.
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    changed.current = true;
    setView("grid");
  }

  return (
    <>
      {formMounted ? (
        <div hidden={view !== "llms"} className="mx-auto max-w-7xl space-y-6 px-4 py-10 sm:px-6">
          <Button type="button" variant="outline" onClick={backToGrid}>
            <ArrowLeft aria-hidden="true" />
            {HUB_TEXT.backToGrid}
          </Button>
          <div className="space-y-2">
            <h2
              ref={formHeading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-950 focus:outline-none"
            >
              {HUB_TEXT.llmsFormTitle}
            </h2>
            <p className="max-w-3xl text-slate-700">{HUB_TEXT.llmsFormIntro}</p>
          </div>
          {llmsForm}
        </div>
      ) : null}
      <div hidden={view !== "grid"} className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
        <section aria-labelledby="araclar-baslik" className="space-y-6">
          <div className="space-y-2">
            <h2
              id="araclar-baslik"
              ref={gridHeading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-slate-950 focus:outline-none sm:text-3xl"
            >
              {HUB_TEXT.gridTitle}
            </h2>
            <p className="text-slate-700">{HUB_TEXT.gridIntro}</p>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {/* On a phone the first screen ends within the second card: the rest are drawn after the first paint. */}
            {SEO_TOOL_CARDS.map((card, index) => (
              <SeoToolCardView key={card.id} card={card} drawLater={index >= 2} />
            ))}
          </ul>
          <p className="text-slate-700">
            {HUB_TEXT.otherToolsLead}{" "}
            <a
              href={seoToolHref("utm-uretici")}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {HUB_TEXT.utmLinkLabel}
            </a>{" "}
            {HUB_TEXT.utmLinkTail}
          </p>
        </section>

        <section
          {...DRAW_LATER}
          aria-labelledby="llms-sablon-baslik"
          className="flex flex-col gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 lg:flex-row lg:items-center lg:justify-between"
        >
          <div className="flex gap-4">
            <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:flex">
              <FileText aria-hidden="true" className="size-6" />
            </span>
            <div className="space-y-2">
              <h2 id="llms-sablon-baslik" className="text-xl font-bold sm:text-2xl">
                {HUB_TEXT.llmsPromoTitle}
              </h2>
              <p className="max-w-2xl text-brand-50">{HUB_TEXT.llmsPromoText}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Button asChild variant="inverse" size="lg" className="h-auto min-h-12 whitespace-normal py-3 text-center">
              <a href={LLMS_FORM_HASH}>{HUB_TEXT.openLlmsForm}</a>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="h-auto min-h-12 whitespace-normal border-white/40 bg-transparent py-3 text-center text-white hover:bg-white/10"
            >
              <a href={site.fileStorageUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                {HUB_TEXT.storageButton}
                <span className="sr-only"> {HUB_TEXT.storageButtonHint}</span>
              </a>
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}
