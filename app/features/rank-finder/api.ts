/**
 * The contract between the rank finder screen and GET /api/captcha + POST /api/rank (SPEC §7:
 * body website, keyword, device; answer rank, website, keyword, device, totalResults or error).
 * Types only, plus the labels the screen shows; importable by browser code.
 */

export type RankDevice = "desktop" | "mobile";

export const DEVICE_LABELS: Readonly<Record<RankDevice, string>> = {
  desktop: "Masaüstü",
  mobile: "Mobil",
};

/** SPEC §9: the search is always run for Turkey. */
export const RANK_LOCATION_LABEL = "Türkiye";

export interface RankCaptchaResponse {
  /** e.g. "7 × 3 = ?" (operators +, −, ×). */
  question: string;
  token: string;
  /** ISO time after which the token is refused. */
  expiresAt: string;
  /** False when no search provider is configured: the screen says so up front. */
  rankConfigured: boolean;
}

export interface RankRequestBody {
  website: string;
  keyword: string;
  device: RankDevice;
  captchaToken: string;
  captchaAnswer: string;
}

export interface RankResult {
  /** 1–100, or null when the site is not in the first 100 results. */
  rank: number | null;
  website: string;
  keyword: string;
  device: RankDevice;
  totalResults: number | null;
}

/** Error answers; `code` picks the toast title (see app/features/rank-finder/schema.ts RANK_ERROR_CODES). */
export interface RankErrorBody {
  error: string;
  code?: string;
}
