import { chromium } from "@playwright/test";
import { startFixtureSite } from "./tests/support/fixture-site";

const BASE = "http://127.0.0.1:3050";
const site = await startFixtureSite({ pages: 4, port: 7711, llmsTxt: true });
const O = "http://127.0.0.1:7711";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const log = (m: string) => console.log(m);

await page.goto(`${BASE}/seo-araclari/hreflang-uretici`, { waitUntil: "networkidle" });
await page.getByLabel("Sayfa adresi", { exact: true }).fill(`${O}/hreflang/return/tr`);
await page.getByRole("button", { name: "Canlı doğrula", exact: true }).click();
await page.waitForTimeout(6000);
log("HREFLANG:\n" + (await page.locator("main").innerText()).slice(0, 6000));
await page.getByRole("heading", { name: "Doğrulama sonucu" }).scrollIntoViewIfNeeded();
await page.screenshot({ path: "/work/shots/hreflang.png" });

await page.goto(`${BASE}/seo-araclari/canonical-uretici`, { waitUntil: "networkidle" });
await page.getByLabel("Kontrol edilecek adresler", { exact: true }).fill(
  ["consistent", "header-mismatch", "chain-start", "to-404", "echo-params", "noindex-canonical"].map((p) => `${O}/canonical-live/${p}`).join("\n"),
);
await page.getByRole("button", { name: "Canlı kontrol et" }).click();
await page.getByRole("heading", { name: "Canlı kontrol sonucu" }).waitFor({ timeout: 30000 });
await page.waitForTimeout(6000);
log("CANONICAL:\n" + (await page.getByTestId ? "" : "") + (await page.locator("main").innerText()).split("Canlı kontrol sonucu")[1]?.slice(0, 2500));
await page.getByRole("heading", { name: "Canlı kontrol sonucu" }).scrollIntoViewIfNeeded();
await page.screenshot({ path: "/work/shots/canonical.png" });

await page.goto(`${BASE}/seo-araclari/meta-uretici`, { waitUntil: "networkidle" });
await page.getByRole("textbox", { name: "Okunacak sayfanın adresi" }).fill(`${O}/meta-live/uzun`);
await page.getByRole("button", { name: "Sayfadan al" }).click();
await page.getByTestId("meta-live-notice").waitFor();
log("META notice: " + (await page.getByTestId("meta-live-notice").innerText()));
await page.getByRole("textbox", { name: "Sayfa adresleri" }).fill(["iyi", "uzun", "eksik", "yok", "veri.json", "karakterler"].map((p) => `${O}/meta-live/${p}`).join("\n"));
await page.getByRole("button", { name: "Toplu kontrol et" }).click();
await page.getByTestId("meta-bulk-result").waitFor({ timeout: 30000 });
await page.waitForTimeout(1500);
log("META BULK:\n" + (await page.getByTestId("meta-bulk-result").innerText()).slice(0, 2000));
await page.getByTestId("meta-bulk-result").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/work/shots/meta.png" });

await page.goto(`${BASE}/seo-araclari/gptbot-simulatoru`, { waitUntil: "networkidle" });
await page.getByRole("tab", { name: "Canlı erişim" }).click();
await page.getByLabel("Kontrol edilecek sayfanın adresi").fill(`${O}/ai/firewall`);
await page.getByRole("button", { name: "Erişimi kontrol et" }).click();
await page.getByRole("heading", { name: "Erişim sonucu" }).waitFor({ timeout: 40000 });
log("AI:\n" + (await page.locator("main").innerText()).split("Erişim sonucu")[1]?.slice(0, 3000));
await page.getByRole("heading", { name: "Erişim sonucu" }).scrollIntoViewIfNeeded();
await page.screenshot({ path: "/work/shots/ai.png" });
await page.getByRole("heading", { name: "Model eğitimi yapan botlar" }).first().scrollIntoViewIfNeeded();
await page.screenshot({ path: "/work/shots/ai2.png" });
await browser.close();
await site.close();
