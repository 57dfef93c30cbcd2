import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { buildClassMergeTable } from "./shared/cn";

/**
 * React Router's default entry, hydrating one task later (decision 031): the task queued before it
 * builds tailwind-merge's class table (app/shared/cn.ts), so that work runs on its own instead of
 * inside hydration's first render slice. Hydration still runs
 * inside startTransition, so React slices its render into short tasks.
 */
setTimeout(buildClassMergeTable);
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
