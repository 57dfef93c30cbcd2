import { ArrowRightLeft, Copy, FileDown, ListChecks, PenLine, Sparkles, Square } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { copyText } from "~/shared/browser/clipboard";
import { downloadFile, MIME } from "~/shared/browser/download";
import { callApi, streamApi } from "~/shared/browser/api-client";
import { toast } from "~/shared/browser/toast";
import { refusalMessage } from "~/shared/ndjson";
import { FieldError, FieldHint, requiredLabel, ToolPanel } from "~/shared/tool-ui/form-parts";
import { SelectField, type SelectOption } from "~/shared/tool-ui/select-field";
import { toolUiTexts } from "~/shared/tool-ui/content";
import { Badge } from "~/shared/ui/badge";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { writeMetaHandoff } from "~/site/meta-handoff";
import { useTextMeasurer } from "~/capabilities/text-metrics/use-text-measurer";
// Types only: the brief builder (its per-page-type rules, a few KB) loads when the visitor heads
// for the form, not with the page.
import type * as BriefModule from "./brief";
import { checkResult } from "./checks";
import { ChecksPanel } from "./checks-panel";
import { CONTENT_WRITER_TEXT as T, META_TOOL_PATH } from "./content";
import { parseDraft } from "./draft";
import { resultFields, resultMarkdown, resultPlainText, type ContentResult } from "./export";
import { checkForm, EMPTY_FORM, isPageType, isTone, type ContentWriterForm, type ContentWriterInput, type RequiredField } from "./form";
import { CONTENT_WRITER_LIMITS } from "./limits";
import {
  CONTENT_WRITER_API_MESSAGES,
  CONTENT_WRITER_LOG,
  CONTENT_WRITER_MISSING_FIELDS,
  CONTENT_WRITER_TOASTS,
  PAGE_TYPE_LABELS,
  PAGE_TYPES,
  TONE_LABELS,
  TONES,
} from "./messages.content";
import { BriefView, DraftView } from "./result-view";
import { CONTENT_WRITER_API, CONTENT_WRITER_STATUS_API } from "./api-contract";
import { readContentWriterLine } from "./stream-lines";
import { contentReportPayload } from "./report-summary";

const PAGE_TYPE_OPTIONS: readonly SelectOption[] = PAGE_TYPES.map((value) => ({ value, label: PAGE_TYPE_LABELS[value] }));
const TONE_OPTIONS: readonly SelectOption[] = TONES.map((value) => ({ value, label: TONE_LABELS[value] }));

/** Not in the shared MIME table: only this tool saves Markdown. */
const MARKDOWN_MIME = "text/markdown;charset=utf-8";

const loadBrief = (): Promise<typeof BriefModule> => import("./brief");

/** Warms the brief builder up; a failure shows (as a toast) only when a brief is asked for. */
function preloadBrief() {
  loadBrief().catch(() => undefined);
}

type TextField = "business" | "keyword" | "audience";
/** "checking" until the server said whether it has an AI key; "unknown" if it could not be asked. */
type Mode = "checking" | "ai" | "rule-based" | "unknown";
type Phase = "streaming" | "done" | "cut" | "stopped" | "failed";

interface Run {
  input: ContentWriterInput;
  result: ContentResult;
}

/**
 * The content writer: five required fields (and optional key points), then either an AI draft
 * streamed from /api/content-writer or the rule-based brief built here, with the checks beside it.
 * The screen says which mode it runs in, as the server reports it.
 */
