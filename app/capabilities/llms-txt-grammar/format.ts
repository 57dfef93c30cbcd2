/**
 * The llms.txt format (https://llmstxt.org): the renderer (render.ts, re-exported here) and a strict
 * parser that checks a file the way the reference package reads it.
 */
import { pyStrip, referenceParseIntro, referenceParseLinks, referenceSplitSections } from "./reference-parser";
import type { LlmsLink } from "./render";

export { LLMS_DEFAULT_INFO } from "./messages.content";
export { renderLlmsTxt } from "./render";
export type { LlmsDocument, LlmsLink,  } from "./render";

export interface ParsedLlmsTxt {
  title: string;
  summary?: string;
  info?: string;
  sections: Record<string, LlmsLink[]>;
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
