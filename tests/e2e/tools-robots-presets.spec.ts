import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { AI_CRAWLERS, type AiCrawlerGroup } from "../../app/capabilities/ai-crawlers/crawlers";
import { collectConsoleErrors, waitForTool } from "./helpers";

/*
 * The AI crawler simulator's robots.txt block generator: each preset's block, line by line, the
 * copy and download buttons, and accessibility. Nothing is fetched: the block is built in the page.
 */

const TOOL_PATH = "/seo-araclari/gptbot-simulatoru";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const PRESETS: { label: string; allowed: (group: AiCrawlerGroup) => boolean; header: string }[] = [
  {
    label: "Arama ve kullanıcı botlarına izin ver, eğitim botlarını engelle",
    allowed: (group) => group !== "training",
    header: "# Yapay zekâ botları: eğitim botları engellenir, arama ve kullanıcı botlarına izin verilir.",
  },
  { label: "Hepsine izin ver", allowed: () => true, header: "# Yapay zekâ botları: hepsine izin verilir." },
  { label: "Hepsini engelle", allowed: () => false, header: "# Yapay zekâ botları: hepsi engellenir." },
];

/** Each User-agent line's token with the rule of its group (the first Allow/Disallow after it). */
function rulesByToken(block: string): Map<string, string> {
  const lines = block.split("\n");
  const rules = new Map<string, string>();
  lines.forEach((line, index) => {
    const agent = /^User-agent: (\S+)$/.exec(line);
    if (!agent?.[1]) return;
    const rule = lines.slice(index + 1).find((next) => /^(Allow|Disallow): /.test(next));
    rules.set(agent[1], rule ?? "");
  });
  return rules;
}

test("robots.txt block: each preset's lines, copy and download, no axe violations", async ({ browser }) => {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  await page.goto(TOOL_PATH, { waitUntil: "networkidle" });
  await waitForTool(page);

  const section = page.getByRole("region", { name: "Yapay zekâ botları için robots.txt bloğu" });
  await expect(section).toBeVisible();
  const output = section.getByRole("textbox", { name: "robots.txt bloğu" });
  await expect(output).toHaveAttribute("readonly", "");
  await expect(section).toContainText("mevcut robots.txt dosyasına ekleyin");
  // The first preset is chosen from the start.
  await expect(section.getByRole("radio", { name: PRESETS[0]?.label ?? "" })).toBeChecked();

  for (const preset of PRESETS) {
    await section.getByRole("radio", { name: preset.label }).check();
    const block = await output.inputValue();
    expect(block.split("\n")[0]).toBe(preset.header);
    expect(block).not.toMatch(/^User-agent: \*$/m);
    const rules = rulesByToken(block);
    expect([...rules.keys()].sort()).toEqual(AI_CRAWLERS.map((crawler) => crawler.token).sort());
    for (const crawler of AI_CRAWLERS) {
      expect(rules.get(crawler.token), `${preset.label}: ${crawler.token}`).toBe(preset.allowed(crawler.group) ? "Allow: /" : "Disallow: /");
    }
  }

  await section.getByRole("radio", { name: PRESETS[0]?.label ?? "" }).check();
  const expected = await output.inputValue();
  await section.getByRole("button", { name: "Kopyala", exact: true }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "robots.txt bloğu panoya kopyalandı!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: "robots.txt indir" }).click()]);
  expect(download.suggestedFilename()).toBe("robots.txt");
  expect(await readFile(await download.path(), "utf8")).toBe(expected);

  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
