import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { CSV_MIME } from "~/shared/csv";
import { OutputActions } from "~/shared/tool-ui/output-actions";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import type { GscDimension, GscRow } from "./search-console";
import { filterRows, nextOrder, rowsToCsv, sortRows, type SortColumn, type SortOrder } from "./search-console-report";
import { SEARCH_CONSOLE_TEXT, formatClicks, formatCtr, formatPosition } from "./search-console.content";

/** Rows rendered at first and added per "show more": a 50,000-row table would stall the page. */
const PAGE_ROWS = 100;

const COLUMNS: readonly { column: Exclude<SortColumn, "key">; label: string; format: (row: GscRow) => string }[] = [
  { column: "clicks", label: SEARCH_CONSOLE_TEXT.clicksColumn, format: (row) => formatClicks(row.clicks) },
  { column: "impressions", label: SEARCH_CONSOLE_TEXT.impressionsColumn, format: (row) => formatClicks(row.impressions) },
  { column: "ctr", label: SEARCH_CONSOLE_TEXT.ctrColumn, format: (row) => formatCtr(row.ctr) },
  { column: "position", label: SEARCH_CONSOLE_TEXT.positionColumn, format: (row) => formatPosition(row.position) },
];

function SortHeader({ label, column, order, onSort }: { label: string; column: SortColumn; order: SortOrder; onSort: (column: SortColumn) => void }) {
  const active = order.column === column;
  const Icon = !active ? ArrowUpDown : order.direction === "ascending" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? order.direction : undefined}
      className={column === "key" ? "px-3 py-2 text-left" : "px-3 py-2 text-right"}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded font-semibold text-slate-800 hover:text-slate-950 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {label}
        <Icon aria-hidden="true" className={active ? "size-3.5 text-brand-700" : "size-3.5 text-slate-500"} />
      </button>
    </th>
  );
}

/**
 * One table of the report: a filter box, column headers that sort (aria-sort says how), the rows
 * (a hundred at a time) and a CSV of what the filter and the order show.
 */
export function SearchConsoleTable({
  title,
  description,
  rows,
  dimension,
  fileName,
  initialOrder,
  emptyText,
}: {
  title: string;
  description?: string;
  rows: readonly GscRow[];
  dimension: GscDimension;
  fileName: string;
  initialOrder: SortOrder;
  emptyText: string;
}) {
  const id = useId();
  const [order, setOrder] = useState<SortOrder>(initialOrder);
  const [filter, setFilter] = useState("");
  const [shown, setShown] = useState(PAGE_ROWS);
  const visible = useMemo(() => sortRows(filterRows(rows, filter), order), [rows, filter, order]);
  const csv = useMemo(() => rowsToCsv(visible, dimension), [visible, dimension]);
  const keyLabel = dimension === "query" ? SEARCH_CONSOLE_TEXT.queryColumn : SEARCH_CONSOLE_TEXT.pageColumn;

  function onSort(column: SortColumn) {
    setOrder((current) => nextOrder(current, column));
  }

  return (
    <section aria-labelledby={`${id}-baslik`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h3 id={`${id}-baslik`} className="text-lg font-semibold text-slate-950">
            {title}
          </h3>
          {description ? <p className="text-sm text-slate-700">{description}</p> : null}
        </div>
        {rows.length > 0 ? (
          // The shared copy and download pair: the CSV pastes into a spreadsheet or saves as a file.
          <OutputActions
            content={csv}
            fileName={fileName}
            mimeType={CSV_MIME}
            copyLabel={SEARCH_CONSOLE_TEXT.copyCsv}
            downloadLabel={SEARCH_CONSOLE_TEXT.exportCsv}
            copySuccess={SEARCH_CONSOLE_TEXT.csvCopied}
            downloadSuccess={SEARCH_CONSOLE_TEXT.csvDownloaded}
            emptyMessage={SEARCH_CONSOLE_TEXT.noMatch}
          />
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{emptyText}</p>
      ) : (
        <>
          <div className="max-w-sm space-y-1.5">
            <Label htmlFor={`${id}-filtre`}>{SEARCH_CONSOLE_TEXT.filterLabel(title)}</Label>
            <Input
              id={`${id}-filtre`}
              type="search"
              autoComplete="off"
              placeholder={SEARCH_CONSOLE_TEXT.filterPlaceholder}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setShown(PAGE_ROWS);
              }}
            />
          </div>
          <div className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">{SEARCH_CONSOLE_TEXT.tableCaption(title, visible.length)}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <SortHeader label={keyLabel} column="key" order={order} onSort={onSort} />
                  {COLUMNS.map((entry) => (
                    <SortHeader key={entry.column} label={entry.label} column={entry.column} order={order} onSort={onSort} />
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {visible.slice(0, shown).map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className="max-w-md px-3 py-2 text-left font-medium break-all text-slate-900">
                      {row.key}
                    </th>
                    {COLUMNS.map((entry) => (
                      <td key={entry.column} className="px-3 py-2 text-right text-slate-800 tabular-nums">
                        {entry.format(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-700" aria-live="polite">
            {visible.length === 0 ? SEARCH_CONSOLE_TEXT.noMatch : SEARCH_CONSOLE_TEXT.showing(Math.min(shown, visible.length), visible.length)}
          </p>
          {visible.length > shown ? (
            <Button type="button" variant="outline" size="sm" onClick={() => setShown((count) => count + PAGE_ROWS)}>
              {SEARCH_CONSOLE_TEXT.showMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
