import { AlertTriangle, Copy, Download, ExternalLink, Lightbulb, Link2, Loader2, SearchCheck } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "~/shared/browser/toast";
import { AiPanel } from "~/features/utm-builder/ai-panel";
import { UtmHelp } from "~/features/utm-builder/utm-help";
import { toolUiTexts } from "~/shared/tool-ui/content";
import { Badge } from "~/shared/ui/badge";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { UTM_TEXT } from "~/features/utm-builder/content";
import { copyText } from "~/shared/browser/clipboard";
import { downloadFile, MIME } from "~/shared/browser/download";
import { cn } from "~/shared/cn";
import { useUtmAi } from "~/features/utm-builder/use-utm-ai";
import { buildUtmLink, parseWebsiteUrl, suggestionInputError, type UtmFields } from "~/features/utm-builder/build";
import { buildUtmFileContent } from "~/features/utm-builder/file.content";
import { classifyGa4Channel } from "~/features/utm-builder/ga4-channel";
import {
  UTM_CASE_HINT,
  UTM_COPY_SUCCESS,
  UTM_DOWNLOAD_SUCCESS,
  UTM_FILE_NAME,
  UTM_INVALID_URL,
  UTM_UNSUPPORTED_SCHEME,
} from "~/features/utm-builder/messages.content";
import type { UtmNormalizeOptions } from "~/features/utm-builder/normalize";
import { UTM_LIMITS } from "~/features/utm-builder/limits";

type FieldName = keyof Required<UtmFields>;

interface FieldSpec {
  name: FieldName;
  label: string;
  param?: string;
  required: boolean;
  maxLength: number;
  type?: "url" | "text";
  hint?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "websiteUrl", label: UTM_TEXT.labels.websiteUrl, required: true, maxLength: UTM_LIMITS.baseUrl, type: "url", hint: UTM_TEXT.hints.websiteUrl },
  { name: "source", label: UTM_TEXT.labels.source, param: "utm_source", required: true, maxLength: UTM_LIMITS.source, hint: UTM_TEXT.hints.source },
  { name: "medium", label: UTM_TEXT.labels.medium, param: "utm_medium", required: true, maxLength: UTM_LIMITS.medium, hint: UTM_TEXT.hints.medium },
  { name: "campaign", label: UTM_TEXT.labels.campaign, param: "utm_campaign", required: true, maxLength: UTM_LIMITS.campaign },
  { name: "content", label: UTM_TEXT.labels.content, param: "utm_content", required: false, maxLength: UTM_LIMITS.campaign },
  { name: "term", label: UTM_TEXT.labels.term, param: "utm_term", required: false, maxLength: UTM_LIMITS.campaign },
];

const EMPTY_FIELDS: Required<UtmFields> = { websiteUrl: "", source: "", medium: "", campaign: "", content: "", term: "" };

