import { keyAndValue, robotsLines } from "~/capabilities/robots-txt/match";

/**
 * Machine-readable licensing of a site's content for AI and text-and-data mining, besides
 * robots.txt's allow and disallow: an RSL licence (rslstandard.org: a `License:` line in
 * robots.txt pointing at the licence's XML) and the W3C TDM Reservation Protocol's
 * /.well-known/tdmrep.json (TDMRep, Final Community Group Report, 2024).
 */

/** `License:` lines of a robots.txt, as written, with their 1-based line numbers. */
export function robotsLicenseLines(robotsTxt: string): { line: number; value: string }[] {
  const out: { line: number; value: string }[] = [];
  robotsLines(robotsTxt).forEach((rawLine, index) => {
    const kv = keyAndValue(rawLine);
    if (kv?.key.toLowerCase() === "license") out.push({ line: index + 1, value: kv.value });
  });
  return out;
}

/** RSL wants the licence's absolute http(s) address: a crawler reading robots.txt has no other base. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const TDMREP_PATH = "/.well-known/tdmrep.json";

/** What is wrong with a tdmrep.json: not JSON, not an array of rules, or a rule the protocol cannot read. */
export type TdmrepProblem = "not-json" | "not-array" | "bad-rule";

/**
 * A tdmrep.json is a JSON array of rules, each with a `location` (a path pattern, a string), a
 * `tdm-reservation` of 0 or 1, and optionally a `tdm-policy`: the absolute address of the
 * licensing policy. null when the file is such an array.
 */
export function tdmrepProblem(text: string): TdmrepProblem | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "not-json";
  }
  if (!Array.isArray(value)) return "not-array";
  const readable = value.every((rule: unknown) => {
    if (typeof rule !== "object" || rule === null || Array.isArray(rule)) return false;
    const { location, "tdm-reservation": reservation, "tdm-policy": policy } = rule as Record<string, unknown>;
    return typeof location === "string" && (reservation === 0 || reservation === 1) && (policy === undefined || (typeof policy === "string" && isAbsoluteHttpUrl(policy)));
  });
  return readable ? null : "bad-rule";
}
