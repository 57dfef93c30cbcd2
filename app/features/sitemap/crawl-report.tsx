import { CSV_MIME } from "~/shared/csv";
import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { downloadFile } from "~/shared/browser/download";
import { toast } from "~/shared/browser/toast";
import { Button } from "~/shared/ui/button";
import { SITEMAP_CRAWL_TEXT } from "./content";
import {
  CRAWL_REPORT_CSV_FILE_NAME,
  crawlReportToCsv,
  describeExclusion,
  describeSitemapOnly,
  type CrawlSitemapReport,
} from "./from-crawl";

/** Rows shown per section; the CSV has them all. */
const SHOWN_ROWS = 50;


function Section<T>({
  id,
  title,
  rows,
  render,
}: {
  id: string;
  title: string;
  rows: readonly T[];
  render: (row: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2" data-testid={`crawl-report-${id.split("-").pop() ?? ""}`}>
      <h3 id={id} className="text-base font-semibold text-slate-950">
        {SITEMAP_CRAWL_TEXT.sectionHeading(title, rows.length)}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{SITEMAP_CRAWL_TEXT.sectionEmpty}</p>
      ) : (
        <ul className="space-y-1.5 text-sm text-slate-700">
          {rows.slice(0, SHOWN_ROWS).map((row, index) => (
            <li key={index} className="break-all">
              {render(row)}
            </li>
          ))}
          {rows.length > SHOWN_ROWS ? <li>{SITEMAP_CRAWL_TEXT.moreRows(rows.length - SHOWN_ROWS)}</li> : null}
        </ul>
      )}
    </section>
  );
}

function Url({ children }: { children: string }) {
  return <span className="font-mono text-slate-900">{children}</span>;
}

/** The crawl report under the editor: one section per kind of finding, and the CSV export. */
export default function CrawlReport({ idPrefix, report }: { idPrefix: string; report: CrawlSitemapReport }) {
  function onDownload() {
    downloadFile(CRAWL_REPORT_CSV_FILE_NAME, crawlReportToCsv(report), CSV_MIME);
    toast.success(SITEMAP_CRAWL_TEXT.csvDownloaded);
  }

  return (
    <div className="space-y-6">
      <Button type="button" variant="secondary" onClick={onDownload}>
        <Download aria-hidden="true" />
        {SITEMAP_CRAWL_TEXT.csvDownload}
      </Button>
      <Section
        id={`${idPrefix}-broken`}
        title={SITEMAP_CRAWL_TEXT.sectionBroken}
        rows={report.broken}
        render={(link) => (
          <>
            <Url>{link.url}</Url> · {SITEMAP_CRAWL_TEXT.brokenDetail(link.status)}
            {link.linkedFrom.length > 0 ? (
              <span className="block text-slate-600">
                {SITEMAP_CRAWL_TEXT.linkedFrom} {link.linkedFrom.join(", ")}
              </span>
            ) : null}
          </>
        )}
      />
      <Section
        id={`${idPrefix}-redirects`}
        title={SITEMAP_CRAWL_TEXT.sectionRedirects}
        rows={report.redirects}
        render={(chain) => <Url>{chain.chain.join(" → ")}</Url>}
      />
      <Section
        id={`${idPrefix}-blocked`}
        title={SITEMAP_CRAWL_TEXT.sectionBlocked}
        rows={report.blocked}
        render={(page) => (
          <>
            <Url>{page.url}</Url>
            {page.rule ? ` · ${page.rule}` : null}
          </>
        )}
      />
      <Section
        id={`${idPrefix}-excluded`}
        title={SITEMAP_CRAWL_TEXT.sectionExcluded}
        rows={report.excluded}
        render={(page) => (
          <>
            <Url>{page.url}</Url> · {describeExclusion(page.reason)}
          </>
        )}
      />
      {report.sitemap === null ? (
        <p className="text-sm text-slate-600">{SITEMAP_CRAWL_TEXT.noSitemap}</p>
      ) : (
        <>
          <Section
            id={`${idPrefix}-sitemaponly`}
            title={SITEMAP_CRAWL_TEXT.sectionSitemapOnly}
            rows={report.sitemap.sitemapOnly}
            render={(item) => (
              <>
                <Url>{item.url}</Url> · {describeSitemapOnly(item)}
              </>
            )}
          />
          <Section
            id={`${idPrefix}-missing`}
            title={SITEMAP_CRAWL_TEXT.sectionMissing}
            rows={report.sitemap.missing}
            render={(url) => <Url>{url}</Url>}
          />
        </>
      )}
    </div>
  );
}
