import { Copy, Download, Sparkles, Wand2 } from "lucide-react";
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { toast } from "~/shared/browser/toast";
import { requiredLabel } from "~/shared/tool-ui/form-parts";
import { SelectField, type SelectOption } from "~/shared/tool-ui/select-field";
import { SerpPreview } from "~/features/meta-tags/serp-preview";
import { toolUiTexts } from "~/shared/tool-ui/content";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { META_LIMIT_GUIDE, META_TEXT } from "~/features/meta-tags/content";
import { copyText } from "~/shared/browser/clipboard";
import { downloadFile, MIME } from "~/shared/browser/download";
import { buildMetaHtml, buildMetaTagsFile, canCopyMetaTags } from "~/features/meta-tags/file";
// Types only: the generator (mostly its Turkish templates, about 5 KB gzip) loads when the visitor
// heads for the form or submits it, not with the page.
import type { MetaSuggestion } from "~/features/meta-tags/generate";
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  META_COPY_SUCCESS,
  META_FILE_NAME,
  META_GENERATED_SUCCESS,
  META_INPUT_MAX_LENGTH,
  META_MISSING_FIELDS,
  TONE_LABELS,
  TONES,
  type ContentType,
  type Tone,
} from "~/features/meta-tags/messages.content";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import {
  measureTextWidth,
  serpFont,
  SERP_DESCRIPTION_FONT_SIZE_PX,
  SERP_DESCRIPTION_MAX_WIDTH_PX,
  SERP_TITLE_FONT_SIZE_PX,
  SERP_TITLE_MAX_WIDTH_PX,
} from "~/capabilities/text-metrics/pixel-width";
import { countChars, lengthState } from "~/capabilities/text-metrics/text";
import { takeMetaHandoff } from "~/site/meta-handoff";
import { LengthCounter } from "./length-counter";
import type { LiveMetaValues } from "./live-fetch";
import { useTextMeasurer } from "~/capabilities/text-metrics/use-text-measurer";

type TextField = "mainKeyword" | "targetAudience" | "businessType";
type FormField = TextField | "contentType" | "tone";

interface FormValues {
  mainKeyword: string;
  targetAudience: string;
  businessType: string;
  contentType: ContentType | "";
  tone: Tone | "";
}

const CONTENT_TYPE_OPTIONS: readonly SelectOption[] = CONTENT_TYPES.map((type) => ({
  value: type,
  label: CONTENT_TYPE_LABELS[type],
}));
const TONE_OPTIONS: readonly SelectOption[] = TONES.map((tone) => ({ value: tone, label: TONE_LABELS[tone] }));

const EMPTY_FORM: FormValues = { mainKeyword: "", targetAudience: "", businessType: "", contentType: "", tone: "" };
const FORM_ORDER: readonly FormField[] = ["mainKeyword", "targetAudience", "contentType", "tone", "businessType"];

function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

function isTone(value: string): value is Tone {
  return (TONES as readonly string[]).includes(value);
}

// "Sayfadan al" and the bulk check (with the live-check client) load apart from the page's own script.
const LiveMetaFetch = lazy(() => import("./live-fetch"));
const LiveMetaBulk = lazy(() => import("./live-bulk"));

const loadGenerator = () => import("~/features/meta-tags/generate");

/** Warms the generator up; a failure here shows (as a toast) only if the form is submitted. */
function preloadGenerator() {
  loadGenerator().catch(() => undefined);
}

