import { parseWebsiteUrl, UTM_PARAM_NAMES } from "./build";
import { classifyGa4Channel, GA4_EMAIL_VALUES, GA4_REFERRAL_MEDIUMS, GA4_SOCIAL_MEDIUMS } from "./ga4-channel";
import { foldTurkish, hasTurkishCharacters, hasUpperCase, lowerCaseUtm } from "./normalize";
import {
  CHANNEL_THEMES,
  FALLBACK_PROMOTION,
  FALLBACK_SEASON_SLUG,
  MONTHLY_PROMOTIONS,
  RULE_BASED_FINDINGS as F,
  RULE_BASED_TEXT as T,
  SEASON_SLUGS,
  type CampaignTheme,
} from "./rule-based.content";
import { GENERIC_CAMPAIGNS, SAMPLE_TURKISH_LETTER, TURKISH_LETTER, TURKISH_MEDIUMS } from "./rule-based.lexicon";
import { sourceCategoryOf } from "./source-categories";

/**
 * Deterministic stand-ins for the two AI actions of the UTM screen, used by the server when no AI
 * key is configured. They say so in their first line (UTM_RULE_BASED_LABEL) so nobody mistakes
 * them for model output.
 */

export interface CampaignSuggestionInput {
  readonly source: string;
  readonly medium: string;
}

export interface LinkAnalysisInput {
  readonly baseUrl: string;
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
}

/** "Google Ads" → "google-ads": the naming convention the suggestions teach. */
export function slugifyUtm(value: string): string {
  return lowerCaseUtm(foldTurkish(value.trim()))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Turkey has been on UTC+3 all year since 2016; fixing the offset keeps the month stamp the same on
 * a server in another time zone and in the visitor's browser.
 */
function turkishYearMonth(now: Date): { year: number; month: number } {
  const local = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() };
}

/** "2026-11" for a moment in November 2026, Turkish time. */
export function turkishMonthStamp(now: Date): string {
  const { year, month } = turkishYearMonth(now);
  return `${year}-${String(month + 1).padStart(2, "0")}`;
}

type ChannelKind = keyof typeof CHANNEL_THEMES;

/** The kind of campaign a GA4 channel carries, which picks its two themes. */
function channelKind(channel: string): ChannelKind {
  if (channel.endsWith("Search")) return "search";
  if (channel.endsWith("Social")) return "social";
  if (channel.endsWith("Video")) return "video";
  if (channel.endsWith("Shopping")) return "shopping";
  if (channel === "Email") return "email";
  if (channel === "Display") return "display";
  return "other";
}

export function ruleBasedCampaignSuggestions(input: CampaignSuggestionInput, now: Date): string {
  const source = slugifyUtm(input.source) || "kaynak";
  const medium = slugifyUtm(input.medium) || "medium";
  const channel = classifyGa4Channel({ source: input.source, medium: input.medium });
  const { year, month } = turkishYearMonth(now);
  const stamp = turkishMonthStamp(now);
  const promo = MONTHLY_PROMOTIONS[month] ?? FALLBACK_PROMOTION;
  const season = SEASON_SLUGS[month] ?? FALLBACK_SEASON_SLUG;
  const [themeA, themeB] = CHANNEL_THEMES[channelKind(channel.channel)];

  const suggestions: readonly CampaignTheme[] = [
    { slug: `${promo.slug}-${year}`, why: promo.why },
    { slug: T.seasonSlug(season, year), why: T.seasonWhy },
    { slug: `${themeA.slug}-${stamp}`, why: themeA.why },
    { slug: `${themeB.slug}-${stamp}`, why: themeB.why },
    { slug: `${source}-${medium}-${promo.slug}-${stamp}`, why: T.selfDescribingWhy },
  ];

  return T.suggestionsReport({ source: input.source.trim(), medium: input.medium.trim(), channel, suggestions });
}

const STANDARD_MEDIUMS = new Set([
  "cpc", "ppc", "cpm", "cpv", "paid", "organic", "referral", "display", "banner", "affiliate", "audio", "sms", "push",
  "video", ...GA4_EMAIL_VALUES, ...GA4_SOCIAL_MEDIUMS, ...GA4_REFERRAL_MEDIUMS,
]);

