import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/shared/tool-markers";

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
 * Waits until the tool on the page is interactive: React has hydrated it and replayed what was
 * typed before (app/features/seo-tools/tool-markers.ts).
 */
export async function waitForTool(page: Page): Promise<void> {
  await page.locator(`main [${HYDRATED_ATTRIBUTE}]`).first().waitFor({ state: "attached" });
}
