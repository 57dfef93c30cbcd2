import { TOAST_REGION_LABEL } from "./content";

/**
 * The live region every toast is written into (see `~/lib/browser/toast`). Rendered by the server
 * so it exists before the first message: live regions added together with their text are often
 * not announced.
 */
export function ToastRegion() {
  return (
    <section
      data-toaster=""
      aria-label={TOAST_REGION_LABEL}
      className="pointer-events-none fixed right-4 top-4 z-[60] w-[min(24rem,calc(100vw-2rem))]"
    >
      <div aria-live="polite" className="flex flex-col gap-2" />
    </section>
  );
}
