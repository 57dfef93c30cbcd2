import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { LEAD_API_PATHS } from "../../app/features/leads/api-paths";
import { collectConsoleErrors } from "./helpers";
import { E2E_SMTP_PORT } from "../../playwright.config";
import { startTestSmtpServer, type TestSmtpServer } from "../support/smtp";

// One SMTP inbox on a fixed port for the whole file.
test.describe.configure({ mode: "serial" });

let inbox: TestSmtpServer;
test.beforeAll(async () => {
  inbox = await startTestSmtpServer(E2E_SMTP_PORT);
});
test.afterAll(async () => {
  await inbox.stop();
});

const form = (page: Page) => page.getByRole("form", { name: "İletişim formu" });

async function fill(page: Page, values: Partial<Record<"Ad Soyad" | "Telefon" | "E-posta" | "Konu" | "Mesaj", string>>) {
  for (const [label, value] of Object.entries(values)) {
    await form(page).getByLabel(label, { exact: false }).fill(value);
  }
}

test("every validation message shows as the visitor edits, and nothing is sent", async ({ page }) => {
  await page.goto("/iletisim");
  await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page.getByText("Lütfen formu eksiksiz doldurun")).toBeVisible();
  for (const message of ["Ad Soyad zorunludur", "Telefon numarası zorunludur", "E-posta adresi zorunludur", "Mesaj zorunludur"]) {
    await expect(form(page).getByText(message)).toBeVisible();
  }
  const name = form(page).getByLabel("Ad Soyad");
  await expect(name).toHaveAttribute("aria-invalid", "true");
  const describedBy = await name.getAttribute("aria-describedby");
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Ad Soyad zorunludur");

  await name.fill("Deniz");
  await expect(form(page).getByText("Ad Soyad zorunludur")).toBeHidden();
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await expect(form(page).getByText("Telefon numarası zorunludur")).toBeVisible();

  await fill(page, { Telefon: "0532 12", "E-posta": "deniz@", Mesaj: "kısa" });
  await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(form(page).getByText("Geçerli bir telefon numarası girin")).toBeVisible();
  await expect(form(page).getByText("Geçerli bir e-posta adresi girin")).toBeVisible();
  await expect(form(page).getByText("Mesaj en az 10 karakter olmalıdır")).toBeVisible();
  expect(inbox.received).toHaveLength(0);
});

test("the browser refuses an address list or a smuggled character in the e-mail field, and sends nothing", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/iletisim");
  await fill(page, {
    "Ad Soyad": "Deniz Kaya",
    Telefon: "0532 123 45 67",
    Mesaj: "Kurumsal sitemiz için teklif rica ediyoruz.",
  });
  for (const email of ["victim@evil.test,x.test", "a@b.co;c@d.co", "<a@b.co>", '"x"@b.co', "a\u200b@b.co"]) {
    await fill(page, { "E-posta": email });
    await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
    await expect(form(page).getByText("Geçerli bir e-posta adresi girin"), email).toBeVisible();
    await expect(form(page).getByLabel("E-posta"), email).toHaveAttribute("aria-invalid", "true");
  }
  const footer = page.locator("footer");
  await footer.getByLabel("E-posta adresiniz").fill("victim@evil.test,x.test");
  await footer.getByRole("button", { name: "Abone Ol" }).click();
  await expect(footer.getByText("Lütfen geçerli bir e-posta adresi girin.")).toBeVisible();
  expect(posts).toEqual([]);
  expect(inbox.received).toHaveLength(0);
});