const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid"];

function valueChecks(label: string, value: string): string[] {
  const out: string[] = [];
  const trimmed = value.trim();
  if (trimmed !== value) out.push(F.padded(label));
  if (hasUpperCase(trimmed)) {
    out.push(F.upperCase(label, trimmed, lowerCaseUtm(trimmed)));
  }
  if (hasTurkishCharacters(trimmed)) {
    const sample = TURKISH_LETTER.exec(trimmed)?.[0] ?? SAMPLE_TURKISH_LETTER;
    out.push(F.turkishLetters(label, trimmed, sample, encodeURIComponent(sample), lowerCaseUtm(foldTurkish(trimmed))));
  }
  if (/\s/.test(trimmed)) {
    out.push(F.spaces(label));
  }
  return out;
}

export function ruleBasedAnalysis(input: LinkAnalysisInput): string {
  const findings: string[] = [];
  const parsed = parseWebsiteUrl(input.baseUrl);
  if (!parsed.ok) {
    findings.push(parsed.error === "unsupported-scheme" ? F.unsupportedScheme : F.invalidUrl);
  } else {
    const { url, assumedHttps } = parsed;
    if (assumedHttps) {
      findings.push(F.assumedHttps);
    } else if (url.protocol === "http:") {
      findings.push(F.plainHttp);
    } else {
      findings.push(F.https);
    }
    for (const name of UTM_PARAM_NAMES) {
      const count = url.searchParams.getAll(name).length;
      if (count > 1) {
        findings.push(F.repeatedParam(name, count));
      } else if (count === 1) {
        findings.push(F.paramInUrl(name));
      }
    }
    const clickIds = CLICK_IDS.filter((id) => url.searchParams.has(id));
    if (clickIds.length > 0) {
      findings.push(F.clickIds(clickIds));
    }
  }

  findings.push(...valueChecks(F.fieldLabels.source, input.source));
  findings.push(...valueChecks(F.fieldLabels.medium, input.medium));
  findings.push(...valueChecks(F.fieldLabels.campaign, input.campaign));

  const source = input.source.trim().toLowerCase();
  const medium = input.medium.trim().toLowerCase();
  const campaign = input.campaign.trim().toLowerCase();
  const turkishMedium = TURKISH_MEDIUMS[medium];
  if (turkishMedium) {
    findings.push(F.turkishMedium(input.medium.trim(), turkishMedium));
  }
  if (sourceCategoryOf(medium) !== null && !STANDARD_MEDIUMS.has(medium)) {
    findings.push(F.siteInMedium(input.medium.trim()));
  } else if (
    STANDARD_MEDIUMS.has(source) &&
    sourceCategoryOf(source) === null &&
    // GA4's Email and SMS rules accept these as a source too.
    !GA4_EMAIL_VALUES.includes(source) &&
    source !== "sms"
  ) {
    findings.push(F.mediumInSource(input.source.trim()));
  }
  if (medium === "ppc") {
    findings.push(F.ppc);
  }
  if (sourceCategoryOf(source) === "search" && source.startsWith("google") && /^(cpc|ppc)$/.test(medium)) {
    findings.push(F.googleAutoTagging);
  }

  if (!/\d{4}/.test(campaign)) {
    findings.push(F.noDateStamp);
  }
  if (GENERIC_CAMPAIGNS.has(campaign)) {
    findings.push(F.genericCampaign(input.campaign.trim()));
  }
  if (/[&?#=/%+]/.test(campaign)) {
    findings.push(F.reservedCharacters);
  }
  if (campaign.length > 100) findings.push(F.campaignTooLong);

  const channel = classifyGa4Channel({ source: input.source, medium: input.medium, campaign: input.campaign });
  return T.analysisReport({
    source: input.source.trim(),
    medium: input.medium.trim(),
    campaign: input.campaign.trim(),
    channel,
    findings,
  });
}
