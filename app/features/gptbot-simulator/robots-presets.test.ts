import { describe, expect, it } from "vitest";
import { matchRobots } from "~/capabilities/robots-txt/match";
import { AI_CRAWLERS, type AiCrawler } from "~/capabilities/ai-crawlers/crawlers";
import { ROBOTS_PRESETS, buildRobotsBlock, isRobotsPreset, presetAllows, type RobotsPreset } from "./robots-presets";

/* The reference check of every block is the project's robots.txt matcher (Google's rules, RFC 9309). */

const INTENDED: Record<RobotsPreset, (crawler: AiCrawler) => boolean> = {
  "block-training": (crawler) => crawler.group !== "training",
  "allow-all": () => true,
  "block-all": () => false,
};

const URLS = ["https://www.ornek.com/", "https://www.ornek.com/blog/yazi?sayfa=2", "https://www.ornek.com/robots.txt"];

const EXISTING_FILE = ["User-agent: *", "Disallow: /yonetim/", "Allow: /", "", "Sitemap: https://www.ornek.com/sitemap.xml"].join("\n");

describe("buildRobotsBlock", () => {
  for (const preset of ROBOTS_PRESETS) {
    it(`${preset}: every AI crawler gets exactly the intended verdict, from a group that names it`, () => {
      const block = buildRobotsBlock(preset);
      for (const crawler of AI_CRAWLERS) {
        for (const url of URLS) {
          const verdict = matchRobots(block, crawler.token, url);
          expect(verdict.allowed, `${crawler.token} ${url}`).toBe(INTENDED[preset](crawler));
          expect(verdict.reason, crawler.token).toBe("rule");
          expect(verdict.group?.matchedBy, crawler.token).toBe("token");
          expect(verdict.ignoredMentions).toEqual([]);
        }
      }
    });

    it(`${preset}: added to a file with a * group, keeps its verdicts and leaves the other crawlers to *`, () => {
      for (const file of [`${EXISTING_FILE}\n\n${buildRobotsBlock(preset)}`, `${buildRobotsBlock(preset)}\n${EXISTING_FILE}\n`]) {
        for (const crawler of AI_CRAWLERS) {
          expect(matchRobots(file, crawler.token, "https://www.ornek.com/yonetim/").allowed, crawler.token).toBe(INTENDED[preset](crawler));
        }
        const googlebot = matchRobots(file, "Googlebot", "https://www.ornek.com/yonetim/");
        expect(googlebot).toMatchObject({ allowed: false, group: { matchedBy: "*" } });
        expect(matchRobots(file, "Googlebot", "https://www.ornek.com/").allowed).toBe(true);
      }
    });
  }

  it("names each token on its own User-agent line exactly once, with one rule per group and no * group", () => {
    for (const preset of ROBOTS_PRESETS) {
      const lines = buildRobotsBlock(preset).split("\n");
      const agents = lines.filter((line) => line.startsWith("User-agent:")).map((line) => line.slice("User-agent: ".length));
      expect([...agents].sort()).toEqual(AI_CRAWLERS.map((crawler) => crawler.token).sort());
      expect(agents).not.toContain("*");
      expect(lines.filter((line) => /^(Allow|Disallow):/.test(line))).toHaveLength(3);
      // Only User-agent, Allow, Disallow, comments and blank lines.
      expect(lines.every((line) => line === "" || line.startsWith("#") || /^(User-agent|Allow|Disallow): \S+$/.test(line))).toBe(true);
    }
  });

  it("writes the preset's block as site owners expect to read it", () => {
    const block = buildRobotsBlock("block-training");
    expect(block.startsWith("# Yapay zekâ botları: eğitim botları engellenir, arama ve kullanıcı botlarına izin verilir.\n")).toBe(true);
    expect(block.endsWith("\n")).toBe(true);
    expect(block).toContain(["User-agent: GPTBot", "User-agent: ClaudeBot"].join("\n"));
    const groups = block.trimEnd().split("\n\n").slice(1);
    expect(groups.map((group) => group.split("\n").at(-1) ?? "")).toEqual(["Disallow: /", "Allow: /", "Allow: /"]);
    expect(buildRobotsBlock("block-all")).not.toMatch(/^Allow:/m);
    expect(buildRobotsBlock("allow-all")).not.toMatch(/^Disallow:/m);
  });

  it("leaves out a purpose group without crawlers and repeats no token", () => {
    const crawlers = AI_CRAWLERS.filter((crawler) => crawler.group === "search");
    const block = buildRobotsBlock("block-training", [...crawlers, ...crawlers]);
    expect(block.match(/^User-agent:/gm)).toHaveLength(crawlers.length);
    expect(block.match(/^(Allow|Disallow):/gm)).toEqual(["Allow:"]);
  });
});

describe("presets", () => {
  it("say which purpose groups they let in", () => {
    expect(presetAllows("block-training", "training")).toBe(false);
    expect(presetAllows("block-training", "search")).toBe(true);
    expect(presetAllows("block-training", "user")).toBe(true);
    expect(presetAllows("allow-all", "training")).toBe(true);
    expect(presetAllows("block-all", "user")).toBe(false);
    expect(isRobotsPreset("block-all")).toBe(true);
    expect(isRobotsPreset("hepsi")).toBe(false);
  });
});
