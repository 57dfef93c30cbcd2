import { chromium } from "@playwright/test";
import { startFixtureSite } from "./tests/support/fixture-site";

const site = await startFixtureSite({ pages: 60, port: 7990, llmsTxt: true } as Parameters<typeof startFixtureSite>[0]);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.6 });
await page.goto("http://127.0.0.1:3970/seo-araclari/sitemap-uretici", { waitUntil: "networkidle" });
await page.getByLabel(/Site adresi/).first().fill("http://127.0.0.1:7990/");
await page.getByRole("button", { name: "Siteyi tara" }).click();
await page.getByRole("heading", { name: "Tarama sonucu" }).waitFor({ timeout: 30_000 });
await page.screenshot({ path: "/tmp/shot-sitemap-crawl.png", fullPage: true });
await page.goto("http://127.0.0.1:3970/seo-araclari/llms-txt-uretici", { waitUntil: "networkidle" });
await page.screenshot({ path: "/tmp/shot-llms-before.png", fullPage: false });
await browser.close();
await site.close();
