import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_DEFAULTS,
  consentModeState,
  mayLoadGoogle,
  needsConsent,
  parseMeasurementConfig,
  parseStoredConsent,
  REJECT_ALL,
  serializeConsent,
} from "./measurement";

describe("parseMeasurementConfig", () => {
  it("reads every setting", () => {
    const json = JSON.stringify({
      ga4: "G-ABC123DEF4",
      ads: "AW-123456789",
      adsLead: "AW-123456789/AbC-123_x",
      cookieless: { src: "https://plausible.ornek.com/js/script.js", site: "ornek.com" },
    });
    expect(parseMeasurementConfig(json)).toEqual({
      ga4: "G-ABC123DEF4",
      ads: "AW-123456789",
      adsLead: "AW-123456789/AbC-123_x",
      cookieless: { src: "https://plausible.ornek.com/js/script.js", site: "ornek.com" },
    });
  });

  it("drops malformed values instead of loading them", () => {
    const json = JSON.stringify({
      ga4: "UA-1-1",
      ads: "AW-12",
      cookieless: { src: "http://plausible.ornek.com/js/script.js", site: "ornek.com" },
    });
    expect(parseMeasurementConfig(json)).toBeNull();
    expect(parseMeasurementConfig(JSON.stringify({ ga4: "G-ABC123DEF4", adsLead: "AW-123456789/label" }))).toEqual({ ga4: "G-ABC123DEF4" });
    expect(parseMeasurementConfig(JSON.stringify({ ads: "AW-123456789", adsLead: "AW-999999999/label" }))).toEqual({ ads: "AW-123456789" });
  });

  it("is null without settings", () => {
    expect(parseMeasurementConfig(null)).toBeNull();
    expect(parseMeasurementConfig("")).toBeNull();
    expect(parseMeasurementConfig("{")).toBeNull();
    expect(parseMeasurementConfig("[]")).toBeNull();
    expect(parseMeasurementConfig("{}")).toBeNull();
  });
});

describe("needsConsent", () => {
  it("asks for Google products only", () => {
    expect(needsConsent({ ga4: "G-ABC123DEF4" })).toBe(true);
    expect(needsConsent({ ads: "AW-123456789" })).toBe(true);
    expect(needsConsent({ cookieless: { src: "https://u.ornek.com/script.js", site: "ornek.com" } })).toBe(false);
  });
});

describe("stored consent", () => {
  it("round-trips a choice with its time", () => {
    const stored = serializeConsent({ analytics: true, ads: false }, new Date("2026-11-24T10:00:00Z"));
    expect(JSON.parse(stored)).toEqual({ v: 1, analytics: true, ads: false, at: "2026-11-24T10:00:00.000Z" });
    expect(parseStoredConsent(stored)).toEqual({ analytics: true, ads: false });
  });

  it("asks again when nothing, something broken or an older version is stored", () => {
    expect(parseStoredConsent(null)).toBeNull();
    expect(parseStoredConsent("evet")).toBeNull();
    expect(parseStoredConsent("null")).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ v: 0, analytics: true, ads: true }))).toBeNull();
    expect(parseStoredConsent(JSON.stringify({ v: 1, analytics: "true", ads: true }))).toBeNull();
  });
});

describe("Consent Mode v2", () => {
  it("denies all four signals by default", () => {
    expect(CONSENT_DEFAULTS).toEqual({ ad_storage: "denied", analytics_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" });
    expect(consentModeState(REJECT_ALL)).toEqual(CONSENT_DEFAULTS);
  });

  it("grants per purpose", () => {
    expect(consentModeState(ACCEPT_ALL)).toEqual({ ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" });
    expect(consentModeState({ analytics: true, ads: false })).toEqual({ ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" });
  });

  it("requests Google's script only after a matching purpose is accepted", () => {
    const ga4 = { ga4: "G-ABC123DEF4" };
    expect(mayLoadGoogle(ga4, null)).toBe(false);
    expect(mayLoadGoogle(ga4, REJECT_ALL)).toBe(false);
    expect(mayLoadGoogle(ga4, { analytics: false, ads: true })).toBe(false);
    expect(mayLoadGoogle(ga4, { analytics: true, ads: false })).toBe(true);
    expect(mayLoadGoogle({ ads: "AW-123456789" }, { analytics: false, ads: true })).toBe(true);
  });
});
