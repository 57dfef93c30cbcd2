import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { cn } from "~/shared/cn";

/**
 * React Router's default entry, with the main thread given back twice before hydration
 * (decision 031). tailwind-merge builds its class table on its first call, about 40 ms on a 4×
 * slowed phone, and that first call came from the first Button rendered during hydration, inside
 * one of React's work slices, which then ran far past 50 ms. Warming it up in a task of its own,
 * between the task that evaluated the page's modules and the first hydration slice, keeps each of
 * the three short. Hydration still runs inside startTransition, so React slices its render.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function hydrate(): Promise<void> {
  await nextTask();
  cn("p-0", "p-1");
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
