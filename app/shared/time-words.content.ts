/** The Turkish words format.ts writes around its numbers: month names and units of time. */

export const TURKISH_MONTHS = [
  "Ocak",
  "Şubat",
  "Mart",
  "Nisan",
  "Mayıs",
  "Haziran",
  "Temmuz",
  "Ağustos",
  "Eylül",
  "Ekim",
  "Kasım",
  "Aralık",
] as const;

export const DURATION_UNITS = {
  seconds: "saniye",
  minutes: "dakika",
} as const;
