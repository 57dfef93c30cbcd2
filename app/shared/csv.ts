/**
 * CSV files the visitor or the operator opens in a spreadsheet (RFC 4180, CRLF line ends): the
 * crawl report, the live checks' exports, the leads export. Cells may carry text from a crawled
 * site or a visitor, so they are made harmless first.
 */

export const CSV_MIME = "text/csv;charset=utf-8";

// C0 and C1 control characters except tab, line feed and carriage return (a message keeps its
// lines), and the bidirectional formatting characters that reorder what a spreadsheet displays.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

// Half of a surrogate pair without its other half: not a character, and no UTF-8 file can hold it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, CSV injection), with the full-width
 * = + - @ that East Asian input methods type and some spreadsheets accept as the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * Visitor text made harmless for an operator's terminal or spreadsheet: control characters are
 * written as escapes, `\x1B` as `list` (util.inspect) shows them, bidi controls as `\u202E`, and
 * a lone surrogate becomes U+FFFD, as UTF-8 would write it anyway.
 */
export function neutraliseControlCharacters(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD").replace(UNSAFE_CHARACTERS, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
      : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
  });
}

/**
 * One CSV cell: control characters neutralised, quoted when needed, and a leading = + - @
 * neutralised so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvCell(value: unknown): string {
  let text = neutraliseControlCharacters(value === null || value === undefined ? "" : String(value));
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as CSV text; `bom` makes Excel read the UTF-8 Turkish letters right. */
export function csvText(rows: readonly (readonly unknown[])[], options: { bom?: boolean } = {}): string {
  const text = rows.map((row) => row.map(csvCell).join(",")).join("\r\n");
  return `${options.bom ? "\uFEFF" : ""}${text}\r\n`;
}
