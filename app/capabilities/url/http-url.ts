/**
 * The one definition of "a usable web address" shared by every tool: absolute, http or https, with
 * a host and without credentials. `checkHttpUrl` is the strict form (the sitemap's schema wants an
 * RFC 3986 URI, so it also normalizes); `checkTypedHttpUrl` reads what a visitor types into a live
 * check and applies the same rule through `checkParsedHttpUrl`.
 */

export type HttpUrlProblem = "empty" | "relative" | "invalid" | "unsupported-scheme" | "credentials";

export type HttpUrlCheck = { ok: true; url: URL; href: string } | { ok: false; problem: HttpUrlProblem };

const SCHEME_PREFIX = /^[a-z][a-z\d+.-]*:/i;

/**
 * Characters the WHATWG URL serializer leaves alone although RFC 3986 forbids them in a path,
 * query or fragment (`| ^ [ ] { } \` and a second `#`, among others), plus a `%` that does not start
 * an escape. Search engines and XML `anyURI` checkers disagree about them, so they are escaped.
 */
const NOT_RFC3986 = /[^A-Za-z\d\-._~:/?@!$&'()*+,;=%]|%(?![\dA-Fa-f]{2})/g;
const NOT_RFC3986_TEST = /[^A-Za-z\d\-._~:/?@!$&'()*+,;=%]|%(?![\dA-Fa-f]{2})/;

function percentEncodeAscii(char: string): string {
  return "%" + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
}

function toRfc3986(text: string): string {
  if (!NOT_RFC3986_TEST.test(text)) return text;
  return text.replace(NOT_RFC3986, percentEncodeAscii);
}

/**
 * Checks and normalizes one address. The returned `href` is what the tools print: lower-case
 * scheme and host, punycode for international domains, UTF-8 percent-escapes for Turkish letters
 * in the path (`/hakkımızda` → `/hakk%C4%B1m%C4%B1zda`), and no characters RFC 3986 forbids.
 */
export function checkHttpUrl(input: string): HttpUrlCheck {
  const text = input.trim();
  if (text === "") return { ok: false, problem: "empty" };
  if (!SCHEME_PREFIX.test(text)) return { ok: false, problem: "relative" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: "invalid" };
  }
  return checkParsedHttpUrl(url);
}

/** The same check for an address already parsed (for example resolved against a base URL). */
export function checkParsedHttpUrl(url: URL): HttpUrlCheck {
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, problem: "unsupported-scheme" };
  if (url.hostname === "") return { ok: false, problem: "invalid" };
  if (url.username !== "" || url.password !== "") return { ok: false, problem: "credentials" };

  // Without credentials the serialization is scheme://host[:port] followed by path, query and
  // fragment, and the path of an http(s) URL always starts with "/". Returning url.href itself when
  // nothing needs escaping (the common case) avoids building a new string per address.
  const href = url.href;
  const pathStart = href.indexOf("/", url.protocol.length + 2);
  const tail = href.slice(pathStart);
  if (!NOT_RFC3986_TEST.test(tail)) return { ok: true, url, href };
  const hashAt = tail.indexOf("#");
  const safeTail =
    hashAt === -1 ? toRfc3986(tail) : toRfc3986(tail.slice(0, hashAt)) + "#" + toRfc3986(tail.slice(hashAt + 1));
  return { ok: true, url, href: href.slice(0, pathStart) + safeTail };
}

/**
 * An http(s) address already written the way checkHttpUrl would normalize it: lower-case scheme and
 * host names (no port, no IP address, no punycode label, whose validity only the parser knows), and
 * a path and query of RFC 3986 characters that the URL parser leaves as they are (no dot segments,
 * no "'" in the query, which it escapes, no fragment). Most lines of a pasted list are like this.
 */
const CANONICAL_ORIGIN = /^https?:\/\/(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)*[a-z](?:[a-z\d-]*[a-z\d])?(?=[/?]|$)/;
const CANONICAL_PATH_AND_QUERY = /^(?:\/(?:[A-Za-z\d\-._~!$&'()*+,;=:@/]|%[\dA-Fa-f]{2})*)?(?:\?(?:[A-Za-z\d\-._~!$&()*+,;=:@/?]|%[\dA-Fa-f]{2})*)?$/;
const NEEDS_PARSER = /\/\.|%2e|xn--/i;

/**
 * checkHttpUrl's `href` for an address already in that form, found with two regular expressions
 * instead of the URL parser (a tenth of the time: the bulk sitemap reads 120,000 lines); null when
 * the parser has to decide. http-url.test.ts holds both answers equal on generated addresses.
 */
export function canonicalHttpHref(text: string): string | null {
  if (text.length > URL_MAX_LENGTH) return null;
  const origin = CANONICAL_ORIGIN.exec(text);
  if (origin === null || NEEDS_PARSER.test(text)) return null;
  const rest = text.slice(origin[0].length);
  if (!CANONICAL_PATH_AND_QUERY.test(rest)) return null;
  return rest.startsWith("/") ? text : `${origin[0]}/${rest}`;
}

/** The normalized address, or null when the input is not an absolute http(s) URL. */
export function normalizeHttpUrl(input: string): string | null {
  const check = checkHttpUrl(input);
  return check.ok ? check.href : null;
}

export const URL_MAX_LENGTH = 2048;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

export interface HttpUrlMessages {
  /** Nothing typed (or not a string). */
  empty: string;
  /** Not an absolute http(s) URL with a host, or with credentials. */
  invalid: string;
  /** Longer than URL_MAX_LENGTH, as typed or once normalised. */
  tooLong: string;
}

/**
 * The address rule of the tools that fetch a visitor's page or site (the live checks, the GPTBot
 * simulator's page analysis, the live site crawl): at most URL_MAX_LENGTH characters, and a bare
 * host name ("ornek.com.tr/blog") is read as https, the way people type addresses. Pure, so screens
 * run it before sending and the servers again on arrival. The Turkish messages are the caller's.
 * The address is returned as the URL parser serialized it (not RFC 3986-escaped like
 * `checkHttpUrl`'s `href`): that is what the live checks have always fetched.
 */
export function checkTypedHttpUrl(raw: unknown, messages: HttpUrlMessages): UrlCheck {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: messages.empty };
  const trimmed = raw.trim();
  if (trimmed.length > URL_MAX_LENGTH) return { ok: false, message: messages.tooLong };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, message: messages.invalid };
  }
  if (!checkParsedHttpUrl(url).ok) return { ok: false, message: messages.invalid };
  if (url.href.length > URL_MAX_LENGTH) return { ok: false, message: messages.tooLong };
  return { ok: true, url: url.href };
}
