import { LOGO_SIZE, PORTFOLIO_PAGE, type PortfolioClient } from "./content";

/**
 * Logos in grey until a tile is hovered or focused. Each tile is focusable (tabindex 0) so keyboard
 * users see the same colour change; the figure is named by its caption.
 */
/** The first row of tiles can be in the first screen: it loads at once (lazy images wait for layout). */
const EAGER_TILES = 4;

export function ClientLogoGrid({ clients }: { clients: readonly PortfolioClient[] }) {
  return (
    // Flex rather than grid, so a last row that is not full is centred.
    <ul className="flex flex-wrap justify-center gap-4" data-testid="client-logos">
      {clients.map((client, index) => (
        <li
          key={client.name}
          className="w-[calc((100%-1rem)/2)] sm:w-[calc((100%-2rem)/3)] lg:w-[calc((100%-3rem)/4)] xl:w-[calc((100%-4rem)/5)]"
        >
          <figure
            tabIndex={0}
            className="group flex h-full flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-6 text-center transition hover:border-brand-200 hover:shadow-md focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
          >
            <img
              src={client.logo}
              alt={PORTFOLIO_PAGE.clients.logoAlt(client.name)}
              width={LOGO_SIZE.width}
              height={LOGO_SIZE.height}
              loading={index < EAGER_TILES ? "eager" : "lazy"}
              decoding="async"
              className="h-auto w-full max-w-44 opacity-75 grayscale transition duration-300 group-hover:opacity-100 group-hover:grayscale-0 group-focus:opacity-100 group-focus:grayscale-0"
            />
            <figcaption className="text-sm leading-snug">
              <span className="block font-semibold text-slate-900">{client.name}</span>
              <span className="block text-slate-600">{client.sector}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
