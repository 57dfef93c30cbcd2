import { describe, expect, it } from "vitest";
import { canonicalReportSummary } from "./report-summary";

describe("canonicalReportSummary", () => {
  it("counts the tags as the file has them and where they point", () => {
    expect(
      canonicalReportSummary([
        { url: "https://ornek.com/a", canonicalUrl: "https://ornek.com/a" },
        { url: "https://ornek.com/a?x=1", canonicalUrl: "https://ornek.com/a" },
        { url: "https://ornek.com/a?x=1", canonicalUrl: "https://ornek.com/a" },
        { url: "", canonicalUrl: "" },
      ]),
    ).toEqual(["2 sayfa için canonical etiketi hazırlandı.", "1 sayfa kendi adresini, 1 sayfa başka bir adresi canonical gösteriyor."]);
  });

  it("adds the checks' warnings", () => {
    const lines = canonicalReportSummary([
      { url: "https://ornek.com/a", canonicalUrl: "https://ornek.com/a" },
      { url: "https://ornek.com/b", canonicalUrl: "/b" },
    ]);
    expect(lines).toHaveLength(3);
  });
});
