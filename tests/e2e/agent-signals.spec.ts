import { expect, test } from "@playwright/test";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * What our site tells AI agents (docs/decisions/039): Content Signals in robots.txt, the Markdown
 * version of a page by content negotiation with Vary: Accept, and the Link header; a browser keeps
 * getting the same page, which hydrates without an error.
 */
test("agents get Markdown and signals; a browser still gets the page, hydrated, with the alternate named in its head", async ({ page, request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/^Content-Signal: search=yes, ai-input=yes, ai-train=yes$/m);

  const markdown = await request.get("/seo", { headers: { accept: "text/markdown, text/html;q=0.9" } });
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(markdown.headers().vary).toContain("Accept");
  expect(await markdown.text()).toMatch(/^# SEO Hizmetleri$/m);

  // A tool page: React hydrates it with the build-inserted <link> in <head>, without a mismatch.
  const errors = collectConsoleErrors(page);
  const response = await page.goto("/seo-araclari/meta-uretici");
  const headers = response?.headers() ?? {};
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers.vary).toBe("Accept, Accept-Encoding");
  expect(headers.link).toBe('</seo-araclari/meta-uretici/index.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain"');
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute("href", "/seo-araclari/meta-uretici/index.md");
  await waitForTool(page);
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});
