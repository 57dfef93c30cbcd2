/**
 * What the meta tool makes of a page the live check read: whether anything usable came back,
 * and for the title and description their length and rendered width against the tool's limits
 * (the same ones the editor's counters use), as flags. Pure; the screen passes its canvas
 * measurer, tests and the server-free fallback use the Arial table (pixel-width.ts).
 */
import { csvText } from "~/shared/csv";
import { LIVE_META_TEXT } from "./live.content";
import type { LiveMetaPage } from "./live-schema";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import { SERP_LIMITS, measureTextWidth, serpFont, type TextMeasurer } from "~/capabilities/text-metrics/pixel-width";
import { countChars } from "~/capabilities/text-metrics/text";

export type MetaField = "title" | "description";

/** Each field's limits, from the tool's own constants: characters and the desktop result width. */
export const LIVE_META_LIMITS: Readonly<Record<MetaField, { chars: number; fontSizePx: number; maxWidthPx: number }>> = {
  title: { chars: META_TITLE_LIMIT, ...SERP_LIMITS.desktop.title },
  description: { chars: META_DESCRIPTION_LIMIT, ...SERP_LIMITS.desktop.description },
};

/**
 * - "ok": an HTML page answered 2xx;
 * - "unreachable": nothing answered (refused address, DNS, timeout, a limit);
 * - "http-status": the final answer was not 2xx (its title is the error page's, not the page's);
 * - "not-html": it answered, but not with HTML.
 */
export type LiveMetaOutcome = "ok" | "unreachable" | "http-status" | "not-html";

export type MetaFieldFlag = "missing" | "too-long" | "too-wide";

export interface MetaFieldCheck {
  text: string;
  length: number;
  /** Rounded CSS pixels. */
  widthPx: number;
  flags: MetaFieldFlag[];
}

export interface LiveMetaRow {
  page: LiveMetaPage;
  outcome: LiveMetaOutcome;
  /** Null unless the outcome is "ok". */
  title: MetaFieldCheck | null;
  description: MetaFieldCheck | null;
  /** Flags of both fields, plus one when the page could not be read. */
  issues: number;
}

export function pageOutcome(page: Pick<LiveMetaPage, "status" | "html">): LiveMetaOutcome {
  if (page.status === null) return "unreachable";
  if (page.status < 200 || page.status > 299) return "http-status";
  if (!page.html) return "not-html";
  return "ok";
}

export function checkMetaField(text: string | null, field: MetaField, measurer?: TextMeasurer): MetaFieldCheck {
  const limits = LIVE_META_LIMITS[field];
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  const length = countChars(clean);
  const widthPx = Math.round(measureTextWidth(clean, serpFont(limits.fontSizePx), measurer));
  const flags: MetaFieldFlag[] = [];
  if (length === 0) flags.push("missing");
  if (length > limits.chars) flags.push("too-long");
  if (widthPx > limits.maxWidthPx) flags.push("too-wide");
  return { text: clean, length, widthPx, flags };
}

export function liveMetaRow(page: LiveMetaPage, measurer?: TextMeasurer): LiveMetaRow {
  const outcome = pageOutcome(page);
  if (outcome !== "ok") return { page, outcome, title: null, description: null, issues: 1 };
  const title = checkMetaField(page.title, "title", measurer);
  const description = checkMetaField(page.description, "description", measurer);
  return { page, outcome, title, description, issues: title.flags.length + description.flags.length };
}

/** Rows in the order of the visitor's list (items arrive in the order they finish). */
export function liveMetaRows(pages: readonly LiveMetaPage[], measurer?: TextMeasurer): LiveMetaRow[] {
  return [...pages].sort((a, b) => a.index - b.index).map((page) => liveMetaRow(page, measurer));
}

const FLAG_TEXT: Readonly<Record<MetaField, Readonly<Record<MetaFieldFlag, string>>>> = {
  title: {
    missing: LIVE_META_TEXT.flags.titleMissing,
    "too-long": LIVE_META_TEXT.flags.titleTooLong,
    "too-wide": LIVE_META_TEXT.flags.titleTooWide,
  },
  description: {
    missing: LIVE_META_TEXT.flags.descriptionMissing,
    "too-long": LIVE_META_TEXT.flags.descriptionTooLong,
    "too-wide": LIVE_META_TEXT.flags.descriptionTooWide,
  },
};

/** The row's warnings in words (the table and the CSV say the same). */
export function rowWarnings(row: LiveMetaRow): string[] {
  if (row.outcome !== "ok") return [outcomeText(row)];
  return [
    ...(row.title?.flags ?? []).map((flag) => FLAG_TEXT.title[flag]),
    ...(row.description?.flags ?? []).map((flag) => FLAG_TEXT.description[flag]),
  ];
}

/** "Okundu", "Hata yanıtı (404)", "Ulaşılamadı: …", "HTML değil (application/json)". */
export function outcomeText(row: LiveMetaRow): string {
  const label = LIVE_META_TEXT.outcome[row.outcome];
  switch (row.outcome) {
    case "ok":
      return label;
    case "http-status":
      return `${label} (${row.page.status ?? ""})`;
    case "not-html":
      return row.page.contentType ? `${label} (${row.page.contentType})` : label;
    case "unreachable":
      return row.page.error ? `${label}: ${row.page.error}` : label;
  }
}

/** The table's cells, header first: the CSV download and the report e-mail's attachment. */
export function liveMetaCsvRows(rows: readonly LiveMetaRow[]): string[][] {
  const cell = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return [
    [...LIVE_META_TEXT.csvHeader],
    ...rows.map((row) =>
      [
        row.page.url,
        row.page.finalUrl,
        row.page.status,
        outcomeText(row),
        row.title?.text,
        row.title?.length,
        row.title?.widthPx,
        row.description?.text,
        row.description?.length,
        row.description?.widthPx,
        rowWarnings(row).join("; "),
      ].map(cell),
    ),
  ];
}

/** The table as CSV (with a BOM, so spreadsheets read the Turkish letters right). */
export function liveMetaCsv(rows: readonly LiveMetaRow[]): string {
  return csvText(liveMetaCsvRows(rows), { bom: true });
}

/**
 * What "Sayfadan al" puts in the editor: the page's title and description (an empty string for a
 * missing one, so the editor shows the page as it is), or nothing when the page could not be
 * read; `missing` says which fields the page lacks.
 */
export type LiveMetaFill =
  { ok: true; title: string; description: string; missing: MetaField[] } | { ok: false; outcome: Exclude<LiveMetaOutcome, "ok"> };

export function liveMetaFill(page: LiveMetaPage): LiveMetaFill {
  const outcome = pageOutcome(page);
  if (outcome !== "ok") return { ok: false, outcome };
  const title = (page.title ?? "").replace(/\s+/g, " ").trim();
  const description = (page.description ?? "").replace(/\s+/g, " ").trim();
  const missing: MetaField[] = [];
  if (title === "") missing.push("title");
  if (description === "") missing.push("description");
  return { ok: true, title, description, missing };
}
