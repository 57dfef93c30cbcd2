import { Suspense, lazy, useId } from "react";
import { ToolPanel } from "~/shared/tool-ui/form-parts";
import { CANONICAL_LIVE_PANEL_TEXT } from "./content";

// Loaded lazily (with the check client, the verdict logic and the CSV writer), so the tool page's
// first script stays within its budget; the server renders the panel in full.
const LiveChecker = lazy(() => import("./live-checker"));

/** "Canlı kontrol": the canonical tool's live mode, a panel of its own beside the generator. */
export function CanonicalLiveSection() {
  const id = useId();
  return (
    <ToolPanel id={`${id}-canli`} title={CANONICAL_LIVE_PANEL_TEXT.title} description={CANONICAL_LIVE_PANEL_TEXT.intro}>
      <Suspense fallback={null}>
        <LiveChecker idPrefix={`${id}-canli`} />
      </Suspense>
    </ToolPanel>
  );
}