/** `reportRequest`: "Raporu e-postama gönder" under the live check's table, the route's slot. */
export function MetaGenerator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [form, setForm] = useState<FormValues>(EMPTY_FORM);
  const [flagged, setFlagged] = useState<readonly FormField[]>([]);
  const [suggestions, setSuggestions] = useState<readonly MetaSuggestion[] | null>(null);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [pageUrl, setPageUrl] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const measurer = useTextMeasurer();


  const titleState = lengthState(title.trim(), META_TITLE_LIMIT);
  const descriptionState = lengthState(description.trim(), META_DESCRIPTION_LIMIT);
  const titleWidth = measureTextWidth(title.trim(), serpFont(SERP_TITLE_FONT_SIZE_PX), measurer);
  const descriptionWidth = measureTextWidth(description.trim(), serpFont(SERP_DESCRIPTION_FONT_SIZE_PX), measurer);
  const ready = canCopyMetaTags(title, description);

  function setField<K extends keyof FormValues>(name: K, value: FormValues[K]) {
    setForm((current) => ({ ...current, [name]: value }));
    if (flagged.includes(name) && value.trim() !== "") setFlagged((current) => current.filter((f) => f !== name));
  }

  async function onGenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = FORM_ORDER.filter((name) => form[name].trim() === "");
    const { contentType, tone } = form;
    if (missing.length > 0 || contentType === "" || tone === "") {
      setFlagged(missing);
      toast.error(META_MISSING_FIELDS);
      const first = missing[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
      return;
    }
    let generator: Awaited<ReturnType<typeof loadGenerator>>;
    try {
      generator = await loadGenerator();
    } catch {
      toast.error(META_TEXT.generatorUnavailable);
      return;
    }
    const result = generator.generateMetaSuggestions({ ...form, contentType, tone });
    if (!result.ok) {
      setFlagged(result.missing);
      toast.error(result.message);
      return;
    }
    setFlagged([]);
    setSuggestions(result.suggestions);
    toast.success(META_GENERATED_SUCCESS);
  }

  // A live page's title and description replace the editor's, and its address feeds the preview.
  const fillFromPage = useCallback((values: LiveMetaValues) => {
    setTitle(values.title);
    setDescription(values.description);
    setPageUrl(values.url);
  }, []);
  // A title and description sent over by another tool (the content writer) fill the editor once,
  // after hydration: sessionStorage does not exist on the server, whose HTML the first render matches.
  // Read in the next frame, so the hydrating commit is not followed by a second one at once.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const handoff = takeMetaHandoff(window.sessionStorage);
      if (handoff) fillFromPage({ ...handoff, url: "" });
    });
    return () => cancelAnimationFrame(frame);
  }, [fillFromPage]);
  const fillFromRow = useCallback(
    (values: LiveMetaValues) => {
      fillFromPage(values);
      titleRef.current?.focus();
    },
    [fillFromPage],
  );

  function applySuggestion(suggestion: MetaSuggestion) {
    setTitle(suggestion.title);
    setDescription(suggestion.description);
    titleRef.current?.focus();
  }

  async function onCopy() {
    if (!ready) return;
    if (await copyText(buildMetaHtml(title, description))) toast.success(META_COPY_SUCCESS);
    else toast.error(toolUiTexts.copyFailed);
  }

  function onDownload() {
    if (!ready) return;
    downloadFile(META_FILE_NAME, buildMetaTagsFile(title, description), MIME.text);
    toast.success(META_TEXT.downloadSuccess);
  }

  const fieldProps = (name: FormField) => {
    const invalid = flagged.includes(name);
    return {
      id: id(name),
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": invalid ? `${id(name)}-hata` : undefined,
    };
  };
  const fieldError = (name: FormField) =>
    flagged.includes(name) ? (
      <p id={`${id(name)}-hata`} className="text-sm font-medium text-red-700">
        {META_TEXT.requiredField}
      </p>
    ) : null;

  const textInput = (name: TextField) => (
    <div className="space-y-1.5">
      <Label htmlFor={id(name)}>{requiredLabel(META_TEXT.fields[name].label)}</Label>
      <Input
        {...fieldProps(name)}
        required
        maxLength={META_INPUT_MAX_LENGTH}
        placeholder={META_TEXT.fields[name].placeholder}
        value={form[name]}
        onChange={(event) => setField(name, event.target.value)}
      />
      {fieldError(name)}
    </div>
  );

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950">{META_TEXT.formTitle}</h2>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void onGenerate(event)}
            onPointerEnter={preloadGenerator}
            onFocus={preloadGenerator}
            className="mt-5 space-y-5"
            aria-label={META_TEXT.formLabel}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {textInput("mainKeyword")}
              {textInput("targetAudience")}
              <SelectField
                {...fieldProps("contentType")}
                label={requiredLabel(META_TEXT.fields.contentType.label)}
                value={form.contentType}
                onValueChange={(value) => isContentType(value) && setField("contentType", value)}
                options={CONTENT_TYPE_OPTIONS}
                placeholder={META_TEXT.fields.contentType.placeholder}
                className="space-y-1.5"
              >
                {fieldError("contentType")}
              </SelectField>
              <SelectField
                {...fieldProps("tone")}
                label={requiredLabel(META_TEXT.fields.tone.label)}
                value={form.tone}
                onValueChange={(value) => isTone(value) && setField("tone", value)}
                options={TONE_OPTIONS}
                placeholder={META_TEXT.fields.tone.placeholder}
                className="space-y-1.5"
              >
                {fieldError("tone")}
              </SelectField>
              <div className="sm:col-span-2">{textInput("businessType")}</div>
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              <Wand2 aria-hidden="true" />
              {META_TEXT.generate}
            </Button>
          </form>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950">{META_TEXT.suggestionsTitle}</h2>
          {suggestions ? (
            <ol className="mt-4 space-y-4" data-testid="meta-suggestions">
              {suggestions.map((suggestion, index) => (
                <li key={`${index}-${suggestion.title}`} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
                  <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{META_TEXT.suggestion(index + 1)}</p>
                  <p className="mt-1 font-semibold text-slate-950" data-testid="suggestion-title">
                    {suggestion.title}
                  </p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700" data-testid="suggestion-description">
                    {suggestion.description}
                  </p>
                  <p className="mt-2 text-xs text-slate-600">
                    {META_TEXT.suggestionLengths(countChars(suggestion.title), countChars(suggestion.description))}
                  </p>
                  <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => applySuggestion(suggestion)}>
                    <Sparkles aria-hidden="true" />
                    {META_TEXT.useSuggestion}
                    <span className="sr-only"> ({META_TEXT.suggestion(index + 1)})</span>
                  </Button>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{META_TEXT.suggestionsEmpty}</p>
          )}
        </Card>
      </div>

      <Suspense fallback={null}>
        <LiveMetaFetch idPrefix={id("sayfadan")} onFill={fillFromPage} />
      </Suspense>

      {/* The desktop preview is as wide as Google's result column, so it sits beside the editor only on wide screens. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,712px)] xl:items-start">
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950">{META_TEXT.editorTitle}</h2>
          <div className="mt-5 space-y-5">
            <div className="space-y-1.5">
              <Label htmlFor={id("title")}>{META_TEXT.titleLabel}</Label>
              <Input
                ref={titleRef}
                id={id("title")}
                value={title}
                placeholder={META_TEXT.titlePlaceholder}
                onChange={(event) => setTitle(event.target.value)}
                aria-describedby={`${id("title")}-sayac`}
              />
              <LengthCounter
                id={`${id("title")}-sayac`}
                state={titleState}
                widthPx={titleWidth}
                maxWidthPx={SERP_TITLE_MAX_WIDTH_PX}
                testId="title-counter"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={id("description")}>{META_TEXT.descriptionLabel}</Label>
              <Textarea
                id={id("description")}
                rows={4}
                value={description}
                placeholder={META_TEXT.descriptionPlaceholder}
                onChange={(event) => setDescription(event.target.value)}
                aria-describedby={`${id("description")}-sayac`}
              />
              <LengthCounter
                id={`${id("description")}-sayac`}
                state={descriptionState}
                widthPx={descriptionWidth}
                maxWidthPx={SERP_DESCRIPTION_MAX_WIDTH_PX}
                testId="description-counter"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={id("page-url")}>
                {META_TEXT.pageUrlLabel}
                <span className="font-normal text-slate-600">{META_TEXT.optionalSuffix}</span>
              </Label>
              <Input
                id={id("page-url")}
                type="url"
                inputMode="url"
                autoComplete="url"
                value={pageUrl}
                placeholder={META_TEXT.pageUrlPlaceholder}
                onChange={(event) => setPageUrl(event.target.value)}
                aria-describedby={`${id("page-url")}-ipucu`}
              />
              <p id={`${id("page-url")}-ipucu`} className="text-sm text-slate-600">
                {META_TEXT.pageUrlHint}
              </p>
            </div>
            <div className="space-y-2">
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  onClick={onCopy}
                  disabled={!ready}
                  aria-describedby={ready ? undefined : `${id("actions")}-ipucu`}
                >
                  <Copy aria-hidden="true" />
                  {META_TEXT.copy}
                </Button>
                <Button
                  type="button"
                  onClick={onDownload}
                  disabled={!ready}
                  aria-describedby={ready ? undefined : `${id("actions")}-ipucu`}
                >
                  <Download aria-hidden="true" />
                  {META_TEXT.download}
                </Button>
              </div>
              {ready ? null : (
                <p id={`${id("actions")}-ipucu`} className="text-sm text-slate-600">
                  {META_TEXT.needsBoth}
                </p>
              )}
            </div>
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-slate-950">{META_TEXT.previewTitle}</h2>
          <div className="mt-4">
            <SerpPreview title={title} description={description} pageUrl={pageUrl} measurer={measurer} />
          </div>
        </Card>
      </div>

      <Suspense fallback={null}>
        <LiveMetaBulk idPrefix={id("toplu")} measurer={measurer} onFill={fillFromRow} reportRequest={reportRequest} />
      </Suspense>

      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-950">{META_TEXT.guideTitle}</h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {META_LIMIT_GUIDE.map((item) => (
            <div key={item.title} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
              <dt className="font-semibold text-slate-950">{item.title}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
