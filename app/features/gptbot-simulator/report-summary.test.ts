import { describe, expect, it } from "vitest";
import { analyzePage } from "./analyze";
import { csvText } from "~/shared/csv";
import { liveAccessCsvRows, liveAccessToCsv } from "./live-access-csv";
import type { BotAccess, LiveAiAccessResult } from "./live-types";
import { liveAccessReportSummary } from "./live-access-report-summary";
import { analysisReportSummary } from "./report-summary";

const bot = (token: string, status: BotAccess["status"]): BotAccess => ({
  token,
  vendor: "OpenAI",
  purpose: "=Eğitim",
  group: "training",
  userAgent: null,
  status,
  verdict: "Karar",
  details: [],
  robots: { allowed: true, rule: null, line: null },
  http: null,
  directives: [],
  contentSignals: [],
});

const live = (over: Partial<LiveAiAccessResult> = {}): LiveAiAccessResult => ({
  url: "https://ornek.com.tr/",
  robotsTxt: { kind: "missing", url: "https://ornek.com.tr/robots.txt", status: 404, note: "robots.txt yok." },
  contentSignals: [],
  coverage: { kind: "ok", wordCount: 500, scriptCount: 0, verdict: "Metin botlara açık.", detail: "" },
  llmsTxt: { kind: "absent", url: "https://ornek.com.tr/llms.txt", status: 404, verdict: "llms.txt yok.", details: [] },
  bots: [bot("GPTBot", "allowed"), bot("ClaudeBot", "blocked")],
  stopped: null,
  refused: null,
  ...over,
});

describe("liveAccessReportSummary", () => {
  it("counts the bots, then the coverage, llms.txt and robots.txt verdicts", () => {
    const lines = liveAccessReportSummary(live());
    expect(lines).toHaveLength(4);
    expect(lines.slice(1)).toEqual(["Metin botlara açık.", "llms.txt yok.", "robots.txt yok."]);
  });

  it("says only why when the page could not be asked for", () => {
    expect(liveAccessReportSummary(live({ refused: "Özel adres.", bots: [] }))).toEqual([
      "Sayfa istenemedi: Özel adres. Hiçbir bot adına istek gönderilmedi.",
    ]);
  });

  it("attaches the download's cells", () => {
    const result = live();
    expect(csvText(liveAccessCsvRows(result), { bom: true })).toBe(liveAccessToCsv(result));
  });
});

describe("analysisReportSummary", () => {
  it("gives both scores and the word count first, at most five lines", () => {
    const analysis = analyzePage({ url: "https://ornek.com/", html: "<html><body><p>Merhaba dünya</p><img src=a.png></body></html>" });
    const lines = analysisReportSummary({ analysis });
    expect(lines[0]).toBe(`SEO puanı: ${analysis.seoScore.score}/100`);
    expect(lines[1]).toBe(`Erişilebilirlik puanı: ${analysis.accessibility.score}/100`);
    expect(lines[2]).toBe(`Kelime sayısı: ${analysis.readability.wordCount}`);
    expect(lines).toHaveLength(5);
  });
});
