/**
 * The llms.txt format (https://llmstxt.org): one renderer, used by both generator forms and by the
 * site's own /llms.txt, and a strict parser that checks a file the way the reference package reads it.
 *
 * Shape written:
 *
 *   # Name
 *
 *   > Summary on one line
 *
 *   Info: free Markdown paragraphs and lists, no headings (never empty, see LLMS_DEFAULT_INFO)
 *
 *   ## Section
 *
 *   - [Title](url)
 *   - [Title](url): Description
 *
 *   ## Optional
 *
 *   - [Title](url)
 */
import { pyStrip, referenceParseIntro, referenceParseLinks, referenceSplitSections } from "./reference-parser";

export interface LlmsLink {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsDocument {
  name: string;
  summary?: string;
  info?: string;
  sections: LlmsSection[];
}

export interface ParsedLlmsTxt {
  title: string;
  summary?: string;
  info?: string;
  sections: Record<string, LlmsLink[]>;
}

/** llmstxt.org: tools may skip this section when a shorter context is needed, so it always comes last. */
const OPTIONAL_SECTION = "Optional";

/**
 * Written as the info block when a document has none. The reference parser cannot read a file
 * whose intro (the text before the first `##`, stripped) ends with the H1 or with the summary: its
 * pattern `^#\s*title\n+(?:^>\s*summary$)?\n+info` needs a newline after the summary, and the strip
 * has removed it. `# T\n\n> S\n\n## Docs` then comes back with no summary and "> S" as info, and
 * `# T\n\n## Docs` fails outright. So the info block is never empty: one true sentence about the file.
 */
export const LLMS_DEFAULT_INFO = "Bu dosya, dil modelleri için llms.txt biçiminde hazırlanmıştır: https://llmstxt.org";

// ---------------------------------------------------------------------------------------------
// Rendering
//
// What the link grammar of the reference parser cannot carry is changed, not escaped, because the
// parser has no escapes (`[^\]]+` stops at the first `]` even after a backslash):
// - Title, summary, section names, link titles and descriptions are one line: runs of whitespace,
//   newlines and control characters included, become one space.
// - Link titles: `[` and `]` become `(` and `)`, and trailing backslashes are dropped (a `\]` would
//   escape the closing bracket in CommonMark).
// - Link URLs: whitespace, `(`, `)`, `<`, `>` and `\` are percent-encoded; everything else, Turkish
//   letters included, is kept so the file stays readable.
// - Info lines that Markdown or the parser would read as structure are backslash-escaped: ATX
//   headings (and with them any `##` line, which would open a section), setext underlines, and a
//   leading `>` when there is no summary (it would be taken for the summary).

function oneLine(text: string): string {
  return text
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function linkTitle(text: string): string {
  return oneLine(text).replaceAll("[", "(").replaceAll("]", ")").replace(/\\+$/, "").trimEnd();
}

const URL_ESCAPES: Readonly<Record<string, string>> = {
  " ": "%20",
  "(": "%28",
  ")": "%29",
  "<": "%3C",
  ">": "%3E",
  "\\": "%5C",
};

function linkUrl(text: string): string {
  // After oneLine() the only whitespace left is single spaces.
  return oneLine(text).replace(/[ ()<>\\]/g, (char) => URL_ESCAPES[char] ?? char);
}

const ATX_HEADING_START = /^( {0,3})#/;
const SETEXT_UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

function infoMarkdown(text: string, hasSummary: boolean): string {
  const lines = text
    .replace(/\r\n?|\u2028|\u2029/g, "\n")
    // Control characters other than tab and newline, and stray byte order marks.
    .replace(/[^\P{Cc}\t\n]|\ufeff/gu, "")
    .split("\n")
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0]?.trim() === "") lines.shift();
  while (lines.length > 0 && lines.at(-1)?.trim() === "") lines.pop();

  return lines
    .map((line, index) => {
      if (ATX_HEADING_START.test(line)) return line.replace(ATX_HEADING_START, "$1\\#");
      const previous = lines[index - 1];
      if (SETEXT_UNDERLINE.test(line) && previous !== undefined && previous.trim() !== "") {
        return line.replace(/^( {0,3})/, "$1\\");
      }
      if (index === 0 && !hasSummary && /^ {0,3}>/.test(line)) return line.replace(/^( {0,3})>/, "$1\\>");
      return line;
    })
    .join("\n");
}

