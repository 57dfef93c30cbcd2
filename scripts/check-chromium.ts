/**
 * Run by `npm run test:unit` and `npm run test:e2e` first: the audit's browser stage and the browser
 * tests use Debian's Chromium and Playwright never downloads one, so without it those tests would
 * fail on their own (the end-to-end ones after a build of several minutes). One plain line and exit
 * code 1 instead; nothing is printed when it is there.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromiumPath as chromiumPathIn, isExecutable } from "../app/capabilities/browser/.server/chromium-path";

/** CHROMIUM_PATH or Debian's Chromium, as the audit's browser stage finds it (playwright.config.ts reads this too). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return chromiumPathIn(env);
}

/** The line to print when no runnable file is at `executable`, or null when there is one. */
export function missingChromiumLine(executable: string): string | null {
  if (isExecutable(executable)) return null;
  return `Chromium not found at ${executable}: install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium executable, then run the browser tests again.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const line = missingChromiumLine(chromiumPath());
  if (line) {
    console.error(line);
    process.exit(1);
  }
}
