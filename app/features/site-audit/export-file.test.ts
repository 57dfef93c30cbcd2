import { describe, expect, it } from "vitest";
import { hostileReport } from "../../../tests/support/hostile-report";
import { exportFileName } from "./export-file";

describe("exportFileName", () => {
  it("names the download after the host and the audit's day", () => {
    expect(exportFileName({ host: "www.ornek.com.tr:8080", auditedAt: "2026-11-26T21:30:00.000Z" }, "pdf")).toBe("seo-analizi-www.ornek.com.tr-8080-2026-11-26.pdf");
  });

  it("keeps only letters, digits, dots and hyphens of a hostile host: nothing can break the header", () => {
    const name = exportFileName(hostileReport(), "csv");
    expect(name).toMatch(/^seo-analizi-[a-z0-9.-]+-2026-11-26\.csv$/);
    expect(exportFileName({ host: '"\r\n/..', auditedAt: "" }, "json")).toBe("seo-analizi-site.json");
  });
});
