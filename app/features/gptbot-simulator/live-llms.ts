import { checkLlmsTxt } from "~/capabilities/llms-txt-grammar/reference-check";
import type { FetchedText } from "~/capabilities/live-check/live-check";
import { LLMS_TXT_TEXT as T } from "./live-access.content";
import type { LlmsTxtVerdict } from "./live-types";

/**
 * The site's /llms.txt against the grammar of llmstxt.org's reference parser, through its port
 * (app/capabilities/llms-txt-grammar/reference-check.ts): a file is valid when `parse_llms_file`
 * reads it, and each way the reference fails gets its own reason.
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
  const check = checkLlmsTxt(fetched.text);
  switch (check.kind) {
    case "bad-link":
      return { ...base, kind: "invalid", verdict: T.invalid, details: [T.badLink(check.line, check.text)] };
    case "no-title":
      return { ...base, kind: "invalid", verdict: T.invalid, details: [T.noTitle] };
    case "valid": {
      const details = [T.validDetail(check.title, check.sections, check.links)];
      if (check.summary !== "present") details.push(check.summary === "as-info" ? T.summaryAsInfo : T.noSummary);
      if (check.links === 0) details.push(T.noLinks);
      return { ...base, kind: "valid", verdict: T.valid, details };
    }
  }
}
