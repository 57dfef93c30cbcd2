/**
 * The hreflang value rule of the live check and the site audit, as Google reads it: a language (ISO 639-1), then
 * optionally a script (ISO 15924, four letters, e.g. zh-Hant) and/or a region (ISO 3166-1
 * alpha-2), separated by hyphens, or "x-default". Case does not matter. A region alone is not a
 * value (Google does not derive a language from a country). The generator's select boxes offer a
 * short list (features/hreflang/constants.ts); a live site may use any code, so the full lists are here.
 */

/** The value of the version for visitors no other version matches (Google: a language selector, a home page). */
export const X_DEFAULT = "x-default";

/** Every ISO 639-1 code (183). */
export const ISO_639_1 = new Set(
  (
    "aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu " +
    "fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km " +
    "kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om " +
    "or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr " +
    "ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu"
  ).split(" "),
);

/** Every officially assigned ISO 3166-1 alpha-2 code (249). */
export const ISO_3166_1_ALPHA_2 = new Set(
  (
    "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF " +
    "CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH " +
    "GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW " +
    "KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG " +
    "NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN " +
    "SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT " +
    "ZA ZM ZW"
  ).split(" "),
);

/**
 * Language codes people write by mistake, with the ISO 639-1 code meant: withdrawn codes (iw, in,
 * ji, jw, mo, sh), a country's code used as its language (jp, cn, gr, dk, cz, ua, se is Sami and
 * so valid), and common ISO 639-2 three-letter codes.
 */
const LANGUAGE_FIXES: Readonly<Record<string, string>> = {
  iw: "he",
  in: "id",
  ji: "yi",
  jw: "jv",
  mo: "ro",
  sh: "sr",
  jp: "ja",
  cn: "zh",
  gr: "el",
  dk: "da",
  cz: "cs",
  ua: "uk",
  eng: "en",
  tur: "tr",
  deu: "de",
  ger: "de",
  fra: "fr",
  fre: "fr",
  spa: "es",
  ita: "it",
  por: "pt",
  rus: "ru",
  ara: "ar",
  jpn: "ja",
  zho: "zh",
  chi: "zh",
  nld: "nl",
  dut: "nl",
};

/** Region codes that are not ISO 3166-1 alpha-2 but are often written for one (UK) or were withdrawn. */
const REGION_FIXES: Readonly<Record<string, string>> = {
  UK: "GB",
  TP: "TL",
  ZR: "CD",
  BU: "MM",
  YU: "RS",
  CS: "RS",
  SU: "RU",
  FX: "FR",
  DD: "DE",
  AN: "CW",
};

export type HreflangCodeProblem =
  /** Not a language[-script][-region] shape at all (spaces, digits, empty, ...). */
  | "malformed"
  /** `_` between the parts (tr_TR): hreflang uses a hyphen. */
  | "underscore"
  /** A region without a language ("GB"). */
  | "region-only"
  /** The first part is not an ISO 639-1 code. */
  | "unknown-language"
  /** The region part is not an ISO 3166-1 alpha-2 code (en-UK, es-419). */
  | "unknown-region";

export type HreflangCodeCheck =
  | { ok: true; value: string }
  | { ok: false; problem: HreflangCodeProblem; /** The value meant, when one can be told ("en-GB"); null otherwise. */ suggestion: string | null };

/** "tr-tr" → "tr-TR", "zh-hant" → "zh-Hant": the conventional spelling of a valid value. */
function spell(language: string, script: string | null, region: string | null): string {
  return [
    language.toLowerCase(),
    script === null ? null : script.charAt(0).toUpperCase() + script.slice(1).toLowerCase(),
    region?.toUpperCase() ?? null,
  ]
    .filter((part) => part !== null)
    .join("-");
}

/** Checks one hreflang value as written on a page, header or sitemap. */
export function checkHreflangCode(raw: string): HreflangCodeCheck {
  const value = raw.trim();
  if (value.toLowerCase() === X_DEFAULT) return { ok: true, value: X_DEFAULT };
  const underscore = value.includes("_");
  const parts = value.split(/[-_]/);
  const shape = /^[a-z]{2,3}$/i.test(parts[0] ?? "") && parts.length <= 3 && parts.slice(1).every((part) => /^(?:[a-z]{4}|[a-z]{2}|\d{3})$/i.test(part));
  if (!shape) {
    if (/^[a-z]{2}$/i.test(value) && ISO_3166_1_ALPHA_2.has(value.toUpperCase())) return { ok: false, problem: "region-only", suggestion: null };
    return { ok: false, problem: "malformed", suggestion: null };
  }
  const [first = "", ...rest] = parts;
  const script = rest.length > 0 && /^[a-z]{4}$/i.test(rest[0] ?? "") ? (rest[0] ?? null) : null;
  const afterScript = script === null ? rest : rest.slice(1);
  if (afterScript.length > 1 || afterScript.some((part) => /^[a-z]{4}$/i.test(part))) return { ok: false, problem: "malformed", suggestion: null };
  const region = afterScript[0] ?? null;

  const languageLower = first.toLowerCase();
  const languageOk = ISO_639_1.has(languageLower);
  const language = languageOk ? languageLower : (LANGUAGE_FIXES[languageLower] ?? null);
  const regionUpper = region?.toUpperCase() ?? null;
  const regionOk = regionUpper === null || ISO_3166_1_ALPHA_2.has(regionUpper);
  const fixedRegion = regionUpper === null || regionOk ? regionUpper : (REGION_FIXES[regionUpper] ?? null);
  const suggestion = language !== null && (regionUpper === null || fixedRegion !== null) ? spell(language, script, fixedRegion) : null;

  if (!languageOk) {
    // "GB" alone is a region, unless it is also a language ("be" is Belarusian, not Belgium).
    if (rest.length === 0 && ISO_3166_1_ALPHA_2.has(first.toUpperCase()) && LANGUAGE_FIXES[languageLower] === undefined) {
      return { ok: false, problem: "region-only", suggestion: null };
    }
    return { ok: false, problem: "unknown-language", suggestion };
  }
  if (!regionOk) return { ok: false, problem: "unknown-region", suggestion };
  if (underscore) return { ok: false, problem: "underscore", suggestion };
  return { ok: true, value: spell(language ?? languageLower, script, regionUpper) };
}

/** The language part of a value or of `<html lang>` ("en-GB" → "en"), lowercased; null for x-default or nothing usable. */
export function primaryLanguage(value: string): string | null {
  const first = value.trim().split(/[-_]/)[0]?.toLowerCase() ?? "";
  if (value.trim().toLowerCase() === X_DEFAULT || !/^[a-z]{2,3}$/.test(first)) return null;
  return first;
}

/** The region part of a value or of `<html lang>` ("en-GB" → "GB"), or null. */
export function regionOf(value: string): string | null {
  const region = value
    .trim()
    .split(/[-_]/)
    .slice(1)
    .find((part) => /^[a-z]{2}$/i.test(part));
  return region?.toUpperCase() ?? null;
}
