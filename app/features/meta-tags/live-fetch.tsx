import { CloudDownload } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useLiveCheck } from "~/capabilities/live-check/use-live-check";
import { FieldError, FieldHint } from "~/shared/tool-ui/form-parts";
import { LiveCheckProgress } from "~/capabilities/live-check/live-check-progress";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { LIVE_META_TEXT } from "./live.content";
import { liveMetaFill } from "./live-rows";
import { LIVE_META_API } from "./api-contract";
import { checkLiveMetaUrl, type LiveMetaPage } from "./live-schema";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";

/** What the editor receives from a live page: its title, description and (for the preview) address. */
export interface LiveMetaValues {
  title: string;
  description: string;
  url: string;
}

interface Notice {
  tone: "success" | "warning" | "error";
  lines: string[];
}

function noticeFor(page: LiveMetaPage): {
  notice: Notice;
  values: LiveMetaValues | null;
} {
  const fill = liveMetaFill(page);
  if (!fill.ok) {
    const line =
      fill.outcome === "http-status"
        ? LIVE_META_TEXT.httpStatus(page.status ?? 0)
        : fill.outcome === "not-html"
          ? LIVE_META_TEXT.notHtml(page.contentType)
          : LIVE_META_TEXT.unreachable(page.error ?? LIVE_META_TEXT.failed);
    return { notice: { tone: "error", lines: [line] }, values: null };
  }
  const values = {
    title: fill.title,
    description: fill.description,
    url: page.finalUrl,
  };
  if (fill.missing.length === 0)
    return {
      notice: { tone: "success", lines: [LIVE_META_TEXT.filled] },
      values,
    };
  const lines = [
    ...(fill.missing.includes("title") ? [LIVE_META_TEXT.noTitle] : []),
    ...(fill.missing.includes("description") ? [LIVE_META_TEXT.noDescription] : []),
    LIVE_META_TEXT.filledPartly,
  ];
  return { notice: { tone: "warning", lines }, values };
}

const TONE_CLASS: Readonly<Record<Notice["tone"], string>> = {
  success: "text-green-800",
  warning: "text-orange-800",
  error: "text-red-700",
};

/**
 * "Sayfadan al": one address, read by the live check (POST /api/live/meta), its title and
 * description go into the editor (and so into the preview and its counters). The visitor is told
 * in words when the page has neither, answered with an error status, or is not HTML. Loaded
 * lazily by the meta generator; the server renders it in full.
 */
export default function LiveMetaFetch({ idPrefix, onFill }: { idPrefix: string; onFill: (values: LiveMetaValues) => void }) {
  const check = useLiveCheck(LIVE_META_API);
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const delivered = useRef<unknown>(null);
  const running = check.state.status === "running";
  const { state } = check;
  // What the visitor is told follows from the check's end; a new check clears it.
  const outcome = useMemo(() => {
    if (state.status === "failed")
      return {
        notice: { tone: "error", lines: [state.error] } satisfies Notice,
        values: null,
      };
    if (state.status !== "done") return null;
    const page = state.items[0];
    return page
      ? noticeFor(page)
      : {
          notice: {
            tone: "error",
            lines: [LIVE_META_TEXT.failed],
          } satisfies Notice,
          values: null,
        };
  }, [state]);
  const notice = outcome?.notice ?? null;

  // A finished check fills the editor once, after the render that shows its end.
  useEffect(() => {
    if (outcome === null || delivered.current === outcome) return;
    delivered.current = outcome;
    if (outcome.values) onFill(outcome.values);
    noticeRef.current?.focus();
  }, [outcome, onFill]);

  function start(typed: string) {
    const checked = checkLiveMetaUrl(typed);
    if (!checked.ok) {
      setUrlError(checked.message);
      return;
    }
    setUrlError(null);
    check.start({ urls: [checked.url] });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start(url);
  }

  usePrefillAddress((address) => {
    setUrl(address);
    start(address);
  });

  const inputId = `${idPrefix}-url`;
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${idPrefix}-baslik`}>
        <h2 id={`${idPrefix}-baslik`} className="text-xl font-semibold text-slate-950">
          {LIVE_META_TEXT.title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{LIVE_META_TEXT.intro}</p>
        {/* Loaded lazily, so it hydrates after the rest of the tool: its own pre-hydration scope. */}
        <PrehydrationScope className="mt-5 space-y-4">
          <form noValidate onSubmit={onSubmit} className="space-y-1.5">
            <Label htmlFor={inputId} className="block">
              {LIVE_META_TEXT.urlLabel}
            </Label>
            <div className="flex max-w-2xl flex-wrap gap-3">
              <Input
                id={inputId}
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder={LIVE_META_TEXT.urlPlaceholder}
                value={url}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={`${inputId}-ipucu${urlError ? ` ${inputId}-hata` : ""}`}
                onChange={(event) => setUrl(event.target.value)}
                className="min-w-0 flex-1 basis-64"
              />
              <Button type="submit" disabled={running}>
                <CloudDownload aria-hidden="true" />
                {running ? LIVE_META_TEXT.fetching : LIVE_META_TEXT.fetch}
              </Button>
            </div>
            <FieldHint id={`${inputId}-ipucu`}>{LIVE_META_TEXT.urlHint}</FieldHint>
            {urlError ? <FieldError id={`${inputId}-hata`} message={urlError} /> : null}
          </form>
          <LiveCheckProgress state={check.state} onStop={check.stop} />
          <div
            ref={noticeRef}
            tabIndex={-1}
            role="status"
            className="space-y-1 focus:outline-none"
            data-testid="meta-live-notice"
            data-tone={notice?.tone}
          >
            {notice?.lines.map((line) => (
              <p key={line} className={`text-sm font-medium ${TONE_CLASS[notice.tone]}`}>
                {line}
              </p>
            ))}
          </div>
        </PrehydrationScope>
      </section>
    </Card>
  );
}
