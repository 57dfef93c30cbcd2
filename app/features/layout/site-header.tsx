import { Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { HEADER_NAV } from "~/site/navigation.content";
import { cn } from "~/shared/cn";
import { Logo } from "./logo";
import { QuoteButton } from "~/site/quote-button";
import { HEADER_TEXT, HOME_LINK_HINT } from "./content";

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-brand-800",
    isActive ? "text-brand-800" : "text-slate-800",
  );
}

const MOBILE_MENU_ID = "mobil-menu";

/** The mobile menu opens and closes by the enhancement script (app/enhance/disclosure.ts). */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
          <Logo />
          <span className="sr-only">{HOME_LINK_HINT}</span>
        </Link>
        <nav aria-label={HEADER_TEXT.mainNavLabel} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {HEADER_NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} className={navLinkClasses} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <QuoteButton size="sm" className="hidden sm:inline-flex" />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 xl:hidden"
            data-disclosure=""
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
          >
            <span data-show-when="closed" className="contents">
              <Menu aria-hidden="true" className="size-6" />
              <span className="sr-only">{HEADER_TEXT.openMenu}</span>
            </span>
            <span data-show-when="open" hidden className="contents">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{HEADER_TEXT.closeMenu}</span>
            </span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        data-disclosure-panel=""
        aria-label={HEADER_TEXT.mobileNavLabel}
        hidden
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-3 sm:px-6">
          {HEADER_NAV.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                className={({ isActive }) => cn(navLinkClasses({ isActive }), "block px-3 py-3 text-base")}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li className="pt-2 sm:hidden">
            <QuoteButton className="w-full" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
