/**
 * Where a lead came from (docs/requirements.md R13): the visit's landing page, the referring site,
 * its UTM parameters and ad click ids, and the tool or page whose form was sent. The browser keeps
 * the visit's record in sessionStorage (app/enhance/attribution.ts: no cookie, gone with the tab),
 * sends it with every lead form, and the server stores it in the lead's own columns. Pure and
 * small: it runs in the inline page script and on the server.
 */

/** Longest value kept per field; longer values are cut (attribution never refuses a lead). */
export const ATTRIBUTION_MAX_LENGTH = {
  landing_page: 300,
  referrer_host: 253,
  utm_source: 150,
  utm_medium: 150,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  gclid: 200,
  fbclid: 200,
  form_source: 100,
} as const;

export type AttributionField = keyof typeof ATTRIBUTION_MAX_LENGTH;
export type Attribution = Record<AttributionField, string | null>;

export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_MAX_LENGTH) as AttributionField[];

/** The query parameters that mark a campaign click; any of them starts a new attribution. */
export const CAMPAIGN_PARAMETERS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;

/** The key of the visit's record in sessionStorage. */
export const ATTRIBUTION_STORAGE_KEY = "ziyaret-kaynagi";

/** The JSON body's key under which the lead forms send the record. */
export const ATTRIBUTION_BODY_KEY = "attribution";

/** A form's `data-lead-source`: the tool or page it belongs to (`form_source`). */
export const LEAD_SOURCE_ATTRIBUTE = "data-lead-source";

export const EMPTY_ATTRIBUTION: Attribution = Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])) as Attribution;

// C0/C1 controls and the bidi/zero-width marks a log or a spreadsheet would act on.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

function clean(field: AttributionField, value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(UNSAFE_CHARACTERS, "").trim();
  if (text === "") return null;
  const max = ATTRIBUTION_MAX_LENGTH[field];
  return text.length > max ? text.slice(0, max) : text;
}

/** Whatever a form sent as its attribution, as the columns take it: unknown keys dropped, values cut. */
export function parseAttribution(raw: unknown): Attribution {
  const record = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const result = { ...EMPTY_ATTRIBUTION };
  for (const field of ATTRIBUTION_FIELDS) result[field] = clean(field, record[field]);
  return result;
}

/**
 * The visit's record after loading `pageUrl`: the first page of the visit sets it; a later page
 * replaces it only when it carries campaign parameters (a new ad click in the same tab). The
 * referrer counts only when it is another site.
 */
export function visitAttribution(stored: Attribution | null, pageUrl: string, referrer: string): Attribution {
  const url = new URL(pageUrl);
  const isCampaignLanding = CAMPAIGN_PARAMETERS.some((name) => url.searchParams.has(name));
  if (stored && !isCampaignLanding) return stored;
  let referrerHost: string | null = null;
  try {
    const from = new URL(referrer);
    if (from.host !== url.host && (from.protocol === "https:" || from.protocol === "http:")) referrerHost = from.hostname;
  } catch {
    // No referrer, or one the browser reduced to nothing.
  }
  const record = { ...EMPTY_ATTRIBUTION };
  record.landing_page = clean("landing_page", url.pathname + url.search);
  record.referrer_host = clean("referrer_host", referrerHost);
  for (const name of CAMPAIGN_PARAMETERS) record[name] = clean(name, url.searchParams.get(name));
  return record;
}

/** The referring host and the campaign in one short line, for a list or an e-mail ("google / cpc / yaz-kampanyasi"). */
export function attributionSummary(attribution: Partial<Attribution>): string {
  const campaign = [attribution.utm_source, attribution.utm_medium, attribution.utm_campaign].filter(Boolean).join(" / ");
  const clickIds = [attribution.gclid ? "gclid" : null, attribution.fbclid ? "fbclid" : null].filter(Boolean).join(", ");
  return [campaign, attribution.referrer_host ? `← ${attribution.referrer_host}` : "", clickIds ? `(${clickIds})` : ""]
    .filter(Boolean)
    .join(" ");
}
