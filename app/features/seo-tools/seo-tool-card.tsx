import { DRAW_LATER } from "~/shared/draw-later";
import {
  ArrowRight,
  Bot,
  FileText,
  Languages,
  Layers,
  Link2,
  type LucideIcon,
  Lightbulb,
  Network,
  ScanSearch,
  Tags,
  Trophy,
} from "lucide-react";
import { Badge } from "~/shared/ui/badge";
import { COMING_SOON_LABEL, HUB_TEXT, toolCardHref, type SeoToolCard, type SeoToolIcon } from "~/features/seo-tools/content";
import { cn } from "~/shared/cn";

const ICONS: Record<SeoToolIcon, LucideIcon> = {
  "scan-search": ScanSearch,
  "file-text": FileText,
  languages: Languages,
  link: Link2,
  network: Network,
  tags: Tags,
  layers: Layers,
  bot: Bot,
  trophy: Trophy,
  lightbulb: Lightbulb,
};

/**
 * One tool of the hub grid. An available card is a plain `<a href>` (a full page load: each tool is
 * its own prerendered page) stretched over the whole card; an unavailable one has no link, is greyed
 * out and shows 'Çok Yakında'. `drawLater`: the card starts below a phone's first screen, so it
 * is drawn after the first paint (app/shared/draw-later.ts).
 */
export function SeoToolCardView({ card, drawLater = false }: { card: SeoToolCard; drawLater?: boolean }) {
  const Icon = ICONS[card.icon];
  return (
    <li
      data-available={card.available}
      {...(drawLater ? DRAW_LATER : {})}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition",
        card.available
          ? "border-slate-200 focus-within:ring-2 focus-within:ring-brand-600 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
          : "border-dashed border-slate-300 bg-slate-50",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span
          className={cn(
            "flex size-12 items-center justify-center rounded-xl",
            card.available ? "bg-brand-50 text-brand-700" : "bg-slate-200 text-slate-600",
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {card.available ? null : <Badge variant="neutral">{COMING_SOON_LABEL}</Badge>}
      </div>
      <h3 className="mt-5 text-lg font-semibold text-slate-950">
        {card.available ? (
          <a
            href={toolCardHref(card)}
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {card.title}
          </a>
        ) : (
          card.title
        )}
      </h3>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{card.description}</p>
      {card.available ? (
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          {HUB_TEXT.openTool}
          <ArrowRight className="size-4" />
        </span>
      ) : null}
    </li>
  );
}
