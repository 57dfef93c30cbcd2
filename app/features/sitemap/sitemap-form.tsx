import { ListPlus } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { toast } from "~/shared/browser/toast";
import { AddRowButton, FieldError, RowFieldset } from "~/shared/tool-ui/form-parts";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { SelectField, type SelectOption } from "~/shared/tool-ui/select-field";
import { useKeyedList } from "~/shared/tool-ui/use-keyed-list";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { SITEMAP_TEXT } from "~/features/sitemap/content";
import { MIME } from "~/shared/browser/download";
import {
  CHANGE_FREQUENCIES,
  SITEMAP_FILE_NAME,
  SITEMAP_PRIORITIES,
  type ChangeFrequency,
} from "~/features/sitemap/constants";
import {
  CHANGE_FREQUENCY_LABELS,
  SITEMAP_COPIED_MESSAGE,
  SITEMAP_DOWNLOADED_MESSAGE,
  SITEMAP_NO_VALID_URL_MESSAGE,
} from "~/features/sitemap/generator.content";
import { checkHttpUrl } from "~/capabilities/url/http-url";
import {
  addCommonPages,
  buildSitemapXml,
  createInitialSitemapEntries,
  createSitemapEntry,
  isChangeFrequency,
  mergeSitemapEntries,
  type SitemapEntry,
} from "~/features/sitemap/sitemap";
import type { ToolResultReport } from "~/shared/tool-report";
import type { CrawlSitemapReport } from "./from-crawl";
import { sitemapReportSummary } from "./report-summary";

export const PRIORITY_OPTIONS: readonly SelectOption[] = SITEMAP_PRIORITIES.map((priority) => ({
  value: priority.toFixed(1),
  label: priority.toFixed(1),
}));

export const CHANGEFREQ_OPTIONS: readonly SelectOption[] = CHANGE_FREQUENCIES.map((value) => ({
  value,
  label: SITEMAP_TEXT.changefreqOption(CHANGE_FREQUENCY_LABELS[value], value),
}));

export function toChangeFrequency(value: string, fallback: ChangeFrequency): ChangeFrequency {
  return isChangeFrequency(value) ? value : fallback;
}

/** Entries a site crawl found; `seq` changes with every crawl so each lands once. */
export interface ImportedEntries {
  seq: number;
  entries: readonly SitemapEntry[];
  mode: "replace" | "append";
}

