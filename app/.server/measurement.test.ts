import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspForHtml } from "./csp";
import { measurementConfigFromEnv, measurementCspAdditions, measurementHeadHtml, withMeasurement } from "./measurement";

const GOOGLE = { GA4_MEASUREMENT_ID: "G-ABC123DEF4", GOOGLE_ADS_ID: "AW-123456789", GOOGLE_ADS_LEAD_LABEL: "AbC-123_x" };
const COOKIELESS = { COOKIELESS_SCRIPT_URL: "https://analiz.ornek.com/js/script.js", COOKIELESS_SITE_ID: "ornek.com" };

function directive(policy: string, name: string): string {
  return policy.split("; ").find((entry) => entry.startsWith(`${name} `)) ?? "";
}

describe("measurementConfigFromEnv", () => {
  it("is null when nothing is configured", () => {
    expect(measurementConfigFromEnv({})).toBeNull();
  });

  it("joins the Ads ID and label into send_to", () => {
    expect(measurementConfigFromEnv(GOOGLE)).toEqual({ ga4: "G-ABC123DEF4", ads: "AW-123456789", adsLead: "AW-123456789/AbC-123_x" });
    expect(measurementConfigFromEnv(COOKIELESS)).toEqual({ cookieless: { src: "https://analiz.ornek.com/js/script.js", site: "ornek.com" } });
  });
});

describe("measurement CSP additions", () => {
  it("changes nothing when nothing is configured", () => {
    expect(measurementCspAdditions(null)).toEqual({});
    expect(contentSecurityPolicy(["'sha256-x'"], measurementCspAdditions(null))).toBe(contentSecurityPolicy(["'sha256-x'"]));
  });

  it("allows Google's tag and collection hosts for GA4 only when configured", () => {
    const policy = contentSecurityPolicy([], measurementCspAdditions(measurementConfigFromEnv({ GA4_MEASUREMENT_ID: "G-ABC123DEF4" })));
    expect(directive(policy, "script-src")).toBe("script-src 'self' https://*.googletagmanager.com");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(policy).not.toContain("doubleclick");
  });

  it("adds the conversion hosts for Google Ads", () => {
    const policy = contentSecurityPolicy([], measurementCspAdditions(measurementConfigFromEnv(GOOGLE)));
    expect(directive(policy, "connect-src")).toContain("https://googleads.g.doubleclick.net");
    expect(directive(policy, "frame-src")).toContain("https://td.doubleclick.net");
    // Each source once, even when both products need it.
    expect(directive(policy, "script-src").match(/googletagmanager/g)).toHaveLength(1);
  });

  it("allows only the cookieless script's origin, for the script and its events", () => {
    const policy = contentSecurityPolicy([], measurementCspAdditions(measurementConfigFromEnv(COOKIELESS)));
    expect(directive(policy, "script-src")).toBe("script-src 'self' https://analiz.ornek.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://analiz.ornek.com");
    expect(policy).not.toContain("google");
  });
});

describe("withMeasurement", () => {
  const page = "<!DOCTYPE html><html><head><title>t</title></head><body></body></html>";

  it("leaves the page alone when nothing is configured", () => {
    expect(withMeasurement(page, null)).toBe(page);
  });

  it("adds the settings as data and the site's own script, which needs no hash", () => {
    const html = withMeasurement(page, { ga4: "G-ABC123DEF4" });
    expect(html).toContain(
      '<script type="application/json" id="olcum-ayarlari">{"ga4":"G-ABC123DEF4"}</script><script type="module" src="/measurement.js"></script></head>',
    );
    expect(cspForHtml(html)).toBe(cspForHtml(page));
  });

  it("keeps the JSON from closing its element", () => {
    expect(measurementHeadHtml({ cookieless: { src: "https://a.ornek.com/</script>", site: "ornek.com" } })).not.toContain("</script><script type=\"module\" src=\"https://");
    expect(measurementHeadHtml({ cookieless: { src: "https://a.ornek.com/</script>", site: "ornek.com" } })).toContain("\\u003c/script>");
  });
});
