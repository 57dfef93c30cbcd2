import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CHROMIUM_PATH } from "../app/capabilities/browser/.server/chromium-path";
import { chromiumPath, missingChromiumLine } from "./check-chromium";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), "check-chromium-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runCheck(chromium: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/check-chromium.ts"], {
    cwd: ROOT,
    env: { ...process.env, CHROMIUM_PATH: chromium },
    encoding: "utf8",
  });
}

describe("check-chromium", () => {
  it("reads CHROMIUM_PATH, else Debian's path", () => {
    expect(chromiumPath({ CHROMIUM_PATH: "/opt/chromium/chrome" })).toBe("/opt/chromium/chrome");
    expect(chromiumPath({})).toBe(DEFAULT_CHROMIUM_PATH);
    expect(chromiumPath({ CHROMIUM_PATH: "" })).toBe(DEFAULT_CHROMIUM_PATH);
  });

  it("accepts an executable file only", () => {
    const executable = path.join(dir, "chromium");
    writeFileSync(executable, "#!/bin/sh\n");
    chmodSync(executable, 0o755);
    const plain = path.join(dir, "not-executable");
    writeFileSync(plain, "");
    expect(missingChromiumLine(executable)).toBeNull();
    expect(missingChromiumLine(plain)).toContain(plain);
    expect(missingChromiumLine(dir)).toContain(dir);
  });

  it("prints one plain line saying how to install it and exits 1 when it is missing", () => {
    const run = runCheck("/nonexistent");
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    const lines = run.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Chromium not found at \/nonexistent: .*apt-get install chromium.*CHROMIUM_PATH/);
    expect(lines[0]).toMatch(/^[\x20-\x7e]+$/);
  });

  it("prints nothing and exits 0 when it is there", () => {
    const executable = path.join(dir, "present");
    writeFileSync(executable, "#!/bin/sh\n");
    chmodSync(executable, 0o755);
    const run = runCheck(executable);
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toBe("");
  });

  it("runs before the build in npm run test:e2e", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts["test:e2e"]).toMatch(/^tsx scripts\/check-chromium\.ts && npm run build && /);
  });
});
