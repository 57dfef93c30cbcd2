import type { ClientLogo } from "~/shared/content-types";

/** A desktop row of logos: it can be in the first screen, so it loads at once (lazy images wait for layout). */
const EAGER_LOGOS = 6;

/** Client wordmarks (local SVG files, 240x80), muted until hovered. */
export function LogoGrid({ logos }: { logos: readonly ClientLogo[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
      {logos.map((logo, index) => (
        <li key={logo.name} className="flex items-center justify-center rounded-xl border border-slate-200 bg-white px-3 py-4">
          <img
            src={logo.logo}
            alt={`${logo.name} logosu`}
            width={240}
            height={80}
            loading={index < EAGER_LOGOS ? "eager" : "lazy"}
            decoding="async"
            className="h-12 w-auto grayscale transition hover:grayscale-0"
          />
        </li>
      ))}
    </ul>
  );
}
