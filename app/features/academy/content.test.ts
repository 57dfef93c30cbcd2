import { describe, expect, it } from "vitest";
import { ACADEMY, formatSessionRange } from "./content";

describe("formatSessionRange", () => {
  it("writes a weekend within one month once", () => {
    expect(formatSessionRange({ saturday: "2026-12-12", sunday: "2026-12-13" })).toBe("12-13 Aralık 2026");
  });

  it("names both months when the weekend spans two", () => {
    expect(formatSessionRange({ saturday: "2027-01-30", sunday: "2027-01-31" })).toBe("30-31 Ocak 2027");
    expect(formatSessionRange({ saturday: "2027-02-27", sunday: "2027-02-28" })).toBe("27-28 Şubat 2027");
    expect(formatSessionRange({ saturday: "2027-07-31", sunday: "2027-08-01" })).toBe("31 Temmuz-1 Ağustos 2027");
  });

  it("names both years across New Year", () => {
    expect(formatSessionRange({ saturday: "2033-12-31", sunday: "2034-01-01" })).toBe("31 Aralık 2033-1 Ocak 2034");
  });
});

describe("ACADEMY", () => {
  it("writes its price the way every other price on the site is written", () => {
    expect(ACADEMY.priceLabel).toBe("5.800 TL");
  });
});
