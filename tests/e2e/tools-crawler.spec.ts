import { readFile } from "node:fs/promises";
import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_ANALYZER_FIXTURE_PORT, E2E_SERPAPI_PORT } from "../../playwright.config";
import { AI_CRAWLERS } from "../../app/capabilities/ai-crawlers/crawlers";
import { HTML_LIMITS } from "../../app/features/gptbot-simulator/limits";
import { ANALYSIS_REFUSAL_MESSAGES } from "../../app/features/gptbot-simulator/messages.content";
import { collectConsoleErrors, waitForTool } from "./helpers";

/*
 * The GPTBot simulator and the rank finder as a visitor uses them, against two loopback servers
 * on fixed ports: a small site (allowed through ANALYZER_ALLOWED_HOSTS in playwright.config.ts)
 * and a stub answering in SerpApi's format (SERP_BASE_URL). Tests run in order in one worker,
 * since both servers own a fixed port.
 */
test.describe.configure({ mode: "default" });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const SITE_ORIGIN = `http://127.0.0.1:${E2E_ANALYZER_FIXTURE_PORT}`;
const PAGE_PATH = "/ozel/kurumsal-seo";
/** Nested one level beyond the analyser's depth limit: refused, never analysed. */
const DEEP_PAGE_PATH = "/ozel/derin";
const RANKED_SITE = "ornekajans.com.tr";

const FIXTURE_PAGE = `<!doctype html>
<html lang="tr">
<head>
  <meta charset="utf-8">
  <title>Kurumsal SEO Danışmanlığı | Örnek Ajans</title>
  <meta name="description" content="Örnek Ajans kurumsal siteler için teknik SEO, içerik stratejisi ve bağlantı çalışmaları yapar.">
  <link rel="canonical" href="${SITE_ORIGIN}${PAGE_PATH}">
  <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Örnek Ajans"},{"@type":"Service","name":"Kurumsal SEO"}]}</script>
</head>
<body>
  <main>
    <h1>Kurumsal SEO Danışmanlığı</h1>
    <p>Arama motorlarında görünür olmak için sitenizin teknik altyapısı sağlam olmalıdır. Biz bunu ölçerek başlarız.</p>
    <h2>Teknik SEO</h2>
    <p>Hız, taranabilirlik ve dizine eklenme sorunlarını birlikte çözeriz.</p>
    <h3>Core Web Vitals</h3>
    <p>Sayfalarınızın yüklenme süresini ölçer ve iyileştiririz.</p>
    <h2>İçerik stratejisi</h2>
    <p>Kullanıcının sorusunu yanıtlayan içerik planı hazırlarız.</p>
    <img src="/gorseller/ekip.jpg">
    <img src="/gorseller/logo.png" alt="Örnek Ajans logosu">
    <a href="/iletisim">İletişime geçin</a>
  </main>
</body>
</html>`;

/*
 * Two bots on one User-agent line, as real sites write it: crawlers read the value up to the first
 * space, so the group is GPTBot's alone and ChatGPT-User falls back to "*".
 */
const FIXTURE_ROBOTS_TXT = "# Örnek Ajans\nUser-agent: GPTBot ChatGPT-User\nDisallow: /\n\nUser-agent: *\nAllow: /\n";

/* ---------- loopback servers ---------- */

let site: http.Server;
let serp: http.Server;
/** While set, the fixture page waits for the test to call it: the loading state is observable. */
let holdPage: Promise<void> | null = null;
let holdSearch: Promise<void> | null = null;
const serpRequests: URLSearchParams[] = [];

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function deferred(): { promise: Promise<void>; release: () => void } {
  let release = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

test.beforeAll(async () => {
  site = http.createServer(async (req, res) => {
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      return void res.end(FIXTURE_ROBOTS_TXT);
    }
    if (req.url === DEEP_PAGE_PATH) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(`<!doctype html><html lang="tr"><body>${"<div>".repeat(HTML_LIMITS.maxDepth + 1)}</body></html>`);
    }
    if (req.url === PAGE_PATH) {
      if (holdPage) await holdPage;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return void res.end(FIXTURE_PAGE);
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<h1>Bulunamadı</h1>");
  });
  serp = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    serpRequests.push(url.searchParams);
    if (holdSearch) await holdSearch;
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        search_information: { total_results: 48_600 },
        organic_results: [
          { position: 1, link: "https://rakip-bir.com.tr/" },
          { position: 2, link: "https://www.rakip-iki.com/seo" },
          { position: 3, link: `https://www.${RANKED_SITE}/hizmetler/seo` },
          { position: 4, link: "https://rakip-uc.net/" },
        ],
        serpapi_pagination: {},
      }),
    );
  });
  await listen(site, E2E_ANALYZER_FIXTURE_PORT);
  await listen(serp, E2E_SERPAPI_PORT);
});

