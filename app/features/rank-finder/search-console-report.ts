import { csvText } from "~/shared/csv";
import type { GscDimension, GscRow, GscTable } from "./search-console";
import { SEARCH_CONSOLE_CSV_HEADERS } from "./search-console.content";

/**
 * What the rank finder shows from a Search Console export: the figures for one keyword, the top
 * queries and pages, the quick wins on page 2, sorting, filtering and the CSV export.
 */

/**
 * A query or page folded for matching: Unicode NFC, spaces collapsed, lower case with Turkish
 * rules (İ → i, I → ı). The dotless ı stays apart from i: "sık" and "sik" are different words;
 * a visitor typing the keyword in lower case, as Search Console shows queries, finds it.
 */
export function foldQuery(text: string): string {
  return text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("tr-TR");
}

export interface GscReport {
  queries: GscRow[];
  pages: GscRow[];
  /** The files the rows came from, for the summary. */
  sources: { fileName: string; dimension: GscDimension; rows: number; skippedRows: number }[];
}

/** Clicks and impressions added up; position averaged weighted by impressions, as Search Console does. */
export function combineRows(key: string, rows: readonly GscRow[]): GscRow {
  let clicks = 0;
  let impressions = 0;
  let weighted = 0;
  let plain = 0;
  for (const row of rows) {
    clicks += row.clicks;
    impressions += row.impressions;
    weighted += row.position * row.impressions;
    plain += row.position;
  }
  const position = impressions > 0 ? weighted / impressions : rows.length > 0 ? plain / rows.length : 0;
  const only = rows.length === 1 ? rows[0] : undefined;
  const ctr = impressions > 0 ? clicks / impressions : (only?.ctr ?? 0);
  return { key, clicks, impressions, ctr, position };
}

/**
 * Rows with the same key merged into one, the first spelling kept. Queries compare folded (Search
 * Console lower-cases them anyway); page addresses exactly, as a path's case matters.
 */
export function mergeRows(rows: readonly GscRow[], dimension: GscDimension = "query"): GscRow[] {
  const groups = new Map<string, GscRow[]>();
  for (const row of rows) {
    const folded = dimension === "query" ? foldQuery(row.key) : row.key;
    const group = groups.get(folded);
    if (group) group.push(row);
    else groups.set(folded, [row]);
  }
  const merged: GscRow[] = [];
  for (const group of groups.values()) {
    const [first] = group;
    if (first) merged.push(group.length === 1 ? first : combineRows(first.key, group));
  }
  return merged;
}

/**
 * One report from the tables of one drop. Two tables of the same dimension (two properties'
 * exports, say) are merged row by row; the top tables start sorted by clicks, as in Search Console.
 */
export function buildReport(tables: readonly GscTable[]): GscReport {
  const byDimension = (dimension: GscDimension) =>
    sortRows(
      mergeRows(
        tables.filter((table) => table.dimension === dimension).flatMap((table) => table.rows),
        dimension,
      ),
      { column: "clicks", direction: "descending" },
    );
  return {
    queries: byDimension("query"),
    pages: byDimension("page"),
    sources: tables.map((table) => ({ fileName: table.fileName, dimension: table.dimension, rows: table.rows.length, skippedRows: table.skippedRows })),
  };
}

export interface KeywordFigures {
  /** The query exactly as typed (after folding), if the export has it. */
  exact: GscRow | null;
  /** The queries containing the keyword, by impressions, and their figures combined. */
  related: GscRow[];
  relatedTotal: GscRow | null;
}

/** The figures for a keyword the visitor types. */
export function lookupKeyword(queries: readonly GscRow[], keyword: string): KeywordFigures {
  const term = foldQuery(keyword);
  if (term === "") return { exact: null, related: [], relatedTotal: null };
  let exact: GscRow | null = null;
  const related: GscRow[] = [];
  for (const row of queries) {
    const folded = foldQuery(row.key);
    if (folded === term) exact = row;
    else if (folded.includes(term)) related.push(row);
  }
  const sorted = sortRows(related, { column: "impressions", direction: "descending" });
  return { exact, related: sorted, relatedTotal: sorted.length > 0 ? combineRows(keyword.trim(), sorted) : null };
}

/**
 * Page 2 of Google: an average position that rounds to 11–20 (10.5 up to, not including, 20.5).
 * These queries are close to the first page; more impressions first, as the bigger win.
 */
export function isQuickWin(row: GscRow): boolean {
  return row.position >= 10.5 && row.position < 20.5;
}

export function quickWins(queries: readonly GscRow[]): GscRow[] {
  return sortRows(queries.filter(isQuickWin), { column: "impressions", direction: "descending" });
}

export type SortColumn = keyof GscRow;
export type SortDirection = "ascending" | "descending";
export interface SortOrder {
  column: SortColumn;
  direction: SortDirection;
}

const collator = new Intl.Collator("tr-TR", { sensitivity: "base", numeric: true });

/** A sorted copy; ties keep the key's alphabetical (Turkish) order so the result is stable. */
export function sortRows(rows: readonly GscRow[], order: SortOrder): GscRow[] {
  const sign = order.direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary = order.column === "key" ? collator.compare(a.key, b.key) : a[order.column] - b[order.column];
    return primary !== 0 ? primary * sign : collator.compare(a.key, b.key);
  });
}

/** The direction a column starts in when its header is pressed: figures largest first, text A–Z, position best first. */
export function firstDirection(column: SortColumn): SortDirection {
  return column === "key" || column === "position" ? "ascending" : "descending";
}

/** The order after pressing a column's header: the same column flips, another starts in its first direction. */
export function nextOrder(current: SortOrder, column: SortColumn): SortOrder {
  if (current.column === column) return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { column, direction: firstDirection(column) };
}

/** Rows whose key contains the filter text (folded); an empty filter keeps all. */
export function filterRows(rows: readonly GscRow[], filter: string): GscRow[] {
  const term = foldQuery(filter);
  if (term === "") return [...rows];
  return rows.filter((row) => foldQuery(row.key).includes(term));
}

/** A number rounded to `digits` decimals, written with a point as Search Console writes it. */
function round(value: number, digits: number): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

/**
 * Rows as a CSV in Search Console's own layout (Turkish headers, CTR as "12.5%", position with a
 * decimal point), so the file opens in a spreadsheet and can be dropped here again.
 */
export function rowsToCsv(rows: readonly GscRow[], dimension: GscDimension): string {
  return csvText(rowsToCsvRows(rows, dimension), { bom: true });
}

/** The CSV's cells, header first: the table's download and the report e-mail's attachment. */
export function rowsToCsvRows(rows: readonly GscRow[], dimension: GscDimension): string[][] {
  const header = [dimension === "query" ? SEARCH_CONSOLE_CSV_HEADERS.query : SEARCH_CONSOLE_CSV_HEADERS.page, ...SEARCH_CONSOLE_CSV_HEADERS.metrics];
  return [
    header,
    ...rows.map((row) => [row.key, String(row.clicks), String(row.impressions), `${round(row.ctr * 100, 2)}%`, round(row.position, 2)]),
  ];
}
