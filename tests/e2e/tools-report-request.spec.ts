import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { REPORT_REQUEST_FORM_TEXT, REPORT_REQUEST_TEXT } from "../../app/features/leads/report-request.content";
import { seoToolTitle } from "../../app/features/seo-tools/content";
import { E2E_SMTP_PORT } from "../../playwright.config";
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from "../support/smtp";
import { collectConsoleErrors, waitForTool } from "./helpers";

/**
 * "Raporu e-postama gönder" under a tool's result (issue 31): a result made in the browser, the
 * panel filled and sent, and the message read from the loopback SMTP server the site delivers to
 * (SMTP_URL in playwright.config.ts). The attachment must be what the tool showed or downloads.
 * Every test writes to its own address: a recipient gets at most three reports a day.
 *
 * The inbox listens on E2E_SMTP_PORT, as the leads spec's does: the two files must not run at the
 * same moment (each waits here for the port, and collects its agency copies before letting go).
 */

test.describe.configure({ mode: "serial" });

const AGENCY = "teklif@ajans.example";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

let inbox: TestSmtpServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The leads spec may hold the port for a while: wait for it rather than fail.
  for (let attempt = 0; ; attempt++) {
    try {
      inbox = await startTestSmtpServer(E2E_SMTP_PORT);
      return;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
});
test.afterAll(async () => {
  await inbox?.stop();
});

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
  await expect(page.getByText(REPORT_REQUEST_TEXT.successToast)).toBeVisible();
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
  await expect(page.getByText(REPORT_REQUEST_TEXT.successToast)).toBeVisible();
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
  await expect(page.getByText(REPORT_REQUEST_TEXT.successToast)).toBeVisible();
  const mail = await mailTo(recipient);
  const csv = attachment(mail, "search-console-sorgular.csv");
  expect(csv).toBe(downloaded);
  expect(csv.split("\r\n")).toContain(`"'=HYPERLINK(""https://kotu.example"",""tikla"")",20,400,5%,12.5`);
  await agencyCopy(seoToolTitle("sira-bulucu"));
  expect(errors).toEqual([]);
});