test("a message sent in the browser reaches the agency's inbox with Reply-To set", async ({ page }) => {
  await page.goto("/iletisim");
  await fill(page, {
    "Ad Soyad": "Çağrı Işıkgöz",
    Telefon: "+90 532 555 44 33",
    "E-posta": "cagri@ornek.com.tr",
    Konu: "Kurumsal site yenileme",
    Mesaj: "Merhaba, 12 sayfalık kurumsal sitemizi yenilemek istiyoruz. Ağustos'a yetişir mi?",
  });
  // Hold the request a moment to see the sending state. With JavaScript the form posts JSON to the API.
  await page.route(`**${LEAD_API_PATHS.contact}`, async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const submit = form(page).getByRole("button", { name: /Mesaj Gönder|Gönderiliyor/ });
  await submit.click();
  await expect(submit).toHaveText(/Gönderiliyor\.\.\./);
  await expect(submit).toBeDisabled();
  await expect(page.getByText("Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.")).toBeVisible();
  await expect(form(page).getByLabel("Ad Soyad")).toHaveValue("");
  await expect(form(page).getByLabel("Mesaj")).toHaveValue("");

  await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(1);
  const [mail] = inbox.received;
  if (!mail) throw new Error("no mail received");
  expect(mail.envelopeTo).toEqual(["teklif@ajans.example"]);
  expect(mail.parsed.replyTo?.value[0]).toMatchObject({ address: "cagri@ornek.com.tr", name: "Çağrı Işıkgöz" });
  expect(mail.parsed.subject).toBe("Yeni iletişim mesajı: Kurumsal site yenileme (Çağrı Işıkgöz)");
  expect(mail.parsed.text).toContain("Ağustos'a yetişir mi?");
});

test("the home page's contact form sends too", async ({ page }) => {
  await page.goto("/");
  await fill(page, {
    "Ad Soyad": "Elif Şahin",
    Telefon: "05321112233",
    "E-posta": "elif@ornek.com",
    Mesaj: "SEO paketi hakkında bilgi almak istiyorum.",
  });
  const before = inbox.received.length;
  await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page.getByText("Mesajınız başarıyla gönderildi!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(before + 1);
});

test("an address at a Turkish IDN domain is accepted and becomes the Reply-To", async ({ page }) => {
  await page.goto("/iletisim");
  await fill(page, {
    "Ad Soyad": "Ali Veli",
    Telefon: "0532 123 45 67",
    "E-posta": "ali.veli+seo@şirket.com.tr",
    Mesaj: "Alan adımız Türkçe karakterli, e-postamız da öyle.",
  });
  const before = inbox.received.length;
  await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page.getByText("Mesajınız başarıyla gönderildi!")).toBeVisible();
  await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(before + 1);
  const mail = inbox.received.at(-1);
  // Chromium may hand the domain over in its punycode form; both are the same mailbox.
  expect(mail?.parsed.replyTo?.value[0]?.address).toMatch(/^ali\.veli\+seo@(?:şirket|xn--irket-idb)\.com\.tr$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server shows the errors, keeps the values, then confirms a valid message", async ({ page }) => {
    await page.goto("/iletisim");
    await fill(page, { "Ad Soyad": "Mert Öz", Telefon: "12", "E-posta": "mert@ornek.com", Mesaj: "Kısa" });
    await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
    await expect(page.getByRole("alert")).toContainText("Lütfen formu eksiksiz doldurun");
    await expect(form(page).getByText("Geçerli bir telefon numarası girin")).toBeVisible();
    await expect(form(page).getByText("Mesaj en az 10 karakter olmalıdır")).toBeVisible();
    await expect(form(page).getByLabel("Ad Soyad")).toHaveValue("Mert Öz");

    const before = inbox.received.length;
    await fill(page, { Telefon: "0212 444 55 66", Mesaj: "Sosyal medya yönetimi fiyatı nedir?" });
    await form(page).getByRole("button", { name: "Mesaj Gönder" }).click();
    await expect(page.getByRole("status")).toContainText("Mesajınız başarıyla gönderildi!");
    await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(before + 1);
  });

  test("the newsletter box subscribes on the /bulten page", async ({ page }) => {
    await page.goto("/hakkimizda");
    await page.locator("footer").getByLabel("E-posta adresiniz").fill("nojs-okur@ornek.com");
    await page.locator("footer").getByRole("button", { name: "Abone Ol" }).click();
    await expect(page).toHaveURL(/\/bulten$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-bülten aboneliği");
    await expect(page.getByRole("status").first()).toContainText("onay bağlantısını açın");
  });
});

test("subscribing to the newsletter twice asks both times to confirm by e-mail", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByLabel("E-posta adresiniz").fill("yanlis-adres");
  await footer.getByRole("button", { name: "Abone Ol" }).click();
  await expect(footer.getByText("Lütfen geçerli bir e-posta adresi girin.")).toBeVisible();

  await footer.getByLabel("E-posta adresiniz").fill("Okur@Ornek.com");
  await footer.getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.getByText(/onay bağlantısını açın.*2-3 e-posta/).first()).toBeVisible();
  await expect(footer.getByLabel("E-posta adresiniz")).toHaveValue("");

  await footer.getByLabel("E-posta adresiniz").fill("okur@ornek.com");
  await footer.getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.getByText(/onay bağlantısını açın/).first()).toBeVisible();
  await expect(page.getByText(/zaten abone/)).toHaveCount(0);
});

/** The site-relative path of the first link to `path` in a received mail's plain text. */
function linkIn(text: string | undefined, path: string): string {
  const url = (text ?? "").match(/https?:\/\/\S+/g)?.find((candidate) => new URL(candidate).pathname === path);
  if (!url) throw new Error(`no ${path} link in: ${text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

test("double opt-in: sign up, confirm from the e-mail, then unsubscribe from it", async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const address = "cift-onay@ornek.com.tr";
  await page.goto("/blog");
  const footer = page.locator("footer");
  await footer.getByLabel("E-posta adresiniz").fill(address);
  await footer.getByRole("button", { name: "Abone Ol" }).click();
  await expect(page.getByText(/Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz onay bağlantısını açın/).first()).toBeVisible();

  await expect.poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes(address)).length, { timeout: 10_000 }).toBe(1);
  const mail = inbox.received.find((received) => received.envelopeTo.includes(address));
  expect(mail?.parsed.subject).toMatch(/aboneliğinizi onaylayın/);
  expect(mail?.parsed.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(/List-Unsubscribe=One-Click/);
  const confirmPath = linkIn(mail?.parsed.text, "/bulten/onay");
  const unsubscribePath = linkIn(mail?.parsed.text, "/bulten/iptal");

  const confirmed = await page.goto(confirmPath);
  expect(confirmed?.status()).toBe(200);
  expect(confirmed?.headers()["cache-control"]).toBe("no-store");
  expect(confirmed?.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğiniz onaylandı");
  await expectNoAxeViolations(page);
  // Opening it again changes nothing and says so.
  await page.goto(confirmPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğiniz zaten onaylı");

  await page.goto(unsubscribePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-bülten aboneliğinden çıkın");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Abonelikten çık" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aboneliğiniz iptal edildi");
  await expect(page.getByRole("status")).toContainText("artık e-bülten göndermeyeceğiz");
  await expectNoAxeViolations(page);

  expect(consoleErrors).toEqual([]);

  // A mail client's one-click request (RFC 8058) to the same URL answers 200, also when repeated.
  const oneClick = await page.request.post(unsubscribePath, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  // A tampered link is refused kindly (with a 400, which the browser logs as a failed load).
  const tampered = await page.goto(`${confirmPath.slice(0, -3)}xyz`);
  expect(tampered?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Onay bağlantısı geçersiz");
  await expectNoAxeViolations(page);
});
