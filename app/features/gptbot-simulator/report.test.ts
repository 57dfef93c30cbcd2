import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzePage } from "./analyze";
import { GPTBOT_USER_AGENT } from "~/capabilities/ai-crawlers/crawlers";
import { ANALYZER_MESSAGES } from "./messages.content";
import { REPORT_FILE_NAME, REPORT_LIST_LIMIT, buildBotView, buildGptbotReport } from "./report.content";
import { isInternalLink, isVagueLinkText, scoreBand } from "./rules";

const kitchenSink = readFileSync(new URL("../../../tests/fixtures/page-analyzer/kitchen-sink.html", import.meta.url), "utf8");

const analysis = analyzePage({
  url: "https://www.example.com/sayfa/",
  html: kitchenSink,
  headers: { "x-robots-tag": ["gptbot: noindex", "nofollow"] },
  robotsTxt: "User-agent: GPTBot\nDisallow: /sayfa",
});

describe("gptbot-analysis.txt", () => {
  const report = buildGptbotReport(analysis, { generatedAt: new Date("2025-03-01T09:30:00Z") });

  it("has every section in order", () => {
    const headings = [
      "GPTBOT SİMÜLATÖRÜ – SAYFA ANALİZ RAPORU",
      "1. ÖZET",
      "2. META BİLGİLERİ",
      "3. ROBOTS YÖNERGELERİ",
      "4. YAPAY ZEKÂ TARAYICILARI (robots.txt)",
      "5. BAŞLIK YAPISI (3)",
      "6. SEO SORUNLARI (7)",
      "7. ERİŞİLEBİLİRLİK SORUNLARI (6)",
      "8. YAPILANDIRILMIŞ VERİ (JSON-LD)",
      "9. GÖRSELLER (4)",
      "10. BAĞLANTILAR (7; site içi: 6, dış: 1)",
      "11. BOTUN GÖRDÜĞÜ İÇERİK",
    ];
    let last = -1;
    for (const heading of headings) {
      const at = report.indexOf(heading);
      expect(at, heading).toBeGreaterThan(last);
      last = at;
    }
  });

  it("states scores, bands, readability and the simulated user agent in Turkish", () => {
    expect(report).toContain(`SEO puanı: ${analysis.seoScore.score}/100 (${analysis.seoScore.band})`);
    expect(report).toContain(`Erişilebilirlik puanı: ${analysis.accessibility.score}/100 (Zayıf)`);
    expect(report).toContain("Okunabilirlik (Ateşman): ");
    expect(report).toContain("Tarih: 1 Mart 2025 12:30"); // Europe/Istanbul, UTC+3
    expect(report).toContain(GPTBOT_USER_AGENT);
  });

  it("lists robots rules, crawler verdicts, issues with penalties, images and links", () => {
    expect(report).toContain("- X-Robots-Tag başlığı (gptbot): noindex");
    expect(report).toContain("GPTBot için: dizine eklenmez (noindex), bağlantılar izlenmez (nofollow)");
    expect(report).toContain("- GPTBot (OpenAI – Yapay zekâ modeli eğitimi): Engelleniyor; Kural: Disallow: /sayfa (2. satır); Grup: User-agent: GPTBot (1. satır, botun kendi grubu)");
    expect(report).toContain("- [Hata] 1 adet JSON-LD bloğu geçerli JSON değil. (−5 puan)");
    expect(report).toContain("- [Uyarı] Sayfada 2 adet H1 başlığı var; tek bir H1 önerilir. (−5 puan)");
    expect(report).toContain("Türler: Organization");
    expect(report).toContain("- https://www.example.com/sayfa/gorsel.jpg — alt metni EKSİK");
    expect(report).toContain("- (metinsiz) → https://www.example.com/bos");
    expect(report).toContain("    H3: Atlanan seviye");
  });

  it("explains verdicts no rule decided, and a User-agent line read only up to its first word", () => {
    const text = buildGptbotReport(
      analyzePage({ url: "https://example.com/", html: "<p>x</p>", robotsTxt: "User-agent: GPTBot ChatGPT-User\nDisallow: /gizli\n" }),
    );
    expect(text).toContain(
      "- GPTBot (OpenAI – Yapay zekâ modeli eğitimi): İzin veriliyor; Grup: User-agent: GPTBot ChatGPT-User (1. satır, botun kendi grubu). Gruptaki hiçbir kural bu adrese uymuyor; bu yüzden izin veriliyor.",
    );
    expect(text).toContain(
      "  1. satırdaki “User-agent: GPTBot ChatGPT-User” yalnızca ilk ad olarak okunur, ChatGPT-User için geçerli değildir. ChatGPT-User için ayrı bir “User-agent: ChatGPT-User” satırı yazın.",
    );
  });

  it("says when robots.txt was not checked", () => {
    const withoutRobots = buildGptbotReport(analyzePage({ url: "https://example.com/", html: "<p>x</p>" }));
    expect(withoutRobots).toContain("robots.txt kontrol edilmedi.");
    expect(withoutRobots).toContain("Başlık bulunamadı.");
  });

  it("caps long lists", () => {
    const links = Array.from({ length: REPORT_LIST_LIMIT + 5 }, (_, i) => `<a href="/s/${i}">Sayfa ${i}</a>`).join("");
    const big = buildGptbotReport(analyzePage({ url: "https://example.com/", html: `<body>${links}</body>` }));
    expect(big).toContain("… ve 5 tane daha");
  });

  it("exports the required file name and messages", () => {
    expect(REPORT_FILE_NAME).toBe("gptbot-analysis.txt");
    expect(ANALYZER_MESSAGES).toEqual({
      emptyUrl: "Lütfen geçerli bir URL girin!",
      invalidUrl: "Lütfen geçerli bir URL formatı girin!",
      analysisFailed: "Sayfa analizi sırasında hata oluştu!",
      analysisDone: "Sayfa analizi tamamlandı!",
    });
  });
});

