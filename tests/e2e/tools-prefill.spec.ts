import { expect, test, type Page } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { prefilledToolHref } from "../../app/shared/tool-prefill";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { asOwnClient, collectConsoleErrors, waitForTool } from "./helpers";

/*
 * The tools an audit report links to (`?adres=`): each fills its live field with the address,
 * starts its live action as if the visitor had pressed the button, and takes the parameter off the
 * address bar. One fixture site on the spec's allow-listed loopback port, the tests in order.
 */
test.describe.configure({ mode: "default" });

// Each test is a visitor of its own: a visitor has one crawl and one live check per tool at a time.
test.beforeEach(async ({ page }, testInfo) => {
  await asOwnClient(page, testInfo);
});

const PORT = E2E_CRAWL_FIXTURE_PORTS.prefill;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOME = `${ORIGIN}/`;

let site: FixtureSite | null = null;

test.beforeAll(async () => {
  site = await startFixtureSite({ pages: 3, port: PORT, llmsTxt: true });
});

test.afterAll(async () => {
  await site?.close();
  site = null;
});

/** Opens `path` as the audit report links it; returns the console errors and the API calls made. */
async function openPrefilled(page: Page, path: string, address: string): Promise<{ errors: string[]; apiCalls: string[] }> {
  const errors = collectConsoleErrors(page);
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && request.method() === "POST") apiCalls.push(url.pathname);
  });
  await page.goto(prefilledToolHref(path, address));
  await waitForTool(page);
  return { errors, apiCalls };
}

async function expectParameterGone(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

test("sitemap: Siteyi tara runs on the address; a reload does not start again", async ({ page }) => {
  const path = "/seo-araclari/sitemap-uretici";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByLabel("Site adresi", { exact: true })).toHaveValue(HOME);
  await expect(page.getByRole("heading", { name: "Tarama sonucu" })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("sitemap-crawl-result")).toContainText("dizine eklenebilir sayfa adres listesine eklendi");
  await expectParameterGone(page, path);

  await page.reload();
  await waitForTool(page);
  await expect(page.getByLabel("Site adresi", { exact: true })).toHaveValue("");
  await expect(page.getByRole("progressbar", { name: "Tarama ilerlemesi" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Tarama sonucu" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("llms.txt: Siteden doldur runs on the address and fills the form", async ({ page }) => {
  const path = "/seo-araclari/llms-txt-uretici";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByLabel("Taranacak sitenin adresi")).toHaveValue(HOME);
  await expect(page.getByTestId("site-fill-summary")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Site URL'si")).toHaveValue(HOME);
  await expectParameterGone(page, path);
  expect(errors).toEqual([]);
});

test("meta: Sayfadan al reads the page into the editor", async ({ page }) => {
  const path = "/seo-araclari/meta-uretici";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByRole("textbox", { name: "Okunacak sayfanın adresi" })).toHaveValue(HOME);
  await expect(page.getByRole("textbox", { name: "Meta başlık (title)" })).toHaveValue("Ana sayfa", { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: "Meta açıklama (description)" })).toHaveValue("Ana sayfa description");
  await expectParameterGone(page, path);
  expect(errors).toEqual([]);
});

test("meta: an invalid address is filled and told, nothing is sent", async ({ page }) => {
  const path = "/seo-araclari/meta-uretici";
  const { errors, apiCalls } = await openPrefilled(page, path, "ftp://ornek.com/");
  const field = page.getByRole("textbox", { name: "Okunacak sayfanın adresi" });
  await expect(field).toHaveValue("ftp://ornek.com/");
  await expect(page.getByText("Lütfen geçerli bir adres yazın (ör. https://www.siteniz.com/hizmetler).")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectParameterGone(page, path);
  expect(apiCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("canonical: the live check runs on the address", async ({ page }) => {
  const path = "/seo-araclari/canonical-uretici";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByLabel("Kontrol edilecek adresler", { exact: true })).toHaveValue(HOME);
  await expect(page.getByRole("heading", { name: "Canlı kontrol sonucu" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("canonical-live-count")).toHaveText("1 / 1 adres kontrol edildi.", { timeout: 30_000 });
  await expect(page.getByTestId("canonical-live-row")).toHaveAttribute("data-url", HOME);
  await expectParameterGone(page, path);
  expect(errors).toEqual([]);
});

test("hreflang: Canlı doğrula runs on the address", async ({ page }) => {
  const path = "/seo-araclari/hreflang-uretici";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByLabel("Sayfa adresi", { exact: true })).toHaveValue(HOME);
  await expect(page.getByRole("heading", { name: "Doğrulama sonucu" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("hreflang-matrix")).toBeVisible();
  await expectParameterGone(page, path);
  expect(errors).toEqual([]);
});

test("GPTBot simulator: the live access tab opens and checks the address", async ({ page }) => {
  const path = "/seo-araclari/gptbot-simulatoru";
  const { errors } = await openPrefilled(page, path, HOME);
  await expect(page.getByRole("tab", { name: "Canlı erişim" })).toHaveAttribute("aria-selected", "true");
  const panel = page.getByRole("tabpanel", { name: "Canlı erişim" });
  await expect(panel.getByLabel("Kontrol edilecek sayfanın adresi")).toHaveValue(HOME);
  await expect(page.getByRole("heading", { name: "Erişim sonucu" })).toBeVisible({ timeout: 30_000 });
  await expectParameterGone(page, path);
  expect(errors).toEqual([]);
});
