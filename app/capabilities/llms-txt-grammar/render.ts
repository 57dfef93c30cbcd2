/**
 * The llms.txt format (https://llmstxt.org), writing side: the renderer used by both generator
 * forms and by the site's own /llms.txt. The strict parser is in format.ts, apart, so the pages that
 * only write a file do not load it.
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

import { LLMS_DEFAULT_INFO } from "./messages.content";

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

/** llmstxt.org: tools may skip this section when a shorter context is needed, so it always comes last. */
const OPTIONAL_SECTION = "Optional";

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
