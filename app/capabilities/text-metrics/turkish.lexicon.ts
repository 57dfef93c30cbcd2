/** Turkish the text metrics work on without showing it: the vowels syllables are counted by, and the casing rules of titles. */

/** Every vowel in both cases, circumflexed ones included: a Turkish syllable holds exactly one. */
export const TURKISH_VOWELS = "aeıioöuüâîûAEIİOÖUÜÂÎÛ";

/**
 * Marketing acronyms people type in lower case, keyed by their Turkish lower-case form (so "AI"
 * typed in capitals arrives as "aı"), with the spelling to show. A plain turkishUpper (text.ts) would turn
 * "ai" into "Aİ".
 */
export const ACRONYMS: ReadonlyMap<string, string> = new Map([
  ["seo", "SEO"], ["sem", "SEM"], ["smm", "SMM"], ["ppc", "PPC"], ["cpc", "CPC"], ["ai", "AI"], ["aı", "AI"],
  ["b2b", "B2B"], ["b2c", "B2C"], ["crm", "CRM"], ["erp", "ERP"], ["ux", "UX"], ["ui", "UI"], ["uı", "UI"],
  ["php", "PHP"], ["html", "HTML"], ["css", "CSS"], ["ga4", "GA4"], ["gtm", "GTM"], ["kobi", "KOBİ"],
  ["kobı", "KOBİ"], ["abd", "ABD"], ["tl", "TL"], ["pdf", "PDF"],
]);

/** Conjunctions Turkish titles keep in lower case (except as the first word). */
export const LOWER_IN_TITLES: ReadonlySet<string> = new Set(["ve", "ile", "veya", "ya", "da", "de", "ki", "mi", "mı", "mu", "mü"]);
