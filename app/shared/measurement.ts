/**
 * Measurement with consent (docs/decisions/027): the settings the server hands the page, the
 * visitor's stored choice and what it means for Google Consent Mode v2. Pure, so the browser
 * script (app/enhance/measurement-main.ts) and the server share one definition.
 */

/** What the page needs to know, only present when something is configured. */
export interface MeasurementConfig {
  /** GA4 measurement ID (G-…). */
  ga4?: string;
  /** Google Ads conversion ID (AW-…). */
  ads?: string;
  /** `send_to` of the lead conversion (AW-…/label). */
  adsLead?: string;
  /** A Plausible- or Umami-compatible script: cookieless, no banner. */
  cookieless?: { src: string; site: string };
}

/** The `<script type="application/json">` the server adds to each page when measurement is configured. */
export const MEASUREMENT_CONFIG_ID = "olcum-ayarlari";
/** The browser script, served from the site itself and requested only on configured sites. */
export const MEASUREMENT_SCRIPT_PATH = "/measurement.js";
/** Where the visitor's choice is kept (first-party localStorage, never sent to the server). */
export const CONSENT_STORAGE_KEY = "cerez-tercihleri";
/** Bumped when the purposes change: a choice made for other purposes is asked again. */
export const CONSENT_VERSION = 1;
/** The footer button "Çerez tercihleri"; hidden in the HTML, shown by the script when a banner exists. */
export const CONSENT_OPEN_ATTRIBUTE = "data-consent-open";

export type AnalyticsEvent =
  | "generate_lead"
  | "sign_up"
  | "whatsapp_click"
  | "phone_click"
  | "tool_used"
  | "file_download"
  // A tool's result asked for by e-mail ("Raporu e-postama gönder"); a generate_lead is sent with it.
  | "tool_report_requested";
export type AnalyticsParams = Readonly<Record<string, string | number>>;

/** The visitor's decision per optional purpose; strictly necessary storage needs no consent. */
export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

export const REJECT_ALL: ConsentChoice = { analytics: false, ads: false };
export const ACCEPT_ALL: ConsentChoice = { analytics: true, ads: true };

const GA4 = /^G-[A-Z0-9]{4,20}$/;
const ADS = /^AW-[0-9]{4,20}$/;
const ADS_SEND_TO = /^AW-[0-9]{4,20}\/[A-Za-z0-9_-]{4,64}$/;
const SITE_ID = /^[A-Za-z0-9.-]{1,253}$/;

function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function matching(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

/**
 * Reads the page's settings; anything malformed is dropped rather than loaded, so a broken page
 * never loads a third-party script it was not meant to. Null: nothing to measure.
 */
export function parseMeasurementConfig(json: string | null | undefined): MeasurementConfig | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const raw = data as Record<string, unknown>;
  const config: MeasurementConfig = {};
  const ga4 = matching(raw.ga4, GA4);
  const ads = matching(raw.ads, ADS);
  const adsLead = ads ? matching(raw.adsLead, ADS_SEND_TO) : undefined;
  if (ga4) config.ga4 = ga4;
  if (ads) config.ads = ads;
  if (adsLead?.startsWith(`${ads}/`)) config.adsLead = adsLead;
  const cookieless = raw.cookieless as Record<string, unknown> | undefined;
  if (cookieless && isHttpsUrl(cookieless.src) && matching(cookieless.site, SITE_ID)) {
    config.cookieless = { src: cookieless.src, site: String(cookieless.site) };
  }
  return Object.keys(config).length > 0 ? config : null;
}

/** Google products need the visitor's consent (cookies); the cookieless script does not. */
export function needsConsent(config: MeasurementConfig): boolean {
  return Boolean(config.ga4 || config.ads);
}

/** The stored choice, or null when there is none (or it was made for another version): ask. */
export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== "object" || data === null) return null;
    const { v, analytics, ads } = data as Record<string, unknown>;
    if (v !== CONSENT_VERSION || typeof analytics !== "boolean" || typeof ads !== "boolean") return null;
    return { analytics, ads };
  } catch {
    return null;
  }
}

/** The stored form: the choice, its version and when it was made (the record KVKK asks to keep). */
export function serializeConsent(choice: ConsentChoice, now: Date): string {
  return JSON.stringify({ v: CONSENT_VERSION, analytics: choice.analytics, ads: choice.ads, at: now.toISOString() });
}

export type ConsentSignal = "granted" | "denied";
export interface ConsentModeState {
  ad_storage: ConsentSignal;
  analytics_storage: ConsentSignal;
  ad_user_data: ConsentSignal;
  ad_personalization: ConsentSignal;
}

/** Consent Mode v2 signals for a choice: the advertising purpose covers all three ad signals. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  const ad: ConsentSignal = choice.ads ? "granted" : "denied";
  return { ad_storage: ad, analytics_storage: choice.analytics ? "granted" : "denied", ad_user_data: ad, ad_personalization: ad };
}

/** The defaults set before anything else: everything denied. */
export const CONSENT_DEFAULTS: ConsentModeState = consentModeState(REJECT_ALL);

/** Whether Google's script may be requested at all: only once some Google purpose is accepted. */
export function mayLoadGoogle(config: MeasurementConfig, choice: ConsentChoice | null): boolean {
  if (!choice) return false;
  return Boolean((config.ga4 && choice.analytics) || (config.ads && choice.ads));
}
