import type { Page } from "@playwright/test";
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
