import type { Promotion } from "./content-types";

/** Price after a percentage promotion, rounded to whole lira. */
export function discountedPrice(price: number, promotion: Pick<Promotion, "discountPercent">): number {
  return Math.round((price * (100 - promotion.discountPercent)) / 100);
}
