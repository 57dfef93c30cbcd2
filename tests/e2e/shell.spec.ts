import { expect, test } from "@playwright/test";
import { HEADER_NAV } from "../../app/site/navigation.content";
import { collectConsoleErrors } from "./helpers";

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the mobile menu opens, lists the navigation and closes when a link is chosen", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /Menü/ });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const mobileNav = page.getByRole("navigation", { name: "Mobil menü" });
    await expect(mobileNav).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link")).toHaveText([...HEADER_NAV.map((item) => item.label), /Teklif Al/]);

    await mobileNav.getByRole("link", { name: "SEO", exact: true }).click();
    await expect(page).toHaveURL(/\/seo$/);
    await expect(page.locator("h1")).toHaveText("SEO Hizmetleri");
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("button", { name: /Menü/ })).toHaveAttribute("aria-expanded", "false");
  });

  test("the WhatsApp widget opens with an overlay that closes it", async ({ page }) => {
    await page.goto("/hakkimizda");
    const toggle = page.getByRole("button", { name: "WhatsApp ile yazın" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: /WhatsApp Destek/ });
    await expect(dialog).toBeVisible();
    const overlay = page.getByTestId("whatsapp-overlay");
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 20, y: 200 } });
    await expect(dialog).toBeHidden();
    await expect(overlay).toBeHidden();
  });
});

test("the WhatsApp widget toggles with its button and closes with Escape", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("button", { name: "WhatsApp ile yazın" });
  await open.click();
  const dialog = page.getByRole("dialog", { name: /WhatsApp Destek/ });
  await expect(dialog).toBeVisible();
  // Desktop: no overlay behind the card.
  await expect(page.getByTestId("whatsapp-overlay")).toBeHidden();
  await expect(dialog.getByRole("link", { name: /Sohbeti Başlat/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);

  await page.getByRole("button", { name: "WhatsApp sohbetini kapat" }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "WhatsApp ile yazın" })).toBeFocused();
});

test("every quote button opens WhatsApp in a new tab", async ({ page }) => {
  await page.goto("/");
  const quoteLinks = page.getByRole("link", { name: /Teklif Al/ });
  expect(await quoteLinks.count()).toBeGreaterThan(0);
  for (const link of await quoteLinks.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.+/);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the header and footer carry the required links on every page", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/iletisim");
  const headerNav = page.getByRole("navigation", { name: "Ana menü" });
  await expect(headerNav.getByRole("link")).toHaveText(HEADER_NAV.map((item) => item.label));
  const footer = page.locator("footer");
  for (const href of ["/", "/hakkimizda", "/web-tasarim", "/seo", "/google-ads", "/sosyal-medya-reklam", "/sosyal-medya-yonetim", "/video-produksiyon", "/portfolyo", "/blog", "/iletisim"]) {
    await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
  await expect(footer).toContainText("Pazartesi-Cuma: 09:00-18:00");
  await expect(footer).toContainText("Cumartesi: 10:00-15:00");
  await expect(footer).toContainText("2-3 e-posta");
  await expect(footer.getByLabel("E-posta adresiniz")).toBeVisible();
  await expect(footer.getByRole("button", { name: "Abone Ol" })).toBeVisible();
  for (const name of ["Gizlilik Politikası", "Kullanım Koşulları", "KVKK Aydınlatma Metni", "Çerez Politikası"]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("client-side navigation keeps the page complete and without errors", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator("h1")).toHaveText("Dijital Pazarlama Blogu");
  await expect(page).toHaveTitle(/Blog/);
  expect(errors).toEqual([]);
});
