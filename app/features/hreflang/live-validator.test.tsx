import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fetchedPage, pageSignals } from "../../../tests/support/live-check-builders";
import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { checkHreflangLive } from "./live-check";
import { LIVE_HREFLANG_TEXT } from "./live.content";
import { Report } from "./live-validator";

const O = "https://ornek.com";

function page(path: string, links: Record<string, string>, status = 200): FetchedPage {
  const url = `${O}${path}`;
  const hreflang = Object.entries(links).map(([value, href]) => ({ hreflang: value, href: `${O}${href}`, source: "html" as const }));
  return fetchedPage({ url, finalUrl: url, status, bytes: 10, signals: pageSignals({ hreflang, wordCount: 10 }), userAgent: "bot" });
}

describe("the live check's report", () => {
  const result = checkHreflangLive({
    startUrl: `${O}/tr/`,
    pages: [page("/tr/", { tr: "/tr/", "en-UK": "/en/" }), page("/en/", { "en-UK": "/en/" }), page("/de/", {}, 404)],
    sitemap: null,
  });
  const html = renderToStaticMarkup(<Report idPrefix="r" result={result} />);

  it("is a table with column and row headers, each cell's status in words", () => {
    expect(html).toContain(`<th scope="col" class="px-2 py-2 font-semibold text-slate-950">${LIVE_HREFLANG_TEXT.matrixPageHeader}</th>`);
    expect(html).toContain(`>${LIVE_HREFLANG_TEXT.invalidColumn("en-UK", "en-GB")}</th>`);
    expect(html).toMatch(new RegExp(`<th scope="row"[^>]*>${O}/en/</th>`));
    expect(html).toContain(`>${LIVE_HREFLANG_TEXT.cell.missing}</td>`);
    expect(html).toContain(`>${LIVE_HREFLANG_TEXT.cell.self}</td>`);
  });

  it("lists the problems of the set and of each page, and offers the fix pack with its formats", () => {
    expect(html).toContain(LIVE_HREFLANG_TEXT.problems.noXDefault);
    expect(html).toContain(LIVE_HREFLANG_TEXT.problems.missingReturn("tr", `${O}/tr/`));
    expect(html).toContain(LIVE_HREFLANG_TEXT.fixTitle);
    for (const label of Object.values(LIVE_HREFLANG_TEXT.fixFormats)) expect(html).toContain(label.replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(html).toContain("hreflang=&quot;en-GB&quot;");
  });
});
