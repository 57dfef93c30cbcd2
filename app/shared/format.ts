/**
 * Turkish formatting of numbers, sizes, dates, money and waiting times: the one place for it, so
 * the screen, the server's messages and the e-mails all write "1.250", "12,4 KB", "3 Aralık 2026"
 * and "2 dakika" the same way. Node ships full ICU, so Intl gives the browser's output on the
 * server too (prerendered HTML hydrates without a mismatch).
 */

// Relative: react-router.config.ts and vite.config.ts load this module before the ~/ alias exists.
import { DURATION_UNITS, TURKISH_MONTHS } from "./time-words.content";

export const TIME_ZONE = "Europe/Istanbul";

/**
 * Intl objects are made on first use, never when the module loads: the first Turkish
 * Intl.NumberFormat of a page loads the locale's data, about 65 ms of main thread on a 4× slowed
 * phone, and that landed in the task that evaluates a tool page's modules (decision 031).
 */
let fallbackFormats: Intl.NumberFormat[] | undefined;

/**
 * 60000 → "60.000"; with `fractionDigits` (at most 2) 0.5 → "0,5". Written out rather than through
 * Intl (see above), with Intl's result: the shortest decimal form of the number rounded half away
 * from zero ("1.25" → "1,3"), thousands grouped with a dot from four digits on, trailing zeros
 * dropped, "-0" kept. Numbers JavaScript writes with an exponent (from 1e21, below 1e-6), NaN and
 * infinities go to Intl; format.test.ts compares both on thousands of values.
 */
export function formatNumber(value: number, fractionDigits: 0 | 1 | 2 = 0): string {
  const written = String(Math.abs(value));
  if (!Number.isFinite(value) || written.includes("e")) {
    fallbackFormats ??= [0, 1, 2].map((digits) => new Intl.NumberFormat("tr-TR", { maximumFractionDigits: digits }));
    return fallbackFormats[fractionDigits]?.format(value) ?? written;
  }
  const [whole = "", fraction = ""] = written.split(".");
  const kept = whole + fraction.padEnd(fractionDigits, "0").slice(0, fractionDigits);
  const digits = String(BigInt(kept) + ((fraction[fractionDigits] ?? "0") >= "5" ? 1n : 0n)).padStart(fractionDigits + 1, "0");
  const cut = digits.length - fractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ".")}${decimals ? `,${decimals}` : ""}`;
}

/** Bytes as the Turkish UI shows them: "812 B", "12,4 KB", "3,1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** 8000 → "8.000 TL", rounded to whole lira (prices on this site have no kuruş). */
export function formatMoney(amountTry: number): string {
  return `${formatNumber(Math.round(amountTry))} TL`;
}

/**
 * A calendar date written "YYYY-MM-DD" (or an ISO timestamp, whose date part is used as written)
 * → "3 Aralık 2026". Parsed by hand, not through Date, so no time zone can move the day.
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return isoDate;
  return `${day} ${TURKISH_MONTHS[month - 1] ?? ""} ${year}`;
}

/** A moment in Turkish local time, short: "22.11.2026 09:30". */
export function formatDateTimeShort(moment: Date | string): string {
  return new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(moment));
}

/** A moment in Turkish local time, long: "22 Kasım 2026 09:30". */
export function formatDateTimeLong(moment: Date | string): string {
  return new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(moment));
}

/** How long to wait, as a 429 message says it: "45 saniye", above 90 s in whole minutes "2 dakika". */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole > 90 ? `${formatNumber(Math.ceil(whole / 60))} ${DURATION_UNITS.minutes}` : `${formatNumber(whole)} ${DURATION_UNITS.seconds}`;
}

/** A duration in seconds with a decimal comma: 500 ms → "0,5 saniye". */
export function formatSeconds(milliseconds: number): string {
  return `${formatNumber(milliseconds / 1000, 1)} ${DURATION_UNITS.seconds}`;
}
