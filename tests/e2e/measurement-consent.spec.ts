import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { E2E_MEASUREMENT_ENV, E2E_MEASUREMENT_PORT } from "../../playwright.config";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * Measurement with consent (docs/decisions/027), against the second production server started with
 * GA4, Google Ads and a cookieless script configured (playwright.config.ts). Every request that
 * leaves 127.0.0.1 is intercepted: Google's tag and the cookieless script are answered by local
 * stand-ins that record what the page asks of them, anything else with an empty 204. Nothing
 * reaches the internet.
 */
test.use({ baseURL: `http://127.0.0.1:${E2E_MEASUREMENT_PORT}` });

const GOOGLE_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|doubleclick\.net|googleadservices\.com|google\.com)$/;

// Records every gtag() call: the data layer already queued and each one pushed later.
const GTAG_STAND_IN = `(() => {
  const calls = (window.__gtagCalls = []);
  const record = (entry) => calls.push(JSON.parse(JSON.stringify(Array.from(entry))));
  for (const entry of window.dataLayer) record(entry);
  window.dataLayer.push = function (entry) { record(entry); return Array.prototype.push.call(this, entry); };
})();`;
const COOKIELESS_STAND_IN = `window.plausible = (name, options) => (window.__cookielessCalls ||= []).push([name, options ? options.props : null]);`;

type GtagCall = unknown[];

interface Traffic {
  google: string[];
  cookieless: string[];
}

async function interceptThirdParties(page: Page): Promise<Traffic> {
  const traffic: Traffic = { google: [], cookieless: [] };
  await page.route(
    (url) => url.hostname !== "127.0.0.1",
    async (route) => {
      const url = new URL(route.request().url());
      if (GOOGLE_HOST.test(url.hostname)) {
        traffic.google.push(url.href);
        if (url.hostname === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
          return route.fulfill({ status: 200, contentType: "text/javascript", body: GTAG_STAND_IN });
        }
        return route.fulfill({ status: 204 });
      }
      if (url.href === E2E_MEASUREMENT_ENV.COOKIELESS_SCRIPT_URL) {
        traffic.cookieless.push(url.href);
        return route.fulfill({ status: 200, contentType: "text/javascript", body: COOKIELESS_STAND_IN });
      }
      return route.fulfill({ status: 204 });
    },
  );
  return traffic;
}

/** Keeps tel: and WhatsApp links from leaving the page; the measurement listener still sees the click. */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.addEventListener("click", (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="https://wa.me/"], a[download]')) event.preventDefault();
    }),
  );
}

const banner = (page: Page) => page.getByRole("region", { name: "Çerez tercihleriniz" });
const gtagCalls = (page: Page) => page.evaluate(() => (window as unknown as { __gtagCalls?: GtagCall[] }).__gtagCalls ?? null);
const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem("cerez-tercihleri"));

test.describe.configure({ mode: "default" });

test("before consent: banner shown, no request to Google, cookieless script loaded, reject as easy as accept", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const traffic = await interceptThirdParties(page);
  await page.goto("/");

  await expect(banner(page)).toBeVisible();
  await expect(page.locator("#olcum-ayarlari")).toHaveCount(1);
  const accept = banner(page).getByRole("button", { name: "Kabul et" });
  const reject = banner(page).getByRole("button", { name: "Reddet" });
  await expect(banner(page).getByRole("button", { name: "Tercihler" })).toBeVisible();
  const [acceptBox, rejectBox] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(acceptBox && rejectBox).toBeTruthy();
  expect(rejectBox?.width).toBe(acceptBox?.width);
  expect(rejectBox?.height).toBe(acceptBox?.height);
  expect(rejectBox?.y).toBe(acceptBox?.y);
  expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));

  // The cookieless script needs no consent; Google's is not even requested.
  await expect.poll(() => traffic.cookieless.length).toBe(1);
  await stayOnPage(page);
  await page.locator('a[href^="tel:"]').first().dispatchEvent("click");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __cookielessCalls?: unknown[] }).__cookielessCalls ?? [])).toEqual([["phone_click", null]]);
  expect(await gtagCalls(page)).toBeNull();
  expect(traffic.google).toEqual([]);
  expect(await storedChoice(page)).toBeNull();

  // The policy's address comes with the Content-Security-Policy for the configured hosts only.
  const response = await page.request.get("/");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("https://*.googletagmanager.com");
  expect(policy).toContain("https://analiz.example.test");
  // Server-rendered pages (here the cached 404) carry the settings and the hosts too.
  const missing = await page.request.get("/boyle-bir-sayfa-yok");
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('id="olcum-ayarlari"');
  expect(missing.headers()["content-security-policy"]).toContain("https://*.googletagmanager.com");

  const axe = await new AxeBuilder({ page }).include("#cerez-bildirimi").analyze();
  expect(axe.violations).toEqual([]);
  expect(errors).toEqual([]);
});

