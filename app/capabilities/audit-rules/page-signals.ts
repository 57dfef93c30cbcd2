import { SIGNAL_LIMITS, type AuditPage, type LegalLinkKind, type PageSignals, type PageView } from "./audit-page";

/**
 * The page signals (audit-page.ts, PageSignals), gathered in page-record.ts's single pass: the
 * reader hands every opened element, text slice and closed element here too. Nothing read here is
 * kept but short name lists, normalised phone numbers and a few outbound addresses; inline
 * script is matched against a handful of signatures as it streams past and dropped.
 */

/**
 * Text folded for matching: Turkish lower case, then the Turkish letters to their ASCII
 * neighbours, so "CANLI BAHİS", "canlı bahis" and "canli bahis" read the same (spam is often
 * written without Turkish letters, and "I".toLowerCase() is "i" only outside Turkish).
 */
export function fold(text: string): string {
  // Most text is ASCII (markup, addresses, English): plain lower case is the same and far cheaper.
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text.toLocaleLowerCase("tr").replace(TURKISH_LETTER, (letter) => ASCII_OF[letter] ?? "");
}

const NON_ASCII = /[\u0080-\uffff]/;
const TURKISH_LETTER = /[ıİçşğöüâàîû]|\u0307/g;
const ASCII_OF: Record<string, string> = { ı: "i", İ: "i", ç: "c", ş: "s", ğ: "g", ö: "o", ü: "u", â: "a", à: "a", î: "i", û: "u", "\u0307": "" };

/**
 * A Turkish phone number as one string of digits without the country code or the trunk 0:
 * "+90 (212) 123 45 67", "0212 123 4567" and "902121234567" are all "2121234567"; "444 1 234"
 * is "4441234". null when it is none (too short, too long, a foreign number).
 */
export function normalisePhone(raw: string): string | null {
  let digits = raw.replace(/^\s*tel:/i, "").replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) {
    if (!digits.startsWith("+90")) return null;
    digits = digits.slice(3);
  } else if (digits.startsWith("0090")) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith("90")) digits = digits.slice(2);
  digits = digits.replace(/\+/g, "");
  if (digits.startsWith("0")) digits = digits.slice(1);
  if (/^444\d{4}$/.test(digits)) return digits;
  return /^[2-589]\d{9}$/.test(digits) ? digits : null;
}

/**
 * Phone numbers as written in Turkish text: area or mobile code (2xx-5xx, 850), then 3-2-2
 * digits, with an optional +90 or 0 and any spacing, dots, dashes or brackets; or a 444 line.
 * Not preceded or followed by another digit, so an order number or an IBAN is not read as one.
 */
const TEXT_PHONE = /(?<![\d])(?:(?:\+\s?90|0090|0)[\s.\-/]*)?\(?0?([2-58]\d{2})\)?[\s.\-/]*(\d{3})[\s.\-/]*(\d{2})[\s.\-/]*(\d{2})(?![\d])|(?<![\d])(444)[\s.-]*(\d)[\s.-]*(\d{3})(?![\d])/g;

export function phonesInText(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(TEXT_PHONE)) {
    const digits = match[1] !== undefined ? `${match[1]}${match[2]}${match[3]}${match[4]}` : `${match[5]}${match[6]}${match[7]}`;
    const phone = normalisePhone(digits);
    if (phone !== null) found.push(phone);
  }
  return found;
}

/**
 * Spam of hacked Turkish sites, folded (see `fold`), as stems: "deneme bonus" reads "deneme
 * bonusu" and "deneme bonusları", "bahis site" "bahis siteleri". A phrase of STRONG_SPAM is spam on its own
 * on a business site; a WEAK_SPAM word has honest uses (a urology clinic names viagra, a
 * computer shop a PCI slot, a car parts shop a Ford Escort is left out entirely), so the rules
 * count a page as spammed by weak words only when two different ones meet. "Kaçak bahis" and
 * "illegal bahis" are left out of the strong list: a lawyer's or a newspaper's article names them.
 */
