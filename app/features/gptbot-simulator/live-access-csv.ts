import { csvText } from "~/shared/csv";
import { LIVE_ACCESS_CSV, LIVE_ACCESS_TEXT } from "./live-access.content";
import type { LiveAiAccessResult } from "./live-types";

/**
 * The bots' verdicts as a CSV file (the shared writer: formula and control-character guard, CRLF,
 * BOM for Excel): one row per bot, in the order of the screen, details joined with " | ".
 */
export function liveAccessToCsv(result: LiveAiAccessResult): string {
  return csvText(liveAccessCsvRows(result), { bom: true });
}

/** The CSV's cells, header first: the download and the report e-mail's attachment. */
export function liveAccessCsvRows(result: LiveAiAccessResult): string[][] {
  const rows: (string | number | null)[][] = [[...LIVE_ACCESS_CSV.header]];
  for (const bot of result.bots) {
    rows.push([
      bot.token,
      bot.vendor,
      bot.purpose,
      LIVE_ACCESS_TEXT.groups[bot.group],
      LIVE_ACCESS_TEXT.status[bot.status],
      bot.verdict,
      bot.http === null ? LIVE_ACCESS_TEXT.noRequest : (bot.http.status ?? LIVE_ACCESS_TEXT.noAnswer),
      bot.robots.rule,
      bot.robots.line,
      bot.userAgent,
      bot.details.join(" | "),
    ]);
  }
  return rows.map((row) => row.map((cell) => (cell === null ? "" : String(cell))));
}
