/**
 * Hreflang generator: one set of alternates (language versions of one page, plus x-default)
 * written as HTML `<link>` tags, as an HTTP `Link:` header value, or as sitemap `<url>` blocks.
 */
import { SITEMAP_NAMESPACE } from "~/shared/sitemaps-org";
import { checkHttpUrl } from "~/capabilities/url/http-url";
import { escapeHtmlAttribute, escapeXml } from "~/capabilities/markup/markup";
import { X_DEFAULT, XHTML_NAMESPACE } from "./constants";
import {
  HREFLANG_COUNTRIES,
  HREFLANG_LANGUAGES,
  HREFLANG_RETURN_LINKS_NOTE,
  HREFLANG_SINGLE_VERSION_NOTE,
  HREFLANG_WARNING_MESSAGES,
} from "./generator.content";
import type { HreflangCountryCode, HreflangLanguageCode } from "./generator.content";

export interface HreflangEntry {
  /** ISO 639-1 code from HREFLANG_LANGUAGES; empty while the row is unfinished. */
  language: string;
  /** Optional ISO 3166-1 alpha-2 code from HREFLANG_COUNTRIES; empty or absent means "any region". */
  country?: string;
  url: string;
}

/** The form starts with Turkish and English rows (docs/requirements.md R4.4). */
export function createInitialHreflangEntries(): HreflangEntry[] {
  return [
    { language: "tr", country: "", url: "" },
    { language: "en", country: "", url: "" },
  ];
}

export function createHreflangEntry(): HreflangEntry {
  return { language: "", country: "", url: "" };
}

/** `tr`, or `tr-tr` with a country: lower case, as the requirements ask (search engines ignore case). */
export function hreflangValue(language: string, country?: string): string {
  const languagePart = language.trim().toLowerCase();
  const countryPart = (country ?? "").trim().toLowerCase();
  return countryPart === "" ? languagePart : `${languagePart}-${countryPart}`;
}

export interface HreflangLink {
  hreflang: string;
  /** As typed (trimmed): HTML accepts it as is, escaped. */
  href: string;
  /** Absolute http(s) form, percent-encoded; null when the address is not usable there. */
  normalizedHref: string | null;
  /** Row of the form the link came from; undefined for the x-default link made from the base URL. */
  entryIndex?: number;
}

/**
 * The set in output order: complete rows (language and URL), then x-default when a base URL is set.
 * Rows missing either are unfinished and left out without a warning.
 */
export function collectHreflangLinks(baseUrl: string, entries: readonly HreflangEntry[]): HreflangLink[] {
  const links: HreflangLink[] = [];
  entries.forEach((entry, entryIndex) => {
    const href = entry.url.trim();
    if (entry.language.trim() === "" || href === "") return;
    links.push({
      hreflang: hreflangValue(entry.language, entry.country),
      href,
      normalizedHref: normalized(href),
      entryIndex,
    });
  });
  const base = baseUrl.trim();
  if (base !== "") links.push({ hreflang: X_DEFAULT, href: base, normalizedHref: normalized(base) });
  return links;
}

// A language tag shape (BCP 47 subtags) or x-default. Typed garbage could otherwise break out of a
// header's quoted string; HTML output keeps it, escaped, and the checks below flag it.
const WELL_FORMED_HREFLANG = /^(?:[a-z]{2,3}(?:-[a-z\d]{1,8})*|x-default)$/;

/** Links fit for machine-read formats (header, sitemap): well-formed value, usable absolute address. */
function machineReadableLinks(
  baseUrl: string,
  entries: readonly HreflangEntry[],
): (HreflangLink & { normalizedHref: string })[] {
  return collectHreflangLinks(baseUrl, entries).filter(
    (link): link is HreflangLink & { normalizedHref: string } =>
      link.normalizedHref !== null && WELL_FORMED_HREFLANG.test(link.hreflang),
  );
}

function normalized(href: string): string | null {
  const check = checkHttpUrl(href);
  return check.ok ? check.href : null;
}

/** `<link rel="alternate" hreflang=".." href="..">` lines; empty string when there is nothing to show. */
export function buildHreflangTags(baseUrl: string, entries: readonly HreflangEntry[]): string {
  return collectHreflangLinks(baseUrl, entries)
    .map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtmlAttribute(link.hreflang)}" href="${escapeHtmlAttribute(link.href)}">`,
    )
    .join("\n");
}

/**
 * The same set as the value of an HTTP `Link:` header (for PDFs and other non-HTML files).
 * Header values must be ASCII and the URI references absolute, so only usable addresses with
 * well-formed codes appear, addresses in their percent-encoded form.
 */
export function buildHreflangLinkHeader(baseUrl: string, entries: readonly HreflangEntry[]): string {
  return machineReadableLinks(baseUrl, entries)
    .map((link) => `<${link.normalizedHref}>; rel="alternate"; hreflang="${link.hreflang}"`)
    .join(", ");
}