test("accepting loads Google's tag with Consent Mode v2, records events and the lead conversion", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const traffic = await interceptThirdParties(page);
  await page.goto("/iletisim");
  await banner(page).getByRole("button", { name: "Kabul et" }).click();
  await expect(banner(page)).toBeHidden();

  await expect.poll(() => gtagCalls(page)).not.toBeNull();
  const calls = (await gtagCalls(page)) ?? [];
  expect(calls[0]).toEqual([
    "consent",
    "default",
    { ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", wait_for_update: 500 },
  ]);
  expect(calls).toContainEqual(["consent", "update", { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }]);
  expect(calls).toContainEqual(["config", E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID]);
  expect(calls).toContainEqual(["config", E2E_MEASUREMENT_ENV.GOOGLE_ADS_ID]);
  expect(traffic.google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID}`]);
  expect(JSON.parse((await storedChoice(page)) ?? "{}")).toMatchObject({ v: 1, analytics: true, ads: true });

  // Phone and WhatsApp clicks.
  await stayOnPage(page);
  await page.locator('a[href^="tel:"]').first().dispatchEvent("click");
  await page.locator('a[href^="https://wa.me/"]').first().dispatchEvent("click");

  // The contact form's success: generate_lead and the Ads conversion. The API answer is stubbed:
  // delivery is the leads spec's business, this one checks what is measured.
  await page.route("**/api/leads/contact", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "sent" }) }));
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Ad Soyad").fill("Deniz Yılmaz");
  await form.getByLabel("Telefon").fill("+90 532 555 44 33");
  await form.getByLabel("E-posta").fill("deniz@ornek.com.tr");
  await form.getByLabel("Mesaj").fill("Merhaba, Google Ads yönetimi için teklif almak istiyoruz.");
  await form.getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page.getByText("Mesajınız başarıyla gönderildi!", { exact: false })).toBeVisible();

  const ga4 = { send_to: E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID };
  await expect.poll(() => gtagCalls(page)).toContainEqual(["event", "conversion", { send_to: `${E2E_MEASUREMENT_ENV.GOOGLE_ADS_ID}/${E2E_MEASUREMENT_ENV.GOOGLE_ADS_LEAD_LABEL}` }]);
  const events = ((await gtagCalls(page)) ?? []).filter((call) => call[0] === "event");
  expect(events).toEqual([
    ["event", "phone_click", ga4],
    ["event", "whatsapp_click", ga4],
    // The lead's kind and the page (or tool) whose form was sent.
    ["event", "generate_lead", { lead_kind: "contact", tool: "/iletisim", ...ga4 }],
    ["event", "conversion", { send_to: `${E2E_MEASUREMENT_ENV.GOOGLE_ADS_ID}/${E2E_MEASUREMENT_ENV.GOOGLE_ADS_LEAD_LABEL}` }],
  ]);

  // The newsletter box in the footer: sign_up.
  await page.route("**/api/leads/newsletter", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "subscribed", message: "Abone oldunuz." }) }),
  );
  await page.locator("footer").getByLabel("E-posta adresiniz").fill("okur@ornek.com.tr");
  await page.locator("footer").getByRole("button", { name: "Abone Ol" }).click();
  await expect.poll(async () => ((await gtagCalls(page)) ?? []).filter((call) => call[0] === "event").at(-1)).toEqual(["event", "sign_up", { lead_kind: "newsletter", tool: "/iletisim", ...ga4 }]);

  // The next page remembers the choice: no banner, the tag loads at once.
  await page.goto("/indir");
  await expect(page.locator("#cerez-bildirimi")).toHaveCount(0);
  await expect.poll(() => gtagCalls(page)).not.toBeNull();
  await stayOnPage(page);
  await page.locator("a[download]").first().dispatchEvent("click");
  await expect.poll(async () => ((await gtagCalls(page)) ?? []).filter((call) => call[0] === "event")).toEqual([["event", "file_download", expect.objectContaining(ga4)]]);
  expect(errors).toEqual([]);
});

test("rejecting keeps Google off, on this page and the next", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const traffic = await interceptThirdParties(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reddet" }).click();
  await expect(banner(page)).toBeHidden();
  expect(JSON.parse((await storedChoice(page)) ?? "{}")).toMatchObject({ v: 1, analytics: false, ads: false });

  await stayOnPage(page);
  await page.locator('a[href^="tel:"]').first().dispatchEvent("click");
  await page.goto("/hizmetler");
  await expect(page.locator("#cerez-bildirimi")).toHaveCount(0);
  await stayOnPage(page);
  await page.locator('a[href^="tel:"]').first().dispatchEvent("click");
  expect(await gtagCalls(page)).toBeNull();
  expect(traffic.google).toEqual([]);
  expect(errors).toEqual([]);
});

test("the footer's “Çerez tercihleri” reopens the banner; preferences grant analytics only", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const traffic = await interceptThirdParties(page);
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reddet" }).click();
  await expect(banner(page)).toBeHidden();

  await page.locator("footer").getByRole("button", { name: "Çerez tercihleri" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: "Çerez tercihleriniz" })).toBeFocused();

  const preferences = banner(page).getByRole("button", { name: "Tercihler" });
  await preferences.click();
  await expect(preferences).toHaveAttribute("aria-expanded", "true");
  await expect(banner(page).getByRole("checkbox", { name: /Zorunlu/ })).toBeDisabled();
  await expect(banner(page).getByRole("checkbox", { name: /Analitik/ })).not.toBeChecked();
  const axe = await new AxeBuilder({ page }).include("#cerez-bildirimi").analyze();
  expect(axe.violations).toEqual([]);

  await banner(page).getByRole("checkbox", { name: /Analitik/ }).check();
  await banner(page).getByRole("button", { name: "Seçimimi kaydet" }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator("footer").getByRole("button", { name: "Çerez tercihleri" })).toBeFocused();

  await expect.poll(() => gtagCalls(page)).not.toBeNull();
  const calls = (await gtagCalls(page)) ?? [];
  expect(calls).toContainEqual(["consent", "update", { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" }]);
  expect(calls).toContainEqual(["config", E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID]);
  expect(calls).not.toContainEqual(["config", E2E_MEASUREMENT_ENV.GOOGLE_ADS_ID]);
  expect(traffic.google).toHaveLength(1);
  expect(JSON.parse((await storedChoice(page)) ?? "{}")).toMatchObject({ analytics: true, ads: false });
  expect(errors).toEqual([]);
});

test("a tool page hydrates with the banner open (React tolerates the banner in <body>)", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const traffic = await interceptThirdParties(page);
  await page.goto("/seo-araclari/gptbot-simulatoru");
  await expect(banner(page)).toBeVisible();
  await waitForTool(page);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Reddet" }).click();
  await expect(banner(page)).toBeHidden();
  expect(traffic.google).toEqual([]);
  expect(errors).toEqual([]);
});

test("a tool's main action is recorded with the tool's name", async ({ page }) => {
  await interceptThirdParties(page);
  await page.addInitScript(() => localStorage.setItem("cerez-tercihleri", JSON.stringify({ v: 1, analytics: true, ads: false, at: "2026-11-24T00:00:00.000Z" })));
  const errors = collectConsoleErrors(page);
  await page.goto("/seo-araclari/utm-uretici");
  await expect.poll(() => gtagCalls(page)).not.toBeNull();
  await page.evaluate(() => {
    const form = document.querySelector("main [data-tool-body] form");
    form?.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
  const toolUsed = [["event", "tool_used", { tool_name: "utm-uretici", send_to: E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID }]];
  const events = async () => ((await gtagCalls(page)) ?? []).filter((call) => call[0] === "event");
  await expect.poll(events).toEqual(toolUsed);
  // The submit may come before hydration: it is then held and sent again once the tool is live,
  // and must still be counted once.
  await waitForTool(page);
  expect(await events()).toEqual(toolUsed);
  expect(errors).toEqual([]);
});

test("a tool's result asked for by e-mail is a lead: generate_lead with its kind and tool, the Ads conversion, tool_report_requested", async ({ page }) => {
  await interceptThirdParties(page);
  await page.addInitScript(() => localStorage.setItem("cerez-tercihleri", JSON.stringify({ v: 1, analytics: true, ads: true, at: "2026-11-24T00:00:00.000Z" })));
  const errors = collectConsoleErrors(page);
  await page.goto("/seo-araclari/llms-txt-uretici");
  await waitForTool(page);
  await expect.poll(() => gtagCalls(page)).not.toBeNull();
  await page.getByLabel("Site adı").fill("Örnek Mobilya");
  await page.getByLabel("Site URL'si").fill("https://mobilya.example");
  // The API's answer is stubbed: delivery is the leads spec's business, this one checks what is measured.
  await page.route("**/api/leads/report", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ status: "sent", message: "Raporunuz e-posta adresinize gönderiliyor." }) }),
  );
  const form = page.getByRole("form", { name: "Raporu e-postayla gönderme formu" });
  await form.getByRole("textbox", { name: "E-posta" }).fill("olcum@ornek.com");
  await form.getByRole("checkbox", { name: /KVKK Aydınlatma Metni/ }).check();
  await form.getByRole("button", { name: "Raporu Gönder" }).click();
  const ga4 = { send_to: E2E_MEASUREMENT_ENV.GA4_MEASUREMENT_ID };
  const lead = { lead_kind: "report", tool: "llms-txt-uretici" };
  const events = async () => ((await gtagCalls(page)) ?? []).filter((call) => call[0] === "event" && call[1] !== "tool_used");
  await expect.poll(events).toEqual([
    ["event", "generate_lead", { ...lead, ...ga4 }],
    ["event", "conversion", { send_to: `${E2E_MEASUREMENT_ENV.GOOGLE_ADS_ID}/${E2E_MEASUREMENT_ENV.GOOGLE_ADS_LEAD_LABEL}` }],
    ["event", "tool_report_requested", { ...lead, ...ga4 }],
  ]);
  expect(errors).toEqual([]);
});

test("the server without measurement settings adds nothing: no settings, no script, no third-party host, footer button hidden", async ({ page }) => {
  const plain = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const traffic = await interceptThirdParties(page);
  for (const pathname of ["/", "/seo-araclari/gptbot-simulatoru"]) {
    const response = await page.request.get(`${plain}${pathname}`);
    const html = await response.text();
    expect(html, pathname).not.toContain("olcum-ayarlari");
    expect(html, pathname).not.toContain("/measurement.js");
    expect(response.headers()["content-security-policy"], pathname).not.toMatch(/google|doubleclick|analiz\.example/);
  }
  await page.goto(`${plain}/`);
  await expect(page.locator("footer").getByRole("button", { name: "Çerez tercihleri" })).toBeHidden();
  await expect(page.locator("#cerez-bildirimi")).toHaveCount(0);
  expect(traffic.google).toEqual([]);
  expect(traffic.cookieless).toEqual([]);
});
