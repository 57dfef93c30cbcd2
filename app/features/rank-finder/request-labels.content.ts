import type { RankDevice } from "./schema";

/**
 * The labels the rank finder screen shows for the request's fields. The request and answer
 * types themselves come from the schema (app/features/rank-finder/schema.ts).
 */

export const DEVICE_LABELS: Readonly<Record<RankDevice, string>> = {
  desktop: "Masaüstü",
  mobile: "Mobil",
};

/** docs/requirements.md R9.12: the search is always run for Turkey. */
export const RANK_LOCATION_LABEL = "Türkiye";
