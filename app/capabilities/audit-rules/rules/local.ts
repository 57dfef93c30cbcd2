import { RECORD_LIMITS, type AuditPage, type AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { fold, normalisePhone } from "../page-signals";
import { type Hit, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * Local business: whether the site gives one name, address and phone (NAP) for the business, on
 * its pages and in its LocalBusiness or Organization JSON-LD, the way Google Business Profile and
 * directories compare them. Phone numbers are compared normalised (page-signals.ts,
 * normalisePhone: "+90 (212) 123 45 67" and "0212 123 4567" are one number). The page's numbers
 * are those of its tel: links (what a visitor taps) and those written in its text; JSON-LD's are
 * its `telephone` values.
 *
 * Several branches are not a conflict: each rule compares only what belongs to one business.
 * phone-varies judges only a site whose pages agree on one number (60% or more of the pages with
 * a phone link show it), so a chain whose branch pages each show their own is left alone; and
 * schema-nap-conflict calls two JSON-LD entries one business only when they share two of name,
 * address and phone, so two branches (another address and another phone) never conflict.
 *
 * schema-address-not-shown looks for the JSON-LD's street address in the visible text of every
 * crawled page, the way a visitor reads it: folded (case and Turkish letters), the usual
 * abbreviations written one way ("Mahallesi", "Mah.", "Mh." are one word), and then only its
 * naming words ("Caferağa", "Moda": not "Mah.", "Cad.", "No:" or the numbers), each within a few
 * words of the others, so an address written over several lines, in another order or with
 * another abbreviation still counts as shown. Its postal code written anywhere counts too. A
 * branch's entry naming a page of its own that the crawl did not read is not judged.
 */

type JsonObject = Record<string, unknown>;

interface BusinessNode {
  url: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  /** As written, for the finding. */
  shown: { name: string | null; phone: string | null; address: string | null };
  /** The naming words of its street address (or of its address written as one text), folded; empty when it gives none. */
  streetWords: string[];
  /** Its five-digit postal code; null when it gives none. */
  postalCode: string | null;
  /** The page the entry names as its own (`url`, or `@id` when that is an address), absolute; null when none. */
  ownUrl: string | null;
  /** Reached under another entry's manufacturer, brand, organizer … : another business than the site's. */
  other: boolean;
}

/** Types whose `telephone` and `address` are not the business's own. */
const NOT_BUSINESS = /^(Person|ContactPoint|PostalAddress|Offer|AggregateOffer|Product|WebPage|WebSite|Place|GeoCoordinates|Review|Rating|AggregateRating|ImageObject|BreadcrumbList|ListItem)$/i;
const MAX_DEPTH = 16;
const MAX_NODES = 200;

const asText = (value: unknown): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() !== "" ? first.trim().slice(0, 200) : null;
};

const typesOf = (node: JsonObject): string[] =>
  ([] as unknown[])
    .concat(node["@type"] ?? [])
    .filter((type): type is string => typeof type === "string")
    .map((type) => type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, ""));

function addressText(value: unknown): string | null {
  if (typeof value === "string") return value.trim().slice(0, 300) || null;
  const node = Array.isArray(value) ? value[0] : value;
  if (typeof node !== "object" || node === null) return null;
  const record = node as JsonObject;
  const street = asText(record.streetAddress);
  const locality = asText(record.addressLocality);
  return street === null && locality === null ? null : [street, locality].filter(Boolean).join(", ");
}

