import { BadgePercent, Check } from "lucide-react";
import { QuoteButton } from "~/site/quote-button";
import { formatMoney } from "~/shared/format";
import { discountedPrice } from "~/shared/money";
import type { OfferedPackage, Promotion } from "~/shared/content-types";
import { cn } from "~/shared/cn";
import { PACKAGE_GRID_TEXT } from "~/shared/sections.content";

interface PackageGridProps {
  packages: readonly OfferedPackage[];
  promotion?: Promotion;
  note?: string;
}

/** Price packages; each button opens WhatsApp with the package named in the message. */
export function PackageGrid({ packages, promotion, note }: PackageGridProps) {
  return (
    <div className="space-y-10">
      {promotion ? (
        <div className="flex gap-4 rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:items-center">
          <BadgePercent aria-hidden="true" className="size-8 shrink-0 text-amber-800" />
          <div>
            <p className="font-bold text-amber-950">{promotion.title}</p>
            <p className="mt-1 text-slate-800">{promotion.text}</p>
          </div>
        </div>
      ) : null}
      <ul className="grid gap-8 lg:grid-cols-3">
        {packages.map((item) => (
          <li
            key={item.name}
            data-testid="package"
            className={cn(
              "relative flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8",
              item.popular ? "border-2 border-brand-700 shadow-lg" : "border border-slate-200",
            )}
          >
            <h3 className="text-xl font-bold text-slate-950">{item.name}</h3>
            {item.popular ? (
              <p className="absolute -top-4 right-6 rounded-full bg-brand-700 px-4 py-1 text-sm font-semibold text-white">{PACKAGE_GRID_TEXT.popular}</p>
            ) : null}
            <p className="mt-2 text-slate-700">{item.summary}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight text-slate-950">{formatMoney(item.price)}</span>
              <span className="text-sm text-slate-700">{item.durationLabel}</span>
            </p>
            {promotion ? (
              <p className="mt-2 text-sm font-semibold text-green-800">
                {PACKAGE_GRID_TEXT.promotionPrice(promotion.discountPercent, formatMoney(discountedPrice(item.price, promotion)))}
              </p>
            ) : null}
            <ul className="mt-6 flex-1 space-y-3 text-slate-800">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <QuoteButton
              label={item.ctaLabel}
              message={item.message}
              variant={item.popular ? "default" : "outline"}
              size="lg"
              className="mt-8 w-full"
            />
          </li>
        ))}
      </ul>
      {note ? <p className="text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}