function renderLink(link: LlmsLink): string | null {
  const title = linkTitle(link.title);
  const url = linkUrl(link.url);
  if (title === "" || url === "") return null;
  const description = oneLine(link.description ?? "");
  return description === "" ? `- [${title}](${url})` : `- [${title}](${url}): ${description}`;
}

/**
 * Renders a document. Links without a title or URL are left out, and so are sections left with no
 * links. A missing name, an empty section name or two sections of the same name are programming
 * errors and throw.
 */
export function renderLlmsTxt(doc: LlmsDocument): string {
  const name = oneLine(doc.name);
  if (name === "") throw new Error("llms.txt needs a name for its H1 heading.");
  const blocks = [`# ${name}`];

  const summary = oneLine(doc.summary ?? "");
  if (summary !== "") blocks.push(`> ${summary}`);

  const info = infoMarkdown(doc.info ?? "", summary !== "");
  blocks.push(info === "" ? LLMS_DEFAULT_INFO : info);

  const names = new Set<string>();
  const rendered: { title: string; lines: string[] }[] = [];
  for (const section of doc.sections) {
    const title = oneLine(section.title);
    if (title === "") throw new Error("An llms.txt section needs a name.");
    if (names.has(title)) throw new Error(`Two llms.txt sections are named "${title}".`);
    names.add(title);
    const lines = section.links.map(renderLink).filter((line): line is string => line !== null);
    if (lines.length > 0) rendered.push({ title, lines });
  }
  // A stable sort: other sections keep their order.
  rendered.sort(
    (first, second) => Number(first.title === OPTIONAL_SECTION) - Number(second.title === OPTIONAL_SECTION),
  );
  for (const section of rendered) blocks.push(`## ${section.title}\n\n${section.lines.join("\n")}`);

  return blocks.join("\n\n") + "\n";
}

// ---------------------------------------------------------------------------------------------
// Strict parsing
//
// The values come from the port of the reference parser (reference-parser.ts). On top of it, a
// file is rejected when the reference would accept it but misread it, or when it breaks the
// llmstxt.org layout:
// - a byte order mark or "\r" line endings (the reference keeps "\r" inside titles and URLs);
// - no `# Title` as the first line (the reference finds an H1 anywhere, after prose too);
// - a title running onto the next line (the reference does that when no blank line follows the H1);
// - a summary blockquote of several lines, or one not followed by a blank line (the reference keeps
//   only the first line as the summary, Markdown reads the following line as part of it);
// - headings in the intro other than the H1, `###` or deeper headings anywhere, `##` lines that
//   are not `## Name`;
// - a line inside a section that is not exactly a link item (the reference searches each line for a
//   link anywhere in it, so "see - [a](b) here" passes there);
// - two sections with the same name (the reference silently keeps the last).
//
// It accepts nothing the reference rejects or misreads: every value it returns is the reference's
// own (title, summary, info and sections), and where the reference fails (no text after the title
// or the summary, see LLMS_DEFAULT_INFO) or drops a summary blockquote into the info, so does this.

const ATX_HEADING_LINE = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const DEEPER_HEADING_LINE = /^#{3,}/;

/**
 * Whether text follows the marker on the same line. Whitespace is Python's here: the reference's
 * `\s*` after `#`, `##` and `>` would swallow a line of only (Python) whitespace and the newline,
 * and take the next line's text instead.
 */
function hasTextAfter(line: string, markerLength: number): boolean {
  return pyStrip(line.slice(markerLength)) !== "";
}

/** The reference link pattern, anchored to the whole line and with the list marker's space required. */
const STRICT_LINK_LINE = /^-[ \t]+\[[^\]\n]+\]\([^)\n]+\)(?::[^\n]*)?$/;

function fail(line: number, problem: string): never {
  throw new Error(`llms.txt, line ${line}: ${problem}`);
}

