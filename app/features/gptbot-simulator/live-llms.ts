import {
  pyStrip,
  referenceParseIntro,
  referenceParseLink,
  referenceSplitSections,
} from "~/capabilities/llms-txt-grammar/reference-parser";
import type { FetchedText } from "~/capabilities/live-check/live-check";
import { LLMS_TXT_TEXT as T } from "./live-access.content";
import type { LlmsTxtVerdict } from "./live-types";

/** Media types an llms.txt may be served as (Markdown in a text file). */
export const LLMS_TXT_TYPES = ["text/plain", "text/markdown"] as const;

/**
 * The site's /llms.txt against the grammar of llmstxt.org's reference parser, through its port
 * (app/features/llms-txt/reference-parser.ts): a file is valid when `parse_llms_file` reads it.
 * The reference fails in two places, and each gets its own reason: no `# Title` followed by a
 * blank line, and a line inside a `## Section` that is not a link item. The pieces are the port's
 * own (same split, same dict semantics: a section repeated later replaces the earlier body, which
 * is then never parsed), only run step by step to name the failing line.
 */
export function llmsTxtVerdict(fetched: FetchedText): LlmsTxtVerdict {
  const base = { url: fetched.url, status: fetched.status };
  if (fetched.status === null) {
    return { ...base, kind: "unknown", verdict: T.unknown, details: [T.unknownDetail(fetched.error?.message ?? "")] };
  }
  if (fetched.status >= 500) return { ...base, kind: "unknown", verdict: T.unknown, details: [T.unknownDetail(T.serverError(fetched.status))] };
  if (fetched.status >= 400) return { ...base, kind: "absent", verdict: T.absent, details: [T.absentDetail(fetched.status)] };
  if (fetched.text === null) {
    return { ...base, kind: "invalid", verdict: T.invalid, details: [T.notText(fetched.contentType ?? "?")] };
  }
  const text = fetched.text;
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
        return { ...base, kind: "invalid", verdict: T.invalid, details: [T.badLink(lineNumberOf(text, line), line.trim())] };
      }
    }
  }
  const intro = referenceParseIntro(pyStrip(start));
  if (intro === null) return { ...base, kind: "invalid", verdict: T.invalid, details: [T.noTitle] };

  const details = [T.validDetail(intro.title.trim(), bodies.size, links)];
  // The reference reads a summary only when text follows it; otherwise the blockquote becomes the info.
  if (intro.summary === null) details.push(/^>/.test(intro.info) ? T.summaryAsInfo : T.noSummary);
  if (links === 0) details.push(T.noLinks);
  return { ...base, kind: "valid", verdict: T.valid, details };
}

/** 1-based number of the first line that reads exactly `line`, or null. */
function lineNumberOf(text: string, line: string): number | null {
  const index = text.split("\n").indexOf(line);
  return index === -1 ? null : index + 1;
}
