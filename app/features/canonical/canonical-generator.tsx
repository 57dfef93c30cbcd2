import { CircleCheck, ClipboardCopy } from "lucide-react";
import { useId, useMemo, type ReactNode } from "react";
import type { ToolResultReport } from "~/shared/tool-report";
import { canonicalReportSummary } from "./report-summary";
import { AddRowButton, FieldError, RowFieldset, ToolPanel } from "~/shared/tool-ui/form-parts";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { useKeyedList } from "~/shared/tool-ui/use-keyed-list";
import { WarningList } from "~/shared/tool-ui/warning-list";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { CANONICAL_TEXT } from "~/features/canonical/content";
import { MIME } from "~/shared/browser/download";
import {
  buildCanonicalTags,
  checkCanonicalEntries,
  createCanonicalEntry,
  fillCanonicalFromPageUrl,
  validateCanonicalEntry,
  type CanonicalEntry,
  type CanonicalFieldState,
} from "~/features/canonical/canonical";
import {
  CANONICAL_COPIED_MESSAGE,
  CANONICAL_DOWNLOADED_MESSAGE,
  CANONICAL_FILE_NAME,
  URLS_REQUIRED_MESSAGE,
} from "~/features/canonical/generator.content";

/**
 * A URL field validated as the user types: red border, aria-invalid and the required message when
 * invalid; a green check (announced through aria-describedby) when valid; neither while empty.
 */
function UrlField({
  id,
  label,
  value,
  state,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  state: CanonicalFieldState;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  const errorId = `${id}-hata`;
  const validId = `${id}-gecerli`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={state.status === "invalid" ? true : undefined}
          aria-describedby={state.status === "invalid" ? errorId : state.status === "valid" ? validId : undefined}
          className={state.status === "valid" ? "border-green-600 pr-10" : undefined}
        />
        {state.status === "valid" ? (
          <CircleCheck
            id={validId}
            role="img"
            aria-label={CANONICAL_TEXT.validUrl}
            className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-green-600"
          />
        ) : null}
      </div>
      {state.status === "invalid" ? <FieldError id={errorId} message={state.message} /> : null}
    </div>
  );
}

/**
 * Canonical generator: page / canonical URL pairs, validated live, with Lighthouse-style checks.
 * `reportRequest`: "Raporu e-postama gönder" under the tags (the route's slot).
 */
export function CanonicalGenerator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const entries = useKeyedList<CanonicalEntry>(() => [createCanonicalEntry()]);

  const output = useMemo(
    () => ({
      tags: buildCanonicalTags(entries.rows),
      warnings: checkCanonicalEntries(entries.rows).map((warning) => ({
        message: warning.message,
        severity: "warning" as const,
      })),
    }),
    [entries.rows],
  );

  return (
    <>
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <ToolPanel id={`${id}-giris`} title={CANONICAL_TEXT.entriesTitle}>
        <div className="space-y-3">
          {entries.rows.map((entry, index) => {
            const rowId = `${id}-satir-${entry.key}`;
            const validation = validateCanonicalEntry(entry);
            const canFill = entry.url.trim() !== "" && entry.canonicalUrl.trim() === "";
            return (
              <RowFieldset
                key={entry.key}
                legend={CANONICAL_TEXT.rowLegend(index + 1)}
                canRemove={entries.rows.length > 1}
                onRemove={() => entries.remove(entry.key)}
              >
                <div className="space-y-3">
                  <UrlField
                    id={`${rowId}-url`}
                    label={CANONICAL_TEXT.pageUrlLabel}
                    value={entry.url}
                    state={validation.url}
                    placeholder={CANONICAL_TEXT.pageUrlPlaceholder}
                    onChange={(url) => entries.update(entry.key, { url })}
                  />
                  <UrlField
                    id={`${rowId}-canonical`}
                    label={CANONICAL_TEXT.canonicalUrlLabel}
                    value={entry.canonicalUrl}
                    state={validation.canonicalUrl}
                    placeholder={CANONICAL_TEXT.canonicalUrlPlaceholder}
                    onChange={(canonicalUrl) => entries.update(entry.key, { canonicalUrl })}
                  />
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={!canFill}
                      aria-describedby={`${rowId}-kopya-ipucu`}
                      onClick={() => {
                        const filled = fillCanonicalFromPageUrl(entry);
                        entries.update(entry.key, { canonicalUrl: filled.canonicalUrl });
                      }}
                    >
                      <ClipboardCopy aria-hidden="true" />
                      {CANONICAL_TEXT.copyPageUrl}
                    </Button>
                    <span id={`${rowId}-kopya-ipucu`} className="text-xs text-slate-700">
                      {CANONICAL_TEXT.copyPageUrlHint}
                    </span>
                  </div>
                </div>
              </RowFieldset>
            );
          })}
          <AddRowButton onClick={() => entries.add(createCanonicalEntry())}>{CANONICAL_TEXT.addEntry}</AddRowButton>
        </div>
      </ToolPanel>

      <div className="space-y-6 lg:sticky lg:top-24">
        <ToolPanel id={`${id}-cikti`} title={CANONICAL_TEXT.outputLabel}>
          <OutputPanel
            id={`${id}-etiketler`}
            label={CANONICAL_FILE_NAME}
            value={output.tags}
            placeholder={CANONICAL_TEXT.outputEmpty}
            rows={9}
            wrap
            actions={
              <OutputActions
                content={output.tags}
                fileName={CANONICAL_FILE_NAME}
                mimeType={MIME.html}
                copySuccess={CANONICAL_COPIED_MESSAGE}
                downloadSuccess={CANONICAL_DOWNLOADED_MESSAGE}
                emptyMessage={URLS_REQUIRED_MESSAGE}
              />
            }
          />
        </ToolPanel>
        <ToolPanel id={`${id}-kontroller`} title={CANONICAL_TEXT.checksTitle} description={CANONICAL_TEXT.checksIntro}>
          <WarningList
            items={output.warnings}
            emptyText={output.tags === "" ? CANONICAL_TEXT.checksEmpty : CANONICAL_TEXT.noWarnings}
          />
        </ToolPanel>
      </div>
    </div>
    {output.tags === "" ? null : reportRequest?.({ result: () => ({ summary: canonicalReportSummary(entries.rows), file: output.tags }) })}
    </>
  );
}