/** An address as a key: folded, punctuation gone, the usual abbreviations written one way. */
function addressKey(address: string): string {
  return fold(address)
    .replace(/[.,:/\\()\-#]+/g, " ")
    .replace(/\bmahallesi\b|\bmahalle\b|\bmh\b/g, "mah")
    .replace(/\bcaddesi\b|\bcadde\b|\bcd\b/g, "cad")
    .replace(/\bsokagi\b|\bsokak\b|\bsok\b/g, "sk")
    .replace(/\bbulvari\b|\bbulv\b/g, "blv")
    .replace(/\bnumara\b|\bnum\b/g, "no")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words of an address key that name no place by themselves: kinds of street and building. */
const ADDRESS_FILLER = new Set(["mah", "cad", "sk", "blv", "bulvar", "no", "apt", "apartmani", "kat", "daire", "kapi", "tr", "turkiye", "turkey"]);
/** How many naming words of a street address are looked for, and how close together they must be in a page's text. */
export const ADDRESS_WORDS = 3;
export const ADDRESS_WINDOW = 25;
/** Addresses judged at most: a business has a few branches; a page of thousands of entries costs no more than these. */
export const ADDRESSES_JUDGED = 20;

/** The naming words of an address: its key's words of letters, three or more, that are no filler; the first ADDRESS_WORDS. */
function streetWordsOf(address: string): string[] {
  return addressKey(address)
    .split(" ")
    .filter((word) => word.length >= 3 && !/\d/.test(word) && !ADDRESS_FILLER.has(word))
    .slice(0, ADDRESS_WORDS);
}

/** The `street` of a PostalAddress (or the whole of an address given as text) and its postal code. */
function streetOf(value: unknown): { street: string | null; postalCode: string | null } {
  if (typeof value === "string") return { street: value.trim().slice(0, 300) || null, postalCode: /(?<!\d)\d{5}(?!\d)/.exec(value)?.[0] ?? null };
  const node = Array.isArray(value) ? value[0] : value;
  if (typeof node !== "object" || node === null) return { street: null, postalCode: null };
  const record = node as JsonObject;
  const code = asText(record.postalCode)?.replace(/\s+/g, "") ?? null;
  return { street: asText(record.streetAddress), postalCode: code !== null && /^\d{5}$/.test(code) ? code : null };
}

/** Keys under which an entry is another business than the site's (a product's maker, an event's organiser …). */
const OTHER_BUSINESS_KEYS = new Set(["manufacturer", "brand", "organizer", "performer", "sponsor", "funder", "alumniOf", "itemReviewed", "review", "competitor", "recipient"]);

/** A business name as a key: folded, legal form left out ("Örnek Ltd. Şti." is "Örnek"). */
function nameKey(name: string): string {
  return fold(name)
    .replace(/[.,&'"-]+/g, " ")
    .replace(/\b(ltd|sti|limited|sirketi|as|a s|anonim|tic|ticaret|san|sanayi|ve|dis|inc|llc|co)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The page an entry names as its own (`url`, else an `@id` that is an address), absolute; null when none. */
function ownUrlOf(node: JsonObject, page: AuditPage): string | null {
  for (const value of [asText(node.url), asText(node["@id"])]) {
    if (value === null) continue;
    try {
      const url = new URL(value, page.finalUrl);
      url.hash = "";
      if (url.protocol === "http:" || url.protocol === "https:") return url.href;
    } catch {
      // Not an address: a blank-node id.
    }
  }
  return null;
}

const nodesOf = new WeakMap<AuditPage, { business: BusinessNode[]; phones: { phone: string; raw: string }[] }>();

/** The business entries and every telephone (ContactPoint's too) of a page's JSON-LD. */
function jsonLdOf(page: AuditPage): { business: BusinessNode[]; phones: { phone: string; raw: string }[] } {
  const cached = nodesOf.get(page);
  if (cached !== undefined) return cached;
  const business: BusinessNode[] = [];
  const phones: { phone: string; raw: string }[] = [];
  let seen = 0;
  const walk = (value: unknown, depth: number, other = false): void => {
    if (depth > MAX_DEPTH || seen > MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1, other);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    seen += 1;
    const node = value as JsonObject;
    const types = typesOf(node);
    const rawPhone = asText(node.telephone);
    const phone = rawPhone === null ? null : normalisePhone(rawPhone);
    if (phone !== null && rawPhone !== null && !types.some((type) => /^Person$/i.test(type))) phones.push({ phone, raw: rawPhone });
    if (types.length > 0 && !types.some((type) => NOT_BUSINESS.test(type)) && (phone !== null || node.address !== undefined)) {
      const name = asText(node.name);
      const address = addressText(node.address);
      const { street, postalCode } = streetOf(node.address);
      business.push({
        url: page.url,
        name: name === null ? null : nameKey(name) || null,
        phone,
        address: address === null ? null : addressKey(address) || null,
        shown: { name, phone: rawPhone, address },
        streetWords: street === null ? [] : streetWordsOf(street),
        postalCode,
        ownUrl: ownUrlOf(node, page),
        other,
      });
    }
    for (const [key, child] of Object.entries(node)) if (key !== "@context") walk(child, depth + 1, other || OTHER_BUSINESS_KEYS.has(key));
  };
  for (const block of page.jsonLd) walk(block.value, 0);
  const found = { business, phones };
  nodesOf.set(page, found);
  return found;
}

/** At least this many pages must show a phone link for the site to have a norm, and this share of them the same number. */
export const PHONE_NORM_PAGES = 3;
export const PHONE_NORM_SHARE = 0.6;

/** 2121234567 as 0212 123 45 67, the way Turkish sites write it. */
const shownPhone = (phone: string): string => (phone.length === 10 ? `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}` : phone);

function phoneVaries(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const pages = site.pages.filter((page) => isHtmlPage(page) && page.signals.telPhones.length > 0);
  if (pages.length < PHONE_NORM_PAGES) return "n/a";
  const counts = new Map<string, number>();
  for (const page of pages) for (const phone of page.signals.telPhones) counts.set(phone, (counts.get(phone) ?? 0) + 1);
  const [main, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["", 0];
  if (count / pages.length < PHONE_NORM_SHARE) return "n/a";
  const hits = pages
    .filter((page) => !page.signals.telPhones.includes(main))
    .map((page) => ({ url: page.url, detail: `${page.signals.telPhones.map(shownPhone).join(", ")} ≠ ${shownPhone(main)}` }));
  return { hits, applicable: pages.length };
}

function phoneNotShown(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const declared = new Map<string, { url: string; raw: string }>();
  const shown = new Set<string>();
  for (const page of site.pages) {
    if (!isHtmlPage(page)) continue;
    for (const { phone, raw } of jsonLdOf(page).phones) if (!declared.has(phone)) declared.set(phone, { url: page.url, raw });
    for (const phone of page.signals.telPhones) shown.add(phone);
    for (const phone of page.signals.textPhones) shown.add(phone);
  }
  if (declared.size === 0) return "n/a";
  const hits = [...declared.entries()].filter(([phone]) => !shown.has(phone)).map(([, where]) => ({ url: where.url, detail: where.raw }));
  return { hits, applicable: declared.size };
}

/** A page's visible text as address words (addressKey), read once per page. */
const textWordsOf = new WeakMap<AuditPage, string[]>();
function textWords(page: AuditPage): string[] {
  let words = textWordsOf.get(page);
  if (words === undefined) {
    words = addressKey(page.text).split(" ");
    textWordsOf.set(page, words);
  }
  return words;
}

/** Whether the sorted `positions` hold one within [from, to]. */
function anyWithin(positions: readonly number[], from: number, to: number): boolean {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] ?? 0) < from) low = middle + 1;
    else high = middle;
  }
  return low < positions.length && (positions[low] ?? 0) <= to;
}

/**
 * Every word of `wanted` begins a word of `words` ("Kadıköy'de" shows "kadikoy"), all within
 * ADDRESS_WINDOW words of an occurrence of the first. One pass over the words, then a binary search
 * per occurrence: a page repeating one word thousands of times costs no more than its length.
 */
function wordsNear(words: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return false;
  const positions = wanted.map((): number[] => []);
  words.forEach((word, index) => {
    wanted.forEach((want, which) => {
      if (word.startsWith(want)) positions[which]?.push(index);
    });
  });
  const [firsts = [], ...others] = positions;
  return firsts.some((at) => others.every((list) => anyWithin(list, at - ADDRESS_WINDOW, at + ADDRESS_WINDOW)));
}

function addressNotShown(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const pages = site.pages.filter((page) => isHtmlPage(page) && !page.emptyAppShell);
  // A page's text is kept to RECORD_LIMITS.textChars: with none read whole, a footer's address may be past the cut.
  if (!pages.some((page) => page.text.length < RECORD_LIMITS.textChars)) return "n/a";
  const index = siteIndex(site);
  const declared = new Map<string, { url: string; shown: string; words: string[]; postalCode: string | null }>();
  for (const page of pages) {
    for (const node of jsonLdOf(page).business) {
      if (node.other || (node.streetWords.length === 0 && node.postalCode === null)) continue;
      // A branch's entry naming its own page, which the crawl did not read: where it is shown is not known.
      if (node.ownUrl !== null && index.pageLike(node.ownUrl) === undefined && new URL(node.ownUrl).origin === index.origin && new URL(node.ownUrl).pathname !== "/") continue;
      const key = node.streetWords.length > 0 ? node.streetWords.join(" ") : (node.postalCode ?? "");
      if (!declared.has(key) && declared.size < ADDRESSES_JUDGED) declared.set(key, { url: page.url, shown: node.shown.address ?? node.postalCode ?? "", words: node.streetWords, postalCode: node.postalCode });
    }
  }
  if (declared.size === 0) return "n/a";
  const shown = (address: { words: string[]; postalCode: string | null }): boolean =>
    pages.some(
      (page) =>
        (address.words.length > 0 && wordsNear(textWords(page), address.words)) ||
        (address.postalCode !== null && new RegExp(`(?<!\\d)${address.postalCode}(?!\\d)`).test(page.text)),
    );
  const hits = [...declared.values()].filter((address) => !shown(address)).map((address) => ({ url: address.url, detail: address.shown }));
  return { hits, applicable: declared.size };
}

function napConflict(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const nodes = site.pages.filter(isHtmlPage).flatMap((page) => jsonLdOf(page).business).slice(0, MAX_NODES);
  if (nodes.length < 2) return "n/a";
  const hits = new Map<string, string>();
  const same = (a: string | null, b: string | null): boolean | null => (a === null || b === null ? null : a === b);
  for (let i = 0; i < nodes.length; i += 1) {
    for (let j = i + 1; j < nodes.length; j += 1) {
      const a = nodes[i];
      const b = nodes[j];
      if (a === undefined || b === undefined || hits.has(b.url)) continue;
      const name = same(a.name, b.name);
      const phone = same(a.phone, b.phone);
      const address = same(a.address, b.address);
      // One business: two of the three agree. What the third says differently is the conflict.
      let conflict: string | null = null;
      if (name === true && phone === true && address === false) conflict = `adres: ${a.shown.address} ≠ ${b.shown.address}`;
      else if (name === true && address === true && phone === false) conflict = `telefon: ${a.shown.phone} ≠ ${b.shown.phone}`;
      else if (phone === true && address === true && name === false) conflict = `ad: ${a.shown.name} ≠ ${b.shown.name}`;
      // Only a name and a phone given: another phone under the same name, with no address telling branches apart.
      else if (name === true && phone === false && address === null) conflict = `telefon: ${a.shown.phone} ≠ ${b.shown.phone}`;
      if (conflict !== null) hits.set(b.url, `${conflict} (${a.url})`);
    }
  }
  const applicable = new Set(nodes.map((node) => node.url)).size;
  return { hits: site.pages.filter((page) => hits.has(page.url)).map((page) => ({ url: page.url, detail: hits.get(page.url) ?? "" })), applicable };
}

export const LOCAL_RULES = [
  siteRule({
    id: "local/phone-varies",
    family: "local",
    // Customers call an old number and Google doubts which is right: a warning.
    severity: "warning",
    weight: 5,
    // n/a: fewer than PHONE_NORM_PAGES pages have a phone link, or no number is on PHONE_NORM_SHARE of them (branches each with their own).
    check: phoneVaries,
  }),
  siteRule({
    id: "local/schema-phone-not-shown",
    family: "local",
    severity: "warning",
    weight: 5,
    // n/a: no JSON-LD on the site gives a Turkish telephone.
    check: phoneNotShown,
  }),
  siteRule({
    id: "local/schema-address-not-shown",
    family: "local",
    // Like the phone: Google may show an old or wrong address on the map, and the visitor cannot check it on the site.
    severity: "warning",
    weight: 5,
    // n/a: no JSON-LD on the site gives the business a street address or a postal code (a branch's entry naming a page the crawl did not read is left out), or no page's text was read whole.
    check: addressNotShown,
  }),
  siteRule({
    id: "local/schema-nap-conflict",
    family: "local",
    severity: "warning",
    weight: 6,
    // n/a: the site's JSON-LD describes the business (a LocalBusiness, an Organization …) with a phone or address fewer than twice.
    check: napConflict,
  }),
];
