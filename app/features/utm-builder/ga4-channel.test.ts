import { describe, expect, it } from "vitest";
import { classifyGa4Channel, GA4_CHANNELS, type Ga4Channel } from "./ga4-channel";
import { sourceCategoryOf } from "./source-categories";

const cases: readonly (readonly [string, string, string, Ga4Channel])[] = [
  // source, medium, campaign, expected
  ["(direct)", "(none)", "", "Direct"],
  ["(direct)", "(not set)", "", "Direct"],
  ["google", "cpc", "pmax-cross-network", "Cross-network"],
  ["facebook", "social", "Cross-Network-2026", "Cross-network"],
  ["trendyol", "cpc", "", "Paid Shopping"],
  ["amazon", "paid", "", "Paid Shopping"],
  ["google", "cpc", "shopping-kis-2026", "Paid Shopping"],
  ["google", "cpc", "e-shop", "Paid Shopping"],
  ["google", "cpc", "", "Paid Search"],
  ["Google", "CPC", "", "Paid Search"],
  ["bing", "ppc", "", "Paid Search"],
  ["yandex", "retargeting", "", "Paid Search"],
  ["google.com.tr", "cpc", "", "Paid Search"],
  ["google", "cpm", "", "Paid Search"],
  ["facebook", "paid_social", "", "Paid Social"],
  ["facebook", "cpc", "", "Paid Social"],
  ["instagram", "paid", "", "Paid Social"],
  ["l.facebook.com", "cpc", "", "Paid Social"],
  ["t.co", "cpc", "", "Paid Social"],
  ["linkedin", "paidsocial", "", "Paid Social"],
  ["youtube", "cpv", "", "Paid Video"],
  ["vimeo", "paid", "", "Paid Video"],
  ["newsletter", "display", "", "Display"],
  ["gdn", "banner", "", "Display"],
  ["gdn", "interstitial", "", "Display"],
  ["criteo", "cpm", "", "Display"],
  ["criteo", "cpc", "", "Paid Other"],
  ["outbrain", "paid-native", "", "Paid Other"],
  ["partner", "retargeting", "", "Paid Other"],
  ["hepsiburada", "referral", "", "Organic Shopping"],
  ["blog", "referral", "workshop-2026", "Referral"],
  ["blog", "referral", "yaz-shop", "Organic Shopping"],
  ["instagram", "social", "", "Organic Social"],
  ["facebook", "referral", "", "Organic Social"],
  ["anything", "social-media", "", "Organic Social"],
  ["x.com", "post", "", "Organic Social"],
  ["youtube", "social", "", "Organic Social"],
  ["youtube", "referral", "", "Organic Video"],
  ["webinar", "video", "", "Organic Video"],
  ["webinar", "tanitim-video", "", "Organic Video"],
  ["google", "organic", "", "Organic Search"],
  ["duckduckgo", "referral", "", "Organic Search"],
  ["ecosia.org", "foo", "", "Organic Search"],
  ["partner-site.com", "organic", "", "Organic Search"],
  ["partner-site.com", "referral", "", "Referral"],
  ["partner-app", "app", "", "Referral"],
  ["newsletter", "email", "", "Email"],
  ["newsletter", "e-mail", "", "Email"],
  ["email", "bulten", "", "Email"],
  ["newsletter", "E_Mail", "", "Email"],
  ["partner", "affiliate", "", "Affiliates"],
  ["spotify", "audio", "", "Audio"],
  ["sms", "kampanya", "", "SMS"],
  ["iletimerkezi", "sms", "", "SMS"],
  ["onesignal", "web-push", "", "Mobile Push Notifications"],
  ["app", "mobile", "", "Mobile Push Notifications"],
  ["app", "notification", "", "Mobile Push Notifications"],
  ["firebase", "foo", "", "Mobile Push Notifications"],
  ["unknown", "foo", "", "Unassigned"],
  ["newsletter", "e-posta", "", "Unassigned"],
  ["newsletter", "eposta", "", "Unassigned"],
  ["partner", "affiliates", "", "Unassigned"],
  ["google", "", "", "Organic Search"],
];

describe("classifyGa4Channel", () => {
  it.each(cases)("%s / %s / %s → %s", (source, medium, campaign, expected) => {
    const result = classifyGa4Channel({ source, medium, campaign });
    expect(result.channel).toBe(expected);
    expect(result.warning).toBe(expected === "Unassigned");
    expect(result.explanation).toContain(expected);
  });

  it("covers every channel of the default group", () => {
    const seen = new Set(cases.map((c) => c[3]));
    for (const channel of GA4_CHANNELS) expect(seen.has(channel)).toBe(true);
  });

  it("explains the match in Turkish and warns on Unassigned", () => {
    const paid = classifyGa4Channel({ source: "google", medium: "cpc" });
    expect(paid.labelTr).toBe("Ücretli Arama");
    expect(paid.explanation).toBe(
      "“google” bir arama motoru ve “cpc” ücretli medium kalıbına (^(.*cp.*|ppc|retargeting|paid.*)$) uyuyor → Paid Search (Ücretli Arama).",
    );
    const lost = classifyGa4Channel({ source: "site", medium: "kampanya" });
    expect(lost.warning).toBe(true);
    expect(lost.labelTr).toBe("Atanmamış");
    expect(lost.explanation).toContain("Unassigned");
  });
});

describe("sourceCategoryOf", () => {
  it("recognises names, domains, sub-domains and country domains", () => {
    expect(sourceCategoryOf("facebook")).toBe("social");
    expect(sourceCategoryOf("m.facebook.com")).toBe("social");
    expect(sourceCategoryOf("tr.pinterest.com")).toBe("social");
    expect(sourceCategoryOf("google.com.tr")).toBe("search");
    expect(sourceCategoryOf("www.youtube.com")).toBe("video");
    expect(sourceCategoryOf("Trendyol")).toBe("shopping");
    expect(sourceCategoryOf("x")).toBe("social");
  });

  it("does not match look-alikes", () => {
    expect(sourceCategoryOf("notfacebook")).toBeNull();
    expect(sourceCategoryOf("box.example.com")).toBeNull();
    expect(sourceCategoryOf("")).toBeNull();
    expect(sourceCategoryOf("facebook reklam")).toBeNull();
  });
});
