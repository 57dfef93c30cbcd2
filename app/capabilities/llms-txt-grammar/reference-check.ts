import { pyStrip, referenceParseIntro, referenceParseLink, referenceSplitSections } from "./reference-parser";

/**
 * Checks of a site's /llms.txt, shared by the AI-crawler tool's live check and the site audit:
 * the reference parser's verdict (llmstxt.org's `parse_llms_file`, through our port) with the
 * line it fails on, and Lighthouse's agentic checks of the file.
 */

/** Media types an llms.txt may be served as (Markdown in a text file). */
export const LLMS_TXT_TYPES = ["text/plain", "text/markdown"] as const;
/** Read at most this much of a site's llms.txt: a real one is a few KB. */
export const LLMS_TXT_MAX_BYTES = 1024 * 1024;

export type LlmsTxtCheck =
  | {
      kind: "valid";
      title: string;
      sections: number;
      links: number;
      /** A `> summary` read as such; "as-info" when a lone blockquote became the info; "none" without one. */
      summary: "present" | "as-info" | "none";
    }
  /** A line inside a `## Section` that is not a link item (`line` is 1-based, null when not found verbatim). */
  | { kind: "bad-link"; line: number | null; text: string }
  /** No `# Title` followed by a blank line at the top. */
  | { kind: "no-title" };

/**
 * The reference parser's verdict. The reference fails in two places, and each gets its own kind:
 * no `# Title` followed by a blank line, and a line inside a `## Section` that is not a link
 * item. The pieces are the port's own (same split, same dict semantics: a section repeated later
 * replaces the earlier body, which is then never parsed), only run step by step to name the
 * failing line.
 */
export function checkLlmsTxt(text: string): LlmsTxtCheck {
  const { start, pieces } = referenceSplitSections(text);
  const bodies = new Map<string, string>();
  for (let index = 0; index + 1 < pieces.length; index += 2) bodies.set(pieces[index] ?? "", pieces[index + 1] ?? "");

  let links = 0;
  for (const body of bodies.values()) {
    // `_parse_links`: the stripped body split on runs of newlines, blank lines skipped.
    for (const line of pyStrip(body).split(/\n+/)) {
      if (pyStrip(line) === "") continue;
      try {
        referenceParseLink(line);
        links += 1;
      } catch {
        return { kind: "bad-link", line: lineNumberOf(text, line), text: line.trim() };
      }
    }
  }
  const intro = referenceParseIntro(pyStrip(start));
  if (intro === null) return { kind: "no-title" };
  // The reference reads a summary only when text follows it; otherwise the blockquote becomes the info.
  const summary = intro.summary !== null ? "present" : /^>/.test(intro.info) ? "as-info" : "none";
  return { kind: "valid", title: intro.title.trim(), sections: bodies.size, links, summary };
}

/** 1-based number of the first line that reads exactly `line`, or null. */
function lineNumberOf(text: string, line: string): number | null {
  const index = text.split("\n").indexOf(line);
  return index === -1 ? null : index + 1;
}

/** Lighthouse's agentic llms.txt audit wants at least this many characters. */
export const LIGHTHOUSE_LLMS_MIN_CHARS = 50;

export type LlmsLighthouseGap = "no-h1" | "no-link" | "too-short";

const H1 = /^#[ \t]+\S/m;
const MARKDOWN_LINK = /\[[^\]\n]+\]\([^)\s]+\)/;

/** What Lighthouse 13's agentic llms.txt checks find missing: an H1, at least one link, at least 50 characters. */
export function lighthouseLlmsTxtGaps(text: string): LlmsLighthouseGap[] {
  const gaps: LlmsLighthouseGap[] = [];
  if (!H1.test(text)) gaps.push("no-h1");
  if (!MARKDOWN_LINK.test(text)) gaps.push("no-link");
  if (text.trim().length < LIGHTHOUSE_LLMS_MIN_CHARS) gaps.push("too-short");
  return gaps;
}
