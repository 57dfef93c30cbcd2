import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTimeLong, formatDateTimeShort, formatMoney, formatNumber, formatSeconds, formatWait } from "./format";

describe("Turkish formatting", () => {
  it("groups thousands with a dot and uses a decimal comma", () => {
    expect(formatNumber(60_000)).toBe("60.000");
    expect(formatNumber(1250)).toBe("1.250");
    expect(formatNumber(0.5, 1)).toBe("0,5");
    expect(formatNumber(2.345, 2)).toBe("2,35");
  });

  it("writes every number as Intl's Turkish format does (written out so pages load no locale data)", () => {
    const values = [0, -0, 1, -1, 0.5, 0.05, 0.005, 0.004999, 1.25, 1.35, 2.5, 2.345, 1.005, 9.995, 99.95, 999.5, 999.95, 1000, 9999.5, 12_345.678, -0.04, -0.4, -1234.5, 1_234_567.891, 123_456_789_012_345_680_000, 1e21, 1e-7, 0.000001, Number.MAX_SAFE_INTEGER, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    // A fixed pseudo-random spread as well: integers, sizes in KB and fractions of every magnitude.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let i = 0; i < 2000; i++) values.push((next() - 0.2) * 10 ** Math.floor(next() * 12 - 3), Math.round(next() * 1e6) / 1000);
    for (const digits of [0, 1, 2] as const) {
      const intl = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: digits });
      for (const value of values) expect(formatNumber(value, digits), `${value} with ${digits}`).toBe(intl.format(value));
    }
  });

  it("writes sizes in B, KB and MB", () => {
    expect(formatBytes(812)).toBe("812 B");
    expect(formatBytes(12.4 * 1024)).toBe("12,4 KB");
    expect(formatBytes(3.1 * 1024 * 1024)).toBe("3,1 MB");
  });

  it("writes whole lira", () => {
    expect(formatMoney(8000)).toBe("8.000 TL");
    expect(formatMoney(12_499.6)).toBe("12.500 TL");
  });

  it("writes calendar dates without letting a time zone move the day", () => {
    expect(formatDate("2026-12-03")).toBe("3 Aralık 2026");
    expect(formatDate("2027-02-01T23:30:00Z")).toBe("1 Şubat 2027");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("writes moments in Istanbul time", () => {
    expect(formatDateTimeShort("2026-11-22T06:30:00Z")).toBe("22.11.2026 09:30");
    expect(formatDateTimeLong("2026-11-22T06:30:00Z")).toBe("22 Kasım 2026 09:30");
  });

  it("writes waiting times in seconds, above 90 s in whole minutes", () => {
    expect(formatWait(45)).toBe("45 saniye");
    expect(formatWait(90)).toBe("90 saniye");
    expect(formatWait(91)).toBe("2 dakika");
    expect(formatWait(600)).toBe("10 dakika");
    expect(formatWait(0)).toBe("1 saniye");
    expect(formatSeconds(500)).toBe("0,5 saniye");
  });
});
