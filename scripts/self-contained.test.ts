import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A fresh clone has nothing beside it, so no code, test, build script or config may reach for the
 * planning folder that sits next to the repository on the development machines.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SKIPPED_DIRS = new Set([".git", "node_modules", "build", ".react-router", "test-results", "playwright-report", "data"]);
const SCANNED = /\.(?:[cm]?[jt]sx?|json|ya?ml|sh)$|^run$/;
// Built from parts so this file does not match itself.
const OUTSIDE = new RegExp(["\\.\\./", "shared\\b|/work/", "shared\\b"].join(""));

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith("build-")) yield* files(join(dir, entry.name));
    } else if (SCANNED.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

describe("the repository is complete on its own", () => {
  it("no source, test, script or config file reads a folder outside the repository", () => {
    const offenders = [...files(ROOT)]
      .filter((file) => OUTSIDE.test(readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
