import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { auditBrowserExecutable } from "./chromium-path";

const dir = mkdtempSync(path.join(tmpdir(), "chromium-path-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const executable = path.join(dir, "chromium");
writeFileSync(executable, "#!/bin/sh\n");
chmodSync(executable, 0o755);
const plain = path.join(dir, "not-executable");
writeFileSync(plain, "");

describe("AUDIT_BROWSER", () => {
  it("is off when told so, whatever is installed", () => {
    expect(auditBrowserExecutable({ AUDIT_BROWSER: "off", CHROMIUM_PATH: executable })).toBeNull();
  });

  it("auto: runs CHROMIUM_PATH when it is an executable, and is off when nothing runnable is there", () => {
    expect(auditBrowserExecutable({ AUDIT_BROWSER: "auto", CHROMIUM_PATH: executable })).toBe(executable);
    expect(auditBrowserExecutable({ AUDIT_BROWSER: "auto", CHROMIUM_PATH: plain })).toBeNull();
    expect(auditBrowserExecutable({ AUDIT_BROWSER: "auto", CHROMIUM_PATH: path.join(dir, "missing") })).toBeNull();
  });

  it("a path: runs that file, or nothing when it cannot be run", () => {
    expect(auditBrowserExecutable({ AUDIT_BROWSER: executable })).toBe(executable);
    expect(auditBrowserExecutable({ AUDIT_BROWSER: dir })).toBeNull();
  });
});
