import { describe, expect, it } from "vitest";
import { contentSignalsFor, parseContentSignals } from "./content-signals";

describe("parseContentSignals", () => {
  it("reads Cloudflare's managed robots.txt: the signals of the * group, with their line", () => {
    const robots = [
      "# As a condition of accessing this website, you agree to abide by the following content signals:",
      "User-Agent: *",
      "Content-Signal: search=yes, ai-train=no",
      "Allow: /",
    ].join("\n");
    expect(parseContentSignals(robots)).toEqual({
      lines: [{ line: 3, value: "search=yes, ai-train=no", userAgents: ["*"], signals: { search: true, "ai-train": false }, unknown: [] }],
      namedTokens: [],
    });
  });

  it("reads keys and values case-insensitively, with spaces, comments and CRLF line ends", () => {
    const robots = "User-agent: *\r\nContent-signal:  AI-Input = YES ,search=no # yorum\r\nDisallow: /x\r\n";
    const [line] = parseContentSignals(robots).lines;
    expect(line).toMatchObject({ line: 2, signals: { "ai-input": true, search: false }, unknown: [] });
  });

  it("keeps entries it does not know apart instead of guessing", () => {
    const [line] = parseContentSignals("User-agent: *\nContent-Signal: ai_train=no, search=maybe, ai-train=no, , garbage").lines;
    expect(line?.signals).toEqual({ "ai-train": false });
    expect(line?.unknown).toEqual(["ai_train=no", "search=maybe", "garbage"]);
  });

  it("assigns a line to its group: the User-agent lines before it, and those that join the group after it", () => {
    const robots = [
      "Content-Signal: ai-train=no", // 1: before any group
      "User-agent: GPTBot", // 2
      "Content-Signal: search=yes", // 3
      "User-agent: ClaudeBot", // 4: still the same group, no rule yet
      "Disallow: /ozel", // 5
      "User-agent: CCBot/2.0", // 6: a new group after a rule
      "Content-Signal: ai-input=no", // 7
    ].join("\n");
    const file = parseContentSignals(robots);
    expect(file.lines.map((line) => [line.line, line.userAgents])).toEqual([
      [1, null],
      [3, ["GPTBot", "ClaudeBot"]],
      [7, ["CCBot/2.0"]],
    ]);
    expect(file.namedTokens).toEqual(["ccbot", "claudebot", "gptbot"]);
  });

  it("finds nothing in a robots.txt without the directive", () => {
    expect(parseContentSignals("User-agent: *\nDisallow: /private/\n")).toEqual({ lines: [], namedTokens: [] });
  });
});

describe("contentSignalsFor", () => {
  it("gives a bot without a group of its own the * group's signals", () => {
    const file = parseContentSignals("User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n");
    expect(contentSignalsFor(file, "GPTBot")).toEqual({ search: { allowed: true, line: 2 }, "ai-train": { allowed: false, line: 2 } });
  });

  it("gives a bot with its own group only that group's signals, like the robots.txt rules", () => {
    const robots = ["User-agent: *", "Content-Signal: ai-train=no", "Allow: /", "", "User-agent: gptbot", "Content-Signal: ai-train=yes", "Allow: /"].join("\n");
    const file = parseContentSignals(robots);
    expect(contentSignalsFor(file, "GPTBot")).toEqual({ "ai-train": { allowed: true, line: 6 } });
    expect(contentSignalsFor(file, "ClaudeBot")).toEqual({ "ai-train": { allowed: false, line: 2 } });
  });

  it("reads a User-agent line that follows a signal without a rule in between as the same group (blank lines do not end a group)", () => {
    const robots = ["User-agent: *", "Content-Signal: ai-train=no", "", "User-agent: GPTBot", "Content-Signal: ai-train=yes", "Allow: /"].join("\n");
    const file = parseContentSignals(robots);
    expect(file.lines.map((line) => line.userAgents)).toEqual([["*", "GPTBot"], ["*", "GPTBot"]]);
    expect(contentSignalsFor(file, "GPTBot")).toEqual({ "ai-train": { allowed: false, line: 2 } });
  });

  it("does not give a bot with its own group (and no signal there) the * group's signals", () => {
    const robots = ["User-agent: *", "Content-Signal: ai-train=no", "Allow: /", "User-agent: CCBot", "Disallow: /"].join("\n");
    expect(contentSignalsFor(parseContentSignals(robots), "CCBot")).toEqual({});
  });

  it("fills what the groups leave open from lines before the first group", () => {
    const robots = ["Content-Signal: ai-input=no, ai-train=no", "User-agent: *", "Content-Signal: ai-train=yes", "Allow: /"].join("\n");
    expect(contentSignalsFor(parseContentSignals(robots), "PerplexityBot")).toEqual({
      "ai-train": { allowed: true, line: 3 },
      "ai-input": { allowed: false, line: 1 },
    });
  });

  it("lets 'no' win when two lines of the same layer disagree", () => {
    const robots = ["User-agent: *", "Content-Signal: ai-train=yes", "Content-Signal: ai-train=no", "Allow: /"].join("\n");
    expect(contentSignalsFor(parseContentSignals(robots), "GPTBot")).toEqual({ "ai-train": { allowed: false, line: 3 } });
  });

  it("matches the token up to the first non-token character, never a later word", () => {
    const robots = ["User-agent: Bytespider/1.0", "Content-Signal: ai-train=no", "Allow: /", "User-agent: GPTBot Bytespider", "Content-Signal: search=no"].join("\n");
    const file = parseContentSignals(robots);
    expect(contentSignalsFor(file, "Bytespider")).toEqual({ "ai-train": { allowed: false, line: 2 } });
    expect(contentSignalsFor(file, "GPTBot")).toEqual({ search: { allowed: false, line: 5 } });
  });
});
