import { GA4_CHANNEL_LABELS_TR, GA4_RULE_TEXT, SOURCE_CATEGORY_LABELS } from "./ga4-channel.content";
import { sourceCategoryOf, type SourceCategory } from "./source-categories";

/**
 * GA4's default channel group for manually tagged traffic, evaluated top-down, first match wins.
 * Rules and order follow Google's "[GA4] Default channel group" article, section "Channels for
 * manual traffic" (https://support.google.com/analytics/answer/9756891). Channel definitions are not
 * case sensitive there, so everything is compared in lower case. Google's "matches regex" is a full
 * match, hence the anchors. Rules that need Google Ads, DV360 or SA360 data (auto-tagged traffic)
 * cannot be evaluated from UTM values and are left out.
 */
export const GA4_CHANNELS = [
  "Direct",
  "Cross-network",
  "Paid Shopping",
  "Paid Search",
  "Paid Social",
  "Paid Video",
  "Display",
  "Paid Other",
  "Organic Shopping",
  "Organic Social",
  "Organic Video",
  "Organic Search",
  "Referral",
  "Email",
  "Affiliates",
  "Audio",
  "SMS",
  "Mobile Push Notifications",
  "Unassigned",
] as const;

export type Ga4Channel = (typeof GA4_CHANNELS)[number];

export const GA4_PAID_MEDIUM = /^(.*cp.*|ppc|retargeting|paid.*)$/;
export const GA4_SHOPPING_CAMPAIGN = /^(.*(([^a-df-z]|^)shop|shopping).*)$/;
export const GA4_DISPLAY_MEDIUMS: readonly string[] = ["display", "banner", "expandable", "interstitial", "cpm"];
export const GA4_SOCIAL_MEDIUMS: readonly string[] = [
  "social",
  "social-network",
  "social-media",
  "sm",
  "social network",
  "social media",
];
export const GA4_EMAIL_VALUES: readonly string[] = ["email", "e-mail", "e_mail", "e mail"];
export const GA4_REFERRAL_MEDIUMS: readonly string[] = ["referral", "app", "link"];

export interface Ga4ChannelInput {
  readonly source: string;
  readonly medium: string;
  readonly campaign?: string;
}

export interface Ga4ChannelResult {
  readonly channel: Ga4Channel;
  readonly labelTr: string;
  /** One Turkish sentence naming the rule that matched. */
  readonly explanation: string;
  /** True for Unassigned: the traffic would be lost in GA4's channel reports. */
  readonly warning: boolean;
  readonly sourceCategory: SourceCategory | null;
}

export function classifyGa4Channel(input: Ga4ChannelInput): Ga4ChannelResult {
  const source = input.source.trim().toLowerCase();
  const medium = input.medium.trim().toLowerCase();
  const campaign = (input.campaign ?? "").trim().toLowerCase();
  const category = sourceCategoryOf(source);
  const paid = GA4_PAID_MEDIUM.test(medium);
  const shoppingCampaign = GA4_SHOPPING_CAMPAIGN.test(campaign);
  const T = GA4_RULE_TEXT;
  const sourceIs = category ? T.sourceIs(source, SOURCE_CATEGORY_LABELS[category]) : "";
  const paidMedium = T.paidMedium(medium, GA4_PAID_MEDIUM.source);

  const result = (channel: Ga4Channel, why: string): Ga4ChannelResult => ({
    channel,
    labelTr: GA4_CHANNEL_LABELS_TR[channel],
    explanation: T.explanation(why, channel, GA4_CHANNEL_LABELS_TR[channel]),
    warning: channel === "Unassigned",
    sourceCategory: category,
  });

  if (source === "(direct)" && (medium === "(not set)" || medium === "(none)")) {
    return result("Direct", T.direct);
  }
  if (campaign.includes("cross-network")) {
    return result("Cross-network", T.crossNetwork);
  }
  if ((category === "shopping" || shoppingCampaign) && paid) {
    const why = category === "shopping" ? sourceIs : T.shoppingCampaign;
    return result("Paid Shopping", T.andPaid(why, paidMedium));
  }
  if (category === "search" && paid) return result("Paid Search", T.andPaid(sourceIs, paidMedium));
  if (category === "social" && paid) return result("Paid Social", T.andPaid(sourceIs, paidMedium));
  if (category === "video" && paid) return result("Paid Video", T.andPaid(sourceIs, paidMedium));
  if (GA4_DISPLAY_MEDIUMS.includes(medium)) {
    return result("Display", T.displayMedium(medium));
  }
  if (paid) {
    return result("Paid Other", T.paidOther(paidMedium, source));
  }
  if (category === "shopping" || shoppingCampaign) {
    const why = category === "shopping" ? sourceIs : T.shoppingCampaign;
    return result("Organic Shopping", T.andNotPaid(why));
  }
  if (category === "social" || GA4_SOCIAL_MEDIUMS.includes(medium)) {
    const why = category === "social" ? sourceIs : T.socialMedium(medium);
    return result("Organic Social", T.andNotPaid(why));
  }
  if (category === "video" || medium.includes("video")) {
    const why = category === "video" ? sourceIs : T.videoMedium(medium);
    return result("Organic Video", T.andNotPaid(why));
  }
  if (category === "search" || medium === "organic") {
    const why = category === "search" ? sourceIs : T.organicMedium;
    return result("Organic Search", T.andNotPaid(why));
  }
  if (GA4_REFERRAL_MEDIUMS.includes(medium)) {
    return result("Referral", T.referralMedium(medium));
  }
  if (GA4_EMAIL_VALUES.includes(source) || GA4_EMAIL_VALUES.includes(medium)) {
    return result("Email", T.email);
  }
  if (medium === "affiliate") return result("Affiliates", T.affiliate);
  if (medium === "audio") return result("Audio", T.audio);
  if (source === "sms" || medium === "sms") return result("SMS", T.sms);
  if (medium.endsWith("push") || medium.includes("mobile") || medium.includes("notification") || source === "firebase") {
    return result("Mobile Push Notifications", T.push);
  }
  return {
    channel: "Unassigned",
    labelTr: GA4_CHANNEL_LABELS_TR.Unassigned,
    explanation: T.unassigned(source, medium),
    warning: true,
    sourceCategory: category,
  };
}
