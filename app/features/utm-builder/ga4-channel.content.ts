import type { Ga4Channel } from "./ga4-channel";
import type { SourceCategory } from "./source-categories";

/**
 * The Turkish of the GA4 channel check: the channels' names in the Turkish GA4 interface and the
 * sentence that names the rule which matched (ga4-channel.ts). The channel ids stay GA4's English.
 */

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

/** What a recognised source is, in "“google” bir arama motoru". */
export const SOURCE_CATEGORY_LABELS: Readonly<Record<SourceCategory, string>> = {
  search: "arama motoru",
  social: "sosyal medya sitesi",
  video: "video sitesi",
  shopping: "alışveriş sitesi",
};

export const GA4_UNASSIGNED_WARNING =
  "Bu kaynak/medium birleşimi GA4 varsayılan kanal kurallarının hiçbirine uymuyor; trafik “Unassigned” " +
  "(Atanmamış) olarak raporlanır. Medium için cpc, email, social, referral, display, affiliate gibi standart " +
  "değerler kullanın.";

/** The pieces of the explanation sentence, one per rule of classifyGa4Channel. */
export const GA4_RULE_TEXT = {
  explanation: (why: string, channel: Ga4Channel, label: string) => `${why} → ${channel} (${label}).`,
  sourceIs: (source: string, category: string) => `“${source}” bir ${category}`,
  direct: "Kaynak “(direct)” ve medium boş",
  crossNetwork: "Kampanya adı “cross-network” içeriyor",
  shoppingCampaign: "Kampanya adı “shop/shopping” içeriyor",
  /** `pattern` is GA4's paid-medium regex, quoted so the visitor can check the value against it. */
  paidMedium: (medium: string, pattern: string) => `“${medium}” ücretli medium kalıbına (${pattern}) uyuyor`,
  andPaid: (why: string, paidMedium: string) => `${why} ve ${paidMedium}`,
  andNotPaid: (why: string) => `${why} ve medium ücretli değil`,
  displayMedium: (medium: string) => `Medium “${medium}” görüntülü reklam değerlerinden biri (display, banner, cpm …)`,
  paidOther: (paidMedium: string, source: string) =>
    `${paidMedium}, ancak “${source}” tanınan bir arama, sosyal, video veya alışveriş sitesi değil`,
  socialMedium: (medium: string) => `Medium “${medium}” sosyal medya değeri`,
  videoMedium: (medium: string) => `Medium “${medium}” “video” içeriyor`,
  organicMedium: "Medium “organic”",
  referralMedium: (medium: string) => `Medium “${medium}” yönlendirme değeri (referral, app, link)`,
  email: "Kaynak veya medium “email” (e-mail, e_mail, e mail)",
  affiliate: "Medium “affiliate”",
  audio: "Medium “audio”",
  sms: "Kaynak veya medium “sms”",
  push: "Medium “push” ile bitiyor, “mobile” veya “notification” içeriyor ya da kaynak “firebase”",
  unassigned: (source: string, medium: string) =>
    `“${source}” / “${medium}” için eşleşen kural yok → Unassigned (Atanmamış). ${GA4_UNASSIGNED_WARNING}`,
} as const;
