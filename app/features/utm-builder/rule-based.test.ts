import { describe, expect, it } from "vitest";
import { UTM_RULE_BASED_LABEL } from "./messages.content";
import { buildAnalysisMessages, buildSuggestionMessages, UTM_SYSTEM_PROMPT } from "./prompts.content";
import { ruleBasedAnalysis, ruleBasedCampaignSuggestions, slugifyUtm, turkishMonthStamp } from "./rule-based";
import { UTM_LIMITS } from "./limits";
import { utmAiRequestSchema, utmAnalysisRequestSchema, utmSuggestionRequestSchema } from "./schema";

const november = new Date("2026-11-15T10:00:00Z");

function suggestionNames(text: string): string[] {
  return [...text.matchAll(/^\d\. (\S+)$/gm)].map((m) => m[1] ?? "");
}

describe("ruleBasedCampaignSuggestions", () => {
  it("is labelled as rule-based and deterministic", () => {
    const a = ruleBasedCampaignSuggestions({ source: "google", medium: "cpc" }, november);
    const b = ruleBasedCampaignSuggestions({ source: "google", medium: "cpc" }, november);
    expect(a).toBe(b);
    expect(a.startsWith(UTM_RULE_BASED_LABEL)).toBe(true);
    expect(UTM_RULE_BASED_LABEL).toBe("Kural tabanlı öneri (yapay zekâ yapılandırılmadı)");
  });

  it("gives five distinct names that follow the naming convention", () => {
    const text = ruleBasedCampaignSuggestions({ source: "Google Ads", medium: "CPC" }, november);
    const names = suggestionNames(text);
    expect(names).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(names).toContain("black-friday-2026");
    expect(names.some((n) => n.endsWith("2026-11"))).toBe(true);
    expect(names).toContain("google-ads-cpc-black-friday-2026-11");
    // "google ads" is not on Google's list of search sites, so GA4 would not call it Paid Search.
    expect(text).toContain("GA4 kanalı: Paid Other (Diğer Ücretli)");
  });

  it("fits the themes to the channel and the season to the date", () => {
    const mail = ruleBasedCampaignSuggestions({ source: "newsletter", medium: "email" }, new Date("2026-07-01T12:00:00Z"));
    expect(suggestionNames(mail)).toEqual([
      "yaz-indirimi-2026",
      "yaz-kampanyasi-2026",
      "aylik-bulten-2026-07",
      "sepet-hatirlatma-2026-07",
      "newsletter-email-yaz-indirimi-2026-07",
    ]);
    const lost = ruleBasedCampaignSuggestions({ source: "site", medium: "eposta" }, november);
    expect(lost).toContain("Uyarı:");
  });

  it("uses Turkish time for the month stamp", () => {
    expect(turkishMonthStamp(new Date("2026-11-30T22:30:00Z"))).toBe("2026-12");
    expect(turkishMonthStamp(new Date("2026-11-30T20:30:00Z"))).toBe("2026-11");
  });

  it("slugifies values", () => {
    expect(slugifyUtm("  Sosyal Medya Şubesi! ")).toBe("sosyal-medya-subesi");
  });
});

