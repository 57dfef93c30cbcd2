import { describe, expect, it } from "vitest";
import { liveAccessToCsv } from "./live-access-csv";
import type { BotAccess, LiveAiAccessResult } from "./live-types";

const GPTBOT: BotAccess = {
  token: "GPTBot",
  vendor: "OpenAI",
  purpose: "Yapay zekâ modeli eğitimi",
  group: "training",
  userAgent: "Mozilla/5.0; compatible; GPTBot/1.3",
  status: "blocked",
  verdict: "Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir",
  details: ["robots.txt yok; kural olmadığı için izin veriliyor.", "Bu botun kullanıcı aracısıyla HTTP 403."],
  robots: { allowed: true, rule: null, line: null },
  http: { status: 403, finalUrl: "https://ornek.com.tr/", redirects: 0, error: null, wordCount: 1 },
  directives: [],
  contentSignals: [],
};

function result(bots: BotAccess[]): LiveAiAccessResult {
  return {
    url: "https://ornek.com.tr/",
    robotsTxt: { kind: "missing", url: "https://ornek.com.tr/robots.txt", status: 404, note: "" },
    contentSignals: [],
    coverage: { kind: "ok", wordCount: 500, scriptCount: 0, verdict: "", detail: "" },
    llmsTxt: { kind: "absent", url: "https://ornek.com.tr/llms.txt", status: 404, verdict: "", details: [] },
    bots,
    stopped: null,
    refused: null,
  };
}

describe("liveAccessToCsv", () => {
  it("writes one row per bot under a Turkish header, with a BOM and CRLF line ends", () => {
    const extended: BotAccess = {
      ...GPTBOT,
      token: "Google-Extended",
      vendor: "Google",
      userAgent: null,
      status: "restricted",
      verdict: "noai: içerik eğitimde kullanılmamalı",
      http: null,
      robots: { allowed: false, rule: "Disallow: /", line: 4 },
      details: ["a"],
    };
    const csv = liveAccessToCsv(result([GPTBOT, extended]));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Bot,Şirket,Amaç,Grup,Durum,Karar,HTTP durumu,robots.txt kuralı,robots.txt satırı,Gönderilen kullanıcı aracısı,Ayrıntılar",
    );
    // Cells with a semicolon are quoted (spreadsheets in Turkish locales split on it).
    expect(lines[1]).toBe(
      'GPTBot,OpenAI,Yapay zekâ modeli eğitimi,Model eğitimi yapan botlar,Engelli,Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir,403,,,"Mozilla/5.0; compatible; GPTBot/1.3","robots.txt yok; kural olmadığı için izin veriliyor. | Bu botun kullanıcı aracısıyla HTTP 403."',
    );
    expect(lines[2]).toBe("Google-Extended,Google,Yapay zekâ modeli eğitimi,Model eğitimi yapan botlar,Kısıtlı,noai: içerik eğitimde kullanılmamalı,İstek yok,Disallow: /,4,,a");
    expect(lines.at(-1)).toBe("");
  });

  it("keeps a site's text from running as a spreadsheet formula", () => {
    const csv = liveAccessToCsv(result([{ ...GPTBOT, verdict: "=HYPERLINK(\"x\")", details: [] }]));
    expect(csv).toContain(",\"'=HYPERLINK(\"\"x\"\")\",");
  });
});
