import { describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { AUDIT_MAX_PAGES_CAP, REPORT_PATH_PATTERN, fixToolHref, reportExportPath, reportPath, reportScreenshotPath, screenshotKindOf } from "./limits";

describe("site audit limits", () => {
  it("AUDIT_MAX_PAGES accepts the cap and refuses one page more", () => {
    expect(loadEnv({ AUDIT_MAX_PAGES: String(AUDIT_MAX_PAGES_CAP) }).AUDIT_MAX_PAGES).toBe(AUDIT_MAX_PAGES_CAP);
    expect(() => loadEnv({ AUDIT_MAX_PAGES: String(AUDIT_MAX_PAGES_CAP + 1) })).toThrow(/AUDIT_MAX_PAGES/);
  });

  it("the addresses of a report and its downloads are what the server lets through", () => {
    const id = "AbCdEfGhIjKlMnOpQrSt-_";
    for (const path of [reportPath(id), reportExportPath(id, "pdf"), reportExportPath(id, "csv"), reportExportPath(id, "json"), reportScreenshotPath(id, "mobile"), reportScreenshotPath(id, "desktop")]) {
      expect(REPORT_PATH_PATTERN.test(path), path).toBe(true);
    }
    for (const path of [`${reportPath(id)}/ekran/tablet.jpg`, `${reportPath(id)}/ekran/telefon.png`, `${reportPath(id)}/ekran/`]) {
      expect(REPORT_PATH_PATTERN.test(path), path).toBe(false);
    }
  });

  it("names each screenshot by one file, and nothing else by any", () => {
    expect(screenshotKindOf("telefon.jpg")).toBe("mobile");
    expect(screenshotKindOf("masaustu.jpg")).toBe("desktop");
    for (const file of ["tablet.jpg", "../telefon.jpg", "toString", "__proto__", ""]) expect(screenshotKindOf(file), file).toBeNull();
  });

  it("links a page tool to the first affected page and a site tool to the home page", () => {
    expect(fixToolHref("/seo-araclari/meta-uretici", "https://ornek.com/a?b=1", "https://ornek.com/")).toBe("/seo-araclari/meta-uretici?adres=https%3A%2F%2Fornek.com%2Fa%3Fb%3D1");
    expect(fixToolHref("/seo-araclari/sitemap-uretici", "https://ornek.com/a", "https://ornek.com/")).toBe("/seo-araclari/sitemap-uretici?adres=https%3A%2F%2Fornek.com%2F");
  });
});
