/**
 * robots.txt blocks for the AI crawlers the simulator knows (AI_CRAWLERS), from a preset: block
 * the training crawlers and let the search and user-triggered ones in, let all in, or keep all
 * out. The block is meant to be added to a site's existing robots.txt, so it names each crawler
 * and leaves the file's `User-agent: *` group alone.
 *
 * Shape (RFC 9309): one group per purpose, each with one `User-agent` line per product token and
 * a single rule, `Allow: /` or `Disallow: /`. A crawler named in a group follows only that group,
 * so the verdict does not depend on what the rest of the file says for `*`. Pure; the screen is
 * robots-presets.tsx and the verdicts are checked with the project's matcher in the tests.
 */
import { AI_CRAWLERS, type AiCrawler, type AiCrawlerGroup } from "~/capabilities/ai-crawlers/crawlers";
import { ROBOTS_PRESETS_TEXT } from "./robots-presets.content";

export const ROBOTS_PRESETS = ["block-training", "allow-all", "block-all"] as const;
export type RobotsPreset = (typeof ROBOTS_PRESETS)[number];

export const DEFAULT_ROBOTS_PRESET: RobotsPreset = "block-training";

/** Group order in the block: what is kept out first, as site owners read it. */
const GROUP_ORDER: readonly AiCrawlerGroup[] = ["training", "search", "user"];

/** May a crawler of this purpose group fetch the site under the preset? */
export function presetAllows(preset: RobotsPreset, group: AiCrawlerGroup): boolean {
  switch (preset) {
    case "allow-all":
      return true;
    case "block-all":
      return false;
    case "block-training":
      return group !== "training";
  }
}

export function isRobotsPreset(value: string): value is RobotsPreset {
  return (ROBOTS_PRESETS as readonly string[]).includes(value);
}

/** The block for `preset`, LF line ends, ending with a newline. */
export function buildRobotsBlock(preset: RobotsPreset, crawlers: readonly AiCrawler[] = AI_CRAWLERS): string {
  const text = ROBOTS_PRESETS_TEXT;
  const lines: string[] = [text.header[preset], text.mergeComment];
  for (const group of GROUP_ORDER) {
    // A token listed twice would only repeat a User-agent line; each is named once.
    const tokens = [...new Set(crawlers.filter((crawler) => crawler.group === group).map((crawler) => crawler.token))];
    if (tokens.length === 0) continue;
    lines.push(
      "",
      text.groupComment[group],
      ...tokens.map((token) => `User-agent: ${token}`),
      presetAllows(preset, group) ? "Allow: /" : "Disallow: /",
    );
  }
  return `${lines.join("\n")}\n`;
}
