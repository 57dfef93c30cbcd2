import { sourceCategoryOf, SOURCE_CATEGORY_LABELS, type SourceCategory } from "./source-categories";

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

/** Names used by the Turkish GA4 interface. */
export const GA4_CHANNEL_LABELS_TR: Readonly<Record<Ga4Channel, string>> = {
  Direct: "Doğrudan",
  "Cross-network": "Çapraz ağ",
  "Paid Shopping": "Ücretli Alışveriş",
  "Paid Search": "Ücretli Arama",
  "Paid Social": "Ücretli Sosyal",
  "Paid Video": "Ücretli Video",
  Display: "Görüntülü Reklam",
  "Paid Other": "Diğer Ücretli",
  "Organic Shopping": "Organik Alışveriş",
  "Organic Social": "Organik Sosyal",
  "Organic Video": "Organik Video",
  "Organic Search": "Organik Arama",
  Referral: "Yönlendirme",
  Email: "E-posta",
  Affiliates: "Satış Ortaklığı",
  Audio: "Ses",
  SMS: "SMS",
  "Mobile Push Notifications": "Mobil Push Bildirimleri",
  Unassigned: "Atanmamış",
};

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

export const GA4_UNASSIGNED_WARNING =
  "Bu kaynak/medium birleşimi GA4 varsayılan kanal kurallarının hiçbirine uymuyor; trafik “Unassigned” " +
  "(Atanmamış) olarak raporlanır. Medium için cpc, email, social, referral, display, affiliate gibi standart " +
  "değerler kullanın.";

export function classifyGa4Channel(input: Ga4ChannelInput): Ga4ChannelResult {
  const source = input.source.trim().toLowerCase();
  const medium = input.medium.trim().toLowerCase();
  const campaign = (input.campaign ?? "").trim().toLowerCase();
  const category = sourceCategoryOf(source);
  const paid = GA4_PAID_MEDIUM.test(medium);
  const shoppingCampaign = GA4_SHOPPING_CAMPAIGN.test(campaign);
  const categoryText = category ? SOURCE_CATEGORY_LABELS[category] : "";
  const paidText = `“${medium}” ücretli medium kalıbına (^(.*cp.*|ppc|retargeting|paid.*)$) uyuyor`;

  const result = (channel: Ga4Channel, why: string): Ga4ChannelResult => ({
    channel,
    labelTr: GA4_CHANNEL_LABELS_TR[channel],
    explanation: `${why} → ${channel} (${GA4_CHANNEL_LABELS_TR[channel]}).`,
    warning: channel === "Unassigned",
    sourceCategory: category,
  });

  if (source === "(direct)" && (medium === "(not set)" || medium === "(none)")) {
    return result("Direct", "Kaynak “(direct)” ve medium boş");
  }
  if (campaign.includes("cross-network")) {
    return result("Cross-network", "Kampanya adı “cross-network” içeriyor");
  }
  if ((category === "shopping" || shoppingCampaign) && paid) {
    const why = category === "shopping" ? `“${source}” bir ${categoryText}` : "Kampanya adı “shop/shopping” içeriyor";
    return result("Paid Shopping", `${why} ve ${paidText}`);
  }
  if (category === "search" && paid) return result("Paid Search", `“${source}” bir ${categoryText} ve ${paidText}`);
  if (category === "social" && paid) return result("Paid Social", `“${source}” bir ${categoryText} ve ${paidText}`);
  if (category === "video" && paid) return result("Paid Video", `“${source}” bir ${categoryText} ve ${paidText}`);
  if (GA4_DISPLAY_MEDIUMS.includes(medium)) {
    return result("Display", `Medium “${medium}” görüntülü reklam değerlerinden biri (display, banner, cpm …)`);
  }
  if (paid) {
    return result("Paid Other", `${paidText}, ancak “${source}” tanınan bir arama, sosyal, video veya alışveriş sitesi değil`);
  }
  if (category === "shopping" || shoppingCampaign) {
    const why = category === "shopping" ? `“${source}” bir ${categoryText}` : "Kampanya adı “shop/shopping” içeriyor";
    return result("Organic Shopping", `${why} ve medium ücretli değil`);
  }
  if (category === "social" || GA4_SOCIAL_MEDIUMS.includes(medium)) {
    const why = category === "social" ? `“${source}” bir ${categoryText}` : `Medium “${medium}” sosyal medya değeri`;
    return result("Organic Social", `${why} ve medium ücretli değil`);
  }
  if (category === "video" || medium.includes("video")) {
    const why = category === "video" ? `“${source}” bir ${categoryText}` : `Medium “${medium}” “video” içeriyor`;
    return result("Organic Video", `${why} ve medium ücretli değil`);
  }
  if (category === "search" || medium === "organic") {
    const why = category === "search" ? `“${source}” bir ${categoryText}` : "Medium “organic”";
    return result("Organic Search", `${why} ve medium ücretli değil`);
  }
  if (GA4_REFERRAL_MEDIUMS.includes(medium)) {
    return result("Referral", `Medium “${medium}” yönlendirme değeri (referral, app, link)`);
  }
  if (GA4_EMAIL_VALUES.includes(source) || GA4_EMAIL_VALUES.includes(medium)) {
    return result("Email", "Kaynak veya medium “email” (e-mail, e_mail, e mail)");
  }
  if (medium === "affiliate") return result("Affiliates", "Medium “affiliate”");
  if (medium === "audio") return result("Audio", "Medium “audio”");
  if (source === "sms" || medium === "sms") return result("SMS", "Kaynak veya medium “sms”");
  if (medium.endsWith("push") || medium.includes("mobile") || medium.includes("notification") || source === "firebase") {
    return result(
      "Mobile Push Notifications",
      "Medium “push” ile bitiyor, “mobile” veya “notification” içeriyor ya da kaynak “firebase”",
    );
  }
  return {
    channel: "Unassigned",
    labelTr: GA4_CHANNEL_LABELS_TR.Unassigned,
    explanation: `“${source}” / “${medium}” için eşleşen kural yok → Unassigned (Atanmamış). ${GA4_UNASSIGNED_WARNING}`,
    warning: true,
    sourceCategory: category,
  };
}