/**
 * Sitemap `<url>` blocks: one per distinct page of the set, each listing the whole set including
 * itself, as Google requires. The urlset must declare `xmlns:xhtml` (see buildHreflangSitemapXml).
 * Only usable absolute addresses (percent-encoded) with well-formed codes appear: sitemaps accept nothing else.
 */
export function buildHreflangSitemapUrls(baseUrl: string, entries: readonly HreflangEntry[]): string {
  const links = machineReadableLinks(baseUrl, entries);
  const alternates = links
    .map(
      (link) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.normalizedHref)}"/>\n`,
    )
    .join("");
  const pages = [...new Set(links.map((link) => link.normalizedHref))];
  return pages.map((page) => `  <url>\n    <loc>${escapeXml(page)}</loc>\n${alternates}  </url>\n`).join("");
}

/** A complete sitemap document of the set; empty string when no usable address is given. */
export function buildHreflangSitemapXml(baseUrl: string, entries: readonly HreflangEntry[]): string {
  const urls = buildHreflangSitemapUrls(baseUrl, entries);
  if (urls === "") return "";
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n` +
    urls +
    "</urlset>\n"
  );
}

// ---------------------------------------------------------------------------------------------
// Checks

export type HreflangWarningCode =
  | "invalid-language"
  | "invalid-country"
  | "duplicate-hreflang"
  | "invalid-url"
  | "invalid-base-url"
  | "missing-self-reference"
  | "single-version"
  | "return-links";

export interface HreflangWarning {
  code: HreflangWarningCode;
  /** "warning": something to fix; "info": advice that holds for every set. */
  severity: "warning" | "info";
  message: string;
  /** Form row the warning is about, when it is about one. */
  entryIndex?: number;
}

const LANGUAGE_CODES: ReadonlySet<string> = new Set(HREFLANG_LANGUAGES.map((language) => language.code));
const COUNTRY_CODES: ReadonlySet<string> = new Set(HREFLANG_COUNTRIES.map((country) => country.code));

export function isHreflangLanguage(code: string): code is HreflangLanguageCode {
  return LANGUAGE_CODES.has(code);
}

export function isHreflangCountry(code: string): code is HreflangCountryCode {
  return COUNTRY_CODES.has(code);
}

/** Problems with the set, in row order, followed by general advice. */
export function checkHreflang(baseUrl: string, entries: readonly HreflangEntry[]): HreflangWarning[] {
  const warnings: HreflangWarning[] = [];
  const firstRowOfValue = new Map<string, number>();
  const entryHrefs = new Set<string>();
  let completeRows = 0;

  entries.forEach((entry, entryIndex) => {
    const url = entry.url.trim();
    const language = entry.language.trim();
    if (language === "" || url === "") return;
    completeRows++;
    const row = entryIndex + 1;

    if (!isHreflangLanguage(language.toLowerCase())) {
      warnings.push({
        code: "invalid-language",
        severity: "warning",
        entryIndex,
        message: HREFLANG_WARNING_MESSAGES.invalidLanguage(row, language),
      });
    }
    const country = (entry.country ?? "").trim();
    if (country !== "" && !isHreflangCountry(country.toUpperCase())) {
      warnings.push({
        code: "invalid-country",
        severity: "warning",
        entryIndex,
        message: HREFLANG_WARNING_MESSAGES.invalidCountry(row, country),
      });
    }

    const value = hreflangValue(language, country);
    const firstRow = firstRowOfValue.get(value);
    if (firstRow === undefined) {
      firstRowOfValue.set(value, row);
    } else {
      warnings.push({
        code: "duplicate-hreflang",
        severity: "warning",
        entryIndex,
        message: HREFLANG_WARNING_MESSAGES.duplicateHreflang(row, value, firstRow),
      });
    }

    const check = checkHttpUrl(url);
    if (check.ok) {
      entryHrefs.add(check.href);
    } else {
      warnings.push({
        code: "invalid-url",
        severity: "warning",
        entryIndex,
        message: HREFLANG_WARNING_MESSAGES.invalidUrl(row, url),
      });
    }
  });

  const base = baseUrl.trim();
  if (base !== "") {
    const check = checkHttpUrl(base);
    if (!check.ok) {
      warnings.push({
        code: "invalid-base-url",
        severity: "warning",
        message: HREFLANG_WARNING_MESSAGES.invalidBaseUrl(base),
      });
    } else if (completeRows > 0 && !entryHrefs.has(check.href)) {
      warnings.push({
        code: "missing-self-reference",
        severity: "info",
        message: HREFLANG_WARNING_MESSAGES.missingSelfReference(check.href),
      });
    }
  }

  if (firstRowOfValue.size === 1) {
    warnings.push({ code: "single-version", severity: "info", message: HREFLANG_SINGLE_VERSION_NOTE });
  }
  if (completeRows > 0) {
    warnings.push({ code: "return-links", severity: "info", message: HREFLANG_RETURN_LINKS_NOTE });
  }
  return warnings;
}
