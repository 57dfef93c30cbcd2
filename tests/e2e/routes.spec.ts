import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PAGES } from "../../app/site/pages";
import { documentTitle } from "../../app/site/seo/meta";
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
    // No section left pending for a script to reveal (React's outlined Suspense boundaries).
    expect(html).not.toContain("<!--$?-->");
  }
});

test("content pages run no React; tool pages hydrate once the page has loaded", async ({ page }) => {
  const reactRouterLoaded = () => page.evaluate(() => "__reactRouterRouteModules" in window);

  await page.goto("/web-tasarim", { waitUntil: "networkidle" });
  expect(await reactRouterLoaded()).toBe(false);
  // The inline enhancement script still drives the page: the menu opens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Menüyü aç" }).click();
  await expect(page.getByRole("navigation", { name: "Mobil menü" })).toBeVisible();

  const served = await (await page.request.get("/seo-araclari/kelime-gruplayici")).text();
  expect(served).not.toContain('rel="modulepreload"');
  await page.goto("/seo-araclari/kelime-gruplayici");
  await expect.poll(reactRouterLoaded).toBe(true);
  // React Router's entry was requested only after the load event: text and styles come first.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const entry = performance.getEntriesByType("resource").find((resource) => /\/assets\/entry\.client-/.test(resource.name));
    return { load: navigation.loadEventStart, entry: entry?.startTime ?? -1 };
  });
  expect(timing.entry).toBeGreaterThanOrEqual(timing.load);
});

test("from a tool page, a client-side move to a content page keeps working", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/seo-araclari/kelime-gruplayici", { waitUntil: "networkidle" });
  await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "SEO", exact: true }).click();
  await expect(page.locator("h1")).toHaveText("SEO Hizmetleri");
  // Still React-rendered, and the enhancement script's delegated handlers still answer.
  await page.getByRole("button", { name: "WhatsApp ile yazın" }).click();
  await expect(page.getByRole("dialog", { name: /WhatsApp Destek/ })).toBeVisible();
  await page.locator("footer").getByLabel("E-posta adresiniz").fill("yanlis");
  await page.locator("footer").getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.locator("footer").getByText("Lütfen geçerli bir e-posta adresi girin.")).toBeVisible();
  expect(errors).toEqual([]);
});
