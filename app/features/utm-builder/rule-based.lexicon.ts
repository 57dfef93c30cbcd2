/** Turkish words the UTM link analysis (rule-based.ts) recognises in what the visitor typed. */

/** Turkish medium values people use that GA4 does not recognise, with the standard replacement. */
export const TURKISH_MEDIUMS: Readonly<Record<string, string>> = {
  eposta: "email",
  "e-posta": "email",
  "e posta": "email",
  "e-bulten": "email",
  ebulten: "email",
  bulten: "email",
  "bülten": "email",
  "e-bülten": "email",
  mail: "email",
  newsletter: "email",
  sosyal: "social",
  "sosyal-medya": "social",
  "sosyal medya": "social",
  sosyalmedya: "social",
  ucretli: "cpc",
  "ücretli": "cpc",
  reklam: "cpc",
  organik: "organic",
  yonlendirme: "referral",
  "yönlendirme": "referral",
  "satis-ortakligi": "affiliate",
  affiliates: "affiliate",
};

/** Campaign names too generic to tell one campaign from another. */
export const GENERIC_CAMPAIGNS = new Set(["test", "deneme", "kampanya", "campaign", "reklam", "yeni", "promo", "indirim"]);

/** The letters that set Turkish apart from ASCII, and the one the advice shows when none is found. */
export const TURKISH_LETTER = /[çÇğĞıİöÖşŞüÜ]/;
export const SAMPLE_TURKISH_LETTER = "ç";
