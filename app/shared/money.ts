import type { Promotion } from "./content-types";

/** 8000 -> "8.000 TL" (Turkish thousands separator; no Intl, so server and browser render the same). */
export function formatTry(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ".")} TL`;
}

/** Price after a percentage promotion, rounded to whole lira. */
export function discountedPrice(price: number, promotion: Pick<Promotion, "discountPercent">): number {
  return Math.round((price * (100 - promotion.discountPercent)) / 100);
}
