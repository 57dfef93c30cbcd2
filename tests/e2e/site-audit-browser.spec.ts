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
 * The stored report, read as its JSON export, holds the rest of the rules only a browser can judge:
 * the JavaScript comparison's findings on /kurumsal/hakkimizda (whose script changes its title,
 * canonical, robots rule, text and links) and on no other page, and /yavas's lazy-loaded LCP image,
 * heavy image, unused and uncompressed script. One audit: the stage adds half a minute to it.
 */

/** The findings of the stored report as its JSON export gives them (app/features/site-audit/export-json.ts). */
interface ExportedReport {
  findings: { rule: string; addresses: { url: string; detail?: string }[] }[];
  passed: string[];
  notApplicable: string[];
}

/** What the browser stage alone judges, and the one fixture page each must name. */
const JAVASCRIPT_RULES = [
  "crawl/links-need-javascript",
  "crawl/title-changed-by-javascript",
  "crawl/robots-changed-by-javascript",
  "crawl/canonical-changed-by-javascript",
  "agents/content-needs-javascript",
];
const SLOW_PAGE_RULES = [
  "performance/render-blocking",
  "performance/unsized-images",
  "performance/lcp-lazy-loaded",
  "performance/image-delivery",
  "performance/unused-javascript",
  "performance/text-compression",
];
test.use({ baseURL: `http://127.0.0.1:${E2E_MEASUREMENT_PORT}` });
test.describe.configure({ mode: "default" });

let site: BrowserSite;
test.beforeAll(async () => {
  site = await startBrowserSite(E2E_CRAWL_FIXTURE_PORTS.browserStage);
});
test.afterAll(async () => {
  await site.close();
});

test("an audit with a browser shows the phone screen, the speed gauge, the lab figures and the slow page's findings, and stores what JavaScript changed", async ({ page }) => {
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

  // The stored report: each rule names its page, and the JavaScript comparison never the home page.
  const reportId = /\/rapor\/([A-Za-z0-9_-]{22})$/.exec(page.url())?.[1];
  const exported = await page.request.get(`/seo-analizi/rapor/${reportId}/json`);
  expect(exported.status()).toBe(200);
  const report = (await exported.json()) as ExportedReport;
  const addressesOf = (rule: string): string[] => report.findings.find((finding) => finding.rule === rule)?.addresses.map((address) => address.url) ?? [];
  const named = Object.fromEntries([...JAVASCRIPT_RULES, ...SLOW_PAGE_RULES].map((rule) => [rule, addressesOf(rule)]));
  expect(named).toEqual({
    ...Object.fromEntries(JAVASCRIPT_RULES.map((rule) => [rule, [`${site.origin}/kurumsal/hakkimizda`]])),
    ...Object.fromEntries(SLOW_PAGE_RULES.map((rule) => [rule, expect.arrayContaining([`${site.origin}/yavas`])])),
  });
  for (const rule of SLOW_PAGE_RULES) expect(addressesOf(rule), rule).not.toContain(`${site.origin}/`);
  const details = Object.fromEntries(JAVASCRIPT_RULES.map((rule) => [rule, report.findings.find((finding) => finding.rule === rule)?.addresses[0]?.detail]));
  expect(details).toMatchObject({
    "crawl/title-changed-by-javascript": "Hakkımızda | Anadolu Seramik Atölyesi → Hikâyemiz | Anadolu Seramik Atölyesi",
    "crawl/canonical-changed-by-javascript": `${site.origin}/kurumsal/hakkimizda → ${site.origin}/hikayemiz`,
  });

  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
});
