import { FileUp, ShieldCheck, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { searchConsoleReportSummary } from "./search-console-summary";
import { FieldHint } from "~/shared/tool-ui/form-parts";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { cn } from "~/shared/cn";
import { readSearchConsoleFiles, type DroppedFile, type GscFileError, type GscRow } from "./search-console";
import { buildReport, lookupKeyword, quickWins, rowsToCsvRows, sortRows, type GscReport } from "./search-console-report";
import { SearchConsoleTable } from "./search-console-table";
import {
  SEARCH_CONSOLE_FILE_NAMES,
  SEARCH_CONSOLE_TEXT,
  formatClicks,
  formatCtr,
  formatPosition,
  searchConsoleErrorMessage,
} from "./search-console.content";

type Status = "idle" | "reading" | "done";

/** Yields to the browser between batches of rows, so a large file never freezes the page. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function asDropped(file: File): DroppedFile {
  return { name: file.name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
}

function Figures({ row, testId }: { row: GscRow; testId: string }) {
  const items: [string, string][] = [
    [SEARCH_CONSOLE_TEXT.positionTerm, formatPosition(row.position)],
    [SEARCH_CONSOLE_TEXT.clicksTerm, formatClicks(row.clicks)],
    [SEARCH_CONSOLE_TEXT.impressionsTerm, formatClicks(row.impressions)],
    [SEARCH_CONSOLE_TEXT.ctrTerm, formatCtr(row.ctr)],
  ];
  return (
    <dl data-testid={testId} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-700">{term}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-950 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function KeywordLookup({ idPrefix, queries }: { idPrefix: string; queries: readonly GscRow[] }) {
  const [keyword, setKeyword] = useState("");
  const figures = useMemo(() => lookupKeyword(queries, keyword), [queries, keyword]);
  const typed = keyword.trim();
  return (
    <div className="space-y-4">
      <div className="max-w-xl space-y-1.5">
        <Label htmlFor={`${idPrefix}-kelime`}>{SEARCH_CONSOLE_TEXT.keywordLabel}</Label>
        <Input
          id={`${idPrefix}-kelime`}
          type="search"
          autoComplete="off"
          placeholder={SEARCH_CONSOLE_TEXT.keywordPlaceholder}
          aria-describedby={`${idPrefix}-kelime-ipucu`}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          disabled={queries.length === 0}
        />
        <FieldHint id={`${idPrefix}-kelime-ipucu`}>
          {queries.length === 0 ? SEARCH_CONSOLE_TEXT.keywordNoQueries : SEARCH_CONSOLE_TEXT.keywordHint}
        </FieldHint>
      </div>
      {typed !== "" ? (
        <div className="space-y-4" aria-live="polite">
          {figures.exact ? (
            <div className="space-y-2">
              <p className="font-semibold text-slate-950">{SEARCH_CONSOLE_TEXT.keywordExact(figures.exact.key)}</p>
              <Figures row={figures.exact} testId="sc-kelime-tam" />
            </div>
          ) : (
            <p className="font-semibold text-slate-950">{SEARCH_CONSOLE_TEXT.keywordMissing(typed)}</p>
          )}
          {figures.relatedTotal ? (
            <div className="space-y-2">
              <p className="text-sm font-semibold text-slate-800">{SEARCH_CONSOLE_TEXT.keywordRelated(figures.related.length)}</p>
              <Figures row={figures.relatedTotal} testId="sc-kelime-iceren" />
            </div>
          ) : figures.exact ? null : (
            <p className="text-sm text-slate-700">{SEARCH_CONSOLE_TEXT.keywordRelatedNone}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The rank finder's Search Console mode: the visitor drops (or chooses) the Performance report's
 * export, it is read here in the browser, and the report shows the keyword's figures, the top
 * queries and pages and the page-2 quick wins. Loaded apart from the page's own script.
 */
export default function SearchConsolePanel({
  idPrefix,
  reportRequest,
}: {
  idPrefix: string;
  /** "Raporu e-postama gönder" under the tables (the route's slot). */
  reportRequest?: (report: ToolResultReport) => ReactNode;
}) {
  const [status, setStatus] = useState<Status>("idle");
  const [report, setReport] = useState<GscReport | null>(null);
  const [errors, setErrors] = useState<GscFileError[]>([]);
  const [dragging, setDragging] = useState(false);
  const [readCount, setReadCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const errorsHeadingRef = useRef<HTMLHeadingElement>(null);
  const reading = useRef(false);
  const focusAfterRead = useRef(false);

  // Once the read's outcome has rendered, keyboard and screen reader continue from it: the report
  // when something was read, else the list of unreadable files.
  useEffect(() => {
    if (!focusAfterRead.current) return;
    focusAfterRead.current = false;
    (resultHeadingRef.current ?? errorsHeadingRef.current)?.focus();
  }, [readCount]);

  async function readFiles(files: readonly File[]) {
    if (files.length === 0 || reading.current) return;
    reading.current = true;
    setStatus("reading");
    try {
      const result = await readSearchConsoleFiles(files.map(asDropped), pause);
      const built = result.tables.length > 0 ? buildReport(result.tables) : null;
      setReport(built);
      setErrors(result.errors);
      setReadCount((count) => count + 1);
      setStatus("done");
      focusAfterRead.current = true;
    } finally {
      reading.current = false;
      // The same file chosen again after a change on disk still fires a change event.
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  // A file chosen before this panel hydrated fired its change event with nobody listening.
  useEffect(() => {
    const chosen = inputRef.current?.files;
    if (chosen && chosen.length > 0) void readFiles([...chosen]);
    // Once, on hydration: readFiles reads only refs and setters.
  }, []);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setDragging(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void readFiles([...event.dataTransfer.files]);
  }

  function clear() {
    setReport(null);
    setErrors([]);
    setStatus("idle");
    inputRef.current?.focus();
  }

  const quick = useMemo(() => (report ? quickWins(report.queries) : []), [report]);

  return (
    <PrehydrationScope className="space-y-6">
      <div
        role="group"
        aria-labelledby={`${idPrefix}-birak`}
        data-testid="sc-birakma-alani"
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors",
          dragging ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <FileUp aria-hidden="true" className="size-8 text-brand-700" />
        <p id={`${idPrefix}-birak`} className="font-semibold text-slate-900">
          {SEARCH_CONSOLE_TEXT.dropHere}
        </p>
        <p className="text-sm text-slate-700">{SEARCH_CONSOLE_TEXT.orChoose}</p>
        <div className="w-full max-w-md space-y-1.5 text-left">
          <Label htmlFor={`${idPrefix}-dosya`}>{SEARCH_CONSOLE_TEXT.fileLabel}</Label>
          <input
            ref={inputRef}
            id={`${idPrefix}-dosya`}
            type="file"
            multiple
            accept=".csv,.zip"
            aria-describedby={`${idPrefix}-dosya-ipucu`}
            disabled={status === "reading"}
            onChange={(event) => void readFiles([...(event.target.files ?? [])])}
            className="block w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-800 file:mr-3 file:h-11 file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
          <FieldHint id={`${idPrefix}-dosya-ipucu`}>{SEARCH_CONSOLE_TEXT.fileHint}</FieldHint>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-green-700" />
          {SEARCH_CONSOLE_TEXT.privacy}
        </p>
      </div>

      <p role="status" className="text-sm font-medium text-slate-800">
        {status === "reading"
          ? SEARCH_CONSOLE_TEXT.reading
          : status === "done"
            ? SEARCH_CONSOLE_TEXT.readDone(report?.queries.length ?? 0, report?.pages.length ?? 0)
            : ""}
      </p>

      {errors.length > 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900" data-testid="sc-hatalar">
          <h3 ref={errorsHeadingRef} tabIndex={-1} className="font-semibold focus:outline-none">
            {SEARCH_CONSOLE_TEXT.errorsTitle}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {errors.map((error, index) => (
              <li key={`${readCount}-${index}`}>{searchConsoleErrorMessage(error)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {report ? (
        <div key={readCount} className="space-y-8">
          <section aria-labelledby={`${idPrefix}-kelime-baslik`} className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 id={`${idPrefix}-kelime-baslik`} ref={resultHeadingRef} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
                {SEARCH_CONSOLE_TEXT.keywordTitle}
              </h3>
              <Button type="button" variant="ghost" size="sm" onClick={clear}>
                <Trash2 aria-hidden="true" />
                {SEARCH_CONSOLE_TEXT.clear}
              </Button>
            </div>
            <ul className="space-y-0.5 text-sm text-slate-700" aria-label={SEARCH_CONSOLE_TEXT.sourcesTitle}>
              {report.sources.map((source) => (
                <li key={source.fileName}>{SEARCH_CONSOLE_TEXT.sourceLine(source.fileName, source.rows, source.skippedRows)}</li>
              ))}
            </ul>
            <KeywordLookup idPrefix={idPrefix} queries={report.queries} />
          </section>

          <SearchConsoleTable
            title={SEARCH_CONSOLE_TEXT.quickWinsTitle}
            description={SEARCH_CONSOLE_TEXT.quickWinsIntro}
            rows={quick}
            dimension="query"
            fileName={SEARCH_CONSOLE_FILE_NAMES.quickWins}
            initialOrder={{ column: "impressions", direction: "descending" }}
            emptyText={report.queries.length === 0 ? SEARCH_CONSOLE_TEXT.noQueries : SEARCH_CONSOLE_TEXT.quickWinsNone}
          />
          <SearchConsoleTable
            title={SEARCH_CONSOLE_TEXT.queriesTitle}
            rows={report.queries}
            dimension="query"
            fileName={SEARCH_CONSOLE_FILE_NAMES.query}
            initialOrder={{ column: "clicks", direction: "descending" }}
            emptyText={SEARCH_CONSOLE_TEXT.noQueries}
          />
          <SearchConsoleTable
            title={SEARCH_CONSOLE_TEXT.pagesTitle}
            rows={report.pages}
            dimension="page"
            fileName={SEARCH_CONSOLE_FILE_NAMES.page}
            initialOrder={{ column: "clicks", direction: "descending" }}
            emptyText={SEARCH_CONSOLE_TEXT.noPages}
          />
          {/* The queries as the queries table downloads them in its first order. */}
          {reportRequest?.({
            result: () => ({
              summary: searchConsoleReportSummary(report),
              file: rowsToCsvRows(sortRows(report.queries, { column: "clicks", direction: "descending" }), "query"),
            }),
          })}
        </div>
      ) : null}
    </PrehydrationScope>
  );
}
