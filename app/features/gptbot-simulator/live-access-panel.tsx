import { Radar } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { useLiveCheck } from "~/capabilities/live-check/use-live-check";
import { StopBlockingJobButton } from "~/shared/tool-ui/blocking-job";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { LiveCheckProgress } from "~/capabilities/live-check/live-check-progress";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { LIVE_ACCESS_TEXT as T } from "./live-access.content";
import { BotTables, LiveAccessReport } from "./live-access-report";
import { URL_MAX_LENGTH, checkAnalyzeUrl } from "./schema";
import { LIVE_AI_ACCESS_API } from "./api-contract";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";
import { liveAccessCsvRows } from "./live-access-csv";
import { liveAccessReportSummary } from "./live-access-report-summary";

/**
 * "Canlı erişim kontrolü": the page is asked for once per AI crawler with its user agent
 * (POST /api/live/ai-access), and each bot's verdict appears as it arrives; the finished check
 * adds robots.txt's content signals, the text a bot without JavaScript gets and the llms.txt
 * verdict. Loaded lazily by the simulator, so the page's own script does not grow; the server
 * renders it in full, so the form is there before it loads.
 */
export default function LiveAccessPanel({
  idPrefix,
  onPrefill,
  reportRequest,
}: {
  idPrefix: string;
  onPrefill: () => void;
  /** "Raporu e-postama gönder" under the finished check (the route's slot). */
  reportRequest?: (report: ToolResultReport) => ReactNode;
}) {
  const check = useLiveCheck(LIVE_AI_ACCESS_API);
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { state } = check;
  const running = state.status === "running";
  const result = state.status === "done" ? state.result : null;

  // A finished check takes the keyboard and the screen reader to its heading.
  useEffect(() => {
    if (result) headingRef.current?.focus();
  }, [result]);

  function start(typed: string) {
    const checked = checkAnalyzeUrl(typed);
    if (!checked.ok) {
      setError(checked.message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    check.start({ url: checked.url });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(url);
  }

  // The audit's robots.txt and AI-bot findings link here: the live check answers them for the
  // visitor's site, and the robots.txt presets below stay one scroll away.
  usePrefillAddress((address) => {
    onPrefill();
    setUrl(address);
    start(address);
  });

  const inputId = `${idPrefix}-url`;
  return (
    // Loaded lazily, so it hydrates after the rest of the tool: its own pre-hydration scope.
    <PrehydrationScope className="space-y-5">
      <p className="text-sm text-slate-700">{T.intro}</p>
      <form noValidate onSubmit={onSubmit} className="space-y-2">
        <Label htmlFor={inputId}>{T.urlLabel}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            ref={inputRef}
            id={inputId}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            maxLength={URL_MAX_LENGTH}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-hata ${inputId}-ipucu` : `${inputId}-ipucu`}
            className="sm:flex-1"
          />
          <Button type="submit" size="lg" disabled={running}>
            <Radar aria-hidden="true" />
            {T.start}
          </Button>
        </div>
        {error ? <FieldError id={`${inputId}-hata`} message={error} /> : null}
        <FieldHint id={`${inputId}-ipucu`}>{T.urlHint}</FieldHint>
      </form>

      <LiveCheckProgress state={state} onStop={check.stop} />

      {state.status === "failed" ? (
        <div>
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900">
            {state.error}
          </p>
          <StopBlockingJobButton jobId={state.blockingJobId} onStop={check.stopBlockingAndRetry} />
        </div>
      ) : null}

      {result ? (
        <>
          <LiveAccessReport result={result} headingRef={headingRef} />
          {reportRequest?.({ site: result.url, result: () => ({ summary: liveAccessReportSummary(result), file: liveAccessCsvRows(result) }) })}
        </>
      ) : state.status === "running" || state.status === "stopped" || state.status === "failed" ? (
        // Verdicts that arrived so far (all of them stay after "Durdur").
        <BotTables bots={state.items} />
      ) : null}
    </PrehydrationScope>
  );
}