describe("ruleBasedAnalysis", () => {
  it("names the GA4 channel and the common mistakes", () => {
    const text = ruleBasedAnalysis({
      baseUrl: "http://example.com/?utm_source=a&utm_source=b&gclid=123",
      source: "Facebook",
      medium: "Sosyal Medya",
      campaign: "Kış İndirimi",
    });
    expect(text.startsWith(UTM_RULE_BASED_LABEL)).toBe(true);
    expect(text).toContain("GA4 kanalı: Organic Social (Organik Sosyal)");
    expect(text).toContain("http://");
    expect(text).toContain("utm_source adreste 2 kez geçiyor");
    expect(text).toContain("gclid");
    expect(text).toContain("büyük harf");
    expect(text).toContain("Türkçe karakter");
    expect(text).toContain("boşluk");
    expect(text).toContain("“social”");
    expect(text).toContain("tarih damgası");
    expect(text).toContain("Site içi bağlantılarda UTM kullanmayın");
  });

  it("spots swapped fields, ppc and unknown mediums", () => {
    const swapped = ruleBasedAnalysis({ baseUrl: "https://example.com", source: "cpc", medium: "facebook", campaign: "x-2026" });
    expect(swapped).toContain("yer değiştirmiş");
    expect(swapped).toContain("İyi: Adres https:// kullanıyor.");
    const ppc = ruleBasedAnalysis({ baseUrl: "example.com", source: "google", medium: "ppc", campaign: "marka-2026-11" });
    expect(ppc).toContain("“ppc”");
    expect(ppc).toContain("https:// varsayıldı");
    expect(ppc).toContain("otomatik etiketleme");
    const lost = ruleBasedAnalysis({ baseUrl: "https://e.com", source: "bulten", medium: "e-posta", campaign: "test" });
    expect(lost).toContain("Unassigned");
    expect(lost).toContain("“email”");
    expect(lost).toContain("çok genel");
  });

  it("does not call an email source a swapped field", () => {
    const text = ruleBasedAnalysis({ baseUrl: "https://e.com", source: "email", medium: "newsletter", campaign: "b-2026" });
    expect(text).not.toContain("Kaynak alanında bir medium değeri var");
    expect(text).toContain("GA4 kanalı: Email");
  });
});

describe("prompt builders", () => {
  it("builds a Turkish system prompt and a user prompt carrying the values as data", () => {
    const messages = buildSuggestionMessages({ source: 'goo"gle', medium: "cpc" }, november);
    expect(messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(messages[0]?.content).toBe(UTM_SYSTEM_PROMPT);
    expect(messages[1]?.content).toContain('utm_source: "goo\\"gle"');
    expect(messages[1]?.content).toContain("2026-11");
    const analysis = buildAnalysisMessages({ baseUrl: "example.com", source: "google", medium: "cpc", campaign: "x" });
    expect(analysis[1]?.content).toContain("https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=x");
    expect(analysis[1]?.content).toContain("Paid Search");
  });
});

describe("request schemas", () => {
  it("accepts both request types and trims", () => {
    expect(utmAiRequestSchema.parse({ requestType: "campaignSuggestions", source: " google ", medium: "cpc" })).toEqual({
      requestType: "campaignSuggestions",
      source: "google",
      medium: "cpc",
    });
    const analysis = { requestType: "analysis", campaign: "c", source: "s", medium: "m", baseUrl: "https://e.com" } as const;
    expect(utmAiRequestSchema.parse(analysis)).toEqual(analysis);
    expect(utmAnalysisRequestSchema.safeParse(analysis).success).toBe(true);
  });

  it("rejects unknown types, empty fields and overlong values", () => {
    expect(utmAiRequestSchema.safeParse({ requestType: "other", source: "a", medium: "b" }).success).toBe(false);
    expect(utmSuggestionRequestSchema.safeParse({ requestType: "campaignSuggestions", source: " ", medium: "b" }).success).toBe(false);
    expect(
      utmAiRequestSchema.safeParse({ requestType: "campaignSuggestions", source: "a".repeat(101), medium: "b" }).success,
    ).toBe(false);
    expect(
      utmAiRequestSchema.safeParse({ requestType: "analysis", source: "a", medium: "b", campaign: "c" }).success,
    ).toBe(false);
  });

  it("reports an overlong value as too_big (the endpoint's message depends on it) and drops unknown keys", () => {
    const tooLong = utmAiRequestSchema.safeParse({
      requestType: "analysis",
      campaign: "c".repeat(UTM_LIMITS.campaign + 1),
      source: "s",
      medium: "m",
      baseUrl: "https://e.com",
    });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => issue.code)).toEqual(["too_big"]);
    expect(
      utmAiRequestSchema.safeParse({
        requestType: "campaignSuggestions",
        source: "s".repeat(UTM_LIMITS.source),
        medium: "m",
        apiKey: "x",
      }).data,
    ).toEqual({ requestType: "campaignSuggestions", source: "s".repeat(UTM_LIMITS.source), medium: "m" });
    const empty = utmSuggestionRequestSchema.safeParse({ requestType: "campaignSuggestions", source: "", medium: "m" });
    expect(empty.error?.issues.map((issue) => issue.code)).toEqual(["too_small"]);
  });
});