export const STRONG_SPAM: readonly string[] = [
  "deneme bonus",
  "bonus veren",
  "bedava bonus",
  "cevrimsiz bonus",
  "bahis site",
  "canli bahis",
  "guvenilir bahis",
  "bahis adres",
  "casino site",
  "canli casino",
  "online casino",
  "slot site",
  "free spin",
  "freespin",
  "escort bayan",
  "escort kiz",
  "escort ilan",
];
export const WEAK_SPAM: readonly string[] = ["bahis", "casino", "kumarhane", "slot", "jackpot", "betting", "viagra", "cialis", "kamagra", "porno"];

/** A term with any Turkish or English ending ("bonusları", "casinolar", "free spins"). */
const SPAM = new RegExp(`\\b(${[...STRONG_SPAM, ...WEAK_SPAM].map((term) => term.replace(/ /g, "[\\s\\-_+.]+")).join("|")})[a-z]*\\b`, "g");

/** Every spam term holds one of these: a cheap test that spares the full pattern on nearly all text. */
const SPAM_HINT = /bonus|bahis|casino|slot|spin|escort|kumarhane|jackpot|betting|viagra|cialis|kamagra|porno/;

/** The spam terms of `text`, each as listed. */
export function spamTermsIn(text: string): string[] {
  return spamTermsInFolded(fold(text));
}

function spamTermsInFolded(folded: string): string[] {
  if (!SPAM_HINT.test(folded)) return [];
  const found = new Set<string>();
  for (const match of folded.matchAll(SPAM)) found.add((match[1] ?? "").replace(/[\s\-_+.]+/g, " "));
  return [...found];
}

/** Spam by the rules' measure: one strong phrase, or two different weak words. */
export function isSpam(terms: readonly string[]): boolean {
  return terms.some((term) => STRONG_SPAM.includes(term)) || terms.filter((term) => WEAK_SPAM.includes(term)).length >= 2;
}

/** Link kinds by the link's text and address (folded). */
const LEGAL_LINKS: readonly [LegalLinkKind, RegExp][] = [
  ["privacy", /kvkk|k\.v\.k\.k|gizlilik|aydinlatma|kisisel[\s\-_]*veri|privacy|veri[\s\-_]*politika/],
  ["cookies", /cerez|cookie/],
  ["contact", /iletisim|bize[\s\-_]*ulas|contact/],
  ["distance-sales", /mesafeli|satis[\s\-_]*sozlesme|sales[\s\-_]*(agreement|contract)/],
  ["returns", /iade|cayma|refund|return[\s\-_]*polic|returns/],
];

/** Consent managers, by a script address (host or path) and by what their inline setup names. */
const CONSENT_SCRIPTS: readonly [string, RegExp][] = [
  ["cookiebot", /cookiebot/],
  ["onetrust", /onetrust|cookielaw\.org|optanon/],
  ["cookieyes", /cookieyes|cookie-law-info/],
  ["complianz", /complianz/],
  ["iubenda", /iubenda/],
  ["usercentrics", /usercentrics/],
  ["quantcast", /quantcast/],
  ["osano", /osano/],
  ["didomi", /didomi/],
  ["cookiefirst", /cookiefirst/],
  ["termly", /termly/],
  ["google-funding-choices", /fundingchoicesmessages/],
  // Shopify's own cookie banner and its customer privacy API.
  ["shopify-privacy", /shopifycloud\/privacy-banner|consent-tracking-api/],
];

