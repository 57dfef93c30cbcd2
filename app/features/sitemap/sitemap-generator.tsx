import { Info } from "lucide-react";
import { Suspense, lazy, useId, useState, type ReactNode } from "react";
import { FieldError, FieldHint, ToolPanel } from "~/shared/tool-ui/form-parts";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { SITEMAP_CRAWL_TEXT, SITEMAP_TEXT } from "~/features/sitemap/content";
import { cn } from "~/shared/cn";
import { SITEMAP_BASE_URL_INVALID_MESSAGE, SITEMAP_GOOGLE_NOTE } from "~/features/sitemap/generator.content";
import { checkHttpUrl } from "~/capabilities/url/http-url";
import { SitemapBulk } from "./sitemap-bulk";
import type { CrawlSitemapReport } from "./from-crawl";
import type { CrawlImportMode } from "./sitemap-crawl";
import { SitemapForm, type ImportedEntries } from "./sitemap-form";
import type { ToolResultReport } from "~/shared/tool-report";

// The crawl panel (with the crawl client) and the report load apart from the page's own script.
const SitemapCrawl = lazy(() => import("./sitemap-crawl"));
const CrawlReport = lazy(() => import("./crawl-report"));

type Mode = "form" | "bulk";

/**
 * Sitemap generator: a base URL shared by both modes, entry-by-entry rows or a bulk paste. Both
 * modes stay mounted (the inactive one hidden), so switching keeps what was typed.
 */
export function SitemapGenerator({ reportRequest }: { reportRequest?: (report: ToolResultReport) => ReactNode } = {}) {
  const id = useId();
  const [baseUrl, setBaseUrl] = useState("");
  const [mode, setMode] = useState<Mode>("form");
  const [imported, setImported] = useState<ImportedEntries | null>(null);
  const [report, setReport] = useState<CrawlSitemapReport | null>(null);
  const baseCheck = checkHttpUrl(baseUrl);

  function onCrawlResult(built: CrawlSitemapReport, importMode: CrawlImportMode) {
    setReport(built);
    if (built.entries.length === 0) return;
    setImported((previous) => ({ seq: (previous?.seq ?? 0) + 1, entries: built.entries, mode: importMode }));
    setMode("form");
  }

  function onCrawlStart() {
    setReport(null);
  }
  const baseInvalid = !baseCheck.ok && baseCheck.problem !== "empty";

  const modes: { value: Mode; label: string }[] = [
    { value: "form", label: SITEMAP_TEXT.formMode },
    { value: "bulk", label: SITEMAP_TEXT.bulkMode },
  ];

  return (
    <div className="space-y-6">
      <ToolPanel id={`${id}-tara`} title={SITEMAP_CRAWL_TEXT.title} description={SITEMAP_CRAWL_TEXT.intro}>
        <Suspense fallback={null}>
          <SitemapCrawl idPrefix={`${id}-tara`} onStart={onCrawlStart} onResult={onCrawlResult} />
        </Suspense>
      </ToolPanel>

      <ToolPanel id={`${id}-baslik`} title={SITEMAP_TEXT.title}>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-base`} className="block">
            {SITEMAP_TEXT.baseUrlLabel}
          </Label>
          <Input
            id={`${id}-base`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={SITEMAP_TEXT.baseUrlPlaceholder}
            value={baseUrl}
            aria-invalid={baseInvalid ? true : undefined}
            aria-describedby={`${id}-base-ipucu${baseInvalid ? ` ${id}-base-hata` : ""}`}
            onChange={(event) => setBaseUrl(event.target.value)}
            className="max-w-xl"
          />
          <FieldHint id={`${id}-base-ipucu`}>{SITEMAP_TEXT.baseUrlHint}</FieldHint>
          {baseInvalid ? <FieldError id={`${id}-base-hata`} message={SITEMAP_BASE_URL_INVALID_MESSAGE} /> : null}
        </div>

        <div role="group" aria-label={SITEMAP_TEXT.modeLabel} className="inline-flex rounded-lg bg-slate-100 p-1">
          {modes.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={mode === option.value}
              onClick={() => setMode(option.value)}
              className={cn(
                "h-10 rounded-md px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600",
                mode === option.value ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-950",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>

        <div hidden={mode !== "form"}>
          <SitemapForm idPrefix={`${id}-form`} baseUrl={baseUrl} imported={imported} crawl={report} reportRequest={reportRequest} />
        </div>
        <div hidden={mode !== "bulk"}>
          <SitemapBulk idPrefix={`${id}-toplu`} baseUrl={baseUrl} />
        </div>
      </ToolPanel>

      {report !== null ? (
        <ToolPanel id={`${id}-rapor`} title={SITEMAP_CRAWL_TEXT.reportTitle}>
          <Suspense fallback={null}>
            <CrawlReport idPrefix={`${id}-rapor`} report={report} />
          </Suspense>
        </ToolPanel>
      ) : null}

      <ToolPanel id={`${id}-sinirlar`} title={SITEMAP_TEXT.limitsTitle}>
        <ul className="space-y-3 text-slate-700">
          <li className="flex gap-2.5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{SITEMAP_TEXT.limitsAdvice}</span>
          </li>
          <li className="flex gap-2.5">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{SITEMAP_GOOGLE_NOTE}</span>
          </li>
        </ul>
      </ToolPanel>
    </div>
  );
}
