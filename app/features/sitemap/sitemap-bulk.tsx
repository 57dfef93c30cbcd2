import { Download, Eraser, LoaderCircle } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { toast } from "~/shared/browser/toast";
import { FieldHint } from "~/shared/tool-ui/form-parts";
import { LongListField } from "~/shared/tool-ui/long-list-field";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { SelectField } from "~/shared/tool-ui/select-field";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { SITEMAP_TEXT } from "~/features/sitemap/content";
import { downloadFile, MIME } from "~/shared/browser/download";
import type {
  BulkSitemapInput,
  BulkSitemapOutcome,
  BulkSitemapRequest,
  BulkSitemapResponse,
} from "~/features/sitemap/bulk";
import {
  ADDED_ENTRY_DEFAULTS,
  SITEMAP_FILE_NAME,
  SITEMAP_ZIP_FILE_NAME,
  type ChangeFrequency,
} from "~/features/sitemap/constants";
import {
  SITEMAP_COPIED_MESSAGE,
  SITEMAP_DOWNLOADED_MESSAGE,
  SITEMAP_NO_VALID_URL_MESSAGE,
} from "~/features/sitemap/generator.content";
import { formatLocalDate } from "~/features/sitemap/dates";
import { formatNumber } from "~/shared/format";
import { CHANGEFREQ_OPTIONS, PRIORITY_OPTIONS, toChangeFrequency } from "./sitemap-form";

/** Pause after the last keystroke before the list is processed again; a paste is processed at once. */
const TYPING_PAUSE_MS = 300;

/** The bulk worker starts when the page is idle, or after this long at the latest. */
const WORKER_START_TIMEOUT_MS = 2_000;

function createWorker(): Worker {
  return new Worker(new URL("./sitemap-bulk.worker.ts", import.meta.url), { type: "module" });
}

/**
 * Runs bulk requests in a module Web Worker. A request made while another is running replaces it:
 * the busy worker is terminated (its answer would be stale) and a fresh one takes the new request.
 * If no worker can be started, the work runs on the main thread (loaded on demand).
 */
function useBulkWorker(onOutcome: (outcome: BulkSitemapOutcome | null) => void) {
  const worker = useRef<Worker | null>(null);
  const busy = useRef(false);
  const lastRequest = useRef(0);
  const pending = useRef<{ requestId: number; input: BulkSitemapInput } | null>(null);
  const [working, setWorking] = useState(false);

  const finish = useCallback(
    (requestId: number, outcome: BulkSitemapOutcome | null) => {
      if (requestId !== lastRequest.current) return;
      busy.current = false;
      pending.current = null;
      setWorking(false);
      onOutcome(outcome);
    },
    [onOutcome],
  );

  const runOnMainThread = useCallback(
    (requestId: number, input: BulkSitemapInput) => {
      import("~/features/sitemap/bulk")
        .then(({ processBulkSitemap }) => processBulkSitemap(input))
        .then((outcome) => finish(requestId, outcome))
        .catch(() => finish(requestId, null));
    },
    [finish],
  );

  const cancel = useCallback(() => {
    lastRequest.current++;
    if (busy.current) {
      worker.current?.terminate();
      worker.current = null;
    }
    busy.current = false;
    pending.current = null;
    setWorking(false);
  }, []);

  /** The worker, started if there is none yet; null when none can be started. */
  const ensureWorker = useCallback((): Worker | null => {
    if (worker.current !== null) return worker.current;
    try {
      const created = createWorker();
      created.onmessage = (event: MessageEvent<BulkSitemapResponse>) =>
        finish(event.data.requestId, event.data.type === "result" ? event.data.outcome : null);
      created.onerror = (event) => {
        // The worker script failed to load or crashed: retry this request on the main thread.
        event.preventDefault();
        created.terminate();
        if (worker.current === created) worker.current = null;
        if (pending.current) runOnMainThread(pending.current.requestId, pending.current.input);
      };
      worker.current = created;
      return created;
    } catch {
      return null;
    }
  }, [finish, runOnMainThread]);

  const run = useCallback(
    (input: BulkSitemapInput) => {
      cancel();
      const requestId = lastRequest.current;
      busy.current = true;
      pending.current = { requestId, input };
      setWorking(true);
      const ready = ensureWorker();
      if (ready === null) {
        runOnMainThread(requestId, input);
        return;
      }
      const request: BulkSitemapRequest = { type: "build", requestId, input };
      ready.postMessage(request);
    },
    [cancel, ensureWorker, runOnMainThread],
  );

  // A paste of 50,000 lines used to wait for the worker's module to load and compile first; it is
  // started once the page is idle instead, and kept until the screen goes (docs/decisions/043).
  useEffect(() => {
    const start = (): void => void ensureWorker();
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: WORKER_START_TIMEOUT_MS }) : null;
    const timer = idle === null ? setTimeout(start, WORKER_START_TIMEOUT_MS) : null;
    return () => {
      if (idle !== null) cancelIdleCallback(idle);
      if (timer !== null) clearTimeout(timer);
    };
  }, [ensureWorker]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  return { run, cancel, working };
}

