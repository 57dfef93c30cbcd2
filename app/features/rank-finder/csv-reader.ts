/**
 * A CSV reader for the files a visitor brings (Search Console exports, and what Excel or Google
 * Sheets make of them). No CSV parser is installed and the project's own csv.ts only writes, so
 * this is a small RFC 4180 reader: quoted fields, doubled quotes inside them, CR, LF or CRLF line
 * ends (also inside quotes), a leading UTF-8 BOM, and `,`, `;` or tab as the delimiter (Turkish
 * Excel writes `;` because `,` is its decimal separator). It is a generator so the caller can
 * yield to the browser between batches of records and never freeze the page on a large file.
 */

export type CsvDelimiter = "," | ";" | "\t";

const DELIMITERS: readonly CsvDelimiter[] = [",", ";", "\t"];

/** The text without a leading byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The delimiter of the header line: the candidate that occurs most often outside quotes in the
 * first line (a comma wins ties, as in the format's name).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r")) break;
    else if (!quoted && counts.has(character as CsvDelimiter)) {
      counts.set(character as CsvDelimiter, (counts.get(character as CsvDelimiter) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * The records of a CSV text, one array of fields each. A quote that is not at a field's start
 * is kept as text (lenient, as spreadsheets are); a quoted field left open at the end of the
 * text ends there. Blank lines give no record.
 */
export function* csvRecords(text: string, delimiter: CsvDelimiter): Generator<string[]> {
  const source = stripBom(text);
  const length = source.length;
  let index = 0;
  while (index < length) {
    const record: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let field = "";
      if (source[index] === '"') {
        index++;
        for (;;) {
          const close = source.indexOf('"', index);
          if (close === -1) {
            field += source.slice(index);
            index = length;
            break;
          }
          field += source.slice(index, close);
          if (source[close + 1] === '"') {
            field += '"';
            index = close + 2;
          } else {
            index = close + 1;
            break;
          }
        }
        // Text between the closing quote and the delimiter (malformed) is kept, not lost.
        while (index < length && source[index] !== delimiter && source[index] !== "\n" && source[index] !== "\r") {
          field += source[index];
          index++;
        }
      } else {
        let end = index;
        while (end < length && source[end] !== delimiter && source[end] !== "\n" && source[end] !== "\r") end++;
        field = source.slice(index, end);
        index = end;
      }
      record.push(field);
      if (index >= length) {
        endOfRecord = true;
      } else if (source[index] === delimiter) {
        index++;
        // A delimiter at the very end still opens an (empty) last field.
        if (index >= length) {
          record.push("");
          endOfRecord = true;
        }
      } else {
        if (source[index] === "\r" && source[index + 1] === "\n") index += 2;
        else index++;
        endOfRecord = true;
      }
    }
    if (!(record.length === 1 && record[0] === "")) yield record;
  }
}
