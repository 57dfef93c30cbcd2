import { describe, expect, it } from "vitest";
import { ATTRIBUTION_MAX_LENGTH, attributionSummary, EMPTY_ATTRIBUTION, parseAttribution, visitAttribution } from "./attribution";

const SITE = "https://www.ajans.example";

describe("visitAttribution", () => {
  it("records the landing page, the other site that referred and the campaign of the first page", () => {
    const record = visitAttribution(null, `${SITE}/seo-analizi?utm_source=google&utm_medium=cpc&utm_campaign=yaz&gclid=x`, "https://www.google.com/");
    expect(record).toEqual({
      ...EMPTY_ATTRIBUTION,
      landing_page: "/seo-analizi?utm_source=google&utm_medium=cpc&utm_campaign=yaz&gclid=x",
      referrer_host: "www.google.com",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "yaz",
      gclid: "x",
    });
  });

  it("keeps the first page's record while the visitor browses, and starts anew on another campaign click", () => {
    const first = visitAttribution(null, `${SITE}/?fbclid=abc`, "https://l.facebook.com/");
    expect(visitAttribution(first, `${SITE}/iletisim`, `${SITE}/`)).toBe(first);
    const second = visitAttribution(first, `${SITE}/seo?utm_source=bulten`, `${SITE}/`);
    expect(second).toMatchObject({ utm_source: "bulten", fbclid: null, referrer_host: null, landing_page: "/seo?utm_source=bulten" });
  });

  it("ignores a referrer of our own site and one that is not a web page", () => {
    expect(visitAttribution(null, `${SITE}/`, `${SITE}/blog`).referrer_host).toBeNull();
    expect(visitAttribution(null, `${SITE}/`, "android-app://com.google.android.gm/").referrer_host).toBeNull();
    expect(visitAttribution(null, `${SITE}/`, "").referrer_host).toBeNull();
  });
});

describe("parseAttribution", () => {
  it("keeps known fields only, cut to their columns, without control or bidi characters", () => {
    const parsed = parseAttribution({
      utm_source: "  google\u0000\u202e ",
      utm_campaign: "x".repeat(500),
      gclid: 42,
      admin: "yes",
      form_source: "",
    });
    expect(parsed.utm_source).toBe("google");
    expect(parsed.utm_campaign).toHaveLength(ATTRIBUTION_MAX_LENGTH.utm_campaign);
    expect(parsed.gclid).toBeNull();
    expect(parsed.form_source).toBeNull();
    expect(Object.keys(parsed)).not.toContain("admin");
  });

  it("reads anything that is not an object as no attribution", () => {
    for (const raw of [null, undefined, "utm_source=google", 7, ["google"]]) expect(parseAttribution(raw)).toEqual(EMPTY_ATTRIBUTION);
  });
});

describe("attributionSummary", () => {
  it("names the campaign, the referrer and the click ids in one line", () => {
    expect(attributionSummary({ utm_source: "google", utm_medium: "cpc", referrer_host: "www.google.com", gclid: "x" })).toBe(
      "google / cpc ← www.google.com (gclid)",
    );
    expect(attributionSummary(EMPTY_ATTRIBUTION)).toBe("");
  });
});
