import {
  UTM_INVALID_URL,
  UTM_MISSING_REQUIRED,
  UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM,
  UTM_UNSUPPORTED_SCHEME,
} from "./messages.content";
import { DEFAULT_UTM_OPTIONS, normalizeUtmValue, type UtmNormalizeOptions } from "./normalize";
import { parseWebsiteUrl } from "~/capabilities/url/website-url";

export { parseWebsiteUrl,  } from "~/capabilities/url/website-url";

export interface UtmFields {
  readonly websiteUrl: string;
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
  readonly content?: string;
  readonly term?: string;
}

export type RequiredUtmField = "websiteUrl" | "source" | "medium" | "campaign";
export const REQUIRED_UTM_FIELDS: readonly RequiredUtmField[] = ["websiteUrl", "source", "medium", "campaign"];

/** The parameter values exactly as they went into the link (after the chosen normalisation). */
export interface UtmParams {
  readonly utm_source: string;
  readonly utm_medium: string;
  readonly utm_campaign: string;
  /** Empty string when not given. */
  readonly utm_content: string;
  /** Empty string when not given. */
  readonly utm_term: string;
}

export const UTM_PARAM_NAMES = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

export type UtmBuildResult =
  | {
      readonly ok: true;
      readonly url: string;
      /** The website URL after parsing (scheme added when it was missing), without our parameters. */
      readonly baseUrl: string;
      readonly params: UtmParams;
      /** True when the address had no scheme and https was assumed. */
      readonly assumedHttps: boolean;
      /** utm_* parameters already present in the address that our values replaced. */
      readonly replacedParams: readonly string[];
    }
  | {
      readonly ok: false;
      readonly error: "missing-required" | "invalid-url" | "unsupported-scheme";
      readonly message: string;
      /** Required fields that are empty (only for missing-required). */
      readonly missing: readonly RequiredUtmField[];
    };

export function missingRequiredFields(fields: UtmFields): RequiredUtmField[] {
  return REQUIRED_UTM_FIELDS.filter((name) => fields[name].trim() === "");
}

/**
 * The campaign-name suggestions need only source and medium (docs/requirements.md R5.6); returns the
 * required message when one is missing, null when the request may go out.
 */
export function suggestionInputError(fields: Pick<UtmFields, "source" | "medium">): string | null {
  return fields.source.trim() === "" || fields.medium.trim() === "" ? UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM : null;
}

/** Whether copy, download and test may be enabled (the screen's "a link can be built"). */
export function canBuildUtmLink(fields: UtmFields, options: UtmNormalizeOptions = DEFAULT_UTM_OPTIONS): boolean {
  return buildUtmLink(fields, options).ok;
}

/**
 * Builds the campaign link with the URL API: existing query parameters stay, utm_* values are
 * replaced rather than duplicated, parameters end up before any #fragment and every value is
 * percent-encoded. Spaces become %20 rather than "+", because "+" is only a space in form encoding
 * and some link shorteners and ad platforms keep it literally.
 */
export function buildUtmLink(fields: UtmFields, options: UtmNormalizeOptions = DEFAULT_UTM_OPTIONS): UtmBuildResult {
  const missing = missingRequiredFields(fields);
  if (missing.length > 0) {
    return { ok: false, error: "missing-required", message: UTM_MISSING_REQUIRED, missing };
  }
  const parsed = parseWebsiteUrl(fields.websiteUrl);
  if (!parsed.ok) {
    return {
      ok: false,
      error: parsed.error,
      message: parsed.error === "unsupported-scheme" ? UTM_UNSUPPORTED_SCHEME : UTM_INVALID_URL,
      missing: [],
    };
  }
  const params: UtmParams = {
    utm_source: normalizeUtmValue(fields.source, options),
    utm_medium: normalizeUtmValue(fields.medium, options),
    utm_campaign: normalizeUtmValue(fields.campaign, options),
    utm_content: normalizeUtmValue(fields.content ?? "", options),
    utm_term: normalizeUtmValue(fields.term ?? "", options, "term"),
  };
  const url = new URL(parsed.url.href);
  const replacedParams = UTM_PARAM_NAMES.filter((name) => url.searchParams.has(name));
  // The form is the single source of truth for the five parameters it owns: a stale utm_content in
  // the pasted address would otherwise survive an emptied field. Other utm_* (utm_id, ...) stay.
  for (const name of UTM_PARAM_NAMES) {
    const value = params[name];
    if (value === "") url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  // URLSearchParams encodes a literal "+" as %2B, so every "+" left in the output stands for a space.
  // Re-serialising also normalises the existing parameters ("?a" becomes "?a="): same meaning to
  // every server we know of, and the price of building with the URL API instead of by hand.
  url.search = url.searchParams.toString().replace(/\+/g, "%20");
  const base = new URL(parsed.url.href);
  // Only touched when needed: any searchParams write re-serialises the whole query.
  for (const name of replacedParams) base.searchParams.delete(name);
  return {
    ok: true,
    url: url.href,
    baseUrl: base.href,
    params,
    assumedHttps: parsed.assumedHttps,
    replacedParams,
  };
}