export function UtmBuilder() {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [fields, setFields] = useState<Required<UtmFields>>(EMPTY_FIELDS);
  const [options, setOptions] = useState<UtmNormalizeOptions>({ lowercase: false, foldTurkish: false, spaces: "keep" });
  /** Required fields flagged by the last explicit "build" that are still empty. */
  const [flagged, setFlagged] = useState<readonly FieldName[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);

  const link = buildUtmLink(fields, options);
  // Shown live as soon as an address is typed, even while other required fields are still empty.
  const parsedUrl = fields.websiteUrl.trim() === "" ? null : parseWebsiteUrl(fields.websiteUrl);
  const urlError =
    parsedUrl && !parsedUrl.ok ? (parsedUrl.error === "unsupported-scheme" ? UTM_UNSUPPORTED_SCHEME : UTM_INVALID_URL) : null;
  const channel =
    fields.source.trim() !== "" && fields.medium.trim() !== ""
      ? classifyGa4Channel({
          source: link.ok ? link.params.utm_source : fields.source,
          medium: link.ok ? link.params.utm_medium : fields.medium,
          campaign: link.ok ? link.params.utm_campaign : fields.campaign,
        })
      : null;
  const suggestBlocked = suggestionInputError(fields);
  const { suggestions, analysis, suggesting, analyzing, suggest: onSuggest, analyze: onAnalyze } = useUtmAi(fields, link, suggestBlocked);

  function update(name: FieldName, value: string) {
    setFields((current) => ({ ...current, [name]: value }));
    if (flagged.includes(name) && value.trim() !== "") setFlagged((current) => current.filter((f) => f !== name));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!link.ok) {
      toast.error(link.message);
      setFlagged(link.error === "missing-required" ? link.missing : []);
      const first = link.error === "missing-required" ? link.missing[0] : "websiteUrl";
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    setFlagged([]);
    previewRef.current?.focus();
  }

  async function onCopy() {
    if (!link.ok) return;
    if (await copyText(link.url)) toast.success(UTM_COPY_SUCCESS);
    else toast.error(toolUiTexts.copyFailed);
  }

  function onDownload() {
    if (!link.ok) return;
    downloadFile(UTM_FILE_NAME, buildUtmFileContent(link), MIME.text);
    toast.success(UTM_DOWNLOAD_SUCCESS);
  }

  const caseHintId = id("case-hint");
  const suggestHintId = id("suggest-hint");
  const analyzeHintId = id("analyze-hint");

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950">{UTM_TEXT.formTitle}</h2>
          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label={UTM_TEXT.formLabel}>
            <div className="grid gap-5 sm:grid-cols-2">
              {FIELDS.map((field) => {
                const fieldId = id(field.name);
                const errorId = `${fieldId}-hata`;
                const hintId = `${fieldId}-ipucu`;
                const missing = flagged.includes(field.name);
                const error = missing ? UTM_TEXT.requiredField : field.name === "websiteUrl" ? urlError : null;
                const describedBy = [error ? errorId : null, field.hint ? hintId : null].filter(Boolean).join(" ");
                return (
                  <div key={field.name} className={cn("space-y-1.5", field.name === "websiteUrl" && "sm:col-span-2")}>
                    <Label htmlFor={fieldId}>
                      {field.label}
                      {field.param ? <span className="font-normal text-slate-600"> ({field.param})</span> : null}
                      {field.required ? (
                        <span aria-hidden="true" className="text-red-700">
                          {" "}
                          *
                        </span>
                      ) : (
                        <span className="font-normal text-slate-600"> – {UTM_TEXT.optional}</span>
                      )}
                    </Label>
                    <Input
                      id={fieldId}
                      type={field.type === "url" ? "url" : "text"}
                      inputMode={field.type === "url" ? "url" : undefined}
                      autoComplete={field.type === "url" ? "url" : "off"}
                      autoCapitalize="none"
                      spellCheck={false}
                      maxLength={field.maxLength}
                      required={field.required}
                      placeholder={UTM_TEXT.placeholders[field.name]}
                      value={fields[field.name]}
                      onChange={(event) => update(field.name, event.target.value)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy || undefined}
                    />
                    {error ? (
                      <p id={errorId} className="text-sm font-medium text-red-700">
                        {error}
                      </p>
                    ) : null}
                    {field.hint ? (
                      <p id={hintId} className="text-sm text-slate-600">
                        {field.hint}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>

            <fieldset className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" aria-describedby={caseHintId}>
              <legend className="sr-only">{UTM_TEXT.normalizeTitle}</legend>
              <p aria-hidden="true" className="text-sm font-semibold text-slate-900">
                {UTM_TEXT.normalizeTitle}
              </p>
              <p id={caseHintId} className="mt-1 text-sm text-slate-700">
                {UTM_CASE_HINT}
              </p>
              <div className="mt-3 space-y-2">
                <Checkbox
                  id={id("lowercase")}
                  label={UTM_TEXT.lowercase}
                  checked={options.lowercase}
                  onChange={(checked) => setOptions((o) => ({ ...o, lowercase: checked }))}
                />
                <Checkbox
                  id={id("fold")}
                  label={UTM_TEXT.foldTurkish}
                  checked={options.foldTurkish}
                  onChange={(checked) => setOptions((o) => ({ ...o, foldTurkish: checked }))}
                />
                <Checkbox
                  id={id("spaces")}
                  label={UTM_TEXT.spaces}
                  checked={options.spaces === "underscore"}
                  onChange={(checked) => setOptions((o) => ({ ...o, spaces: checked ? "underscore" : "keep" }))}
                />
              </div>
            </fieldset>

            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Link2 aria-hidden="true" />
              {UTM_TEXT.buildButton}
            </Button>
          </form>
        </Card>

        <div className="space-y-6 lg:sticky lg:top-24">
          <Card className="p-5 sm:p-6">
            <h2 className="text-xl font-semibold text-slate-950">{UTM_TEXT.previewTitle}</h2>
            <div
              ref={previewRef}
              tabIndex={-1}
              aria-label={UTM_TEXT.previewLabel}
              data-testid="utm-preview"
              className={cn(
                "mt-4 min-h-24 rounded-xl p-4 font-mono text-sm break-all outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
                link.ok ? "bg-brand-50 text-slate-900 ring-1 ring-brand-200" : "bg-slate-50 text-slate-600 ring-1 ring-slate-200",
              )}
            >
              {link.ok ? link.url : <span className="font-sans">{UTM_TEXT.previewEmpty}</span>}
            </div>
            {link.ok && (link.assumedHttps || link.replacedParams.length > 0) ? (
              <ul className="mt-3 space-y-1 text-sm text-slate-700">
                {link.assumedHttps ? <li>{UTM_TEXT.assumedHttps}</li> : null}
                {link.replacedParams.length > 0 ? <li>{UTM_TEXT.replaced(link.replacedParams)}</li> : null}
              </ul>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-2">
              {link.ok ? (
                <Button asChild variant="outline">
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    <ExternalLink aria-hidden="true" />
                    {UTM_TEXT.test}
                    <span className="sr-only"> ({UTM_TEXT.testHint})</span>
                  </a>
                </Button>
              ) : (
                <Button type="button" variant="outline" disabled>
                  <ExternalLink aria-hidden="true" />
                  {UTM_TEXT.test}
                </Button>
              )}
              <Button type="button" variant="outline" onClick={onCopy} disabled={!link.ok}>
                <Copy aria-hidden="true" />
                {UTM_TEXT.copy}
              </Button>
              <Button type="button" onClick={onDownload} disabled={!link.ok}>
                <Download aria-hidden="true" />
                {UTM_TEXT.download}
              </Button>
            </div>

            <div className="mt-6 border-t border-slate-200 pt-5" data-testid="ga4-channel">
              <h3 className="text-base font-semibold text-slate-950">{UTM_TEXT.channelTitle}</h3>
              {channel ? (
                <div
                  className={cn(
                    "mt-3 rounded-xl p-4 text-sm ring-1",
                    channel.warning ? "bg-amber-50 text-amber-950 ring-amber-300" : "bg-slate-50 text-slate-800 ring-slate-200",
                  )}
                >
                  <p className="flex flex-wrap items-center gap-2">
                    {channel.warning ? <AlertTriangle aria-hidden="true" className="size-4 text-amber-700" /> : null}
                    <Badge variant={channel.warning ? "warning" : "success"} className="text-sm">
                      {channel.channel} ({channel.labelTr})
                    </Badge>
                  </p>
                  <p className="mt-2 leading-relaxed">{channel.explanation}</p>
                </div>
              ) : (
                <p className="mt-2 text-sm text-slate-600">{UTM_TEXT.channelEmpty}</p>
              )}
            </div>
          </Card>
        </div>
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-950">{UTM_TEXT.aiTitle}</h2>
        <p className="mt-2 max-w-3xl text-sm text-slate-700">{UTM_TEXT.aiIntro}</p>
        <div className="mt-5 grid gap-6 lg:grid-cols-2 lg:items-start">
          <div className="space-y-3">
            <Button
              type="button"
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={onSuggest}
              disabled={suggesting || suggestBlocked !== null}
              aria-describedby={suggestBlocked ? suggestHintId : undefined}
            >
              {suggesting ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Lightbulb aria-hidden="true" />}
              {suggesting ? UTM_TEXT.suggestLoading : UTM_TEXT.suggestButton}
            </Button>
            {suggestBlocked ? (
              <p id={suggestHintId} className="text-sm text-slate-600">
                {suggestBlocked}
              </p>
            ) : null}
            <AiPanel
              title={UTM_TEXT.suggestionsTitle}
              empty={UTM_TEXT.panelEmptySuggestions}
              answer={suggestions}
              busy={suggesting}
              testId="utm-suggestions"
            />
          </div>
          <div className="space-y-3">
            <Button
              type="button"
              variant="secondary"
              className="w-full sm:w-auto"
              onClick={onAnalyze}
              disabled={analyzing || !link.ok}
              aria-describedby={!link.ok ? analyzeHintId : undefined}
            >
              {analyzing ? <Loader2 aria-hidden="true" className="animate-spin" /> : <SearchCheck aria-hidden="true" />}
              {analyzing ? UTM_TEXT.analyzeLoading : UTM_TEXT.analyzeButton}
            </Button>
            {!link.ok ? (
              <p id={analyzeHintId} className="text-sm text-slate-600">
                {UTM_TEXT.analyzeNeedsLink}
              </p>
            ) : null}
            <AiPanel
              title={UTM_TEXT.analysisTitle}
              empty={UTM_TEXT.panelEmptyAnalysis}
              answer={analysis}
              busy={analyzing}
              testId="utm-analysis"
            />
          </div>
        </div>
      </Card>

      <UtmHelp />
    </div>
  );
}

function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
