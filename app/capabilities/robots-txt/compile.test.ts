import { describe, expect, it } from "vitest";
import {
  canonicalisePath,
  compileRobots,
  extractUserAgent,
  isGlobalAgent,
  keyAndValue,
  keyType,
  pathParamsQuery,
  patternMatches,
  robotsLines,
} from "./match";
import type { RobotsDirective, RobotsVerdict } from "./match";

/**
 * `compileRobots` ranks and indexes the rules once; the oracle below is the matcher as it was
 * before (every line read for every URL, decisions/016), so any difference in verdict, deciding
 * rule, group or reason between the two is a bug of the index.
 */
function oracle(robotsTxt: string, productToken: string, url: string): RobotsVerdict {
  type Group = { userAgents: string[]; line: number; specific: boolean; global: boolean };
  type Candidate = { priority: number; rule: { directive: RobotsDirective; path: string; line: number }; group: Group };
  const path = canonicalisePath(pathParamsQuery(url));
  const token = productToken.toLowerCase();
  const best = {
    specific: { allow: null as Candidate | null, disallow: null as Candidate | null },
    global: { allow: null as Candidate | null, disallow: null as Candidate | null },
  };
  let firstSpecific: Group | null = null;
  let firstGlobal: Group | null = null;
  let group: Group | null = null;
  let groupHasRules = false;
  const ignoredMentions: { value: string; line: number }[] = [];
  const priorityOf = (directive: RobotsDirective, value: string): number => {
    const pattern = canonicalisePath(value);
    if (patternMatches(path, pattern)) return pattern.length;
    if (directive === "allow") {
      const slash = pattern.lastIndexOf("/");
      if (slash >= 0 && pattern.slice(slash).startsWith("/index.htm")) {
        const directory = `${pattern.slice(0, slash + 1)}$`;
        if (patternMatches(path, directory)) return directory.length;
      }
    }
    return -1;
  };
  robotsLines(robotsTxt).forEach((rawLine, index) => {
    const line = index + 1;
    const kv = keyAndValue(rawLine);
    if (!kv) return;
    const type = keyType(kv.key);
    if (type === "user-agent") {
      if (!group || groupHasRules) {
        group = { userAgents: [], line, specific: false, global: false };
        groupHasRules = false;
      }
      group.userAgents.push(kv.value);
      if (isGlobalAgent(kv.value)) {
        group.global = true;
        firstGlobal ??= group;
      } else if (extractUserAgent(kv.value).toLowerCase() === token) {
        group.specific = true;
        firstSpecific ??= group;
      } else if (kv.value.split(/[\s,;]+/).slice(1).some((word) => extractUserAgent(word).toLowerCase() === token)) {
        ignoredMentions.push({ value: kv.value, line });
      }
      return;
    }
    if (type === "other" || !group) return;
    groupHasRules = true;
    const current: Group = group;
    if (!current.specific && !current.global) return;
    const priority = priorityOf(type, kv.value);
    const scope = current.specific ? best.specific : best.global;
    const held = scope[type];
    if (priority >= 0 && (held === null || priority > held.priority)) scope[type] = { priority, rule: { directive: type, path: kv.value, line }, group: current };
  });
  const ref = (g: Group) => ({ userAgents: [...g.userAgents], line: g.line, matchedBy: g.specific ? ("token" as const) : ("*" as const) });
  const applicable = firstSpecific ? best.specific : best.global;
  const applicableGroup: Group | null = firstSpecific ?? firstGlobal;
  const allowP = applicable.allow?.priority ?? -1;
  const disallowP = applicable.disallow?.priority ?? -1;
  if (allowP > 0 || disallowP > 0) {
    const decided = (disallowP > allowP ? applicable.disallow : applicable.allow) as Candidate;
    return { allowed: disallowP <= allowP, group: ref(decided.group), rule: decided.rule, reason: "rule", ignoredMentions };
  }
  if (applicableGroup) return { allowed: true, group: ref(applicableGroup), rule: null, reason: "no-matching-rule", ignoredMentions };
  return { allowed: true, group: null, rule: null, reason: "no-group", ignoredMentions };
}

describe("compileRobots", () => {
  it("gives the same verdict, rule, group and reason as reading the file per URL, on generated files", () => {
    // Deterministic pseudo-random files: the same cases on every run.
    let seed = 2809;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const word = (alphabet: string, max: number) =>
      Array.from({ length: Math.floor(next() * (max + 1)) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    const agents = ["GPTBot", "*", "OtherBot", "gptbot/1.0", "Other GPTBot"];
    for (let file = 0; file < 250; file++) {
      const lines: string[] = [];
      for (let g = 0; g < 1 + Math.floor(next() * 3); g++) {
        for (let a = 0; a < 1 + Math.floor(next() * 2); a++) lines.push(`User-agent: ${pick(agents)}`);
        for (let r = 0; r < Math.floor(next() * 8); r++) {
          const value = next() < 0.15 ? `/${word("ab", 2)}/index.html` : next() < 0.1 ? "" : `/${word("ab*$/", 5)}`;
          lines.push(`${pick(["Allow", "Disallow"])}: ${value}`);
        }
      }
      const robots = lines.join("\n");
      const compiled = compileRobots(robots, "GPTBot");
      for (let u = 0; u < 25; u++) {
        const url = `https://www.ornek.com/${word("ab/", 6)}`;
        expect(compiled.match(url), `${robots}\n→ ${url}`).toEqual(oracle(robots, "GPTBot", url));
      }
    }
  });

  it("keeps the first of duplicate rules and the index.html reading of Allow", () => {
    const compiled = compileRobots("User-agent: *\nDisallow: /a\nDisallow: /a\nAllow: /b/index.html\nDisallow: /b/\n", "GPTBot");
    expect(compiled.match("/a/x")).toMatchObject({ allowed: false, rule: { line: 2 } });
    expect(compiled.match("/b/")).toMatchObject({ allowed: true, rule: { path: "/b/index.html", line: 4 } });
    expect(compiled.match("/b/c")).toMatchObject({ allowed: false, rule: { line: 5 } });
  });
});