test.afterAll(async () => {
  await close(site);
  await close(serp);
});

/* ---------- helpers ---------- */

async function openPage(browser: Browser, path: string) {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], acceptDownloads: true });
  const page = await context.newPage();
  const consoleErrors = collectConsoleErrors(page);
  await page.goto(path, { waitUntil: "networkidle" });
  // Keyboard handlers (the tabs' arrow keys) exist only once React has hydrated; on a busy machine
  // that can be later than network idle. What is typed or sent earlier has its own tests
  // (tools-prehydration.spec.ts).
  await waitForTool(page);
  return { context, page, consoleErrors };
}

function toast(page: Page, text: string) {
  return page.locator("[data-toast]").filter({ hasText: text });
}

/**
 * Toasts come and go on their own timer and a half-faded one reads as low contrast, so the toaster
 * is checked on its own in tools-generators.spec.ts ("toasts meet WCAG AA contrast").
 */
async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude("[data-toaster]").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
}

/** What a visitor does with "7 × 3 = ?". */
function solve(question: string): number {
  const match = /(\d+) ([+−×]) (\d+) = \?/.exec(question);
  if (!match) throw new Error(`no maths question in “${question}”`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  return match[2] === "+" ? a + b : match[2] === "−" ? a - b : a * b;
}

/* ---------- GPTBot simulator ---------- */

test.describe("GPTBot simulator", () => {
  test("checks the address in the browser first: empty and unparsable", async ({ browser }) => {
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/gptbot-simulatoru");
    let apiCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analyze")) apiCalls += 1;
    });
    const input = page.getByLabel("Sayfa adresi (URL)");
    const analyse = page.getByRole("button", { name: "Analiz Et" });

    await analyse.click();
    await expect(toast(page, "Lütfen geçerli bir URL girin!")).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = await input.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Lütfen geçerli bir URL girin!");
    await expect(input).toBeFocused();

    await input.fill("http://");
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    await input.press("Enter");
    await expect(toast(page, "Lütfen geçerli bir URL formatı girin!")).toBeVisible();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Lütfen geçerli bir URL formatı girin!");

    expect(apiCalls).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("refuses a private address with the server's Turkish reason", async ({ browser }) => {
    const { context, page } = await openPage(browser, "/seo-araclari/gptbot-simulatoru");
    await page.getByLabel("Sayfa adresi (URL)").fill("http://10.0.0.1/");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Analiz Et" }).click();
    expect((await answer).status()).toBe(403);
    const reason = "Bu adres özel/yerel bir ağa işaret ettiği için analiz edilemez.";
    await expect(toast(page, "Sayfa analizi sırasında hata oluştu!")).toContainText(reason);
    await expect(page.getByTestId("analiz-hata-nedeni")).toHaveText(reason);
    await expect(page.getByRole("heading", { name: "Analiz sonucu" })).toHaveCount(0);
    await context.close();
  });

  test("refuses a page nested beyond the analysis limit with a Turkish 422, shown on the screen", async ({ browser }) => {
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/gptbot-simulatoru");
    await page.getByLabel("Sayfa adresi (URL)").fill(`${SITE_ORIGIN}${DEEP_PAGE_PATH}`);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/analyze"));
    await page.getByRole("button", { name: "Analiz Et" }).click();
    const response = await answer;
    expect(response.status()).toBe(422);
    expect(await response.json()).toEqual({ code: "too_complex_depth", error: ANALYSIS_REFUSAL_MESSAGES.depth });
    await expect(toast(page, "Sayfa analizi sırasında hata oluştu!")).toContainText(ANALYSIS_REFUSAL_MESSAGES.depth);
    await expect(page.getByTestId("analiz-hata-nedeni")).toHaveText(ANALYSIS_REFUSAL_MESSAGES.depth);
    await expect(page.getByRole("heading", { name: "Analiz sonucu" })).toHaveCount(0);
    // The browser logs the refused request's status; nothing else may go wrong.
    expect(consoleErrors.filter((error) => !/422/.test(error))).toEqual([]);
    await context.close();
  });

  test("analyses a live page as GPTBot: scores, crawler table, copy and download", async ({ browser }) => {
    // Several round trips plus an axe run over a long page: more than the default 30 s on a busy machine.
    test.slow();
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/gptbot-simulatoru");
    await page.getByLabel("Sayfa adresi (URL)").fill(`${SITE_ORIGIN}${PAGE_PATH}`);

    const hold = deferred();
    holdPage = hold.promise;
    await page.getByRole("button", { name: "Analiz Et" }).click();
    // Loading only while the request runs.
    const busy = page.getByRole("button", { name: "Analiz ediliyor..." });
    await expect(busy).toBeDisabled();
    holdPage = null;
    hold.release();

    await expect(toast(page, "Sayfa analizi tamamlandı!")).toBeVisible();
    await expect(busy).toHaveCount(0);
    const heading = page.getByRole("heading", { name: "Analiz sonucu" });
    await expect(heading).toBeFocused();

    // Score cards with band text.
    const results = page.locator("section", { has: heading });
    await expect(results.getByText("SEO puanı", { exact: true })).toBeVisible();
    await expect(results.getByText("Erişilebilirlik puanı", { exact: true })).toBeVisible();
    await expect(results.getByText(/^(Mükemmel|İyi|Zayıf)$/).first()).toBeVisible();

    // GPTBot is blocked by its own group; each row names the deciding group and rule with line numbers.
    const table = page.getByRole("table");
    const decision = (bot: string) => table.locator(`tr[data-bot="${bot}"] td`).last();
    await expect(table.locator('tr[data-bot="GPTBot"]')).toContainText("Engelleniyor");
    await expect(decision("GPTBot").locator('[data-rule-line="3"]')).toHaveText("Kural: Disallow: / (3. satır)");
    await expect(decision("GPTBot").locator('[data-group-line="2"]')).toHaveText("Grup: User-agent: GPTBot ChatGPT-User (2. satır, botun kendi grubu)");
    // ChatGPT-User is only the second word of that line: it falls back to "*", and the row says why.
    await expect(table.locator('tr[data-bot="ChatGPT-User"]')).toContainText("İzin veriliyor");
    await expect(decision("ChatGPT-User").locator('[data-rule-line="6"]')).toHaveText("Kural: Allow: / (6. satır)");
    await expect(decision("ChatGPT-User").locator('[data-group-line="5"]')).toHaveText("Grup: User-agent: * (5. satır, * grubu, bot için ayrı grup yok)");
    await expect(decision("ChatGPT-User")).toContainText(
      "2. satırdaki “User-agent: GPTBot ChatGPT-User” yalnızca ilk ad olarak okunur, ChatGPT-User için geçerli değildir.",
    );
    await expect(table.locator('tr[data-bot="ClaudeBot"]')).toContainText("İzin veriliyor");
    await expect(table.locator("tbody tr")).toHaveCount(AI_CRAWLERS.length);
    await expect(page.getByText("GPTBot bu sayfayı tarayamaz: robots.txt'nin 3. satırındaki “Disallow: /” kuralı engelliyor.")).toBeVisible();

    // Headings, JSON-LD types, the image without alt, the bot's view of the text.
    await expect(page.getByRole("region", { name: "Başlık listesi" })).toContainText("Core Web Vitals");
    await expect(page.getByRole("list", { name: "Bulunan JSON-LD türleri" })).toContainText("Service");
    await expect(page.getByText(`${SITE_ORIGIN}/gorseller/ekip.jpg`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Botun gördüğü metin" })).toContainText("Hız, taranabilirlik ve dizine eklenme");

    await page.getByRole("button", { name: "Raporu kopyala" }).click();
    await expect(toast(page, "İçerik panoya kopyalandı!")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("GPTBOT SİMÜLATÖRÜ – SAYFA ANALİZ RAPORU");
    expect(copied).toContain(
      "GPTBot (OpenAI – Yapay zekâ modeli eğitimi): Engelleniyor; Kural: Disallow: / (3. satır); Grup: User-agent: GPTBot ChatGPT-User (2. satır, botun kendi grubu)",
    );

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "gptbot-analysis.txt indir" }).click()]);
    expect(download.suggestedFilename()).toBe("gptbot-analysis.txt");
    const file = await readFile(await download.path(), "utf8");
    expect(file).toContain(`Adres: ${SITE_ORIGIN}${PAGE_PATH}`);
    expect(file).toContain("H3: Core Web Vitals");

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("analyses pasted HTML in the browser without asking the server", async ({ browser }) => {
    // Several round trips plus an axe run over a long page: more than the default 30 s on a busy machine.
    test.slow();
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/gptbot-simulatoru");
    let apiCalls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/analyze")) apiCalls += 1;
    });
    // Tabs are keyboard operable.
    await page.getByRole("tab", { name: "Adres ile analiz" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "HTML yapıştır" })).toHaveAttribute("aria-selected", "true");

    const panel = page.getByRole("tabpanel", { name: "HTML yapıştır" });
    await panel.getByRole("button", { name: "Analiz Et" }).click();
    await expect(toast(page, "Lütfen analiz edilecek HTML kodunu yapıştırın!")).toBeVisible();

    await panel.getByLabel("Sayfanın HTML kodu").fill(FIXTURE_PAGE);
    await panel.getByLabel("Sayfanın adresi (isteğe bağlı)").fill("https://www.ornekajans.com.tr/ozel/kurumsal-seo");
    await panel.getByLabel("robots.txt içeriği (isteğe bağlı)").fill("User-agent: ClaudeBot\nDisallow: /ozel\n");
    await panel.getByRole("button", { name: "Analiz Et" }).click();

    await expect(toast(page, "Sayfa analizi tamamlandı!")).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.locator('tr[data-bot="ClaudeBot"]')).toContainText("Disallow: /ozel");
    await expect(table.locator('tr[data-bot="GPTBot"]')).toContainText("İzin veriliyor");
    await expect(page.getByText("https://www.ornekajans.com.tr/gorseller/ekip.jpg")).toBeVisible();
    expect(apiCalls).toBe(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

/* ---------- rank finder ---------- */

test.describe("rank finder", () => {
  const questionText = (page: Page) => page.getByText(/^\d+ [+−×] \d+ = \?$/);

  test("search stays disabled until both fields and the captcha answer are filled", async ({ browser }) => {
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/sira-bulucu");
    const find = page.getByRole("button", { name: "Sıralamayı Bul" });
    await expect(questionText(page)).toBeVisible();
    const location = page.getByRole("textbox", { name: "Konum", exact: true });
    await expect(location).toBeDisabled();
    await expect(location).toHaveValue("Türkiye");
    await expect(find).toBeDisabled();
    await page.getByLabel("Web sitesi").fill(RANKED_SITE);
    await expect(find).toBeDisabled();
    await page.getByLabel("Anahtar kelime").fill("kurumsal seo");
    await expect(find).toBeDisabled();
    await page.getByLabel(/Güvenlik sorusu/).fill("5");
    await expect(find).toBeEnabled();
    await page.getByLabel("Anahtar kelime").fill("   ");
    await expect(find).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test("a wrong answer says so and brings a new question; the right one finds the site at 3", async ({ browser }) => {
    // Several round trips plus an axe run over a long page: more than the default 30 s on a busy machine.
    test.slow();
    const { context, page, consoleErrors } = await openPage(browser, "/seo-araclari/sira-bulucu");
    const find = page.getByRole("button", { name: "Sıralamayı Bul" });
    const answer = page.getByLabel(/Güvenlik sorusu/);
    await page.getByLabel("Web sitesi").fill(`https://www.${RANKED_SITE}/`);
    await page.getByLabel("Anahtar kelime").fill("  kurumsal seo  ");
    await page.getByText("Mobil", { exact: true }).click();

    // Wrong answer: 'Hata' / 'Lütfen doğru cevabı girin', a fresh question, the provider untouched.
    const firstQuestion = (await questionText(page).textContent()) ?? "";
    await answer.fill(String(solve(firstQuestion) + 1));
    let nextCaptcha = page.waitForResponse((response) => response.url().endsWith("/api/captcha"));
    await find.click();
    const wrongToast = toast(page, "Lütfen doğru cevabı girin");
    await expect(wrongToast).toBeVisible();
    await expect(wrongToast).toContainText("Hata");
    let fresh = (await (await nextCaptcha).json()) as { question: string };
    await expect(questionText(page)).toHaveText(fresh.question);
    await expect(answer).toHaveValue("");
    await expect(answer).toBeFocused();
    expect(serpRequests).toHaveLength(0);

    // Right answer: 'Aranıyor...' while the search runs, then the result card.
    await answer.fill(String(solve(fresh.question)));
    const hold = deferred();
    holdSearch = hold.promise;
    nextCaptcha = page.waitForResponse((response) => response.url().endsWith("/api/captcha"));
    await find.click();
    await expect(page.getByRole("button", { name: "Aranıyor..." })).toBeDisabled();
    holdSearch = null;
    hold.release();

    const result = page.getByRole("region", { name: "Sonuç" });
    await expect(result).toContainText("Site 3. sırada bulundu!");
    await expect(result).toContainText("kurumsal seo");
    await expect(result).toContainText("Mobil");
    await expect(page.getByRole("button", { name: "Aranıyor..." })).toHaveCount(0);
    expect(serpRequests).toHaveLength(1);
    expect(serpRequests[0]?.get("q")).toBe("kurumsal seo");
    expect(serpRequests[0]?.get("device")).toBe("mobile");

    // Every search brings a new question that must be solved again.
    fresh = (await (await nextCaptcha).json()) as { question: string };
    await expect(questionText(page)).toHaveText(fresh.question);
    await expect(answer).toHaveValue("");
    await expect(find).toBeDisabled();

    await expectNoAxeViolations(page);
    // The browser logs the refused wrong answer (HTTP 403) itself; nothing else may appear.
    expect(consoleErrors.filter((message) => !message.includes("status of 403 (Forbidden)"))).toEqual([]);
    expect(consoleErrors).toHaveLength(1);
    await context.close();
  });
});
