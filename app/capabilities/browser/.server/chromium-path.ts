import { accessSync, constants, statSync } from "node:fs";

/** Debian's package puts it here; CHROMIUM_PATH overrides it (the e2e tests read this too). */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

export function chromiumPath(env: { CHROMIUM_PATH?: string | undefined }): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Whether a runnable file is at `executable`. */
export function isExecutable(executable: string): boolean {
  try {
    accessSync(executable, constants.X_OK);
    return statSync(executable).isFile();
  } catch {
    return false;
  }
}

/**
 * The Chromium the audit's browser stage starts, from AUDIT_BROWSER: "off" none, an absolute path
 * that file, "auto" CHROMIUM_PATH or Debian's when it is there. null: the stage does not run, and
 * the report says in one line that speed was not measured.
 */
export function auditBrowserExecutable(env: { AUDIT_BROWSER: string; CHROMIUM_PATH?: string | undefined }): string | null {
  if (env.AUDIT_BROWSER === "off") return null;
  const executable = env.AUDIT_BROWSER === "auto" ? chromiumPath(env) : env.AUDIT_BROWSER;
  return isExecutable(executable) ? executable : null;
}
