import { extractUserAgent, isGlobalAgent, keyAndValue, keyType, robotsLines } from "~/capabilities/robots-txt/match";

/**
 * Cloudflare's content signals (contentsignals.org) in robots.txt:
 * `Content-Signal: search=yes, ai-train=no, ai-input=yes`. Each signal says whether the site owner
 * agrees to one use of the content: `search` (a search index with links and excerpts), `ai-input`
 * (content fed to a model to answer a question: grounding, RAG), `ai-train` (training or
 * fine-tuning). A signal left out grants and refuses nothing.
 *
 * The line usually sits inside a User-agent group and then concerns the crawlers of that group,
 * read with the group rules of the robots.txt matcher (app/capabilities/robots-txt/match.ts): a crawler
 * with a group of its own does not read the `*` group. A line before the first User-agent line
 * concerns every crawler.
 */

export const CONTENT_SIGNAL_KEYS = ["search", "ai-input", "ai-train"] as const;
export type ContentSignalKey = (typeof CONTENT_SIGNAL_KEYS)[number];

export interface ContentSignalLine {
  /** 1-based line number. */
  line: number;
  /** The value as written after "Content-Signal:". */
  value: string;
  /** User-agent values of the group the line is in, as written; null before the first group. */
  userAgents: string[] | null;
  /** The signals the line sets. */
  signals: Partial<Record<ContentSignalKey, boolean>>;
  /** Entries that are not `search|ai-input|ai-train=yes|no`, as written. */
  unknown: string[];
}

export interface ContentSignalsFile {
  lines: ContentSignalLine[];
  /** Lowercased product tokens that some User-agent line names (their own groups). */
  namedTokens: string[];
}

function isContentSignalKey(key: string): key is ContentSignalKey {
  return (CONTENT_SIGNAL_KEYS as readonly string[]).includes(key);
}

function parseValue(value: string): Pick<ContentSignalLine, "signals" | "unknown"> {
  const signals: Partial<Record<ContentSignalKey, boolean>> = {};
  const unknown: string[] = [];
  for (const part of value.split(",")) {
    const entry = part.trim();
    if (entry === "") continue;
    const match = /^([A-Za-z-]+)\s*=\s*([A-Za-z]+)$/.exec(entry);
    const key = match?.[1]?.toLowerCase() ?? "";
    const answer = match?.[2]?.toLowerCase() ?? "";
    if (!isContentSignalKey(key) || (answer !== "yes" && answer !== "no")) {
      unknown.push(entry);
      continue;
    }
    signals[key] = answer === "yes";
  }
  return { signals, unknown };
}

/** Every Content-Signal line of a robots.txt, with the group it belongs to. */
export function parseContentSignals(robotsTxt: string): ContentSignalsFile {
  interface Group {
    userAgents: string[];
  }
  const pending: { line: number; value: string; group: Group | null }[] = [];
  const named = new Set<string>();
  let group: Group | null = null;
  let groupHasRules = false;
  robotsLines(robotsTxt).forEach((rawLine, index) => {
    const kv = keyAndValue(rawLine);
    if (!kv) return;
    const type = keyType(kv.key);
    if (type === "user-agent") {
      // Grouping as the matcher does it: a User-agent line after a rule starts a new group.
      if (!group || groupHasRules) {
        group = { userAgents: [] };
        groupHasRules = false;
      }
      group.userAgents.push(kv.value);
      if (!isGlobalAgent(kv.value)) named.add(extractUserAgent(kv.value).toLowerCase());
      return;
    }
    if (type === "allow" || type === "disallow") {
      groupHasRules = true;
      return;
    }
    if (kv.key.toLowerCase() === "content-signal") pending.push({ line: index + 1, value: kv.value, group });
  });
  return {
    lines: pending.map(({ line, value, group: owner }) => ({
      line,
      value,
      userAgents: owner ? [...owner.userAgents] : null,
      ...parseValue(value),
    })),
    namedTokens: [...named].filter(Boolean).sort(),
  };
}

export interface AppliedSignal {
  allowed: boolean;
  line: number;
}

/**
 * The signals that concern the crawler with this product token: the lines of its own groups, or
 * without such a group those of the `*` group; lines before any group fill in what neither sets.
 * When two lines set the same signal, "no" wins (a refusal is never overridden by a guess).
 */
export function contentSignalsFor(file: ContentSignalsFile, productToken: string): Partial<Record<ContentSignalKey, AppliedSignal>> {
  const token = productToken.toLowerCase();
  const own = file.lines.filter((entry) => entry.userAgents?.some((agent) => !isGlobalAgent(agent) && extractUserAgent(agent).toLowerCase() === token));
  const global = file.namedTokens.includes(token) ? [] : file.lines.filter((entry) => entry.userAgents?.some(isGlobalAgent));
  const fileLevel = file.lines.filter((entry) => entry.userAgents === null);
  const out: Partial<Record<ContentSignalKey, AppliedSignal>> = {};
  for (const layer of [own.length > 0 ? own : global, fileLevel]) {
    const layerValues: Partial<Record<ContentSignalKey, AppliedSignal>> = {};
    for (const entry of layer) {
      for (const key of CONTENT_SIGNAL_KEYS) {
        const value = entry.signals[key];
        if (value === undefined) continue;
        const current = layerValues[key];
        if (current === undefined || (current.allowed && !value)) layerValues[key] = { allowed: value, line: entry.line };
      }
    }
    for (const key of CONTENT_SIGNAL_KEYS) {
      const value = layerValues[key];
      if (out[key] === undefined && value !== undefined) out[key] = value;
    }
  }
  return out;
}
