import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { LEAD_API_PATHS } from "../../app/features/leads/api-paths";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { asOwnClient, collectConsoleErrors, waitForTool } from "./helpers";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { E2E_CRAWL_FIXTURE_PORTS, E2E_MAIN_ENV, E2E_SMTP_PORT, E2E_WEBHOOK_PORT } from "../../playwright.config";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { REPORT_REQUEST_FORM_TEXT, REPORT_REQUEST_REPLIES, REPORT_REQUEST_TEXT } from "../../app/features/leads/report-request.content";
import { seoToolTitle } from "../../app/features/seo-tools/content";

// One SMTP inbox and one webhook receiver on fixed ports for the whole file.
test.describe.configure({ mode: "serial" });

let inbox: TestSmtpServer;
/** What the site posted to its lead webhook (LEADS_WEBHOOK_URL) while this file ran. */
const hooks: Record<string, unknown>[] = [];
let webhook: http.Server;
test.beforeAll(async () => {
  inbox = await startTestSmtpServer(E2E_SMTP_PORT);
  webhook = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      hooks.push(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>);
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => webhook.listen(E2E_WEBHOOK_PORT, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  await inbox.stop();
  await new Promise<void>((resolve) => webhook.close(() => resolve()));
});

const form = (page: Page) => page.getByRole("form", { name: "İletişim formu" });

/** `npm run monitor -- <args>` on the main server's database, as its operator would run it. */
async function monitor(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/monitor.ts", ...args], {
    env: { ...process.env, ...E2E_MAIN_ENV, LOG_LEVEL: "error" },
    timeout: 60_000,
  });
  return stdout;
}

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

/*
 * "Raporu e-postama gönder" after a free site audit: a visit that arrived from a Google ad runs the
 * audit of a small site on an allow-listed loopback port, asks for the report by e-mail, and the
 * visitor's message (summary, link, a PDF that opens), the agency's copy and the webhook all carry
 * what they must. The site and the webhook receiver live in this file, beside the inbox.
 */
