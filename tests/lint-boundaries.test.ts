import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Probes the layer rules of eslint.config.js (docs/decisions/035-capability-layer.md) with small
 * sources linted as if they lived at a given path: each forbidden import must be reported, and
 * the imports the layers allow must not be. The probes import real modules, because the rule only
 * judges imports it can resolve.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const RULE = "import-x/no-restricted-paths";

let eslint: ESLint;

async function layerErrors(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as probe from "${specifier}";\n\nexport const probed = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map((message) => message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe("layer boundaries", () => {
  it.each([
    ["a feature importing another feature", "app/features/canonical/probe.ts", "~/features/hreflang/constants"],
    ["a feature importing another feature by relative path", "app/features/canonical/probe.ts", "../sitemap/sitemap"],
    ["a capability importing a feature", "app/capabilities/url/probe.ts", "~/features/sitemap/constants"],
    ["shared code importing a capability", "app/shared/probe.ts", "~/capabilities/url/http-url"],
    ["shared code importing a feature", "app/shared/probe.ts", "~/features/blog/articles"],
    ["shared code importing the site", "app/shared/probe.ts", "~/site/site.content"],
    ["the site importing a capability", "app/site/probe.ts", "~/capabilities/markup/markup"],
    ["the site importing a feature", "app/site/probe.ts", "~/features/home/content"],
    ["server plumbing importing a capability", "app/.server/probe.ts", "~/capabilities/url/http-url"],
  ])("reports %s", async (_name, filePath, specifier) => {
    expect(await layerErrors(filePath, specifier)).toHaveLength(1);
  });

  it.each([
    ["a feature importing its own module", "app/features/canonical/probe.ts", "./canonical"],
    ["a feature importing a capability", "app/features/canonical/probe.ts", "~/capabilities/url/http-url"],
    ["a feature importing the site", "app/features/canonical/probe.ts", "~/site/site.content"],
    ["a feature importing shared code", "app/features/canonical/probe.ts", "~/shared/format"],
    ["a capability importing another capability", "app/capabilities/crawl/probe.ts", "~/capabilities/url/http-url"],
    ["a capability importing the site", "app/capabilities/crawl/probe.ts", "~/site/site-url"],
    ["the site importing shared code", "app/site/probe.ts", "~/shared/format"],
    ["a route importing a feature", "app/routes/probe.ts", "~/features/home/content"],
  ])("allows %s", async (_name, filePath, specifier) => {
    expect(await layerErrors(filePath, specifier)).toEqual([]);
  });
});

describe("visible text", () => {
  const COPY_RULE = "copy/no-inline-copy";
  async function copyErrors(filePath: string): Promise<number> {
    const code = `export const label = "Sonuçları göster";\n`;
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
    return (result?.messages ?? []).filter((message) => message.ruleId === COPY_RULE).length;
  }

  it.each([
    ["a feature's logic module", "app/features/canonical/probe.ts"],
    ["a capability's logic module", "app/capabilities/url/probe.ts"],
    ["shared code", "app/shared/probe.ts"],
    ["a server module", "app/capabilities/crawl/.server/probe.ts"],
    ["the server", "server/probe.ts"],
    ["a component", "app/features/canonical/probe.tsx"],
  ])("reports a Turkish literal in %s", async (_name, filePath) => {
    expect(await copyErrors(filePath)).toBe(1);
  });

  it.each([
    ["a feature's content module", "app/features/canonical/content.ts"],
    ["a topic's content module", "app/features/canonical/probe.content.ts"],
    ["a capability's content module", "app/capabilities/url/probe.content.ts"],
    ["a lexicon", "app/features/keyword-clustering/probe.lexicon.ts"],
  ])("allows Turkish in %s", async (_name, filePath) => {
    expect(await copyErrors(filePath)).toBe(0);
  });
});