/** `reportRequest`: "Raporu e-postama gönder" under a finished brief or draft, the route's slot. */
export function ContentWriter({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [form, setForm] = useState<ContentWriterForm>(EMPTY_FORM);
  const [flagged, setFlagged] = useState<readonly RequiredField[]>([]);
  const [mode, setMode] = useState<Mode>("checking");
  const [run, setRun] = useState<Run | null>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const runIdRef = useRef(0);
  const measurer = useTextMeasurer();

  useEffect(() => {
    const controller = new AbortController();
    void callApi(CONTENT_WRITER_STATUS_API, undefined, { signal: controller.signal }).then((call) => {
      if (controller.signal.aborted) return;
      setMode(call.kind === "answer" && call.ok && "ai" in call.data ? (call.data.ai ? "ai" : "rule-based") : "unknown");
    });
    return () => controller.abort();
  }, []);
  // Leaving the page stops a draft in progress (and with it the server's upstream request).
  useEffect(() => () => controllerRef.current?.abort(), []);

  const draft = useMemo(() => (run?.result.kind === "draft" ? parseDraft(run.result.text) : null), [run]);
  const checks = useMemo(
    () => (run ? checkResult({ ...resultFields(run.result, draft), keyword: run.input.keyword }, measurer) : null),
    [run, draft, measurer],
  );
  const streaming = phase === "streaming";
  const hasResult = run !== null && (run.result.kind === "brief" || run.result.text.trim() !== "");

  function setField<K extends keyof ContentWriterForm>(name: K, value: ContentWriterForm[K]) {
    setForm((current) => ({ ...current, [name]: value }));
    if (value.trim() !== "") setFlagged((current) => current.filter((field) => field !== name));
  }

  // The result heading takes focus once the render that shows the finished result has committed.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);
  function focusResult() {
    setFocusRequest((count) => count + 1);
  }

  function validInput(): ContentWriterInput | null {
    const checked = checkForm(form);
    if (!checked.ok) {
      setFlagged(checked.missing);
      toast.error(CONTENT_WRITER_MISSING_FIELDS);
      const first = checked.missing[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return null;
    }
    setFlagged([]);
    return checked.input;
  }

  async function makeBrief(input: ContentWriterInput) {
    runIdRef.current += 1;
    const runId = runIdRef.current;
    controllerRef.current?.abort();
    controllerRef.current = null;
    let builder: typeof BriefModule;
    try {
      builder = await loadBrief();
    } catch {
      toast.error(CONTENT_WRITER_TOASTS.briefUnavailable);
      return;
    }
    if (runIdRef.current !== runId) return;
    const brief = builder.buildContentBrief(input);
    setRun({ input, result: { kind: "brief", brief, markdown: builder.briefMarkdown(brief) } });
    setPhase("done");
    setFailure(null);
    toast.success(CONTENT_WRITER_TOASTS.briefDone);
    focusResult();
  }

  async function writeDraft(input: ContentWriterInput) {
    runIdRef.current += 1;
    const runId = runIdRef.current;
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let text = "";
    let ending: "done" | "cut" | null = null;
    let streamError: string | null = null;
    setRun({ input, result: { kind: "draft", text } });
    setPhase("streaming");
    setFailure(null);

    const end = await streamApi(CONTENT_WRITER_API, input, controller.signal, (value) => {
      const line = readContentWriterLine(value);
      if (!line || runIdRef.current !== runId) return;
      if (line.type === "delta") {
        text += line.text;
        setRun({ input, result: { kind: "draft", text } });
      } else if (line.type === "done") {
        ending = line.cut ? "cut" : "done";
      } else if (line.type === "error") {
        streamError = line.message;
      }
    });
    // A newer draft or brief took over (or the page is going away): this run says nothing more.
    if (runIdRef.current !== runId) return;
    controllerRef.current = null;

    if (end.kind === "aborted") {
      setPhase("stopped");
      toast.info(CONTENT_WRITER_TOASTS.draftStopped);
      focusResult();
      return;
    }
    let message: string | null = null;
    if (end.kind === "refused") message = refusalMessage(end.body, CONTENT_WRITER_API_MESSAGES.unavailable);
    else if (end.kind === "network") message = text === "" ? CONTENT_WRITER_TOASTS.notSent : CONTENT_WRITER_API_MESSAGES.broken;
    else if (streamError !== null) message = streamError;
    else if (ending === null) message = CONTENT_WRITER_API_MESSAGES.broken;

    if (message !== null) {
      console.error(CONTENT_WRITER_LOG.failed, end.kind === "refused" ? end.status : end.kind, message);
      if (text === "") setRun(null);
      setFailure(message);
      setPhase("failed");
      toast.error(CONTENT_WRITER_TOASTS.draftFailed, { description: message });
    } else {
      setPhase(ending);
      toast.success(CONTENT_WRITER_TOASTS.draftDone);
    }
    focusResult();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (streaming) return;
    const input = validInput();
    if (!input) return;
    if (mode === "ai") void writeDraft(input);
    else void makeBrief(input);
  }

  function onBriefInstead() {
    const input = validInput();
    if (input) void makeBrief(input);
  }

  function onStop() {
    controllerRef.current?.abort();
  }

  async function onCopy() {
    if (!run || !hasResult) return void toast.error(CONTENT_WRITER_TOASTS.nothingYet);
    if (await copyText(resultMarkdown(run.result))) toast.success(CONTENT_WRITER_TOASTS.copied);
    else toast.error(toolUiTexts.copyFailed);
  }

  function onDownload(extension: "md" | "txt") {
    if (!run || !hasResult) return void toast.error(CONTENT_WRITER_TOASTS.nothingYet);
    const fileName = `${run.result.kind === "brief" ? T.briefFileName : T.draftFileName}.${extension}`;
    const content = extension === "md" ? resultMarkdown(run.result) : resultPlainText(run.result);
    downloadFile(fileName, content, extension === "md" ? MARKDOWN_MIME : MIME.text);
    toast.success(CONTENT_WRITER_TOASTS.downloaded(fileName));
  }

  function onToMeta() {
    if (!run) return;
    const { title, description } = resultFields(run.result, draft);
    writeMetaHandoff(window.sessionStorage, { title, description });
    window.location.assign(META_TOOL_PATH);
  }

  const fieldProps = (name: RequiredField) => {
    const invalid = flagged.includes(name);
    return { id: id(name), "aria-invalid": invalid ? true : undefined, "aria-describedby": invalid ? `${id(name)}-hata` : undefined };
  };
  const fieldError = (name: RequiredField) => (flagged.includes(name) ? <FieldError id={`${id(name)}-hata`} message={T.requiredField} /> : null);
  const textInput = (name: TextField, label: string, placeholder: string, maxLength: number) => (
    <div className="space-y-1.5">
      <Label htmlFor={id(name)}>{requiredLabel(label)}</Label>
      <Input
        {...fieldProps(name)}
        required
        maxLength={maxLength}
        placeholder={placeholder}
        value={form[name]}
        onChange={(event) => setField(name, event.target.value)}
      />
      {fieldError(name)}
    </div>
  );

  const modeTexts: Record<Mode, string> = { checking: T.modeChecking, ai: T.modeAi, "rule-based": T.modeRuleBased, unknown: T.modeUnknown };
  const status =
    phase === "streaming"
      ? draft?.current
        ? T.streaming(T.sections[draft.current])
        : T.streamingStart
      : phase === "done"
        ? run?.result.kind === "brief"
          ? T.briefReady
          : T.draftReady
        : phase === "cut"
          ? T.draftCut
          : phase === "stopped"
            ? T.draftStopped
            : "";
  const metaReady = run !== null && !streaming && resultFields(run.result, draft).title !== "";

  return (
    <div className="space-y-8">
      <ToolPanel id={id("form-title")} title={T.formTitle} description={T.formIntro}>
        <p
          role="status"
          data-testid="content-writer-mode"
          data-mode={mode}
          className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200"
        >
          {mode === "ai" ? <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" /> : <ListChecks aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />}
          {/* Every mode's text in one grid cell, only the current one visible: the notice is as tall as
              its longest text from the first paint, so learning the mode moves nothing below it. */}
          <span className="grid">
            {(Object.keys(modeTexts) as Mode[]).map((key) => (
              <span key={key} className={key === mode ? "[grid-area:1/1]" : "invisible [grid-area:1/1]"} aria-hidden={key === mode ? undefined : true}>
                {modeTexts[key]}
              </span>
            ))}
          </span>
        </p>
        <form
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onPointerEnter={preloadBrief}
          onFocus={preloadBrief}
          className="space-y-5"
          aria-labelledby={id("form-title")}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              {...fieldProps("pageType")}
              label={requiredLabel(T.pageTypeLabel)}
              value={form.pageType}
              onValueChange={(value) => isPageType(value) && setField("pageType", value)}
              options={PAGE_TYPE_OPTIONS}
              className="space-y-1.5"
            >
              {fieldError("pageType")}
            </SelectField>
            <SelectField
              {...fieldProps("tone")}
              label={requiredLabel(T.toneLabel)}
              value={form.tone}
              onValueChange={(value) => isTone(value) && setField("tone", value)}
              options={TONE_OPTIONS}
              className="space-y-1.5"
            >
              {fieldError("tone")}
            </SelectField>
            {textInput("business", T.businessLabel, T.businessPlaceholder, CONTENT_WRITER_LIMITS.business)}
            {textInput("keyword", T.keywordLabel, T.keywordPlaceholder, CONTENT_WRITER_LIMITS.keyword)}
          </div>
          {textInput("audience", T.audienceLabel, T.audiencePlaceholder, CONTENT_WRITER_LIMITS.audience)}
          <div className="space-y-1.5">
            <Label htmlFor={id("keyPoints")}>{T.keyPointsLabel}</Label>
            <Textarea
              id={id("keyPoints")}
              rows={3}
              maxLength={CONTENT_WRITER_LIMITS.keyPoints}
              aria-describedby={id("keyPoints-hint")}
              value={form.keyPoints}
              onChange={(event) => setField("keyPoints", event.target.value)}
            />
            <FieldHint id={id("keyPoints-hint")}>{T.keyPointsHint}</FieldHint>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={streaming}>
              {mode === "ai" ? <PenLine aria-hidden="true" /> : <ListChecks aria-hidden="true" />}
              {streaming ? T.writing : mode === "ai" ? T.writeDraft : T.makeBrief}
            </Button>
            {streaming ? (
              <Button type="button" variant="secondary" onClick={onStop}>
                <Square aria-hidden="true" />
                {T.stop}
              </Button>
            ) : null}
            {mode === "ai" && !streaming ? (
              <Button type="button" variant="outline" onClick={onBriefInstead}>
                <ListChecks aria-hidden="true" />
                {T.makeBriefInstead}
              </Button>
            ) : null}
          </div>
        </form>
      </ToolPanel>

      {run || failure ? (
        <section aria-labelledby={id("result-title")} className="space-y-4" data-testid="content-result" data-phase={phase ?? ""}>
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={id("result-title")} ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight text-slate-950 outline-none">
              {T.resultTitle}
            </h2>
            {run ? (
              <Badge variant={run.result.kind === "brief" ? "warning" : "default"} data-testid="content-result-kind">
                {run.result.kind === "brief" ? T.briefBadge : T.aiBadge}
              </Badge>
            ) : null}
          </div>
          <p role="status" aria-live="polite" className="text-sm text-slate-700" data-testid="content-result-status">
            {status}
          </p>
          {failure ? (
            <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200" data-testid="content-failure">
              <p>{failure}</p>
              <Button type="button" variant="outline" onClick={onBriefInstead}>
                <ListChecks aria-hidden="true" />
                {T.makeBriefInstead}
              </Button>
            </div>
          ) : null}
          {run ? (
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
              <div className="space-y-5 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 lg:col-span-2" aria-busy={streaming}>
                {run.result.kind === "brief" ? <BriefView brief={run.result.brief} /> : draft ? <DraftView draft={draft} /> : null}
                <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
                  <Button type="button" variant="outline" onClick={() => void onCopy()} disabled={streaming || !hasResult}>
                    <Copy aria-hidden="true" />
                    {T.copy}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => onDownload("md")} disabled={streaming || !hasResult}>
                    <FileDown aria-hidden="true" />
                    {T.downloadMd}
                  </Button>
                  <Button type="button" variant="outline" onClick={() => onDownload("txt")} disabled={streaming || !hasResult}>
                    <FileDown aria-hidden="true" />
                    {T.downloadTxt}
                  </Button>
                  <Button type="button" onClick={onToMeta} disabled={!metaReady}>
                    <ArrowRightLeft aria-hidden="true" />
                    {T.toMeta}
                  </Button>
                </div>
              </div>
              {checks ? <ChecksPanel checks={checks} headingId={id("checks-title")} /> : null}
            </div>
          ) : null}
          {run && hasResult && !streaming ? reportRequest?.({ result: () => contentReportPayload(run.result, draft) }) : null}
        </section>
      ) : null}
    </div>
  );
}
