import { unzipSync, type UnzipFileInfo } from "fflate";
import { csvRecords, detectDelimiter, stripBom, type CsvDelimiter } from "./csv-reader";

/**
 * Reading the export of Google Search Console's Performance report in the visitor's browser:
 * the ZIP that "Export → Download CSV" produces (one CSV per dimension: queries, pages, countries,
 * devices, dates, filters…) or its CSV files on their own, in English or Turkish, as Search
 * Console, Google Sheets or Excel wrote them. Only the query and page tables are read; a file is
 * recognised by its header, never by its (localised) name. Nothing is uploaded.
 */

/** How much work one drop may cause (docs/decisions/030-search-console-import.md). */
export const SEARCH_CONSOLE_LIMITS = {
  /** One dropped file, ZIP or CSV. Search Console's own exports are a few hundred kilobytes. */
  fileBytes: 20 * 1024 * 1024,
  /** All CSV entries of one ZIP together, as their headers declare them (and never more: see unzip). */
  unzippedBytes: 40 * 1024 * 1024,
  /** Entries a ZIP may list; Search Console's has seven. */
  zipEntries: 64,
  /** Data rows of one table; Search Console exports at most 1,000. */
  rows: 50_000,
  /** Files per drop. */
  files: 20,
} as const;

export type GscDimension = "query" | "page";

/** One row of a query or page table; `ctr` is a fraction (0.125 for 12.5 %). */
export interface GscRow {
  key: string;
  clicks: number;
  impressions: number;
  ctr: number;
  position: number;
}

export interface GscTable {
  dimension: GscDimension;
  fileName: string;
  rows: GscRow[];
  /** Rows without a key or with an unreadable number, left out. */
  skippedRows: number;
}

export type GscProblem =
  | "empty"
  | "not-csv"
  | "excel"
  | "too-large"
  | "too-many-files"
  | "no-key-column"
  | "no-position-column"
  | "no-metric-columns"
  | "no-rows"
  | "too-many-rows"
  | "zip-unreadable"
  | "zip-too-large"
  | "zip-no-tables";

export interface GscFileError {
  fileName: string;
  problem: GscProblem;
}

export interface GscReadResult {
  tables: GscTable[];
  errors: GscFileError[];
}

export interface DroppedFile {
  name: string;
  size: number;
  /** Read only after the size check. */
  bytes: () => Promise<Uint8Array>;
}

/** Lets the browser paint and answer input between batches of rows; a no-op in tests. */
export type Pause = () => Promise<void>;

const noPause: Pause = () => Promise.resolve();

/** Rows read between two pauses: about 5 ms of work on a slow phone. */
export const ROWS_PER_BATCH = 2_000;

/* ---------- headers ---------- */

/**
 * A header (or any label) folded for comparison: trimmed, quotes and BOM gone, lower case with
 * Turkish rules, then the Turkish letters and the dotless ı as their ASCII look-alikes, so "CLICKS"
 * (lower-cased "clıcks" under Turkish rules), "Tıklamalar" and "tiklamalar" all compare equal.
 */
export function foldHeader(text: string): string {
  return stripBom(text)
    .normalize("NFC")
    .replace(/["']/g, "")
    .trim()
    .toLocaleLowerCase("tr-TR")
    .replace(/\u0307/g, "")
    .replace(/ı/g, "i")
    .replace(/ş/g, "s")
    .replace(/ğ/g, "g")
    .replace(/ü/g, "u")
    .replace(/ö/g, "o")
    .replace(/ç/g, "c")
    .replace(/\s+/g, " ");
}

/** Header names Search Console, Sheets and Excel use in English and Turkish, folded. */
const HEADER_NAMES = {
  query: ["top queries", "queries", "query", "en cok yapilan sorgular", "en cok kullanilan sorgular", "populer sorgular", "sorgular", "sorgu"],
  page: ["top pages", "pages", "page", "en cok ziyaret edilen sayfalar", "en iyi sayfalar", "populer sayfalar", "sayfalar", "sayfa", "url"],
  clicks: ["clicks", "click", "tiklamalar", "tiklama", "tiklama sayisi"],
  impressions: ["impressions", "impression", "gosterimler", "gosterim", "gosterim sayisi"],
  ctr: ["ctr", "average ctr", "url ctr", "to", "ortalama to", "ortalama ctr", "tiklama orani", "ortalama tiklama orani"],
  position: ["position", "average position", "konum", "ortalama konum", "pozisyon", "ortalama pozisyon", "ortalama sira"],
} as const;

type Column = keyof typeof HEADER_NAMES;

/**
 * Where each known column is. An exact name wins; otherwise a header ending in a known name counts,
 * which reads a comparison export ("Last 28 days Clicks", "Son 28 gün Tıklamalar") by its first,
 * current period.
 */
export function locateColumns(header: readonly string[]): Partial<Record<Column, number>> {
  const folded = header.map(foldHeader);
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(HEADER_NAMES) as Column[]) {
    const names: readonly string[] = HEADER_NAMES[column];
    let index = folded.findIndex((name) => names.includes(name));
    if (index === -1 && column !== "query" && column !== "page") {
      // "to" (Turkish CTR) is too short to match as a suffix.
      const suffixes = names.filter((known) => known !== "to");
      index = folded.findIndex((name) => suffixes.some((known) => name.endsWith(` ${known}`)));
    }
    if (index !== -1) found[column] = index;
  }
  return found;
}

/* ---------- numbers ---------- */

export type DecimalMark = "." | ",";

/**
 * The decimal mark of a file, from its position and CTR values: a separator followed by other
 * than exactly three digits can only be a decimal mark ("8,3", "12.75%"). Without such a value,
 * `;` as the delimiter means Turkish Excel (comma), anything else the point.
 */
export function detectDecimalMark(samples: readonly string[], delimiter: CsvDelimiter): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const sample of samples) {
    const text = sample.replace(/[%\s]/g, "");
    if (/,\d{1,2}$|,\d{4,}$/.test(text) && !text.includes(".")) comma++;
    if (/\.\d{1,2}$|\.\d{4,}$/.test(text) && !text.includes(",")) point++;
    if (/\.\d{3},\d+$/.test(text)) comma++;
    if (/,\d{3}\.\d+$/.test(text)) point++;
  }
  if (comma !== point) return comma > point ? "," : ".";
  return delimiter === ";" ? "," : ".";
}