describe("bot view", () => {
  it("shows title, description, the GPTBot noindex note and the extracted text", () => {
    const view = buildBotView(analysis);
    expect(view.split("\n").slice(0, 5)).toEqual([
      "Başlık: Dijital Pazarlama Ajansı | Örnek",
      "Açıklama: İstanbul'da SEO ve web tasarım hizmetleri.",
      "Not: Bu sayfa GPTBot için noindex olarak işaretli.",
      "",
      "Ana Sayfa İletişim Partner",
    ]);
    expect(view).not.toContain("betik metni");
  });

  it("explains an empty page (typical of client-side rendered apps)", () => {
    const view = buildBotView(analyzePage({ url: "https://example.com/", html: '<div id="root"></div><script src="/app.js"></script>' }));
    expect(view).toContain("(Sayfada JavaScript çalıştırmadan okunabilen metin yok.)");
  });
});

describe("rule helpers", () => {
  it.each([
    [100, "Mükemmel"],
    [80, "Mükemmel"],
    [79, "İyi"],
    [60, "İyi"],
    [59, "Zayıf"],
    [0, "Zayıf"],
  ] as const)("scoreBand(%d) = %s", (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it("recognises low-information link texts in Turkish and English", () => {
    for (const text of ["tıklayın", "TIKLAYIN", "Buraya", "buraya tıklayın!", "Devamı »", "devamını oku…", "Click here", "Daha fazla"]) {
      expect(isVagueLinkText(text), text).toBe(true);
    }
    for (const text of ["SEO hizmetlerimiz", "İletişim", "Fiyat listesini indirin", ""]) {
      expect(isVagueLinkText(text), text).toBe(false);
    }
  });

  it("treats www and bare host as the same site", () => {
    expect(isInternalLink("https://example.com/a", "https://www.example.com/")).toBe(true);
    expect(isInternalLink("https://blog.example.com/a", "https://www.example.com/")).toBe(false);
    expect(isInternalLink("mailto:info@example.com", "https://www.example.com/")).toBe(false);
  });
});