/** Checks the layout and returns the 0-based line of the summary blockquote, or -1 when there is none. */
function checkLayout(text: string): number {
  if (text.startsWith("\ufeff")) fail(1, "starts with a byte order mark.");
  const crAt = text.indexOf("\r");
  if (crAt !== -1) fail(text.slice(0, crAt).split("\n").length, 'uses "\\r" line endings; only "\\n" is allowed.');

  const lines = text.split("\n");
  let inSection = false;
  let h1Line = -1;
  let summaryLine = -1;
  let previousNonBlank = -1;

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.startsWith("##")) {
      if (DEEPER_HEADING_LINE.test(line)) fail(lineNumber, "H3 and deeper headings are not allowed; use `## Section`.");
      if (!/^##[ \t]/.test(line) || !hasTextAfter(line, 2)) {
        fail(lineNumber, "a section heading must read `## Name` on one line.");
      }
      if (h1Line === -1) fail(lineNumber, "the file must start with a `# Title` line.");
      inSection = true;
      return;
    }
    if (line.trim() === "") return;

    if (inSection) {
      if (!STRICT_LINK_LINE.test(line.trimEnd())) {
        fail(
          lineNumber,
          "only link items (`- [title](url)` or `- [title](url): description`) may appear in a section.",
        );
      }
      return;
    }

    if (h1Line === -1) {
      const heading = line.trimStart();
      if (!/^#[ \t]/.test(heading) || !hasTextAfter(heading, 1)) {
        fail(lineNumber, "the file must start with a `# Title` line.");
      }
      h1Line = index;
    } else if (summaryLine !== -1 && summaryLine === index - 1) {
      // Markdown would continue the blockquote here, while the reference ends the summary.
      fail(lineNumber, "the summary must be one blockquote line followed by a blank line.");
    } else if (ATX_HEADING_LINE.test(line)) {
      fail(lineNumber, "no headings are allowed between the title and the first section.");
    } else if (line.startsWith(">") && previousNonBlank === h1Line) {
      if (!hasTextAfter(line, 1)) fail(lineNumber, "the summary blockquote is empty.");
      summaryLine = index;
    }
    previousNonBlank = index;
  });

  if (h1Line === -1) fail(1, "the file must start with a `# Title` line.");
  return summaryLine;
}

/**
 * Parses and validates an llms.txt file. Throws an Error naming the line and the problem when the
 * file does not conform. Sections come back in file order (except that a JavaScript object lists
 * integer-like keys first, should a section be named "2024").
 */
export function parseLlmsTxt(text: string): ParsedLlmsTxt {
  const summaryLine = checkLayout(text);

  const { start, pieces } = referenceSplitSections(text);
  const sections: [string, LlmsLink[]][] = [];
  const seen = new Set<string>();
  for (let index = 0; index + 1 < pieces.length; index += 2) {
    const name = pieces[index] ?? "";
    if (seen.has(name)) throw new Error(`llms.txt: two sections are named "${name}".`);
    seen.add(name);
    const links = referenceParseLinks(pieces[index + 1] ?? "").map((link) =>
      link.desc === null
        ? { title: link.title, url: link.url }
        : { title: link.title, url: link.url, description: link.desc },
    );
    sections.push([name, links]);
  }

  const intro = referenceParseIntro(pyStrip(start));
  if (intro === null) {
    throw new Error(
      "llms.txt: the title must be followed by a blank line and some text (after the summary, if any) before the first section; the reference parser finds nothing otherwise.",
    );
  }
  if (intro.title.includes("\n")) {
    throw new Error("llms.txt: the title must be followed by a blank line or the summary.");
  }
  if (summaryLine !== -1 && intro.summary === null) {
    throw new Error(
      "llms.txt: the reference parser reads the summary as info; the summary must be followed by a blank line and some text before the first section.",
    );
  }

  return {
    title: intro.title,
    ...(intro.summary === null ? {} : { summary: intro.summary }),
    ...(intro.info === "" ? {} : { info: intro.info }),
    // fromEntries defines own properties, so even a section named "__proto__" stays data.
    sections: Object.fromEntries(sections),
  };
}
