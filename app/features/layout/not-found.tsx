import { Home } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/shared/ui/button";
import { HEADER_NAV } from "~/site/navigation.content";
import { NOT_FOUND_TEXT } from "./content";

/** One body for every unknown address, so it can be rendered once and cached (server/not-found.ts). */
export function NotFound() {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-20 text-center">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{NOT_FOUND_TEXT.heading}</h1>
      <p className="text-lg text-slate-700">{NOT_FOUND_TEXT.text}</p>
      <Link to="/" className={buttonVariants({ size: "lg" })}>
        <Home aria-hidden="true" />
        {NOT_FOUND_TEXT.homeLink}
      </Link>
      <nav aria-label={NOT_FOUND_TEXT.popularLabel} className="pt-6">
        <h2 className="mb-3 text-base font-semibold">{NOT_FOUND_TEXT.popularTitle}</h2>
        <ul className="flex flex-wrap justify-center gap-2">
          {HEADER_NAV.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className={buttonVariants({ variant: "outline", size: "sm" })}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