/** A number as the file writes it ("1,234", "1.234", "8,3", "12.5%", "%12,5"), or null. */
export function parseNumber(text: string, decimal: DecimalMark): number | null {
  const cleaned = text.replace(/[\s\u00a0%]/g, "");
  if (cleaned === "") return null;
  const thousands = decimal === "," ? "." : ",";
  const plain = cleaned.split(thousands).join("").replace(decimal, ".");
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(plain)) return null;
  return Number(plain);
}

/** A CTR cell as a fraction: "12.5%" → 0.125; a bare number above 1 is a percentage too. */
export function parseCtr(text: string, decimal: DecimalMark): number | null {
  const value = parseNumber(text, decimal);
  if (value === null) return null;
  // toPrecision drops the binary noise of the division (0.47 / 100 is 0.004699999999999999).
  return text.includes("%") || value > 1 ? Number((value / 100).toPrecision(15)) : value;
}

/* ---------- one CSV ---------- */

type TableOutcome = { kind: "table"; table: GscTable } | { kind: "error"; problem: GscProblem };

/**
 * One CSV text as a query or page table. The export of another dimension (countries, devices,
 * dates, filters) has no key column: skipped inside a ZIP, reported when dropped alone.
 */
export async function readTable(fileName: string, text: string, pause: Pause = noPause): Promise<TableOutcome> {
  if (stripBom(text).trim() === "") return { kind: "error", problem: "empty" };
  const delimiter = detectDelimiter(stripBom(text));
  const records = csvRecords(text, delimiter);
  const first = records.next();
  if (first.done) return { kind: "error", problem: "empty" };
  const columns = locateColumns(first.value);
  const keyIndex = columns.query ?? columns.page;
  if (keyIndex === undefined) return { kind: "error", problem: "no-key-column" };
  const dimension: GscDimension = columns.query !== undefined ? "query" : "page";
  if (columns.position === undefined) return { kind: "error", problem: "no-position-column" };
  if (columns.clicks === undefined || columns.impressions === undefined) return { kind: "error", problem: "no-metric-columns" };
  const { position, clicks, impressions, ctr } = columns;

  const raw: string[][] = [];
  for (const record of records) {
    raw.push(record);
    if (raw.length > SEARCH_CONSOLE_LIMITS.rows) return { kind: "error", problem: "too-many-rows" };
    if (raw.length % ROWS_PER_BATCH === 0) await pause();
  }
  const samples: string[] = [];
  for (const record of raw.slice(0, 200)) {
    samples.push(record[position] ?? "");
    if (ctr !== undefined) samples.push(record[ctr] ?? "");
  }
  const decimal = detectDecimalMark(samples, delimiter);

  const rows: GscRow[] = [];
  let skippedRows = 0;
  for (const [index, record] of raw.entries()) {
    const key = (record[keyIndex] ?? "").trim();
    const clickCount = parseNumber(record[clicks] ?? "", decimal);
    const impressionCount = parseNumber(record[impressions] ?? "", decimal);
    const averagePosition = parseNumber(record[position] ?? "", decimal);
    const givenCtr = ctr === undefined ? null : parseCtr(record[ctr] ?? "", decimal);
    if (key === "" || clickCount === null || impressionCount === null || averagePosition === null || clickCount < 0 || impressionCount < 0) {
      skippedRows++;
    } else {
      rows.push({
        key,
        clicks: clickCount,
        impressions: impressionCount,
        ctr: givenCtr ?? (impressionCount > 0 ? clickCount / impressionCount : 0),
        position: averagePosition,
      });
    }
    if ((index + 1) % ROWS_PER_BATCH === 0) await pause();
  }
  if (rows.length === 0) return { kind: "error", problem: "no-rows" };
  return { kind: "table", table: { dimension, fileName, rows, skippedRows } };
}

