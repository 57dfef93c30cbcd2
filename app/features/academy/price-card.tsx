import { CheckList } from "~/site/sections/check-list";
import { ACADEMY, ACADEMY_PAGE, ACADEMY_REQUIREMENTS } from "./content";
import { JoinButton } from "./join-button";

const text = ACADEMY_PAGE.price;

/** The fee, what it includes, the join button and what to bring. */
export function PriceCard() {
  return (
    <aside aria-labelledby="ucret-baslik" className="self-start rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg">
      <h3 id="ucret-baslik" className="text-lg font-semibold text-slate-950">
        {text.title}
      </h3>
      <p className="mt-2 text-4xl font-bold text-brand-800">{ACADEMY.priceLabel}</p>
      <p className="mt-2 text-sm text-slate-700">{ACADEMY.priceNote}</p>
      <CheckList items={text.includes} className="mt-5 text-slate-800" />
      <JoinButton className="mt-6 w-full" />
      <div className="mt-6 border-t border-slate-200 pt-5">
        <h4 className="text-sm font-semibold text-slate-950">{text.requirementsTitle}</h4>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {ACADEMY_REQUIREMENTS.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
