import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGES } from "../../app/content/pages";
import { documentTitle } from "../../app/lib/seo/meta";
import { collectConsoleErrors } from "./helpers";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

for (const page of PAGES) {
  test(`${page.path} renders its H1, SEO tags, no console error and no axe violation`, async ({ browser }) => {
    // A fresh context per route: @axe-core/playwright needs a page from browser.newContext().
    const context = await browser.newContext();
    const tab = await context.newPage();
    const consoleErrors = collectConsoleErrors(tab);

    const response = await tab.goto(page.path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);

    await expect(tab.locator("h1")).toHaveCount(1);
    await expect(tab.locator("h1")).toHaveText(page.h1);
    await expect(tab).toHaveTitle(documentTitle(page));
    const description = await tab.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${page.path === "/" ? "/" : page.path}$`));
    await expect(tab.locator('meta[property="og:title"]')).toHaveAttribute("content", documentTitle(page));
    await expect(tab.locator("html")).toHaveAttribute("lang", "tr");

    const axe = await new AxeBuilder({ page: tab }).withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("pages are complete HTML before any JavaScript runs", async ({ request }) => {
  for (const page of PAGES) {
    const response = await request.get(page.path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain(page.intro.replaceAll("'", "&#x27;"));
  }
});