/* ---------- bytes ---------- */

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

/**
 * Text from bytes: UTF-8 (Search Console, Sheets), else Windows-1254, what Turkish Excel writes
 * with "CSV (virgülle ayrılmış)". Null for binary content (a NUL byte near the start).
 */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.subarray(0, 4096).includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1254").decode(bytes);
  }
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

type ZipOutcome = { kind: "entries"; entries: { name: string; bytes: Uint8Array }[] } | { kind: "error"; problem: GscProblem };

/**
 * The CSV entries of a ZIP. The central directory is read first without inflating anything, and
 * the declared sizes are checked against the limit. fflate then inflates each entry into a buffer
 * of exactly its declared size and never grows it, so an entry that lies about its size (a zip
 * bomb) comes out cut at that size instead of filling the memory.
 */
export function unzipCsvEntries(bytes: Uint8Array): ZipOutcome {
  const listed: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (info) => {
        listed.push(info);
        return false;
      },
    });
  } catch {
    return { kind: "error", problem: "zip-unreadable" };
  }
  if (listed.length > SEARCH_CONSOLE_LIMITS.zipEntries) return { kind: "error", problem: "zip-too-large" };
  // macOS adds "__MACOSX/._Queries.csv" resource forks; folders end in "/".
  const wanted = listed.filter(
    (info) => extensionOf(info.name) === "csv" && !info.name.startsWith("__MACOSX/") && !baseName(info.name).startsWith("._"),
  );
  const declared = wanted.reduce((sum, info) => sum + info.originalSize, 0);
  if (declared > SEARCH_CONSOLE_LIMITS.unzippedBytes) return { kind: "error", problem: "zip-too-large" };
  const names = new Set(wanted.map((info) => info.name));
  try {
    const files = unzipSync(bytes, { filter: (info) => names.has(info.name) });
    return { kind: "entries", entries: wanted.map((info) => ({ name: baseName(info.name), bytes: files[info.name] ?? new Uint8Array(0) })) };
  } catch {
    return { kind: "error", problem: "zip-unreadable" };
  }
}

/* ---------- a drop ---------- */

/**
 * Everything a visitor dropped or chose at once: ZIPs are opened, every CSV read. Errors name
 * the file; a ZIP's tables of other dimensions are skipped quietly, but a ZIP with neither a
 * query nor a page table is an error.
 */
export async function readSearchConsoleFiles(files: readonly DroppedFile[], pause: Pause = noPause): Promise<GscReadResult> {
  const tables: GscTable[] = [];
  const errors: GscFileError[] = [];
  if (files.length > SEARCH_CONSOLE_LIMITS.files) {
    return { tables, errors: [{ fileName: files.map((file) => file.name).join(", "), problem: "too-many-files" }] };
  }
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (extension === "xlsx" || extension === "xls" || extension === "ods") {
      errors.push({ fileName: file.name, problem: "excel" });
      continue;
    }
    if (file.size > SEARCH_CONSOLE_LIMITS.fileBytes) {
      errors.push({ fileName: file.name, problem: "too-large" });
      continue;
    }
    if (file.size === 0) {
      errors.push({ fileName: file.name, problem: "empty" });
      continue;
    }
    const bytes = await file.bytes();
    if (isZip(bytes)) {
      const opened = unzipCsvEntries(bytes);
      if (opened.kind === "error") {
        errors.push({ fileName: file.name, problem: opened.problem });
        continue;
      }
      let found = 0;
      for (const entry of opened.entries) {
        await pause();
        const text = decodeText(entry.bytes);
        if (text === null) continue;
        const outcome = await readTable(`${file.name} › ${entry.name}`, text, pause);
        if (outcome.kind === "table") {
          tables.push(outcome.table);
          found++;
        } else if (outcome.problem !== "no-key-column") {
          // A query or page table that is broken is worth saying; another dimension's is not.
          errors.push({ fileName: `${file.name} › ${entry.name}`, problem: outcome.problem });
        }
      }
      if (found === 0 && !errors.some((error) => error.fileName.startsWith(`${file.name} › `))) {
        errors.push({ fileName: file.name, problem: "zip-no-tables" });
      }
      continue;
    }
    if (extension !== "csv" && extension !== "tsv" && extension !== "txt") {
      errors.push({ fileName: file.name, problem: "not-csv" });
      continue;
    }
    const text = decodeText(bytes);
    if (text === null) {
      errors.push({ fileName: file.name, problem: "not-csv" });
      continue;
    }
    const outcome = await readTable(file.name, text, pause);
    if (outcome.kind === "table") tables.push(outcome.table);
    else errors.push({ fileName: file.name, problem: outcome.problem });
  }
  return { tables, errors };
}