/** Entry-by-entry mode: rows with priority, change frequency and last modification date. */
export function SitemapForm({
  idPrefix,
  baseUrl,
  imported = null,
  crawl = null,
  reportRequest,
}: {
  idPrefix: string;
  baseUrl: string;
  imported?: ImportedEntries | null;
  /** The last site crawl's findings, summed up in the report e-mail with the file. */
  crawl?: CrawlSitemapReport | null;
  /** "Raporu e-postama gönder" under the file (the route's slot). */
  reportRequest?: (report: ToolResultReport) => ReactNode;
}) {
  const [today] = useState(() => new Date());
  const entries = useKeyedList<SitemapEntry>(() => createInitialSitemapEntries(today));

  // New crawl entries are merged while rendering (React's pattern for state derived from a
  // changed prop), so the list never shows a frame without them.
  const [appliedSeq, setAppliedSeq] = useState(0);
  if (imported !== null && imported.seq !== appliedSeq) {
    setAppliedSeq(imported.seq);
    entries.replace(mergeSitemapEntries(entries.rows, imported.entries, imported.mode));
  }
  const result = useMemo(() => buildSitemapXml(entries.rows), [entries.rows]);
  const xml = result.ok ? result.xml : "";

  function onAddCommonPages() {
    const added = addCommonPages(baseUrl, entries.rows, new Date());
    if (!added.ok) return void toast.error(added.message);
    entries.replace(added.entries);
    toast.success(added.message);
  }

  return (
    <>
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-slate-950">{SITEMAP_TEXT.entriesTitle}</h3>
          <Button type="button" variant="secondary" onClick={onAddCommonPages}>
            <ListPlus aria-hidden="true" />
            {SITEMAP_TEXT.addCommonPages}
          </Button>
        </div>
        {entries.rows.map((entry, index) => {
          const rowId = `${idPrefix}-satir-${entry.key}`;
          const check = checkHttpUrl(entry.url);
          const invalid = !check.ok && check.problem !== "empty";
          return (
            <RowFieldset
              key={entry.key}
              legend={SITEMAP_TEXT.rowLegend(index + 1)}
              canRemove={entries.rows.length > 1}
              onRemove={() => entries.remove(entry.key)}
            >
              <div className="grid gap-3 sm:grid-cols-3">
                <div className="space-y-1.5 sm:col-span-3">
                  <Label htmlFor={`${rowId}-url`}>{SITEMAP_TEXT.urlLabel}</Label>
                  <Input
                    id={`${rowId}-url`}
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder={SITEMAP_TEXT.urlPlaceholder}
                    value={entry.url}
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? `${rowId}-url-hata` : undefined}
                    onChange={(event) => entries.update(entry.key, { url: event.target.value })}
                  />
                  {invalid ? <FieldError id={`${rowId}-url-hata`} message={SITEMAP_TEXT.invalidUrl} /> : null}
                </div>
                <SelectField
                  id={`${rowId}-oncelik`}
                  label={SITEMAP_TEXT.priorityLabel}
                  value={entry.priority.toFixed(1)}
                  onValueChange={(value) => entries.update(entry.key, { priority: Number(value) })}
                  options={PRIORITY_OPTIONS}
                />
                <SelectField
                  id={`${rowId}-siklik`}
                  label={SITEMAP_TEXT.changefreqLabel}
                  value={entry.changefreq}
                  onValueChange={(value) =>
                    entries.update(entry.key, { changefreq: toChangeFrequency(value, entry.changefreq) })
                  }
                  options={CHANGEFREQ_OPTIONS}
                />
                <div className="space-y-1.5">
                  <Label htmlFor={`${rowId}-tarih`} className="block">
                    {SITEMAP_TEXT.lastmodLabel}
                  </Label>
                  <Input
                    id={`${rowId}-tarih`}
                    type="date"
                    value={entry.lastmod}
                    onChange={(event) => entries.update(entry.key, { lastmod: event.target.value })}
                  />
                </div>
              </div>
            </RowFieldset>
          );
        })}
        <AddRowButton onClick={() => entries.add(createSitemapEntry(new Date()))}>{SITEMAP_TEXT.addEntry}</AddRowButton>
      </div>

      <div className="space-y-3 xl:sticky xl:top-24">
        <OutputPanel
          id={`${idPrefix}-xml`}
          label={SITEMAP_TEXT.previewLabel}
          value={xml}
          placeholder={SITEMAP_TEXT.previewEmpty}
          rows={18}
          hint={
            result.ok
              ? SITEMAP_TEXT.previewSummary({
                  urlCount: result.urlCount,
                  byteLength: result.byteLength,
                  invalidUrls: result.skipped.invalidUrls,
                  duplicateUrls: result.skipped.duplicateUrls,
                })
              : undefined
          }
          actions={
            <OutputActions
              content={xml}
              fileName={SITEMAP_FILE_NAME}
              mimeType={MIME.xml}
              copySuccess={SITEMAP_COPIED_MESSAGE}
              downloadSuccess={SITEMAP_DOWNLOADED_MESSAGE}
              emptyMessage={SITEMAP_NO_VALID_URL_MESSAGE}
            />
          }
        />
      </div>
    </div>
    {result.ok
      ? reportRequest?.({ site: baseUrl.trim() || null, result: () => ({ summary: sitemapReportSummary(result, crawl), file: result.xml }) })
      : null}
    </>
  );
}
