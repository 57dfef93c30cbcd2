/**
 * robots.txt verdicts: may the crawler with this product token fetch this URL?
 *
 * Written here rather than taken from a library (docs/decisions/016-robots-txt-matcher.md):
 * the verdicts follow Google's open-source reference parser (github.com/google/robotstxt,
 * robots.cc) rule for rule, including the readings real files need (user-agent value up to the
 * first non-token character, a missing colon, `index.html` as its directory, lines cut at
 * 16,663 bytes, typos such as "disalow"), and RFC 9309 where it asks for more (percent-encoding,
 * decisions/017). Every allow/deny case of Google's test suite runs against this function
 * (match.test.ts). It also says which group and which rule decided, which no library does.
 * `compileRobots` reads a file once for many URLs; `matchRobots` is the one-URL shorthand.
 *
 * Pure and framework-free: the AI crawler simulator and the site crawler both call it.
 */

export type RobotsDirective = "allow" | "disallow";

export interface RobotsGroupRef {
  /** User-agent values of the group as written, in file order (other bots' names included). */
  userAgents: string[];
  /** 1-based line of the group's first User-agent line. */
  line: number;
  /** "token": a User-agent line names the crawler; "*": the group for every crawler. */
  matchedBy: "token" | "*";
}

export interface RobotsRuleRef {
  directive: RobotsDirective;
  /** The path pattern as written (comment and surrounding spaces removed). */
  path: string;
  /** 1-based line number. */
  line: number;
}

/**
 * - "rule": `rule` decided (the longest matching pattern; Allow wins a tie).
 * - "no-matching-rule": a group applies, but none of its rules matches the URL: allowed.
 * - "no-group": no group names the crawler and there is no `*` group: allowed.
 */
export type RobotsReason = "rule" | "no-matching-rule" | "no-group";

export interface RobotsVerdict {
  allowed: boolean;
  /** The group holding the deciding rule; otherwise the first group that applies. */
  group: RobotsGroupRef | null;
  rule: RobotsRuleRef | null;
  reason: RobotsReason;
  /**
   * User-agent lines that name the crawler only after their first word ("GPTBot ChatGPT-User"
   * for ChatGPT-User): read up to the first space, they do not apply to it, which is rarely what
   * the site owner meant.
   */
  ignoredMentions: { value: string; line: number }[];
}

/**
 * Google stores at most 8 × 2083 bytes of a line (a generous multiple of the longest URL browsers
 * accept) and ignores the rest; one byte of its buffer holds the terminator.
 */
export const ROBOTS_MAX_LINE_BYTES = 2083 * 8 - 1;

export type KeyType = "user-agent" | "allow" | "disallow" | "other";

interface Group {
  userAgents: string[];
  line: number;
  /** Some User-agent line names the crawler. */
  specific: boolean;
  /** Some User-agent line is `*`. */
  global: boolean;
}

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

/** Key prefixes as Google accepts them, typos included (robots.cc KeyIs*). */
export function keyType(key: string): KeyType {
  const k = key.toLowerCase();
  if (k.startsWith("user-agent") || k.startsWith("useragent") || k.startsWith("user agent")) return "user-agent";
  if (k.startsWith("allow")) return "allow";
  if (["disallow", "dissallow", "dissalow", "disalow", "diasllow", "disallaw"].some((p) => k.startsWith(p))) return "disallow";
  return "other";
}

/** Splits a line into key and value the way Google does, or null when it holds no directive. */
export function keyAndValue(rawLine: string): { key: string; value: string } | null {
  const hash = rawLine.indexOf("#");
  const line = (hash >= 0 ? rawLine.slice(0, hash) : rawLine).trim();
  if (line === "") return null;
  let sep = line.indexOf(":");
  if (sep < 0) {
    // A forgotten colon ("disallow /") is read as one, but only between exactly two words.
    const m = /[ \t]/.exec(line);
    if (!m) return null;
    sep = m.index;
    if (/[ \t]/.test(line.slice(sep).replace(/^[ \t]+/, ""))) return null;
  }
  const key = line.slice(0, sep).trim();
  if (key === "") return null;
  return { key, value: line.slice(sep + 1).trim() };
}