test.describe("the site audit's report by e-mail", () => {
  const SITE_ORIGIN = `http://127.0.0.1:${E2E_CRAWL_FIXTURE_PORTS.leads}`;
  const AD_LANDING = "/seo-analizi?utm_source=google&utm_medium=cpc&gclid=x";
  let site: http.Server;
  let reportPath = "";
  /** The site monitoring test turns the home page noindex, then back. */
  let homeNoindex = false;

  const page = (title: string, body: string, head = "") =>
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><main><h1>${title.replace(/</g, "&lt;")}</h1>${body}</main></body></html>`;

  test.beforeAll(async () => {
    site = http.createServer((request, response) => {
      const path = (request.url ?? "/").split("?")[0];
      if (path === "/") {
        const robots = homeNoindex ? '<meta name="robots" content="noindex">' : "";
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("Lead fikstürü", `<a href="/kotu">Kötü</a>`, robots));
      } else if (path === "/sitemap.xml") {
        response.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${SITE_ORIGIN}/</loc></url></urlset>`);
      }
      // Markup in a title the report (and so the e-mails) repeat.
      else if (path === "/kotu") response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("&lt;script&gt;window.__pwned=1&lt;/script&gt; =HYPERLINK(1)", `<a href="/">Ana sayfa</a>`));
      else response.writeHead(404, { "content-type": "text/plain" }).end("yok");
    });
    await new Promise<void>((resolve) => site.listen(E2E_CRAWL_FIXTURE_PORTS.leads, "127.0.0.1", resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => site.close(() => resolve()));
  });

  const reportForm = (page: Page) => page.getByRole("form", { name: "Raporu e-postayla gönderme formu" });

  async function requestReport(page: Page, email: string): Promise<void> {
    await reportForm(page).getByRole("textbox", { name: "E-posta" }).fill(email);
    await reportForm(page).getByRole("checkbox", { name: /KVKK Aydınlatma Metni/ }).check();
    await reportForm(page).getByRole("button", { name: "Raporu Gönder" }).click();
  }

  test("a visit from an ad audits its site, gets the report by e-mail, and the agency learns where it came from", async ({ page }, testInfo) => {
    test.slow();
    // A visitor of its own: the audit lets a visitor have one at a time (tests/e2e/helpers.ts).
    await asOwnClient(page, testInfo);
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(AD_LANDING, { referer: "https://www.google.com/" });
    await waitForTool(page);
    await page.getByLabel("Site adresi", { exact: true }).fill(`${SITE_ORIGIN}/`);
    await page.getByRole("button", { name: "Ücretsiz analiz et" }).click();
    await page.waitForURL(/\/seo-analizi\/rapor\/[A-Za-z0-9_-]{22}$/, { timeout: 60_000 });
    reportPath = new URL(page.url()).pathname;

    // The form names what is missing, under each field, and sends nothing.
    const before = inbox.received.length;
    await reportForm(page).getByRole("button", { name: "Raporu Gönder" }).click();
    await expect(reportForm(page).getByText("E-posta adresi zorunludur")).toBeVisible();
    await expect(reportForm(page).getByText("Raporu gönderebilmemiz için KVKK onayını işaretleyin")).toBeVisible();
    await expectNoAxeViolations(page);

    await requestReport(page, "rapor-isteyen@ornek.com.tr");
    await expect(page.getByText("Raporunuz e-posta adresinize gönderiliyor. Birkaç dakika içinde gelen kutunuza bakın.")).toBeVisible();
    await expect.poll(() => inbox.received.length, { timeout: 15_000 }).toBe(before + 2);

    const visitor = inbox.received.find((mail) => mail.envelopeTo.includes("rapor-isteyen@ornek.com.tr"));
    const agency = inbox.received.slice(before).find((mail) => mail.envelopeTo.includes("teklif@ajans.example"));
    if (!visitor || !agency) throw new Error("the visitor's or the agency's e-mail is missing");
    expect(visitor.parsed.subject).toBe(`Ücretsiz SEO Analizi raporunuz: ${SITE_ORIGIN}/`);
    expect(visitor.parsed.text).toContain(`/seo-analizi/rapor/${reportPath.split("/").pop()}`);
    expect(visitor.parsed.text).toMatch(/Puan: \d+ \/ 100/);
    expect(visitor.parsed.html).not.toContain("<script>window.__pwned");
    const [attachment] = visitor.parsed.attachments;
    expect(attachment?.contentType).toBe("application/pdf");
    const pdf = await getDocument({ data: new Uint8Array(attachment?.content ?? []), useSystemFonts: false, isEvalSupported: false }).promise;
    expect(pdf.numPages).toBeGreaterThan(0);

    expect(agency.parsed.subject).toBe(`Yeni rapor talebi: Ücretsiz SEO Analizi (${SITE_ORIGIN}/)`);
    for (const line of ["utm_source: google", "utm_medium: cpc", "gclid: x", "Yönlendiren site: www.google.com", `Giriş sayfası: ${AD_LANDING}`]) {
      expect(agency.parsed.text).toContain(line);
    }
    await expect.poll(() => hooks.find((hook) => hook.event === "report_request"), { timeout: 15_000 }).toBeTruthy();
    expect(hooks.find((hook) => hook.event === "report_request")).toMatchObject({
      request: { tool: "seo-analizi", email: "rapor-isteyen@ornek.com.tr" },
      attribution: { utm_source: "google", utm_medium: "cpc", gclid: "x", referrer_host: "www.google.com", landing_page: AD_LANDING, form_source: "seo-analizi" },
    });
    expect(consoleErrors).toEqual([]);
  });

  test("the fourth report for one address in a day is refused in Turkish and sends nothing", async ({ page }) => {
    expect(reportPath, "the report the test before stored").not.toBe("");
    // Its own address per try: a retry must not start with this address's day already used up.
    const recipient = `dort-kez-${test.info().retry}@ornek.com`;
    await page.goto(reportPath);
    for (let index = 0; index < 3; index += 1) {
      await requestReport(page, recipient);
      // A sent form is emptied: the next request starts after this one was answered.
      await expect(reportForm(page).getByRole("textbox", { name: "E-posta" })).toHaveValue("");
    }
    await expect.poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes(recipient)).length, { timeout: 20_000 }).toBe(3);
    await requestReport(page, recipient);
    await expect(page.getByText("Bu e-posta adresine bugün en fazla 3 rapor gönderebiliyoruz. Yarın tekrar deneyin ya da raporu sayfadan indirin.")).toBeVisible();
    // One delivery round later, still three.
    await page.waitForTimeout(2_500);
    expect(inbox.received.filter((mail) => mail.envelopeTo.includes(recipient))).toHaveLength(3);
  });

  test("'Uzmanla görüşün' opens the contact form with the report named in an editable message", async ({ page }) => {
    expect(reportPath, "the report the test before stored").not.toBe("");
    await page.goto(reportPath);
    await page.getByRole("link", { name: "Uzmanla görüşün" }).click();
    await expect(page).toHaveURL(/\/iletisim\?/);
    await expect(form(page).getByLabel("Konu")).toHaveValue("Ücretsiz SEO Analizi sonucu hakkında görüşme");
    await expect(form(page).getByLabel("Mesaj")).toHaveValue(new RegExp(`${SITE_ORIGIN}/ için Ücretsiz SEO Analizi[\\s\\S]*Rapor: .*${reportPath}`));
    await form(page).getByLabel("Mesaj").fill("Raporu okudum, teklif bekliyorum.");
    await expect(form(page).getByLabel("Mesaj")).toHaveValue("Raporu okudum, teklif bekliyorum.");
  });

  /*
   * "Sitemi takip et": the owner subscribes from the report, confirms by the e-mailed link, and the
   * operator's `npm run monitor -- check all` (run here on the main server's database) finds the
   * home page turned noindex: one alert, none the next time, one "düzeldi" after the fix, and
   * nothing once the owner has left with the e-mail's one-click unsubscribe.
   */
  test("a watched site: subscribe from the report, confirm by e-mail, one alert per change, one 'düzeldi', nothing after one-click unsubscribe", async ({ page }) => {
    test.slow();
    expect(reportPath, "the report the test before stored").not.toBe("");
    const owner = `takip-${test.info().retry}@ornek.com.tr`;
    const ownerMails = () => inbox.received.filter((mail) => mail.envelopeTo.includes(owner));
    const consoleErrors = collectConsoleErrors(page);
    await page.goto(reportPath);
    const watchForm = page.getByRole("form", { name: "Site takibi formu" });
    await watchForm.getByRole("button", { name: "Takibi Başlat" }).click();
    await expect(watchForm.getByText("Takip için KVKK aydınlatma metnini onaylamanız gerekiyor.")).toBeVisible();
    await watchForm.getByRole("textbox", { name: "E-posta" }).fill(owner);
    await watchForm.getByRole("checkbox", { name: /KVKK Aydınlatma Metni/ }).check();
    await watchForm.getByRole("button", { name: "Takibi Başlat" }).click();
    await expect(page.getByText(/Onay bağlantısını e-posta adresinize gönderdik/)).toBeVisible();
    await expectNoAxeViolations(page);

    await expect.poll(() => ownerMails().length, { timeout: 15_000 }).toBe(1);
    const confirmation = ownerMails()[0];
    expect(confirmation?.parsed.subject).toBe(`${new URL(SITE_ORIGIN).host} için site takibini onaylayın`);
    const agencyBefore = inbox.received.filter((mail) => mail.envelopeTo.includes("teklif@ajans.example")).length;
    const confirmed = await page.goto(linkIn(confirmation?.parsed.text, "/site-takibi/onayla"));
    expect(confirmed?.status()).toBe(200);
    expect(confirmed?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site takibi başladı");
    await expectNoAxeViolations(page);
    // The agency hears of the new watch, with where the visit came from.
    await expect.poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes("teklif@ajans.example")).length, { timeout: 15_000 }).toBe(agencyBefore + 1);
    await expect.poll(() => hooks.some((hook) => hook.event === "site_watch"), { timeout: 15_000 }).toBe(true);

    const alertsAbout = (words: string) => ownerMails().filter((mail) => mail.parsed.subject?.includes(words));
    homeNoindex = true;
    await monitor("check", "all");
    await expect.poll(() => alertsAbout("noindex").length, { timeout: 15_000 }).toBe(1);
    expect(ownerMails()).toHaveLength(2);
    const alert = alertsAbout("noindex")[0];
    expect(alert?.parsed.subject).toContain("aramadan çıkarılmak üzere (noindex)");
    expect(alert?.parsed.text).toContain("Uzmanla görüşün");
    // Its report link counts as reading us, then leads to the site's report.
    await page.goto(linkIn(alert?.parsed.text, "/site-takibi/rapor"));
    await expect(page).toHaveURL(new RegExp(`${reportPath}$`));
    expect(alert?.parsed.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toMatch(/List-Unsubscribe=One-Click/);

    // Still noindex the next day: nothing new.
    await monitor("check", "all");
    await page.waitForTimeout(2_500);
    expect(ownerMails()).toHaveLength(2);

    // Fixed: one "düzeldi".
    homeNoindex = false;
    await monitor("check", "all");
    await expect.poll(() => ownerMails().length, { timeout: 15_000 }).toBe(3);
    const recovered = ownerMails()[2];
    expect(recovered?.parsed.subject).toContain("düzeldi");

    // The mail client's one-click unsubscribe (RFC 8058): the watch ends, nothing more arrives.
    const leave = linkIn(recovered?.parsed.text, "/site-takibi/birak");
    const oneClick = await page.request.post(leave, { form: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    homeNoindex = true;
    await monitor("check", "all");
    await page.waitForTimeout(2_500);
    expect(ownerMails()).toHaveLength(3);
    homeNoindex = false;
    await page.goto(leave);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Takip sona erdi");
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the report page's form posts to the page and answers in Turkish", async ({ page }) => {
      expect(reportPath, "the report the test before stored").not.toBe("");
      await page.goto(reportPath);
      await reportForm(page).getByRole("textbox", { name: "E-posta" }).fill("js-siz@ornek.com");
      await reportForm(page).getByRole("button", { name: "Raporu Gönder" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Lütfen formu eksiksiz doldurun" })).toBeVisible();
      await expect(reportForm(page).getByText("Raporu gönderebilmemiz için KVKK onayını işaretleyin")).toBeVisible();

      const before = inbox.received.length;
      await requestReport(page, "js-siz@ornek.com");
      await expect(page.getByRole("status").filter({ hasText: "Raporunuz e-posta adresinize gönderiliyor." })).toBeVisible();
      await expect.poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes("js-siz@ornek.com")).length, { timeout: 15_000 }).toBe(1);
      expect(inbox.received.length).toBeGreaterThanOrEqual(before + 1);
    });

    test("'Sitemi takip et' posts to the report page: errors under the fields, then the confirmation e-mail", async ({ page }) => {
      expect(reportPath, "the report the test before stored").not.toBe("");
      const owner = `js-siz-takip-${test.info().retry}@ornek.com`;
      await page.goto(reportPath);
      const watchForm = page.getByRole("form", { name: "Site takibi formu" });
      await watchForm.getByRole("textbox", { name: "E-posta" }).fill(owner);
      await watchForm.getByRole("button", { name: "Takibi Başlat" }).click();
      // The server's page: the answer above the form, the message under the box.
      await expect(watchForm.getByRole("alert")).toHaveText("Takip için KVKK aydınlatma metnini onaylamanız gerekiyor.");
      await expect(watchForm.locator('[data-error-for="consent"]')).toHaveText("Takip için KVKK aydınlatma metnini onaylamanız gerekiyor.");

      await watchForm.getByRole("textbox", { name: "E-posta" }).fill(owner);
      await watchForm.getByRole("checkbox", { name: /KVKK Aydınlatma Metni/ }).check();
      await watchForm.getByRole("button", { name: "Takibi Başlat" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Onay bağlantısını e-posta adresinize gönderdik." })).toBeVisible();
      await expect.poll(() => inbox.received.filter((mail) => mail.envelopeTo.includes(owner)).length, { timeout: 15_000 }).toBe(1);
    });
  });
});

