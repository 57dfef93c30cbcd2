import { describe, expect, it } from "vitest";
import { collectRobotsDirectives, indexingRulesFor, parseMetaRobots, parseXRobotsTag } from "./robots-directives";

describe("X-Robots-Tag", () => {
  it("applies unscoped directives to everybody", () => {
    expect(parseXRobotsTag("noindex, nofollow")).toEqual([{ source: "header", scope: "*", directives: ["noindex", "nofollow"] }]);
  });

  it("scopes directives after a crawler token until the next token", () => {
    expect(parseXRobotsTag("googlebot: noindex, nofollow, otherbot: noarchive")).toEqual([
      { source: "header", scope: "googlebot", directives: ["noindex", "nofollow"] },
      { source: "header", scope: "otherbot", directives: ["noarchive"] },
    ]);
  });

  it("treats each header line separately", () => {
    const entries = parseXRobotsTag(["GPTBot: noindex", "nofollow"]);
    expect(entries).toEqual([
      { source: "header", scope: "gptbot", directives: ["noindex"] },
      { source: "header", scope: "*", directives: ["nofollow"] },
    ]);
    expect(indexingRulesFor(entries, "*")).toEqual({ noindex: false, nofollow: true });
    expect(indexingRulesFor(entries, "GPTBot")).toEqual({ noindex: true, nofollow: true });
    expect(indexingRulesFor(entries, "googlebot")).toEqual({ noindex: false, nofollow: true });
  });

  it("does not mistake colon directives for crawler names", () => {
    expect(parseXRobotsTag("max-snippet: 20, noarchive, unavailable_after: 25 Jun 2030 15:00:00 PST")).toEqual([
      { source: "header", scope: "*", directives: ["max-snippet:20", "noarchive", "unavailable_after:25 jun 2030 15:00:00 pst"] },
    ]);
    expect(parseXRobotsTag("gptbot: max-image-preview: none")).toEqual([
      { source: "header", scope: "gptbot", directives: ["max-image-preview:none"] },
    ]);
  });

  it("reads 'none' as noindex + nofollow", () => {
    expect(indexingRulesFor(parseXRobotsTag("none"), "*")).toEqual({ noindex: true, nofollow: true });
  });
});

describe("meta robots", () => {
  it("keeps robots, crawler-specific metas and ignores the rest", () => {
    const entries = parseMetaRobots([
      { name: "robots", content: "index, follow" },
      { name: "googlebot", content: "noindex" },
      { name: "gptbot", content: "noindex, nofollow" },
      { name: "ccbot", content: "nofollow" },
      { name: "viewport", content: "width=device-width" },
      { name: "author", content: "noindex" },
    ]);
    expect(entries.map((e) => e.scope)).toEqual(["*", "googlebot", "gptbot", "ccbot"]);
  });

  it("combines meta and header into the general and GPTBot verdicts", () => {
    const result = collectRobotsDirectives([{ name: "robots", content: "noindex" }], { "X-Robots-Tag": "gptbot: nofollow" });
    expect(result.noindex).toBe(true);
    expect(result.nofollow).toBe(false);
    expect(result.gptbot).toEqual({ noindex: true, nofollow: true });
  });

  it("finds the header whatever its case and ignores undefined values", () => {
    expect(collectRobotsDirectives([], { "x-robots-tag": undefined, "X-ROBOTS-TAG": ["noindex"] }).noindex).toBe(true);
    expect(collectRobotsDirectives([], undefined).entries).toEqual([]);
  });
});
