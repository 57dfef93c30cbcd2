import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS, E2E_MEASUREMENT_PORT } from "../../playwright.config";
import { startBrowserSite, type BrowserSite } from "../support/browser-site";
import { waitForTool } from "./helpers";

/*
 * The audit's browser stage as a visitor meets it, on the second e2e server (the one started with
 * AUDIT_BROWSER): an audit of the browser fixture site through the page shows the phone and desktop
 * screenshots, the speed score as a gauge with the lab figures, and the page-experience findings of
 * the deliberately slow page (a render-blocking script, a large image without width and height).
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_MEASUREMENT_PORT}` });
test.describe.configure({ mode: "default" });

let site: BrowserSite;
test.beforeAll(async () => {
  site = await startBrowserSite(E2E_CRAWL_FIXTURE_PORTS.browserStage);
});
test.afterAll(async () => {
  await site.close();
});

test("an audit with a browser shows the phone screen, the speed gauge, the lab figures and the slow page's findings", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/seo-analizi", { waitUntil: "networkidle" });
  await waitForTool(page);
  await page.getByLabel("Site adresi", { exact: true }).fill(`${site.origin}/`);
  await page.getByRole("button", { name: "Ücretsiz analiz et" }).click();
  await expect(page.getByTestId("audit-phase")).toHaveText("Sayfa hızı ve telefon görünümü ölçülüyor", { timeout: 60_000 });
  await page.waitForURL(/\/seo-analizi\/rapor\/[A-Za-z0-9_-]{22}$/, { timeout: 150_000 });

  const gauge = page.getByTestId("lab-gauge").first();
  await expect(gauge).toBeVisible();
  await expect(gauge).toHaveAttribute("aria-label", /\d+/);
  const metrics = page.getByTestId("lab-metrics").first();
  await expect(metrics).toContainText("LCP");
  await expect(metrics).toContainText("CLS");
  await expect(metrics).toContainText("TBT");

  for (const [testId, width] of [
    ["screenshot-mobile", 390],
    ["screenshot-desktop", 1350],
  ] as const) {
    const image = page.getByTestId(testId);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(width);
    const source = await image.getAttribute("src");
    const answer = await page.request.get(source ?? "");
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect((await answer.body()).byteLength).toBeLessThanOrEqual(150 * 1024);
  }

  // The slow page's findings name it, in the owner's words.
  for (const id of ["performance/render-blocking", "performance/unsized-images"]) {
    const finding = page.locator(`[data-rule="${id}"]`);
    await expect(finding, id).toHaveCount(1);
    await expect(finding, id).toContainText("/yavas");
  }

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
