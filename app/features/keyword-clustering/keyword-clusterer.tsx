import { Copy, Download, Info, ListPlus, Loader2, Network, Square, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "~/shared/browser/toast";
import { countFilledLines } from "~/shared/tool-ui/long-list";
import { LongListField } from "~/shared/tool-ui/long-list-field";
import { SelectField, type SelectOption } from "~/shared/tool-ui/select-field";
import { toolUiTexts } from "~/shared/tool-ui/content";
import { Badge } from "~/shared/ui/badge";
import { Button } from "~/shared/ui/button";
import { Card } from "~/shared/ui/card";
import { Label } from "~/shared/ui/label";
import { KEYWORD_CLUSTER_TEXT as TEXT, SAMPLE_KEYWORDS } from "~/features/keyword-clustering/content";
import { copyText } from "~/shared/browser/clipboard";
import { downloadFile, MIME } from "~/shared/browser/download";
import { cn } from "~/shared/cn";
// Types and texts only: the clustering itself runs in cluster.worker.ts (see use-cluster-worker.ts),
// so it stays out of this route's main chunk.
import type { ClusteringResult, KeywordCluster } from "~/features/keyword-clustering/cluster";
import {
  CLUSTER_COPY_SUCCESS,
  CLUSTER_EMPTY_INPUT,
  CLUSTER_FILE_NAME,
  CLUSTER_METHOD_DESCRIPTIONS,
  CLUSTER_METHOD_LABELS,
  CLUSTER_METHODS,
  DEFAULT_CLUSTER_METHOD,
  DEFAULT_MAX_GROUPS,
  DEFAULT_MIN_GROUP_SIZE,
  DIFFICULTY_LEVELS,
  DIFFICULTY_NOTE,
  MAX_GROUP_OPTIONS,
  MIN_GROUP_SIZES,
  type ClusterMethod,
  type Difficulty,
} from "~/features/keyword-clustering/messages.content";
import { allClustersText, buildClusterReport, clusterDetailedText, clusterWordsText } from "~/features/keyword-clustering/report.content";
import { useClusterWorker } from "~/features/keyword-clustering/use-cluster-worker";
import { SCROLL_BOX_CLASS, VIRTUAL_LIST_FROM, VirtualKeywordList } from "~/features/keyword-clustering/virtual-keyword-list";
import { clusterReportPayload } from "~/features/keyword-clustering/report-summary";
import type { ToolResultReport } from "~/shared/tool-report";

const [EASY, MEDIUM, HARD, VERY_HARD] = DIFFICULTY_LEVELS;

/** Green to red, like a traffic light; every pair keeps at least 4.5:1 contrast. */
const DIFFICULTY_CLASSES: Readonly<Record<Difficulty, string>> = {
  [EASY]: "bg-green-100 text-green-900",
  [MEDIUM]: "bg-yellow-100 text-yellow-900",
  [HARD]: "bg-orange-100 text-orange-900",
  [VERY_HARD]: "bg-red-100 text-red-900",
};

/** Longer keyword lists in a card scroll inside it. */
const SCROLL_LIST_FROM = 12;

/**
 * Rows of a scrolling list drawn in the result's first frame: its box shows nine. The rest follow
 * in a render right after that frame is painted, tens of milliseconds later, before anyone can
 * scroll to them. At 2,000 keywords the ten cards' 2,000 rows were a third of the wait
 * between "Grupla" and the painted result (docs/decisions/046).
 */
const FIRST_FRAME_ROWS = 24;

const METHOD_OPTIONS: readonly SelectOption[] = CLUSTER_METHODS.map((m) => ({ value: m, label: CLUSTER_METHOD_LABELS[m] }));
const MIN_GROUP_OPTIONS: readonly SelectOption[] = MIN_GROUP_SIZES.map((n) => ({
  value: String(n),
  label: `${n} ${TEXT.keywordsUnit}`,
}));
const MAX_GROUPS_OPTIONS: readonly SelectOption[] = MAX_GROUP_OPTIONS.map((n) => ({
  value: String(n),
  label: `${n} ${TEXT.groupsUnit}`,
}));

function isMethod(value: string): value is ClusterMethod {
  return (CLUSTER_METHODS as readonly string[]).includes(value);
}

async function copyWithToast(text: string) {
  if (await copyText(text)) toast.success(CLUSTER_COPY_SUCCESS);
  else toast.error(toolUiTexts.copyFailed);
}

/** `reportRequest`: "Raporu e-postama gönder" under the result, the route's slot. */
export function KeywordClusterer({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [text, setText] = useState("");
  const [method, setMethod] = useState<ClusterMethod>(DEFAULT_CLUSTER_METHOD);
  const [minGroupSize, setMinGroupSize] = useState<number>(DEFAULT_MIN_GROUP_SIZE);
  const [maxGroups, setMaxGroups] = useState<number>(DEFAULT_MAX_GROUPS);
  const [emptyError, setEmptyError] = useState(false);
  const [result, setResult] = useState<ClusteringResult | null>(null);
  // Each result is drawn first frame first (FIRST_FRAME_ROWS): its number, and the number of the
  // last result whose first frame has been painted.
  const [resultNumber, setResultNumber] = useState(0);
  const [paintedResult, setPaintedResult] = useState(0);
  useEffect(() => {
    if (resultNumber === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs just before the frame is painted; a task queued from it, after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPaintedResult(resultNumber), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [resultNumber]);

  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const lineCount = useMemo(() => countFilledLines(text), [text]);

  const { running, showProgress, progress, start, cancel } = useClusterWorker((end) => {
    if (end.type === "error") {
      toast.error(end.message);
    } else if (!end.outcome.ok) {
      setEmptyError(true);
      toast.error(end.outcome.message);
    } else {
      setResult(end.outcome.result);
      setResultNumber((number) => number + 1);
      toast.success(end.outcome.result.message);
      requestAnimationFrame(() => resultsHeadingRef.current?.focus());
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim() === "") {
      setEmptyError(true);
      toast.error(CLUSTER_EMPTY_INPUT);
      textareaRef.current?.focus();
      return;
    }
    setEmptyError(false);
    start(text, { method, minGroupSize, maxGroups });
  }

  function onCancel() {
    cancel();
    toast.info(TEXT.cancelled);
  }

  function onDownload() {
    if (!result) return;
    downloadFile(CLUSTER_FILE_NAME, buildClusterReport(result, new Date()), MIME.text);
    toast.success(TEXT.downloadSuccess);
  }

  const errorId = id("keywords-hata");
  const countId = id("keywords-sayac");
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;

  return (
    <div className="space-y-8">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-950">{TEXT.formTitle}</h2>
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-5" aria-label={TEXT.formLabel}>
          <div className="space-y-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <Label id={id("keywords-etiket")} htmlFor={id("keywords")}>
                {TEXT.keywordsLabel}
              </Label>
              <div className="flex gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setText(SAMPLE_KEYWORDS.join("\n"));
                    setEmptyError(false);
                  }}
                >
                  <ListPlus aria-hidden="true" />
                  {TEXT.loadSample}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setText("")} disabled={text === ""}>
                  <Trash2 aria-hidden="true" />
                  {TEXT.clear}
                </Button>
              </div>
            </div>
            <LongListField
              ref={textareaRef}
              id={id("keywords")}
              labelId={id("keywords-etiket")}
              rows={12}
              value={text}
              spellCheck={false}
              autoCapitalize="none"
              placeholder={TEXT.keywordsPlaceholder}
              onValueChange={(next) => {
                setText(next);
                if (emptyError && next.trim() !== "") setEmptyError(false);
              }}
              aria-invalid={emptyError ? true : undefined}
              aria-describedby={emptyError ? `${errorId} ${countId}` : countId}
              className="min-h-64 font-mono text-sm"
            />
            {emptyError ? (
              <p id={errorId} className="text-sm font-medium text-red-700">
                {CLUSTER_EMPTY_INPUT}
              </p>
            ) : null}
            <p id={countId} className="text-sm text-slate-600">
              {TEXT.lineCount(lineCount)}
            </p>
          </div>

          <div className="grid gap-5 md:grid-cols-3">
            <SelectField
              id={id("method")}
              label={TEXT.methodLabel}
              value={method}
              onValueChange={(value) => isMethod(value) && setMethod(value)}
              options={METHOD_OPTIONS}
              aria-describedby={id("method-ipucu")}
              className="space-y-1.5"
            >
              <p id={id("method-ipucu")} className="text-sm text-slate-600">
                {CLUSTER_METHOD_DESCRIPTIONS[method]}
              </p>
            </SelectField>
            <SelectField
              id={id("min")}
              label={TEXT.minGroupLabel}
              value={String(minGroupSize)}
              onValueChange={(value) => setMinGroupSize(Number(value))}
              options={MIN_GROUP_OPTIONS}
              className="space-y-1.5"
            />
            <SelectField
              id={id("max")}
              label={TEXT.maxGroupsLabel}
              value={String(maxGroups)}
              onValueChange={(value) => setMaxGroups(Number(value))}
              options={MAX_GROUPS_OPTIONS}
              className="space-y-1.5"
            />
          </div>

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={running}>
              {running ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Network aria-hidden="true" />}
              {running ? TEXT.running : TEXT.submit}
            </Button>
            {running ? (
              <Button type="button" variant="outline" size="lg" onClick={onCancel}>
                <Square aria-hidden="true" />
                {TEXT.cancel}
              </Button>
            ) : null}
          </div>
          {running && showProgress ? (
            <div className="space-y-1.5" data-testid="cluster-progress">
              <div
                role="progressbar"
                aria-label={TEXT.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={progress ? TEXT.progress(progress.done, progress.total) : undefined}
                className="h-2.5 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              {progress ? <p className="text-sm text-slate-700">{TEXT.progress(progress.done, progress.total)}</p> : null}
            </div>
          ) : null}
        </form>
      </Card>

      <section aria-labelledby={id("results")} className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id={id("results")}
            ref={resultsHeadingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-950 outline-none"
          >
            {TEXT.resultsTitle}
          </h2>
          {result && result.clusters.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => void copyWithToast(allClustersText(result))}>
                <Copy aria-hidden="true" />
                {TEXT.copyAll}
              </Button>
              <Button type="button" onClick={onDownload}>
                <Download aria-hidden="true" />
                {TEXT.download}
              </Button>
            </div>
          ) : null}
        </div>

        {result ? (
          <>
            <p className="text-slate-700" data-testid="cluster-summary">
              {TEXT.summary(result.totalKeywords, result.clusteredKeywordCount, result.unclustered.length)}
            </p>
            <p className="flex gap-2 rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {DIFFICULTY_NOTE}
            </p>
            {result.clusters.length === 0 ? (
              <p className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">{TEXT.noGroups}</p>
            ) : (
              <ol className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="cluster-cards">
                {result.clusters.map((cluster) => (
                  <ClusterCard key={cluster.id} cluster={cluster} firstFrame={paintedResult !== resultNumber} />
                ))}
              </ol>
            )}
            {result.unclustered.length > 0 ? <UnclusteredKeywords keywords={result.unclustered} summaryId={id("gruplanmayan")} /> : null}
            {reportRequest?.({ result: () => clusterReportPayload(result) })}
          </>
        ) : (
          <p className="text-slate-600">{TEXT.resultsEmpty}</p>
        )}
      </section>
    </div>
  );
}

/**
 * The keywords left out of every group, behind a disclosure: drawn only once it is opened, since
 * at 50,000 keywords they are 30,000 rows nobody asked to see yet (docs/decisions/043).
 */
function UnclusteredKeywords({ keywords, summaryId }: { keywords: readonly string[]; summaryId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-xl bg-white p-4 ring-1 ring-slate-200" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary id={summaryId} className="cursor-pointer font-semibold text-slate-900">
        {TEXT.unclusteredTitle(keywords.length)}
      </summary>
      {!open ? null : keywords.length > VIRTUAL_LIST_FROM ? (
        <div className="mt-3">
          <VirtualKeywordList keywords={keywords} labelledBy={summaryId} highlightFirst={false} />
        </div>
      ) : (
        <ul className="mt-3 columns-1 gap-6 text-sm text-slate-700 sm:columns-2 lg:columns-3">
          {keywords.map((keyword) => (
            <li key={keyword} className="break-inside-avoid py-0.5">
              {keyword}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function ClusterCard({ cluster, firstFrame }: { cluster: KeywordCluster; firstFrame: boolean }) {
  const listLabel = TEXT.keywordListLabel(cluster.mainKeyword);
  const scrolls = cluster.keywords.length > SCROLL_LIST_FROM;
  const rows = scrolls && firstFrame ? cluster.keywords.slice(0, FIRST_FRAME_ROWS) : cluster.keywords;
  const list = (
    <ul className="space-y-1 text-sm text-slate-800">
      {rows.map((keyword, index) => (
        <li key={keyword} className={cn("rounded px-2 py-1", index === 0 ? "bg-brand-50 font-semibold" : "odd:bg-slate-50")}>
          {keyword}
        </li>
      ))}
    </ul>
  );
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="cluster-card">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{TEXT.groupHeading(cluster.id)}</p>
      <h3 className="mt-1 text-lg font-semibold break-words text-slate-950">
        {cluster.mainKeyword}
      </h3>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Badge className={DIFFICULTY_CLASSES[cluster.difficulty]} title={DIFFICULTY_NOTE}>
          {TEXT.difficulty}: {cluster.difficulty}
        </Badge>
        <Badge variant="neutral">{TEXT.keywordCount(cluster.keywords.length)}</Badge>
      </div>
      <div className="mt-4 flex-1">
        {cluster.keywords.length > VIRTUAL_LIST_FROM ? (
          <VirtualKeywordList keywords={cluster.keywords} label={listLabel} highlightFirst />
        ) : scrolls ? (
          <div role="region" aria-label={listLabel} tabIndex={0} className={SCROLL_BOX_CLASS}>
            {list}
          </div>
        ) : (
          list
        )}
      </div>
      <div className="mt-4 grid gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => void copyWithToast(clusterWordsText(cluster))}
        >
          <Copy aria-hidden="true" />
          {TEXT.copyWords}
          <span className="sr-only"> ({cluster.mainKeyword})</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => void copyWithToast(clusterDetailedText(cluster))}
        >
          <Copy aria-hidden="true" />
          {TEXT.copyDetailed}
          <span className="sr-only"> ({cluster.mainKeyword})</span>
        </Button>
      </div>
    </li>
  );
}
