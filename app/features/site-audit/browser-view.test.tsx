import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hostileReport } from "../../../tests/support/hostile-report";
import { BROWSER_TEXT, PAGE_ERROR_TEXT } from "./browser.content";
import { BrowserSection } from "./browser-view";
import { reportScreenshotPath } from "./limits";
import type { AuditReport, ReportBrowser } from "./report";

const measured: ReportBrowser = {
  status: "measured",
  pages: [
    { url: "https://www.ornek.com/", role: "home", lab: { score: 47, lcpMs: 5_240, cls: 0.12, tbtMs: 150, fcpMs: 1_800, siMs: 6_000 }, error: null },
    { url: "https://www.ornek.com/urun/kupa", role: "template", lab: { score: 93, lcpMs: 2_100, cls: 0, tbtMs: 40, fcpMs: 900, siMs: 1_500 }, error: null },
    { url: "https://www.ornek.com/kampanya", role: "deep", lab: null, error: "timeout" },
  ],
  screenshots: { mobile: true, desktop: true },
  durationMs: 30_000,
};
const render = (browser: ReportBrowser | undefined) => renderToStaticMarkup(<BrowserSection report={{ ...hostileReport(), browser } as AuditReport} />);

describe("the report's browser section", () => {
  it("shows both screenshots, the home page's score as a gauge and each figure with its rating in words and its threshold", () => {
    const report = hostileReport();
    const html = render(measured);
    expect(html).toContain(`src="${reportScreenshotPath(report.id, "mobile")}"`);
    expect(html).toContain(`src="${reportScreenshotPath(report.id, "desktop")}"`);
    expect(html).toContain('data-testid="lab-gauge"');
    expect(html).toContain('aria-label="Performans puanı 47 / 100: Kötü"');
    expect(html).toContain("5,2 sn");
    expect(html).toContain("0,12");
    expect(html).toContain("150 ms");
    expect(html).toContain("İyi: 2,5 sn ve altı · Kötü: 4 sn üstü");
    expect(html).toContain("İyileştirilmeli");
    // The other sampled pages, with why one has no figures.
    expect(html).toContain("https://www.ornek.com/urun/kupa");
    expect(html).toContain(PAGE_ERROR_TEXT.timeout);
  });

  it("says in one line why speed was not measured, and shows no empty section", () => {
    for (const [browser, text] of [
      [undefined, BROWSER_TEXT.notMeasured.absent],
      [{ ...measured, status: "off", pages: [], screenshots: { mobile: false, desktop: false } }, BROWSER_TEXT.notMeasured.off],
      [{ ...measured, status: "failed", pages: [{ url: "https://www.ornek.com/", role: "home", lab: null, error: "memory" }] }, BROWSER_TEXT.notMeasured.failed],
    ] as const) {
      const html = render(browser as ReportBrowser | undefined);
      expect(html).toBe(`<p class="rounded-md bg-slate-100 p-3 text-sm text-slate-800" data-testid="speed-not-measured">${text.replaceAll("'", "&#x27;")}</p>`);
    }
  });

  it("leaves out a screenshot that was not taken", () => {
    const html = render({ ...measured, screenshots: { mobile: true, desktop: false } });
    expect(html).toContain('data-testid="screenshot-mobile"');
    expect(html).not.toContain('data-testid="screenshot-desktop"');
  });
});
