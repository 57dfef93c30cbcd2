import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The README's layout section is how a newcomer finds their way: it must list the tree as it is. */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const readme = readFileSync(`${ROOT}/README.md`, "utf8");
const layout = readme.slice(readme.indexOf("## Layout")).split("```")[1] ?? "";
// -z: without it git quotes paths with non-ASCII letters (the Turkish Search Console fixtures).
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);

function foldersUnder(prefix: string): string[] {
  const names = tracked.filter((file) => file.startsWith(prefix) && file.slice(prefix.length).includes("/"));
  return [...new Set(names.map((file) => file.slice(prefix.length).split("/")[0] ?? ""))].sort();
}

function listed(indent: string): string[] {
  const pattern = new RegExp(`^${indent}([.\\w-]+)/`, "gm");
  return [...layout.matchAll(pattern)].map((match) => match[1] ?? "").sort();
}

describe("README layout", () => {
  it("lists every top-level folder of the repository, and no other", () => {
    expect(listed("")).toEqual(foldersUnder(""));
  });

  it("lists every folder of app/, and no other", () => {
    expect(listed("  ")).toEqual(foldersUnder("app/"));
  });

  it("names every feature folder", () => {
    const features = foldersUnder("app/features/");
    expect(features.length).toBeGreaterThan(15);
    for (const feature of features) expect(layout, feature).toContain(feature);
  });
});
