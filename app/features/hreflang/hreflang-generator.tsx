import { Suspense, lazy, useId, useMemo, useState, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { CopyButton } from "~/shared/tool-ui/copy-button";
import { AddRowButton, FieldHint, RowFieldset, ToolPanel } from "~/shared/tool-ui/form-parts";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { SelectField, type SelectOption } from "~/shared/tool-ui/select-field";
import { useKeyedList } from "~/shared/tool-ui/use-keyed-list";
import { WarningList } from "~/shared/tool-ui/warning-list";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { HREFLANG_TEXT } from "~/features/hreflang/content";
import { MIME } from "~/shared/browser/download";
import {
  HREFLANG_COPIED_MESSAGE,
  HREFLANG_COUNTRIES,
  HREFLANG_DOWNLOADED_MESSAGE,
  HREFLANG_FILE_NAME,
  HREFLANG_LANGUAGES,
  URLS_REQUIRED_MESSAGE,
} from "~/features/hreflang/generator.content";
import {
  buildHreflangLinkHeader,
  buildHreflangSitemapXml,
  buildHreflangTags,
  checkHreflang,
  createHreflangEntry,
  createInitialHreflangEntries,
  type HreflangEntry,
} from "~/features/hreflang/hreflang";
import { hreflangReportSummary } from "./report-summary";

// "Canlı doğrula" (the live check of a site's hreflang) loads apart from the page's own script.
const LiveValidator = lazy(() => import("./live-validator"));

const LANGUAGE_OPTIONS: readonly SelectOption[] = HREFLANG_LANGUAGES.map((language) => ({
  value: language.code,
  label: HREFLANG_TEXT.optionLabel(language.name, language.code),
}));

/** SelectField reads "" as "nothing chosen yet", so "no country" has a value of its own. */
const NO_COUNTRY = "yok";
const COUNTRY_OPTIONS: readonly SelectOption[] = [
  { value: NO_COUNTRY, label: HREFLANG_TEXT.noCountry },
  ...HREFLANG_COUNTRIES.map((country) => ({ value: country.code, label: HREFLANG_TEXT.optionLabel(country.name, country.code) })),
];

/**
 * Hreflang generator: base URL (x-default) and language versions, output in three formats.
 * `reportRequest`: "Raporu e-postama gönder" under the tags and under the live check's fix pack (the route's slot).
 */
export function HreflangGenerator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState("");
  const entries = useKeyedList<HreflangEntry>(createInitialHreflangEntries);

  const output = useMemo(() => {
    const rows = entries.rows;
    return {
      html: buildHreflangTags(baseUrl, rows),
      header: buildHreflangLinkHeader(baseUrl, rows),
      sitemap: buildHreflangSitemapXml(baseUrl, rows),
      warnings: checkHreflang(baseUrl, rows),
    };
  }, [baseUrl, entries.rows]);

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ToolPanel id={`${id}-giris`} title={HREFLANG_TEXT.entriesTitle}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-base`}>{HREFLANG_TEXT.baseUrlLabel}</Label>
            <Input
              id={`${id}-base`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={HREFLANG_TEXT.baseUrlPlaceholder}
              aria-describedby={`${id}-base-ipucu`}
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
            />
            <FieldHint id={`${id}-base-ipucu`}>{HREFLANG_TEXT.baseUrlHint}</FieldHint>
          </div>
          <div className="space-y-3">
            {entries.rows.map((entry, index) => {
              const rowId = `${id}-satir-${entry.key}`;
              return (
                <RowFieldset
                  key={entry.key}
                  legend={HREFLANG_TEXT.rowLegend(index + 1)}
                  canRemove={entries.rows.length > 1}
                  onRemove={() => entries.remove(entry.key)}
                >
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SelectField
                      id={`${rowId}-dil`}
                      label={HREFLANG_TEXT.languageLabel}
                      value={entry.language}
                      onValueChange={(language) => entries.update(entry.key, { language })}
                      options={LANGUAGE_OPTIONS}
                      placeholder={HREFLANG_TEXT.choose}
                    />
                    <SelectField
                      id={`${rowId}-ulke`}
                      label={HREFLANG_TEXT.countryLabel}
                      value={entry.country === undefined || entry.country === "" ? NO_COUNTRY : entry.country}
                      onValueChange={(country) =>
                        entries.update(entry.key, { country: country === NO_COUNTRY ? "" : country })
                      }
                      options={COUNTRY_OPTIONS}
                    />
                    <div className="space-y-1.5 sm:col-span-2">
                      <Label htmlFor={`${rowId}-url`}>{HREFLANG_TEXT.urlLabel}</Label>
                      <Input
                        id={`${rowId}-url`}
                        type="url"
                        inputMode="url"
                        autoComplete="off"
                        placeholder={HREFLANG_TEXT.urlPlaceholder(entry.language)}
                        value={entry.url}
                        onChange={(event) => entries.update(entry.key, { url: event.target.value })}
                      />
                    </div>
                  </div>
                </RowFieldset>
              );
            })}
            <AddRowButton onClick={() => entries.add(createHreflangEntry())}>{HREFLANG_TEXT.addEntry}</AddRowButton>
          </div>
        </ToolPanel>

        <div className="space-y-6 lg:sticky lg:top-24">
          <ToolPanel id={`${id}-html-baslik`} title={HREFLANG_TEXT.htmlTitle}>
            <OutputPanel
              id={`${id}-html`}
              label={HREFLANG_FILE_NAME}
              hint={HREFLANG_TEXT.htmlHint}
              value={output.html}
              placeholder={HREFLANG_TEXT.htmlEmpty}
              rows={8}
              wrap
              actions={
                <OutputActions
                  content={output.html}
                  fileName={HREFLANG_FILE_NAME}
                  mimeType={MIME.html}
                  copySuccess={HREFLANG_COPIED_MESSAGE}
                  downloadSuccess={HREFLANG_DOWNLOADED_MESSAGE}
                  emptyMessage={URLS_REQUIRED_MESSAGE}
                  copyLabel={HREFLANG_TEXT.htmlCopy}
                />
              }
            />
          </ToolPanel>
          <ToolPanel id={`${id}-kontroller`} title={HREFLANG_TEXT.checksTitle}>
            <WarningList items={output.warnings} emptyText={HREFLANG_TEXT.noWarnings} />
          </ToolPanel>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <ToolPanel id={`${id}-header-baslik`} title={HREFLANG_TEXT.headerTitle}>
          <OutputPanel
            id={`${id}-header`}
            label={HREFLANG_TEXT.headerLabel}
            hint={HREFLANG_TEXT.headerHint}
            value={output.header}
            placeholder={HREFLANG_TEXT.headerEmpty}
            rows={6}
            wrap
            actions={
              <CopyButton
                content={output.header}
                success={HREFLANG_TEXT.headerCopied}
                emptyMessage={URLS_REQUIRED_MESSAGE}
                label={HREFLANG_TEXT.headerCopy}
              />
            }
          />
        </ToolPanel>
        <ToolPanel id={`${id}-sitemap-baslik`} title={HREFLANG_TEXT.sitemapTitle}>
          <OutputPanel
            id={`${id}-sitemap`}
            label={HREFLANG_TEXT.sitemapLabel}
            hint={HREFLANG_TEXT.sitemapHint}
            value={output.sitemap}
            placeholder={HREFLANG_TEXT.sitemapEmpty}
            rows={12}
            actions={
              <CopyButton
                content={output.sitemap}
                success={HREFLANG_TEXT.sitemapCopied}
                emptyMessage={URLS_REQUIRED_MESSAGE}
                label={HREFLANG_TEXT.sitemapCopy}
              />
            }
          />
        </ToolPanel>
      </div>

      {output.html === ""
        ? null
        : reportRequest?.({
            site: baseUrl.trim() || null,
            result: () => ({ summary: hreflangReportSummary(baseUrl, entries.rows, output.warnings), file: output.html }),
          })}

      <Suspense fallback={null}>
        <LiveValidator reportRequest={reportRequest} />
      </Suspense>
    </div>
  );
}
