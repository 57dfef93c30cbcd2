import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { collectConsoleErrors } from "./helpers";

test("an unknown path answers a Turkish 404 page with a way home", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const response = await page.goto("/olmayan-bir-sayfa?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Hay aksi! Sayfa bulunamadı");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("h1")).toBeVisible();
  // Filter the browser's own report of the 404 document itself.
  expect(errors.filter((text) => !text.includes("404"))).toEqual([]);

  await page.goto("/yok/ic/ice");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(axe.violations).toEqual([]);
  await context.close();
});

test("every unknown page gets the same cached, precompressed 404 page", async ({ request }) => {
  const first = await request.get("/olmayan-bir-sayfa", { headers: { "accept-encoding": "br" } });
  expect(first.status()).toBe(404);
  expect(first.headers()["content-encoding"]).toBe("br");
  expect(first.headers()["content-security-policy"]).toContain("script-src");
  const body = await first.text();
  expect(body).toContain("Hay aksi! Sayfa bulunamadı");

  // An article slug that was never published and a deep path: the same page, the same status.
  for (const path of ["/blog/yayimlanmamis-yazi", "/a/b/c/d?x=<script>"]) {
    const response = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe(body);
  }
  const head = await request.head("/olmayan-bir-sayfa");
  expect(head.status()).toBe(404);
  expect(head.headers()["content-type"]).toContain("text/html");
  // Real pages are untouched.
  expect((await request.get("/seo")).status()).toBe(200);
  expect((await request.get("/blog?kategori=seo")).status()).toBe(200);
});

test("a client-side link to an unknown page shows the 404 page", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/kayip-sayfa";
    link.textContent = "kayıp";
    link.id = "lost";
    document.body.append(link);
  });
  await page.locator("#lost").click();
  await expect(page.locator("h1")).toHaveText("Hay aksi! Sayfa bulunamadı");
});

test("unknown API paths answer JSON, never HTML", async ({ request }) => {
  const response = await request.get("/api/olmayan");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({ code: "not_found" });

  const malformed = await request.post("/api/health", { data: "{bozuk", headers: { "content-type": "application/json" } });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({ code: "bad_request" });
});
