import { test, type Page, type TestInfo } from "@playwright/test";
import { HYDRATED_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "../../app/shared/tool-markers";

/** Console errors and uncaught exceptions of a page: hydration mismatches and CSP refusals land here. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the tool on the page is interactive: React has hydrated every part of it (the body
 * and any lazily loaded panel) and replayed what was typed before (app/shared/tool-markers.ts).
 */
export async function waitForTool(page: Page): Promise<void> {
  await page.waitForFunction(
    ([scope, hydrated]) => {
      const scopes = document.querySelectorAll(`main [${scope}]`);
      return scopes.length > 0 && [...scopes].every((element) => element.hasAttribute(hydrated));
    },
    [TOOL_BODY_ATTRIBUTE, HYDRATED_ATTRIBUTE] as const,
  );
}

/**
 * An address of its own for the test's requests (the e2e server trusts one proxy hop): a client
 * has one job per tool at a time (an audit, a crawl, a live check), and every test comes from
 * 127.0.0.1, so tests that start them pose as different visitors, and a retry as yet another.
 */
export function ownClientAddress(testInfo: TestInfo, visitor = 0): string {
  let hash = 7;
  for (const char of `${testInfo.testId}:${testInfo.retry}:${visitor}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 250}.${(hash % 250) + 1}`;
}

/** Sends every request of `page` as `ownClientAddress(testInfo, visitor)`. */
export async function asOwnClient(page: Page, testInfo: TestInfo, visitor = 0): Promise<void> {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": ownClientAddress(testInfo, visitor) });
}

/** The headers of `ownClientAddress` for the running test, for a context a test opens itself (`browser.newContext`). */
export function ownClientHeaders(visitor = 0): Record<string, string> {
  return { "X-Forwarded-For": ownClientAddress(test.info(), visitor) };
}