/*
 * "Raporu e-postama gönder" under a tool's result: a result made in the browser, the panel filled
 * and sent, and the message read from this file's inbox. The attachment must be what the tool
 * showed or downloads. Every test writes to its own address: a recipient gets at most three
 * reports a day. Here, beside the inbox, because only one spec can listen on E2E_SMTP_PORT.
 */
test.describe("tool results by e-mail", () => {
  const AGENCY = "teklif@ajans.example";
  const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

  const panelForm = (page: Page) => page.getByRole("form", { name: REPORT_REQUEST_FORM_TEXT.formLabel });

  async function mailTo(address: string): Promise<ReceivedMail> {
    await expect.poll(() => inbox.received.some((mail) => mail.envelopeTo.includes(address)), { timeout: 15_000 }).toBe(true);
    const mail = inbox.received.find((candidate) => candidate.envelopeTo.includes(address));
    if (!mail) throw new Error(`no mail to ${address}`);
    return mail;
  }

  /** The agency's copy of a request names the tool; waited for so no delivery is left for another spec's inbox. */
  async function agencyCopy(toolTitle: string): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) => mail.envelopeTo.includes(AGENCY) && (mail.parsed.subject ?? "").includes(toolTitle);
    await expect.poll(() => inbox.received.some(match), { timeout: 15_000 }).toBe(true);
    const mail = inbox.received.find(match);
    if (!mail) throw new Error(`no agency copy for ${toolTitle}`);
    return mail;
  }

  async function send(form: Locator, email: string) {
    await form.getByRole("textbox", { name: REPORT_REQUEST_FORM_TEXT.emailLabel, exact: true }).fill(email);
    await form.getByRole("checkbox", { name: /KVKK Aydınlatma Metni/ }).check();
    await form.getByRole("button", { name: REPORT_REQUEST_FORM_TEXT.submit }).click();
  }

  function attachment(mail: ReceivedMail, name: string): string {
    const file = mail.parsed.attachments.find((candidate) => candidate.filename === name);
    expect(file, `attachment ${name}`).toBeDefined();
    return file ? file.content.toString("utf8") : "";
  }

  test("llms.txt: consent is required, the panel passes axe, and the file arrives as shown", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const recipient = "llms-raporu@ornek.example";
    await page.goto("/seo-araclari/llms-txt-uretici");
    await waitForTool(page);
    // Nothing to send before there is a file.
    await expect(panelForm(page)).toHaveCount(0);

    await page.getByLabel("Site adı").fill("Örnek Mobilya");
    await page.getByLabel("Site URL'si").fill("https://mobilya.example");
    const shown = await page.getByLabel("llms.txt önizlemesi").inputValue();
    expect(shown).toContain("# Örnek Mobilya");
    const form = panelForm(page);
    await expect(form).toBeVisible();

    const axe = await new AxeBuilder({ page }).include('section:has(> form[data-lead-form="report"])').withTags(WCAG_TAGS).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);

    // Without the KVKK consent the form says so under the checkbox and sends nothing.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await form.getByRole("textbox", { name: REPORT_REQUEST_FORM_TEXT.emailLabel, exact: true }).fill(recipient);
    await form.getByRole("button", { name: REPORT_REQUEST_FORM_TEXT.submit }).click();
    const consentError = form.locator('[data-error-for="consent"]');
    await expect(consentError).toHaveText(REPORT_REQUEST_TEXT.consentRequired);
    await expect(consentError).toBeVisible();
    expect(posts).toEqual([]);

    await send(form, recipient);
    await expect(page.getByText(REPORT_REQUEST_REPLIES.successToast)).toBeVisible();
    const mail = await mailTo(recipient);
    expect(mail.parsed.subject).toContain(seoToolTitle("llms-txt-uretici"));
    expect(attachment(mail, "llms.txt")).toBe(shown);
    await agencyCopy(seoToolTitle("llms-txt-uretici"));
    expect(errors).toEqual([]);
  });

  test("sitemap: the sitemap.xml attached is the one in the preview", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const recipient = "sitemap-raporu@ornek.example";
    await page.goto("/seo-araclari/sitemap-uretici");
    await waitForTool(page);
    await expect(panelForm(page)).toHaveCount(0);

    await page.getByLabel("Base URL", { exact: true }).fill("https://www.ornek.example");
    await page.getByRole("button", { name: "Yaygın sayfaları ekle" }).click();
    const preview = page.getByLabel("sitemap.xml önizlemesi");
    await expect(preview).toHaveValue(/<loc>https:\/\/www\.ornek\.example\/hizmetler<\/loc>/);
    const shown = await preview.inputValue();

    await send(panelForm(page), recipient);
    await expect(page.getByText(REPORT_REQUEST_REPLIES.successToast)).toBeVisible();
    const mail = await mailTo(recipient);
    expect(mail.parsed.subject).toContain(seoToolTitle("sitemap-uretici"));
    expect(mail.parsed.text).toContain("sitemap.xml dosyasında 5 URL var.");
    expect(attachment(mail, "sitemap.xml")).toBe(shown);
    await agencyCopy(seoToolTitle("sitemap-uretici"));
    expect(errors).toEqual([]);
  });

  test("rank finder's Search Console import: the CSV attached is the queries table's download, a formula cell made inert", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const recipient = "sira-raporu@ornek.example";
    await page.goto("/seo-araclari/sira-bulucu");
    await waitForTool(page);
    const exported = [
      "\uFEFFEn çok yapılan sorgular,Tıklamalar,Gösterimler,TO,Konum",
      'seo ajansı,412,9870,"4,17%","4,12"',
      '"=HYPERLINK(""https://kotu.example"",""tikla"")",20,400,"5%","12,5"',
    ].join("\n");
    await page.getByLabel("Search Console dosyalarını seçin").setInputFiles({ name: "Sorgular.csv", mimeType: "text/csv", buffer: Buffer.from(exported) });
    const queries = page.getByRole("region", { name: "En çok tıklanan sorgular", exact: true });
    await expect(queries.locator("tbody th")).toHaveText(["seo ajansı", '=HYPERLINK("https://kotu.example","tikla")']);
    const [download] = await Promise.all([page.waitForEvent("download"), queries.getByRole("button", { name: "CSV olarak indir" }).click()]);
    const downloaded = await readFile(await download.path(), "utf8");

    await send(panelForm(page), recipient);
    await expect(page.getByText(REPORT_REQUEST_REPLIES.successToast)).toBeVisible();
    const mail = await mailTo(recipient);
    const csv = attachment(mail, "search-console-sorgular.csv");
    expect(csv).toBe(downloaded);
    expect(csv.split("\r\n")).toContain(`"'=HYPERLINK(""https://kotu.example"",""tikla"")",20,400,5%,12.5`);
    await agencyCopy(seoToolTitle("sira-bulucu"));
    expect(errors).toEqual([]);
  });
});
