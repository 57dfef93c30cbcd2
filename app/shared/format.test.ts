import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTimeLong, formatDateTimeShort, formatMoney, formatNumber, formatSeconds, formatWait } from "./format";

describe("Turkish formatting", () => {
  it("groups thousands with a dot and uses a decimal comma", () => {
    expect(formatNumber(60_000)).toBe("60.000");
    expect(formatNumber(1250)).toBe("1.250");
    expect(formatNumber(0.5, 1)).toBe("0,5");
    expect(formatNumber(2.345, 2)).toBe("2,35");
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
