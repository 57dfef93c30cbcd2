/**
 * A line-for-line TypeScript port of the reference llms.txt parser: `parse_llms_file` and its
 * helpers (`parse_link`, `_parse_links`, `_parse_llms`) in `llms_txt/core.py` of
 * AnswerDotAI/llms-txt (same regular expressions in `llms_txt/miniparse.py`). The Python source:
 *
 *   parse_link:  -\s*\[(?P<title>[^\]]+)\]\((?P<url>[^\)]+)\)(?::\s*(?P<desc>.*))?     re.search, no flags
 *   _parse_links: re.split(r'\n+', links.strip()), skipping lines where l.strip() is empty
 *   _parse_llms: re.split(r'^##\s*(.*?$)', txt, flags=re.MULTILINE), then dict(chunked(rest, 2))
 *   parse_llms_file: ^#\s*(?P<title>.+?$)\n+(?:^>\s*(?P<summary>.+?$)$)?\n+(?P<info>.*)
 *                    re.search on start.strip(), flags MULTILINE | DOTALL
 *
 * It keeps the reference's behaviour, quirks included, so that it can be checked against outputs
 * of the Python package (see reference-parser.test.ts). `format.ts` builds the strict parser on it.
 *
 * Python's regex dialect differs from JavaScript's in ways that matter here, so each construct is
 * spelled out instead of copied:
 * - `\s` and str.strip() use Python's Unicode whitespace (adds U+001C-U+001F and U+0085, lacks U+FEFF).
 * - `.` without DOTALL excludes only "\n" (JavaScript's also excludes "\r", U+2028, U+2029).
 * - With MULTILINE, `^` matches only at the start or after "\n", and `$` only at the end or before "\n".
 */

const PY_WHITESPACE_CLASS =
  "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const PY_S = `[${PY_WHITESPACE_CLASS}]`;
/** Python `.` without DOTALL. */
const PY_DOT = "[^\\n]";
/** Python `.` with DOTALL. */
const PY_DOT_ALL = "[\\s\\S]";
/** Python `^` with MULTILINE. */
const PY_LINE_START = "(?:(?<![\\s\\S])|(?<=\\n))";
/** Python `$` with MULTILINE. */
const PY_LINE_END = "(?=\\n|(?![\\s\\S]))";

const PY_STRIP = new RegExp(`^${PY_S}+|${PY_S}+$`, "g");

/** Python's str.strip() with no arguments. */
export function pyStrip(text: string): string {
  return text.replace(PY_STRIP, "");
}

export interface ReferenceLink {
  title: string;
  url: string;
  /** None in Python when there is no ": description" part. */
  desc: string | null;
}

export interface ReferenceLlmsTxt {
  title: string;
  summary: string | null;
  info: string;
  /** Insertion-ordered like a Python dict; a repeated section name keeps its first position and its last content. */
  sections: Map<string, ReferenceLink[]>;
}

const LINK = new RegExp(`-${PY_S}*\\[(?<title>[^\\]]+)\\]\\((?<url>[^\\)]+)\\)(?::${PY_S}*(?<desc>${PY_DOT}*))?`);

/** `parse_link`: an unanchored search. Python raises AttributeError when nothing matches; so does this. */
export function referenceParseLink(line: string): ReferenceLink {
  const groups = LINK.exec(line)?.groups;
  if (groups === undefined) throw new Error(`Not a link item: ${JSON.stringify(line)}`);
  return { title: groups.title ?? "", url: groups.url ?? "", desc: groups.desc ?? null };
}

/** `_parse_links` */
export function referenceParseLinks(body: string): ReferenceLink[] {
  return pyStrip(body)
    .split(/\n+/)
    .filter((line) => pyStrip(line) !== "")
    .map(referenceParseLink);
}

const SECTION_HEADING = new RegExp(`${PY_LINE_START}##${PY_S}*(${PY_DOT}*?${PY_LINE_END})`);

/**
 * `re.split` part of `_parse_llms`: [start, title1, body1, title2, body2, ...]. JavaScript's split
 * also returns capture groups between the pieces, exactly like Python's.
 */
export function referenceSplitSections(text: string): { start: string; pieces: string[] } {
  const [start = "", ...pieces] = text.split(SECTION_HEADING);
  return { start, pieces };
}

const INTRO = new RegExp(
  `${PY_LINE_START}#${PY_S}*(?<title>${PY_DOT_ALL}+?${PY_LINE_END})\\n+` +
    `(?:${PY_LINE_START}>${PY_S}*(?<summary>${PY_DOT_ALL}+?${PY_LINE_END})${PY_LINE_END})?` +
    `\\n+(?<info>${PY_DOT_ALL}*)`,
);

/** The `re.search` of `parse_llms_file`, on text the caller has already stripped. Null when Python would fail. */
export function referenceParseIntro(
  strippedStart: string,
): { title: string; summary: string | null; info: string } | null {
  const groups = INTRO.exec(strippedStart)?.groups;
  if (groups === undefined) return null;
  return { title: groups.title ?? "", summary: groups.summary ?? null, info: groups.info ?? "" };
}

/** `parse_llms_file`, failing where the Python function raises. */
export function parseLlmsTxtReference(text: string): ReferenceLlmsTxt {
  const { start, pieces } = referenceSplitSections(text);
  // dict() first, then parsing: a body replaced by a later section of the same name is never parsed.
  const bodies = new Map<string, string>();
  for (let index = 0; index + 1 < pieces.length; index += 2) bodies.set(pieces[index] ?? "", pieces[index + 1] ?? "");
  const sections = new Map<string, ReferenceLink[]>();
  for (const [name, body] of bodies) sections.set(name, referenceParseLinks(body));
  const intro = referenceParseIntro(pyStrip(start));
  if (intro === null) throw new Error("No H1 title followed by a blank line (the reference parser finds no match).");
  return { ...intro, sections };
}
