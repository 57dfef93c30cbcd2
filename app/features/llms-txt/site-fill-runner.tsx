import { useEffect, useMemo, useRef } from "react";
import { CrawlProgress } from "~/capabilities/crawl/crawl-progress";
import { useSiteCrawl } from "~/capabilities/crawl/use-site-crawl";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import type { Keyed } from "~/shared/tool-ui/use-keyed-list";
import {
  checkExistingLlmsTxt,
  fillLlmsHubForm,
  fillLlmsTxtForm,
  proposeFromSite,
  type LlmsProposal,
} from "~/features/llms-txt/from-site";
import type { LlmsFaqInput, LlmsPageInput, LlmsTxtForm } from "~/features/llms-txt/generator";
import type { LlmsHubForm, LlmsHubItem } from "~/features/llms-txt/hub-generator";
import { SITE_FILL_REPORT_TEXT } from "~/features/llms-txt/site-fill-report.content";
import { ExistingLlmsReport } from "./existing-llms-report";

export interface FillRequest {
  url: string;
  /** A new id starts a new crawl, also of the same address. */
  id: number;
}

type ToolForm = Omit<LlmsTxtForm, "pages" | "faqs"> & {
  pages: readonly Keyed<LlmsPageInput>[];
  faqs: readonly Keyed<LlmsFaqInput>[];
};
type HubForm = Omit<LlmsHubForm, "docs" | "examples" | "optional"> &
  Record<"docs" | "examples" | "optional", readonly Keyed<LlmsHubItem>[]>;

/** The form a crawl fills: its current values, and how to set the filled ones. */
export type FillTarget =
  | {
      kind: "tool";
      form: ToolForm;
      fill: (form: Omit<ToolForm, "pages"> & { pages: (Keyed<LlmsPageInput> | LlmsPageInput)[] }) => void;
    }
  | {
      kind: "hub";
      form: HubForm;
      fill: (
        form: Omit<HubForm, "docs" | "examples" | "optional"> &
          Record<"docs" | "examples" | "optional", (Keyed<LlmsHubItem> | LlmsHubItem)[]>,
      ) => void;
    };

function apply(target: FillTarget, proposal: LlmsProposal): void {
  if (target.kind === "tool") target.fill(fillLlmsTxtForm(target.form, proposal).form);
  else target.fill(fillLlmsHubForm(target.form, proposal).form);
}

/** Runs the crawl for a request, fills the form once per result and reports what it found. */
export default function SiteFillRunner({ request, target }: { request: FillRequest; target: FillTarget }) {
  const { state, start, stop, stopBlockingAndRetry } = useSiteCrawl("llms-txt");
  const targetRef = useRef(target);
  useEffect(() => {
    targetRef.current = target;
  });

  useEffect(() => {
    start(request.url);
  }, [request, start]);

  // A stopped crawl carries the partial result of what it had found, and is used like a finished one.
  const result = state.status === "done" || state.status === "stopped" ? state.result : null;
  const outcome = useMemo(() => {
    if (result === null) return null;
    const proposal = proposeFromSite(result);
    return { proposal, check: checkExistingLlmsTxt(result, proposal), stopReason: result.crawl.stopReason };
  }, [result]);

  useEffect(() => {
    if (outcome !== null) apply(targetRef.current, outcome.proposal);
  }, [outcome]);

  const pages = outcome?.proposal.sections.reduce((sum, section) => sum + section.pages.length, 0) ?? 0;
  return (
    <div className="space-y-4">
      <CrawlProgress state={state} onStop={stop} />
      <div role="status" aria-live="polite" className="space-y-1 text-sm text-slate-800">
        {state.status === "failed" ? <p className="font-medium text-red-700">{state.error}</p> : null}
        {state.status === "failed" ? <StopBlockingJobButton jobId={state.blockingJobId} onStop={stopBlockingAndRetry} /> : null}
        {outcome !== null ? (
          <>
            <p data-testid="site-fill-summary">
              {SITE_FILL_REPORT_TEXT.filled(pages, outcome.proposal.sections.length)}
            </p>
            {outcome.stopReason === "cancelled" ? <p>{SITE_FILL_REPORT_TEXT.stopped}</p> : null}
            {outcome.stopReason !== "done" && outcome.stopReason !== "cancelled" ? <p>{SITE_FILL_REPORT_TEXT.partial}</p> : null}
          </>
        ) : null}
      </div>
      {outcome?.check ? (
        <ExistingLlmsReport check={outcome.check} hasSitemap={result !== null && result.crawl.sitemaps.urls.length > 0} />
      ) : null}
    </div>
  );
}
