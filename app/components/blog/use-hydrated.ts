import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML, true afterwards.
 * Lets a page render exactly what the server rendered first, then switch to browser-only state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
