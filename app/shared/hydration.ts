/**
 * Which pages run React in the browser (docs/decisions/011). Content pages are complete as HTML
 * and the inline enhancement script; only the SEO tools, whose screens are React state machines,
 * hydrate. A route opts in with `export const handle = HYDRATED_ROUTE`.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export const HYDRATED_ROUTE: RouteHandle = { hydrate: true };

export function wantsHydration(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true);
}
