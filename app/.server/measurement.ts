import { MEASUREMENT_CONFIG_ID, MEASUREMENT_SCRIPT_PATH, type MeasurementConfig } from "../shared/measurement";
import type { Env } from "./env";

/** The page settings from the validated environment; null when nothing is configured. */
export function measurementConfigFromEnv(
  env: Pick<Env, "GA4_MEASUREMENT_ID" | "GOOGLE_ADS_ID" | "GOOGLE_ADS_LEAD_LABEL" | "COOKIELESS_SCRIPT_URL" | "COOKIELESS_SITE_ID">,
): MeasurementConfig | null {
  const config: MeasurementConfig = {};
  if (env.GA4_MEASUREMENT_ID) config.ga4 = env.GA4_MEASUREMENT_ID;
  if (env.GOOGLE_ADS_ID) {
    config.ads = env.GOOGLE_ADS_ID;
    if (env.GOOGLE_ADS_LEAD_LABEL) config.adsLead = `${env.GOOGLE_ADS_ID}/${env.GOOGLE_ADS_LEAD_LABEL}`;
  }
  if (env.COOKIELESS_SCRIPT_URL && env.COOKIELESS_SITE_ID) config.cookieless = { src: env.COOKIELESS_SCRIPT_URL, site: env.COOKIELESS_SITE_ID };
  return Object.keys(config).length > 0 ? config : null;
}

/** Extra CSP sources per directive; directives not named keep the site's own policy. */
export type CspAdditions = Partial<Record<"script-src" | "connect-src" | "img-src" | "frame-src", readonly string[]>>;

// Google's documented hosts for GA4 and Google Ads with Consent Mode (tag, collection, conversion pings).
const GA4_SOURCES: CspAdditions = {
  "script-src": ["https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};
const ADS_SOURCES: CspAdditions = {
  "script-src": ["https://*.googletagmanager.com", "https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"],
  "connect-src": ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com", "https://*.googletagmanager.com"],
  "img-src": ["https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com", "https://*.googletagmanager.com"],
  "frame-src": ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

/** The hosts the configured services need, and only those (nothing when nothing is configured). */
export function measurementCspAdditions(config: MeasurementConfig | null): CspAdditions {
  if (!config) return {};
  const merged: Record<string, Set<string>> = {};
  const add = (sources: CspAdditions) => {
    for (const [directive, values] of Object.entries(sources)) {
      const set = (merged[directive] ??= new Set());
      for (const value of values) set.add(value);
    }
  };
  if (config.ga4) add(GA4_SOURCES);
  if (config.ads) add(ADS_SOURCES);
  if (config.cookieless) {
    // Plausible and Umami post their events to the origin that serves the script.
    const origin = new URL(config.cookieless.src).origin;
    add({ "script-src": [origin], "connect-src": [origin] });
  }
  return Object.fromEntries(Object.entries(merged).map(([directive, values]) => [directive, [...values]]));
}

/**
 * What goes before `</head>` of every page on a configured site: the settings as a JSON data block
 * (never executed, so never hashed) and the site's own measurement script, a module (deferred:
 * it never holds up the first paint). `<` is escaped so the JSON cannot close its element.
 */
export function measurementHeadHtml(config: MeasurementConfig): string {
  const json = JSON.stringify(config).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${MEASUREMENT_CONFIG_ID}">${json}</script><script type="module" src="${MEASUREMENT_SCRIPT_PATH}"></script>`;
}

/** Adds the measurement tags to a finished HTML document (unchanged when nothing is configured). */
export function withMeasurement(html: string, config: MeasurementConfig | null): string {
  if (!config || !html.includes("</head>")) return html;
  return html.replace("</head>", () => `${measurementHeadHtml(config)}</head>`);
}
