/**
 * A tool's result as "Raporu e-postama gönder" sends it (docs/requirements.md R13). The tools know
 * nothing of the lead forms (another feature): a tool's screen takes a `reportRequest` slot from
 * its route and calls it with this, under its result.
 */
export interface ReportResultPayload {
  /** The result's most important lines (at most five are kept), in the visitor's words: Turkish. */
  summary: string[];
  /** The attachment: the file's text, or its rows for a CSV file (the server writes those). */
  file?: string | string[][];
}

export interface ToolResultReport {
  /** The site the result is about, when the tool has one. */
  site?: string | null;
  /** 0-100, when the tool scores. */
  score?: number | null;
  /** Read when the visitor sends the form, so a large result is never copied before it is asked for. */
  result: () => ReportResultPayload;
}