/** Google's ExtractUserAgent: the value up to the first character outside [a-zA-Z_-]. */
export function extractUserAgent(value: string): string {
  const m = /^[A-Za-z_-]*/.exec(value);
  return m ? m[0] : "";
}

/** Google also reads "* something" as the global group. */
export function isGlobalAgent(value: string): boolean {
  return value.startsWith("*") && (value.length === 1 || /\s/.test(value[1] ?? ""));
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");
const UNRESERVED = /[A-Za-z0-9\-._~]/;
const NEEDS_CANONICAL = /[%\u0080-\uffff]/;

/**
 * Canonical form for comparing a path or a pattern: non-ASCII characters are percent-encoded
 * as UTF-8 and %xx escapes get upper-case hex (both as Google does for patterns), and escapes of
 * unreserved ASCII characters are decoded (RFC 9309 §2.2.2; decisions/017). The same function
 * runs on both sides, so the URL needs no pre-encoding by the caller.
 */
export function canonicalisePath(path: string): string {
  // Most paths and patterns are plain ASCII without escapes: nothing to change, and the loop
  // below would rebuild them character by character.
  if (!NEEDS_CANONICAL.test(path)) return path;
  let out = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i] ?? "";
    if (c === "%" && /^[0-9A-Fa-f]{2}$/.test(path.slice(i + 1, i + 3))) {
      const decoded = String.fromCharCode(parseInt(path.slice(i + 1, i + 3), 16));
      out += UNRESERVED.test(decoded) ? decoded : `%${path.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (c.charCodeAt(0) > 0x7f) {
      const cp = path.codePointAt(i) ?? 0xfffd;
      const ch = String.fromCodePoint(cp);
      for (const byte of utf8.encode(ch)) out += `%${hex(byte)}`;
      i += ch.length - 1;
    } else {
      out += c;
    }
  }
  return out;
}

/**
 * Google's GetPathParamsQuery: path, params and query of a URL, without scheme, authority and
 * fragment; "/" when there is none. Kept byte-for-byte rather than using `new URL`, which would
 * also resolve dot segments and encode spaces, and so differ from Google on ASCII input.
 */
export function pathParamsQuery(url: string): string {
  const searchStart = url.startsWith("//") ? 2 : 0;
  const firstOf = (chars: string, from: number) => {
    for (let i = from; i < url.length; i++) if (chars.includes(url[i] ?? "")) return i;
    return -1;
  };
  const earlyPath = firstOf("/?;", searchStart);
  let protocolEnd = url.indexOf("://", searchStart);
  if (earlyPath >= 0 && (protocolEnd < 0 || earlyPath < protocolEnd)) protocolEnd = -1;
  protocolEnd = protocolEnd < 0 ? searchStart : protocolEnd + 3;
  const pathStart = firstOf("/?;", protocolEnd);
  if (pathStart < 0) return "/";
  const hashPos = url.indexOf("#", searchStart);
  if (hashPos >= 0 && hashPos < pathStart) return "/";
  const result = url.slice(pathStart, hashPos < 0 ? url.length : hashPos);
  return result.startsWith("/") ? result : `/${result}`;
}

/**
 * Pattern match anchored at the start of the path; `*` is any run of characters, `$` at the end
 * anchors the end (elsewhere it is a literal). Same answers as Google's `Matches`, which tracks
 * every reachable path position and so costs pattern × path steps: a hostile 500 KiB robots.txt
 * full of `*a*a*a…` lines took seconds per crawler that way. With `*` as the only wildcard,
 * taking each literal piece at its leftmost occurrence is enough (a later occurrence can only
 * leave less room for the rest), so this is one left-to-right scan.
 */
export function patternMatches(path: string, pattern: string): boolean {
  const anchored = pattern.endsWith("$");
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = pieces[0] ?? "";
  return path.startsWith(first) && restMatches(path, pieces, anchored);
}

/** The pieces after the first (a prefix of `path`, checked by the caller), leftmost first. */
function restMatches(path: string, pieces: readonly string[], anchored: boolean): boolean {
  let pos = (pieces[0] ?? "").length;
  if (pieces.length === 1) return !anchored || path.length === pos;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i] ?? "";
    const at = path.indexOf(piece, pos);
    if (at < 0) return false;
    pos = at + piece.length;
  }
  const last = pieces[pieces.length - 1] ?? "";
  return anchored ? path.length - last.length >= pos && path.endsWith(last) : path.indexOf(last, pos) >= 0;
}

/** Splits into lines on CR, LF or CRLF and cuts each line at Google's byte limit. */
export function robotsLines(robotsTxt: string): string[] {
  const body = robotsTxt.startsWith("\uFEFF") ? robotsTxt.slice(1) : robotsTxt;
  return body.split(/\r\n|\r|\n/).map((line) => {
    // Byte length can only exceed the limit when the character count comes near it.
    if (line.length * 3 <= ROBOTS_MAX_LINE_BYTES) return line;
    const bytes = utf8.encode(line);
    return bytes.length <= ROBOTS_MAX_LINE_BYTES ? line : utf8Decoder.decode(bytes.subarray(0, ROBOTS_MAX_LINE_BYTES));
  });
}

/**
 * One way a rule can match, ready to test: the canonical pattern cut at its `*`s. An
 * `Allow: /dir/index.html` rule has two (itself, and `/dir/$`, as Google reads it).
 */
interface CompiledPattern {
  /** The canonical pattern. */
  source: string;
  /** The rule's priority when this pattern matches: the pattern's canonical length. */
  priority: number;
  /** The literal text before the first `*` (without a final `$`): every match starts with it. */
  prefix: string;
  pieces: string[];
  anchored: boolean;
  /** Shortest path it can match: the sum of its literal pieces. */
  minLength: number;
  /** Position in the file's order of rules. */
  order: number;
  /** Rank in the order that decides (priority, then Allow, then file order); lower wins. */
  rank: number;
  rule: RobotsRuleRef;
  group: Group;
}

function compilePattern(pattern: string, rule: RobotsRuleRef, group: Group, order: number): CompiledPattern {
  const anchored = pattern.endsWith("$");
  const pieces = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  return {
    source: pattern,
    priority: pattern.length,
    prefix: pieces[0] ?? "",
    pieces,
    anchored,
    minLength: pattern.length - (pieces.length - 1) - (anchored ? 1 : 0),
    order,
    rank: 0,
    rule,
    group,
  };
}

/** `patternMatches` on a pattern split once; the caller has checked the prefix already. */
function compiledMatches(path: string, p: CompiledPattern): boolean {
  return path.length >= p.minLength && restMatches(path, p.pieces, p.anchored);
}

/**
 * The patterns of one kind of group (those naming the crawler, or `*`), indexed as they are read
 * so that `done` has only to rank them: building the index of a 500 KiB file's 30,000 rules in one
 * piece held the event loop for tens of milliseconds (issue 28).
 */
interface PatternIndex {
  /** Patterns by their literal prefix, each list in file order until ranked, then in rank order. */
  byPrefix: Map<string, CompiledPattern[]>;
  /** Patterns by priority and directive, each list in file order. */
  byPriority: Map<number, Record<RobotsDirective, CompiledPattern[]>>;
  /** Canonical patterns already indexed, per directive: the first of equals always decides. */
  seen: Record<RobotsDirective, Set<string>>;
  /** The lengths of the prefixes in `byPrefix`. */
  prefixLengths: Set<number>;
  count: number;
}

function patternIndex(): PatternIndex {
  return { byPrefix: new Map(), byPriority: new Map(), seen: { allow: new Set(), disallow: new Set() }, prefixLengths: new Set(), count: 0 };
}

function addPattern(index: PatternIndex, pattern: string, rule: RobotsRuleRef, group: Group): void {
  const seen = index.seen[rule.directive];
  if (seen.has(pattern)) return;
  seen.add(pattern);
  const p = compilePattern(pattern, rule, group, index.count);
  index.count += 1;
  const list = index.byPrefix.get(p.prefix);
  if (list) list.push(p);
  else {
    index.byPrefix.set(p.prefix, [p]);
    index.prefixLengths.add(p.prefix.length);
  }
  let bucket = index.byPriority.get(p.priority);
  if (!bucket) index.byPriority.set(p.priority, (bucket = { allow: [], disallow: [] }));
  bucket[rule.directive].push(p);
}

/**
 * Ranks the patterns in the order that decides: priority (longest first), then Allow before
 * Disallow, then file order. Each priority bucket is in file order already, so this is a walk, not
 * a comparison sort; a prefix's list is put in rank order the first time a URL looks it up.
 */
function rankPatterns(index: PatternIndex): void {
  let rank = 0;
  for (const priority of [...index.byPriority.keys()].sort((a, b) => b - a)) {
    const bucket = index.byPriority.get(priority);
    for (const p of bucket ? [...bucket.allow, ...bucket.disallow] : []) p.rank = rank++;
  }
}

export interface CompiledRobots {
  /** The verdict for one URL (absolute or a path), as `matchRobots` gives it. */
  match(url: string): RobotsVerdict;
}

/**
 * Reads robots.txt once for one crawler; `match` then answers per URL without reading the file
 * again. The site crawler compiles once per origin and matches hundreds of URLs: re-reading a
 * 480 KB file per URL held the event loop for 14 s (issue 28).
 *
 * Only the rules of the groups that apply to the token are kept. The deciding rule is the
 * matching one with the longest pattern, Allow winning a tie and the earlier line a tie between
 * equals, so the rules are ranked in that order once and the first match by rank decides.
 * They are indexed by their literal prefix (the text before the first `*`): a URL looks up each
 * of its own prefixes whose length some rule's prefix has, so it tests only rules that can
 * match it, whatever the size of the file.
 *
 * Pathological case: many wildcard rules sharing a short prefix (`/*a1*`, `/*a2*`, …) all
 * stay candidates for every URL. Each costs at most one native `indexOf` scan of the path per
 * `*`, so a URL costs at most (file size ÷ shortest rule line) scans of a path: the file is read
 * up to 500 KiB, which keeps the worst file within tens of milliseconds per URL (27,000 rules
 * `/*x*z`: 23 ms of CPU for a 2,000-character path, 4 ms for 100 characters), and the crawler
 * yields to the event loop between URLs. Duplicate rules are dropped (the first of equals
 * always decides), so repeating one line costs nothing.
 */
export function compileRobots(robotsTxt: string, productToken: string): CompiledRobots {
  const compiler = robotsCompiler(productToken);
  for (const line of robotsLines(robotsTxt)) compiler.line(line);
  return compiler.done();
}

export interface RobotsCompiler {
  /** The next line of `robotsLines(robotsTxt)`. */
  line(rawLine: string): void;
  done(): CompiledRobots;
}

/**
 * `compileRobots` a line at a time, for a caller that must not hold its thread for a whole
 * 500 KiB file: the crawler feeds lines in slices between turns of the event loop.
 */
export function robotsCompiler(productToken: string): RobotsCompiler {
  const token = productToken.toLowerCase();
  const specificPatterns = patternIndex();
  const globalPatterns = patternIndex();
  let firstSpecific: Group | null = null;
  let firstGlobal: Group | null = null;
  let group: Group | null = null;
  let groupHasRules = false;
  const ignoredMentions: { value: string; line: number }[] = [];
  let lineNumber = 0;

  const line = (rawLine: string): void => {
    lineNumber += 1;
    const kv = keyAndValue(rawLine);
    if (!kv) return;
    const type = keyType(kv.key);
    if (type === "user-agent") {
      // A User-agent line after a rule starts a new group; before any rule it joins the group
      // (blank lines and unknown records in between do not end it).
      if (!group || groupHasRules) {
        group = { userAgents: [], line: lineNumber, specific: false, global: false };
        groupHasRules = false;
      }
      group.userAgents.push(kv.value);
      if (isGlobalAgent(kv.value)) {
        group.global = true;
        firstGlobal ??= group;
      } else if (token !== "" && extractUserAgent(kv.value).toLowerCase() === token) {
        group.specific = true;
        firstSpecific ??= group;
      } else if (token !== "" && kv.value.split(/[\s,;]+/).slice(1).some((word) => extractUserAgent(word).toLowerCase() === token)) {
        ignoredMentions.push({ value: kv.value, line: lineNumber });
      }
      return;
    }
    if (type === "other" || !group) return; // rules before the first User-agent line belong to no group
    groupHasRules = true;
    const current: Group = group;
    if (!current.specific && !current.global) return;
    const target = current.specific ? specificPatterns : globalPatterns;
    const rule: RobotsRuleRef = { directive: type, path: kv.value, line: lineNumber };
    const pattern = canonicalisePath(kv.value);
    addPattern(target, pattern, rule, current);
    // Google reads "Allow: /dir/index.html" (or .htm) as also allowing "/dir/".
    if (type === "allow") {
      const slash = pattern.lastIndexOf("/");
      if (slash >= 0 && pattern.startsWith("/index.htm", slash)) addPattern(target, `${pattern.slice(0, slash + 1)}$`, rule, current);
    }
  };

  const done = (): CompiledRobots => {
    // Rules of every group that names the crawler count together; only without such a group
    // do the `*` rules apply.
    const applicableGroup: Group | null = firstSpecific ?? firstGlobal;
    const index = firstSpecific ? specificPatterns : globalPatterns;
    rankPatterns(index);
    const byPrefix = index.byPrefix;
    const ranked = new Set<CompiledPattern[]>();
    // Longest prefixes first: they hold the longest patterns, so a match found there cuts short
    // the search in the shorter ones (a candidate ranked after the best match so far cannot win).
    const prefixLengths = [...index.prefixLengths].sort((a, b) => b - a);

    return {
      match(url: string): RobotsVerdict {
        const path = canonicalisePath(pathParamsQuery(url));
        let best: CompiledPattern | null = null;
        for (const length of prefixLengths) {
          if (length > path.length) continue;
          const list = byPrefix.get(path.slice(0, length));
          if (!list) continue;
          if (!ranked.has(list)) {
            list.sort((a, b) => a.rank - b.rank);
            ranked.add(list);
          }
          for (const p of list) {
            if (best && p.rank >= best.rank) break;
            if (compiledMatches(path, p)) {
              best = p;
              break;
            }
          }
        }
        const mentions = ignoredMentions.map((m) => ({ ...m }));
        // An empty Allow/Disallow matches with priority 0 and decides nothing.
        if (best && best.priority > 0) {
          return { allowed: best.rule.directive === "allow", group: groupRef(best.group), rule: { ...best.rule }, reason: "rule", ignoredMentions: mentions };
        }
        if (applicableGroup) return { allowed: true, group: groupRef(applicableGroup), rule: null, reason: "no-matching-rule", ignoredMentions: mentions };
        return { allowed: true, group: null, rule: null, reason: "no-group", ignoredMentions: mentions };
      },
    };
  };

  return { line, done };
}

/**
 * @param robotsTxt body of robots.txt (a missing file, 4xx, is the caller's "allow all").
 * @param productToken the crawler's product token ("GPTBot", "PusulaDijitalBot"), not its full
 *   User-Agent header; compared case-insensitively with each User-agent line's token.
 * @param url the URL to check, absolute or a path; non-ASCII characters may be raw or encoded.
 *
 * Reads the whole file for one URL; to check many URLs against one file, `compileRobots` once.
 */
export function matchRobots(robotsTxt: string, productToken: string, url: string): RobotsVerdict {
  return compileRobots(robotsTxt, productToken).match(url);
}

/** "Disallow: /private" as the line would be written in robots.txt. */
export function formatRobotsRule(rule: RobotsRuleRef): string {
  return `${rule.directive === "allow" ? "Allow" : "Disallow"}: ${rule.path}`;
}

function groupRef(group: Group): RobotsGroupRef {
  return { userAgents: [...group.userAgents], line: group.line, matchedBy: group.specific ? "token" : "*" };
}