/** An inline script naming none of these holds no tag, consent manager or banner of the lists below: the rest is skipped. */
const SCRIPT_HINT = /gtag|gtm|googletagmanager|fbq|facebook|tiktok|ttq|yandex|ym\(|clarity|hotjar|_paq|cookie|optanon|onetrust|didomi|tcfapi|iubenda|_iub|usercentrics|uc_ui|consent|çerez|cerez|shopify/;

/** Measurement and advertising tags, by a script address and by an inline snippet. */
const TRACKER_SCRIPTS: readonly [string, RegExp][] = [
  ["gtm", /googletagmanager\.com\/gtm\.js/],
  ["ga4", /googletagmanager\.com\/gtag\/js\?id=g-/],
  ["google-ads", /googletagmanager\.com\/gtag\/js\?id=aw-|googleadservices\.com|googlesyndication\.com|doubleclick\.net/],
  ["universal-analytics", /google-analytics\.com\/(analytics|ga)\.js|googletagmanager\.com\/gtag\/js\?id=ua-/],
  ["meta-pixel", /connect\.facebook\.net\/[^/]+\/fbevents/],
  ["tiktok-pixel", /analytics\.tiktok\.com/],
  ["yandex-metrica", /mc\.yandex\.(ru|com)|metrika/],
  ["clarity", /clarity\.ms/],
  ["hotjar", /hotjar\.com/],
  ["linkedin-insight", /snap\.licdn\.com/],
  ["matomo", /matomo\.js|piwik\.js/],
  ["plausible", /plausible\.io/],
];
const TRACKER_INLINE: readonly [string, RegExp][] = [
  ["gtm", /googletagmanager\.com\/gtm\.js|['"]gtm-[a-z0-9]{4,10}['"]/],
  ["ga4", /gtag\s*\(\s*['"]config['"]\s*,\s*['"]g-[a-z0-9]{4,12}['"]/],
  ["google-ads", /gtag\s*\(\s*['"]config['"]\s*,\s*['"]aw-\d{6,12}/],
  ["meta-pixel", /fbq\s*\(\s*['"]init['"]|connect\.facebook\.net\/[^/]+\/fbevents/],
  ["tiktok-pixel", /ttq\.load\s*\(|analytics\.tiktok\.com/],
  ["yandex-metrica", /mc\.yandex\.(ru|com)\/(metrika|watch)|\bym\s*\(\s*\d+\s*,\s*['"]init['"]/],
  ["clarity", /clarity\.ms\/tag/],
  ["hotjar", /static\.hotjar\.com/],
  ["matomo", /_paq\.push/],
];
const CONSENT_INLINE: readonly [string, RegExp][] = [
  ["cookiebot", /cookiebot/],
  ["onetrust", /optanon|onetrust/],
  ["cookieyes", /cookieyes/],
  ["complianz", /complianz/],
  ["iubenda", /_iub\b|iubenda/],
  ["usercentrics", /usercentrics|uc_ui/],
  ["didomi", /didomi/],
  ["tcf", /__tcfapi/],
  // Wix's own consent banner, configured in the page's inline settings.
  ["wix", /consentpolicy/],
];
const CONSENT_DEFAULT = /['"]consent['"]\s*,\s*['"]default['"]/;
/** A custom cookie banner in an inline script's settings (a plugin's texts) or markup. */
const BANNER_INLINE = /çerez|cerez|cookieconsent|cookie[-_]?consent|cookie[-_]?notice|cookie[-_]?law|cookie[-_]?banner/;
const BANNER_MARKUP = /cookie|cerez|çerez|gdpr|cmp[-_]?(banner|container)|consent[-_]?(banner|bar|popup|modal|notice)|kvkk[-_]?(popup|banner|bar|modal)/;
const TAG_ID = /\b(gtm-[a-z0-9]{4,10}|g-[a-z0-9]{6,12}|aw-\d{6,12})\b/g;

/** Shop platforms, by a script or stylesheet address or the generator meta tag. */
const PLATFORMS: readonly [string, RegExp][] = [
  ["woocommerce", /woocommerce/],
  ["shopify", /shopify/],
  ["ticimax", /ticimax/],
  ["ideasoft", /ideasoft|ideacdn/],
  ["tsoft", /\bt-?soft\b|tsoftcdn/],
  ["ikas", /myikas|\bikas\b/],
];
const ADD_TO_CART_TEXT = /sepete\s+ekle|sepete\s+at\b|add\s+to\s+cart/;
/** A button's or a link's label is a few words; longer text around "sepete ekle" is prose about a cart. */
const CART_LABEL_CHARS = 40;
const ADD_TO_CART_MARKUP = /add[-_]?to[-_]?cart|addtocart|sepete[-_]?ekle|cart\/add/;

/**
 * An inline style that hides an element or puts it off screen. A negative text-indent is left
 * out: it is the old way to show a logo image in place of a link's text, and the link stays seen.
 */
const HIDING_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?:px|em|rem|pt|%)?\s*(?:;|!|$)|(?:left|top|margin-left)\s*:\s*-\d{3,}/;

/** A form field that asks for personal data, by its type or what its name, id, placeholder or autocomplete say. */
const PERSONAL_TYPES = new Set(["email", "tel", "password"]);
const PERSONAL_NAME = /ad[\s\-_]*soyad|\bisim|\badiniz|name|e-?posta|e-?mail|\bmail|telefon|phone|\btel\b|\bgsm|\bcep|adres|address|kimlik|\btc[\s\-_]*no/;
const PRIVACY_NOTE = /kvkk|aydinlatma|kisisel\s+veri|gizlilik|privacy/;

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  } catch {
    return null;
  }
};

const addName = (list: string[], name: string, max: number = SIGNAL_LIMITS.names): void => {
  if (list.length < max && !list.includes(name)) list.push(name);
};

export function emptyPageSignals(): PageSignals {
  return {
    personalDataForms: 0,
    formPrivacyNote: false,
    legalLinks: [],
    consentTools: [],
    cookieBanner: false,
    trackers: [],
    tagIds: [],
    consentDefault: false,
    telPhones: [],
    textPhones: [],
    commerce: [],
    spamTerms: [],
    hiddenLinks: [],
  };
}

/** Where the reader is when text arrives. */
export interface TextPlace {
  /** In the body (the head's text is its title). */
  body: boolean;
}

export interface PageSignalsReader {
  open: (name: string, attribs: Readonly<Record<string, string>>) => void;
  text: (text: string, place: TextPlace) => void;
  close: (name: string) => void;
  finish: (record: AuditPage) => PageSignals;
}

/** `resolve` resolves an href against the page's base as the reader does. */
export function pageSignalsReader(pageUrl: string, resolve: (href: string) => string | null): PageSignalsReader {
  const signals = emptyPageSignals();
  const pageHost = hostOf(pageUrl);
  let depth = 0;
  /** Depths at which an inline-hidden element was opened. */
  const hiddenAt: number[] = [];
  let formDepth = 0;
  /** `<button>` elements open around the current text: a cart button's label is read there. */
  let buttonDepth = 0;
  let formPersonal = false;
  let looseFields = 0;
  let anchor: { href: string; text: string } | null = null;
  /** Inside a script or style (raw text to the parser): "run" for a script a browser runs, "other" for the rest (JSON-LD, a consent-held tag, CSS). */
  let raw: "run" | "other" | null = null;
  let scriptChars = 0;
  /** The end of the previous slice of the same script or text, so a signature split between slices is still seen. */
  let scriptTail = "";
  let textTail = "";
  let generator = "";

  const personalField = (name: string, attribs: Readonly<Record<string, string>>): boolean => {
    if (name === "textarea") return true;
    if (name !== "input") return false;
    const type = (attribs.type ?? "text").trim().toLowerCase();
    if (PERSONAL_TYPES.has(type)) return true;
    if (type !== "text" && type !== "") return false;
    return PERSONAL_NAME.test(fold(`${attribs.name ?? ""} ${attribs.id ?? ""} ${attribs.placeholder ?? ""} ${attribs.autocomplete ?? ""}`));
  };

  const noteLegal = (text: string): void => {
    const folded = fold(text);
    for (const [kind, pattern] of LEGAL_LINKS) if (pattern.test(folded) && !signals.legalLinks.includes(kind)) signals.legalLinks.push(kind);
  };

  const noteSpam = (folded: string): void => {
    for (const term of spamTermsInFolded(folded)) addName(signals.spamTerms, term);
  };

  return {
    open(name, attribs) {
      depth += 1;
      if (attribs.style !== undefined && HIDING_STYLE.test(attribs.style.toLowerCase())) hiddenAt.push(depth);
      const marker = attribs.id === undefined && attribs.class === undefined ? "" : `${attribs.id ?? ""} ${attribs.class ?? ""}`.toLowerCase();
      if (marker.trim() !== "") {
        if (BANNER_MARKUP.test(marker) && !["a", "li", "input", "label", "form", "body", "html"].includes(name)) signals.cookieBanner = true;
        if (ADD_TO_CART_MARKUP.test(marker)) addName(signals.commerce, "add-to-cart");
      }
      switch (name) {
        case "button":
          buttonDepth += 1;
          break;
        case "form":
          if (formDepth === 0) formPersonal = false;
          formDepth += 1;
          if (ADD_TO_CART_MARKUP.test(fold(attribs.action ?? ""))) addName(signals.commerce, "add-to-cart");
          break;
        case "input":
        case "textarea":
          if (attribs.type?.toLowerCase() === "submit" && ADD_TO_CART_TEXT.test(fold(attribs.value ?? ""))) addName(signals.commerce, "add-to-cart");
          if (personalField(name, attribs)) {
            if (formDepth > 0) formPersonal = true;
            else looseFields += 1;
          }
          break;
        case "a": {
          const href = attribs.href ?? "";
          if (anchor === null) anchor = { href, text: "" };
          if (/^\s*tel:/i.test(href)) {
            const phone = normalisePhone(href);
            if (phone !== null) addName(signals.telPhones, phone, SIGNAL_LIMITS.phones);
          }
          if (href === "") break;
          // The address as written: spam in it reads the same relative or absolute, and most links need no parsing at all.
          if (SPAM_HINT.test(href.toLowerCase())) noteSpam(fold(decodeURIComponentSafe(href)).replace(/[/._\-?=&]+/g, " "));
          if (hiddenAt.length > 0 && signals.hiddenLinks.length < SIGNAL_LIMITS.hiddenLinks) {
            const url = resolve(href);
            const host = url === null ? null : hostOf(url);
            if (url !== null && host !== null && host !== pageHost) signals.hiddenLinks.push(url);
          }
          break;
        }
        case "script": {
          const src = attribs.src;
          const type = (attribs.type ?? "").trim().toLowerCase();
          const executable = type === "" || type.includes("javascript") || type === "module";
          raw = executable && src === undefined ? "run" : "other";
          if (src !== undefined) {
            const address = fold(resolve(src) ?? src);
            for (const [tool, pattern] of CONSENT_SCRIPTS) if (pattern.test(address)) addName(signals.consentTools, tool);
            // A tag held back as type="text/plain" until consent is given loads nothing yet: as it should be.
            if (executable) for (const [tracker, pattern] of TRACKER_SCRIPTS) if (pattern.test(address)) addName(signals.trackers, tracker);
            for (const match of address.matchAll(TAG_ID)) addName(signals.tagIds, (match[1] ?? "").toUpperCase());
            for (const [platform, pattern] of PLATFORMS) if (pattern.test(address)) addName(signals.commerce, platform);
            if (BANNER_INLINE.test(address)) signals.cookieBanner = true;
          }
          scriptTail = "";
          break;
        }
        case "style":
          raw = "other";
          break;
        case "link":
          if (attribs.href !== undefined && /stylesheet/i.test(attribs.rel ?? "")) {
            const address = fold(attribs.href);
            for (const [platform, pattern] of PLATFORMS) if (pattern.test(address)) addName(signals.commerce, platform);
            for (const [tool, pattern] of CONSENT_SCRIPTS) if (pattern.test(address)) addName(signals.consentTools, tool);
          }
          break;
        case "meta":
          if (attribs.name?.trim().toLowerCase() === "generator" && generator.length < 1_000) generator += ` ${fold((attribs.content ?? "").slice(0, 200))}`;
          break;
      }
    },
    text(text, place) {
      if (raw === "other") return;
      if (raw === "run") {
        if (scriptChars >= SIGNAL_LIMITS.inlineScriptChars) return;
        const slice = text.slice(0, SIGNAL_LIMITS.inlineScriptChars - scriptChars);
        scriptChars += slice.length;
        const folded = scriptTail + slice.toLowerCase();
        scriptTail = folded.slice(-100);
        if (!SCRIPT_HINT.test(folded)) return;
        if (!signals.consentDefault && CONSENT_DEFAULT.test(folded)) signals.consentDefault = true;
        for (const [tracker, pattern] of TRACKER_INLINE) if (pattern.test(folded)) addName(signals.trackers, tracker);
        for (const [tool, pattern] of CONSENT_INLINE) if (pattern.test(folded)) addName(signals.consentTools, tool);
        for (const match of folded.matchAll(TAG_ID)) addName(signals.tagIds, (match[1] ?? "").toUpperCase());
        if (!signals.cookieBanner && BANNER_INLINE.test(folded)) signals.cookieBanner = true;
        if (/shopify\.shop|shopifyanalytics/.test(folded)) addName(signals.commerce, "shopify");
        return;
      }
      if (!/\S/.test(text)) return;
      const folded = fold(text);
      const joined = textTail + text;
      noteSpam(textTail === "" ? folded : fold(textTail) + folded);
      textTail = text.slice(-40);
      if (!place.body) return;
      if (anchor !== null && anchor.text.length < 200) anchor.text += text;
      if (anchor === null && !signals.cookieBanner && /\bcerez/.test(folded)) signals.cookieBanner = true;
      if (formDepth > 0 && !signals.formPrivacyNote && PRIVACY_NOTE.test(folded)) signals.formPrivacyNote = true;
      // A cart button's label, not prose about one (an article on product pages says "sepete ekle" too).
      if ((buttonDepth > 0 || anchor !== null) && text.length <= CART_LABEL_CHARS && ADD_TO_CART_TEXT.test(folded)) addName(signals.commerce, "add-to-cart");
      if (signals.textPhones.length < SIGNAL_LIMITS.phones && /\d{2}/.test(text)) {
        for (const phone of phonesInText(joined)) addName(signals.textPhones, phone, SIGNAL_LIMITS.phones);
      }
    },
    close(name) {
      if (name === "script" || name === "style") raw = null;
      if (hiddenAt.at(-1) === depth) hiddenAt.pop();
      depth = Math.max(0, depth - 1);
      if (name === "button" && buttonDepth > 0) buttonDepth -= 1;
      if (name === "form" && formDepth > 0) {
        formDepth -= 1;
        if (formDepth === 0 && formPersonal) signals.personalDataForms += 1;
      }
      if (name === "a" && anchor !== null) {
        noteLegal(`${anchor.text} ${anchor.href}`);
        if (formDepth > 0 && PRIVACY_NOTE.test(fold(anchor.text))) signals.formPrivacyNote = true;
        anchor = null;
      }
    },
    finish(record) {
      if (anchor !== null) noteLegal(`${anchor.text} ${anchor.href}`);
      if (formDepth > 0 && formPersonal) signals.personalDataForms += 1;
      if (looseFields > 0 && signals.personalDataForms === 0) signals.personalDataForms = 1;
      for (const [platform, pattern] of PLATFORMS) if (pattern.test(generator)) addName(signals.commerce, platform);
      for (const title of record.titles) noteSpam(fold(title));
      return signals;
    },
  };
}

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** How the page looks to the visitor who got it: what the cloaking check compares (the crawl's home page, the Googlebot probe's). */
export function pageView(record: AuditPage): PageView {
  const outboundHosts: string[] = [];
  for (const link of record.links) {
    if (link.internal) continue;
    const host = hostOf(link.url);
    if (host !== null) addName(outboundHosts, host, SIGNAL_LIMITS.outboundHosts);
  }
  return {
    finalHost: hostOf(record.finalUrl) ?? "",
    title: (record.titles[0] ?? "").slice(0, 300),
    wordCount: record.wordCount,
    outboundHosts,
    spamTerms: record.signals.spamTerms,
    emptyAppShell: record.emptyAppShell,
  };
}
