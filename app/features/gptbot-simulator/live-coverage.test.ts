import { describe, expect, it } from "vitest";
import { fetchedPage, pageSignals } from "../../../tests/support/live-check-builders";
import type { FetchedPage, PageSignals } from "~/capabilities/live-check/live-check";
import { textCoverage } from "./live-coverage";
import { THIN_CONTENT_WORDS } from "./rules";

function html(overrides: Partial<PageSignals>): FetchedPage {
  const url = "https://ornek.com.tr/";
  return fetchedPage({ url, finalUrl: url, bytes: 500, signals: pageSignals(overrides), userAgent: "ua" });
}

describe("textCoverage", () => {
  it("reports the words of a text-rich page as readable without JavaScript", () => {
    expect(textCoverage(html({ wordCount: 1250, scriptCount: 2 }))).toEqual({
      kind: "ok",
      wordCount: 1250,
      scriptCount: 2,
      verdict: "HTML'de 1.250 kelime var",
      detail: "JavaScript çalıştırmayan botlar (GPTBot, ClaudeBot, PerplexityBot gibi) sayfanın metnini sunucunun gönderdiği HTML'den okuyabilir.",
    });
  });

  it("calls an empty application shell by its name, whatever its word count", () => {
    const coverage = textCoverage(html({ wordCount: 3, scriptCount: 4, emptyAppShell: true }));
    expect(coverage.kind).toBe("empty-shell");
    expect(coverage.verdict).toBe("Boş uygulama kabuğu: HTML'de içerik yok");
    expect(coverage.detail).toContain('<div id="root">');
    expect(coverage.detail).toContain("4 betik var, 3 kelime");
  });

  it("calls text below the simulator's thin content threshold thin, and points at SSR", () => {
    expect(textCoverage(html({ wordCount: THIN_CONTENT_WORDS - 1, scriptCount: 7 }))).toMatchObject({
      kind: "thin",
      verdict: `HTML'de yalnızca ${THIN_CONTENT_WORDS - 1} kelime var`,
    });
    expect(textCoverage(html({ wordCount: 20, scriptCount: 7 })).detail).toContain("(sayfada 7 betik var)");
    expect(textCoverage(html({ wordCount: THIN_CONTENT_WORDS })).kind).toBe("ok");
  });

  it("says why nothing could be measured: no answer, or not HTML", () => {
    const failed: FetchedPage = { ...html({}), status: null, signals: null, contentType: null, error: { code: "timeout", message: "Sayfa 10 saniyede yanıt vermedi." } };
    expect(textCoverage(failed)).toEqual({
      kind: "unavailable",
      wordCount: null,
      scriptCount: null,
      verdict: "Sayfanın metni ölçülemedi",
      detail: "HTML alınamadı: Sayfa 10 saniyede yanıt vermedi.",
    });
    const pdf: FetchedPage = { ...html({}), signals: null, contentType: "application/pdf" };
    expect(textCoverage(pdf).detail).toBe("HTML alınamadı: Sayfa HTML değil (application/pdf).");
    expect(textCoverage(null).kind).toBe("unavailable");
  });
});
