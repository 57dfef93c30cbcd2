import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A fresh clone has nothing beside it, so no code, test, build script or config may reach for the
 * planning folder that sits next to the repository on the development machines.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SKIPPED_DIRS = new Set([".git", "node_modules", "build", ".react-router", "test-results", "playwright-report", "data"]);
const SCANNED = /\.(?:[cm]?[jt]sx?|json|ya?ml|sh)$|^run$/;
// Built from parts so this file does not match itself. A relative path is followed from its file:
// the app has a folder of that name too (app/shared), and reaching it is fine.
const ABSOLUTE_OUTSIDE = new RegExp(["/work/", "shared\\b"].join(""));
const RELATIVE_SHARED = new RegExp(["((?:\\.\\./)+)", "shared\\b"].join(""), "g");

function readsOutside(file: string, text: string): boolean {
  if (ABSOLUTE_OUTSIDE.test(text)) return true;
  for (const match of text.matchAll(RELATIVE_SHARED)) {
    const target = resolve(dirname(file), match[1] ?? "", "shared");
    if (relative(ROOT, target).startsWith("..")) return true;
  }
  return false;
}

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
      .filter((file) => readsOutside(file, readFileSync(file, "utf8")))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
  });
});