function SummaryTile({ label, value, tone }: { label: string; value: number; tone: "ok" | "bad" | "neutral" }) {
  const toneClass = tone === "ok" ? "text-green-800" : tone === "bad" && value > 0 ? "text-red-700" : "text-slate-900";
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`mt-1 text-lg font-bold tabular-nums sm:text-2xl ${toneClass}`}>{formatNumber(value)}</dd>
    </div>
  );
}

function statusText(outcome: BulkSitemapOutcome): string {
  switch (outcome.kind) {
    case "empty":
      return "";
    case "error":
      return outcome.message;
    case "single":
      return SITEMAP_TEXT.bulkSingleReady(outcome.urlCount, outcome.byteLength);
    case "set":
      return SITEMAP_TEXT.bulkSetReady(outcome.urlCount, outcome.files.length);
  }
}

/**
 * Bulk mode: a pasted list (thousands of lines) is summarized, previewed and offered as
 * sitemap.xml, or beyond one file's limits as sitemap.zip (index + numbered files). A long pasted list
 * is kept out of the textarea (LongListField).
 */
export function SitemapBulk({ idPrefix, baseUrl }: { idPrefix: string; baseUrl: string }) {
  const [text, setText] = useState("");
  const textarea = useRef<HTMLTextAreaElement>(null);
  // A paste is a whole list at once: waiting for a typing pause would only add to the wait.
  const pasted = useRef(false);
  const [priority, setPriority] = useState(ADDED_ENTRY_DEFAULTS.priority);
  const [changefreq, setChangefreq] = useState<ChangeFrequency>(ADDED_ENTRY_DEFAULTS.changefreq);
  const [lastmod, setLastmod] = useState(() => formatLocalDate(new Date()));
  const [outcome, setOutcome] = useState<BulkSitemapOutcome>({ kind: "empty" });
  const [failed, setFailed] = useState(false);

  const onOutcome = useCallback((next: BulkSitemapOutcome | null) => {
    setFailed(next === null);
    if (next !== null) setOutcome(next);
  }, []);
  const { run, cancel, working } = useBulkWorker(onOutcome);

  useEffect(() => {
    const current = text;
    const immediate = current.trim() === "" || pasted.current;
    pasted.current = false;
    const timer = setTimeout(
      () => {
        if (current.trim() === "") {
          cancel();
          setFailed(false);
          setOutcome({ kind: "empty" });
          return;
        }
        run({ text: current, baseUrl, priority, changefreq, lastmod });
      },
      immediate ? 0 : TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, baseUrl, priority, changefreq, lastmod, run, cancel]);

  const single = outcome.kind === "single" ? outcome : null;
  const set = outcome.kind === "set" ? outcome : null;
  const summary = outcome.kind === "empty" ? null : outcome.summary;
  const emptyMessage = outcome.kind === "error" ? outcome.message : SITEMAP_NO_VALID_URL_MESSAGE;

  // Emptying a 50,000-line list by select-all + delete takes the browser minutes; assigning the
  // value is instant. Committed at once, so the textarea is back (if a long list was held) to take focus.
  function onClear() {
    flushSync(() => setText(""));
    textarea.current?.focus();
  }

  function onDownloadZip() {
    if (set === null) return;
    downloadFile(SITEMAP_ZIP_FILE_NAME, set.zip as Uint8Array<ArrayBuffer>, MIME.zip);
    toast.success(SITEMAP_TEXT.zipDownloaded);
  }

  return (
    <div className="space-y-6">
      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-3">
          <Label id={`${idPrefix}-liste-etiket`} htmlFor={`${idPrefix}-liste`}>
            {SITEMAP_TEXT.bulkTextareaLabel}
          </Label>
          <Button type="button" variant="outline" size="sm" onClick={onClear} disabled={text === ""}>
            <Eraser aria-hidden="true" />
            {SITEMAP_TEXT.bulkClear}
          </Button>
        </div>
        <FieldHint id={`${idPrefix}-liste-ipucu`}>{SITEMAP_TEXT.bulkTextareaHint}</FieldHint>
        <LongListField
          ref={textarea}
          id={`${idPrefix}-liste`}
          labelId={`${idPrefix}-liste-etiket`}
          rows={12}
          wrap="off"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${idPrefix}-liste-ipucu`}
          placeholder={SITEMAP_TEXT.bulkTextareaPlaceholder}
          className="font-mono text-sm"
          value={text}
          onValueChange={(next, change) => {
            pasted.current = change === "pasted";
            setText(next);
          }}
        />
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{SITEMAP_TEXT.bulkDefaultsTitle}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            id={`${idPrefix}-oncelik`}
            label={SITEMAP_TEXT.priorityLabel}
            value={priority.toFixed(1)}
            onValueChange={(value) => setPriority(Number(value))}
            options={PRIORITY_OPTIONS}
          />
          <SelectField
            id={`${idPrefix}-siklik`}
            label={SITEMAP_TEXT.changefreqLabel}
            value={changefreq}
            onValueChange={(value) => setChangefreq((current) => toChangeFrequency(value, current))}
            options={CHANGEFREQ_OPTIONS}
          />
          <div className="space-y-1.5">
            <Label htmlFor={`${idPrefix}-tarih`} className="block">
              {SITEMAP_TEXT.lastmodLabel}
            </Label>
            <Input
              id={`${idPrefix}-tarih`}
              type="date"
              value={lastmod}
              onChange={(event) => setLastmod(event.target.value)}
            />
          </div>
        </div>
      </fieldset>

      <div role="status" aria-live="polite" data-testid="sitemap-bulk-status" className="min-h-6 text-sm font-medium">
        {working ? (
          <span className="inline-flex items-center gap-2 text-slate-800">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {SITEMAP_TEXT.bulkProcessing}
          </span>
        ) : failed ? (
          <span className="text-red-700">{SITEMAP_TEXT.bulkWorkerError}</span>
        ) : outcome.kind === "error" ? (
          <span className="text-red-700">{statusText(outcome)}</span>
        ) : (
          <span className="text-slate-800">{statusText(outcome)}</span>
        )}
      </div>

      {summary ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-3 gap-3">
            <SummaryTile label={SITEMAP_TEXT.bulkAccepted} value={summary.accepted} tone="ok" />
            <SummaryTile label={SITEMAP_TEXT.bulkRejected} value={summary.rejected} tone="bad" />
            <SummaryTile label={SITEMAP_TEXT.bulkDuplicates} value={summary.duplicates} tone="neutral" />
          </dl>
          {summary.rejectedSamples.length > 0 ? (
            <div className="space-y-2 rounded-xl bg-red-50 p-4 ring-1 ring-red-100">
              <h3 className="text-sm font-semibold text-red-900">{SITEMAP_TEXT.bulkRejectedSamplesTitle}</h3>
              <ul className="space-y-1 text-sm text-red-900">
                {summary.rejectedSamples.map((sample) => (
                  <li key={sample.lineNumber} className="break-all">
                    {SITEMAP_TEXT.bulkRejectedLine(sample.lineNumber)}<code className="font-mono">{sample.text}</code>
                  </li>
                ))}
              </ul>
              <p className="text-sm text-red-900">{SITEMAP_TEXT.bulkRejectedHelp}</p>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">{SITEMAP_TEXT.bulkEmpty}</p>
      )}

      {set ? (
        <div className="space-y-4">
          <div className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">{SITEMAP_TEXT.bulkFilesTitle}</h3>
            <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
              <li className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                <code className="font-mono font-semibold text-slate-900">{set.index.fileName}</code>
                <span className="text-slate-700">{SITEMAP_TEXT.bulkIndexSize(set.files.length, set.index.byteLength)}</span>
              </li>
              {set.files.map((file) => (
                <li key={file.fileName} className="flex flex-wrap justify-between gap-2 px-4 py-2 text-sm">
                  <code className="font-mono text-slate-900">{file.fileName}</code>
                  <span className="text-slate-700">{SITEMAP_TEXT.bulkFileSize(file.urlCount, file.byteLength)}</span>
                </li>
              ))}
            </ul>
            {set.outsideBaseCount > 0 ? (
              <p className="text-sm text-amber-900">{SITEMAP_TEXT.bulkOutsideBase(set.outsideBaseCount)}</p>
            ) : null}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <OutputPanel
              id={`${idPrefix}-index`}
              label={SITEMAP_TEXT.bulkIndexPreviewLabel(set.index.fileName)}
              value={set.indexPreview}
              rows={10}
            />
            <OutputPanel
              id={`${idPrefix}-ilk-dosya`}
              label={SITEMAP_TEXT.bulkFirstFilePreviewLabel(set.files[0]?.fileName ?? "")}
              value={set.previewTruncated ? `${set.preview}\n…` : set.preview}
              rows={10}
            />
          </div>
          <fieldset disabled={working} className="contents">
            <Button type="button" onClick={onDownloadZip}>
              <Download aria-hidden="true" />
              {SITEMAP_TEXT.zipDownloadLabel}
            </Button>
          </fieldset>
        </div>
      ) : (
        <OutputPanel
          id={`${idPrefix}-onizleme`}
          label={SITEMAP_TEXT.bulkPreviewLabel}
          value={single ? (single.previewTruncated ? `${single.preview}\n…` : single.preview) : ""}
          placeholder={SITEMAP_TEXT.previewEmpty}
          rows={12}
          actions={
            <fieldset disabled={working} className="contents">
              <OutputActions
                content={single?.xml ?? ""}
                fileName={SITEMAP_FILE_NAME}
                mimeType={MIME.xml}
                copySuccess={SITEMAP_COPIED_MESSAGE}
                downloadSuccess={SITEMAP_DOWNLOADED_MESSAGE}
                emptyMessage={emptyMessage}
              />
            </fieldset>
          }
        />
      )}
    </div>
  );
}
