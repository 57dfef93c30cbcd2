import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import { readArticlesFromDisk } from "../../app/features/blog/articles-from-disk.server";
import { validateRss } from "../support/rss-schema";

const ARTICLES = readArticlesFromDisk();

test("the blog's RSS feed is prerendered, served as RSS and valid", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  expect(await validateRss(xml)).toEqual({ valid: true, errors: [] });
  const $ = cheerio.load(xml, { xml: true });
  expect($("item")).toHaveLength(ARTICLES.length);
  const self = $("channel > atom\\:link[rel=self]").attr("href") ?? "";
  // Absolute, from SITE_URL at build time (never the prerender's http://localhost request).
  expect(self).toMatch(/^https?:\/\/.+\/blog\/rss\.xml$/);
  expect($("item > link").first().text()).toBe(self.replace(/rss\.xml$/, ARTICLES[0]?.slug ?? ""));
});

test("every page names the feed in its head, and /blog links it visibly", async ({ page }) => {
  for (const path of ["/", "/seo-araclari/utm-uretici", `/blog/${ARTICLES[0]?.slug}`]) {
    await page.goto(path);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("title", "Pusula Dijital Blog");
  }
  await page.goto("/blog");
  const link = page.getByRole("link", { name: "RSS ile takip edin" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/blog/rss.xml");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});
