import { expect, test } from "@playwright/test";
import { ANALYSIS_REFUSAL_MESSAGES } from "../../app/features/gptbot-simulator/messages.content";
import { collectConsoleErrors, waitForTool } from "./helpers";

/*
 * Pasted HTML is analysed in a Web Worker under the same parse limits as the server. The attack
 * page of the hardening review (unclosed <div>s, quadratic in the HTML parser) must be refused in
 * Turkish within moments, and the page must stay usable while the worker runs.
 */

test("pasted HTML nested beyond the limit is refused in Turkish and the page stays usable", async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.goto("/seo-araclari/gptbot-simulatoru", { waitUntil: "networkidle" });
  // Loaded is not live: the tabs switch only once React has hydrated them.
  await waitForTool(page);
  await page.getByRole("tab", { name: "HTML yapıştır" }).click();
  const panel = page.getByRole("tabpanel", { name: "HTML yapıştır" });
  const textarea = panel.getByLabel("Sayfanın HTML kodu");

  // 1 MB typed through fill() would take minutes; set it the way a paste does.
  await textarea.evaluate((element, html) => {
    const area = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setter?.call(area, html);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }, "<div>".repeat(200_000));

  await panel.getByRole("button", { name: "Analiz Et" }).click();
  await expect(page.getByText(ANALYSIS_REFUSAL_MESSAGES.depth).first()).toBeVisible({ timeout: 10_000 });

  // The main thread was never blocked: a normal analysis works right after.
  await textarea.evaluate((element) => {
    const area = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setter?.call(area, "<html lang='tr'><title>Küçük sayfa</title><body><h1>Merhaba</h1></body></html>");
    area.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await panel.getByRole("button", { name: "Analiz Et" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Sayfa analizi tamamlandı!" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
