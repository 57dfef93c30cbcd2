/**
 * The address rule of the tools that fetch a visitor's page or site (the GPTBot simulator's page
 * analysis, the live site crawl): an absolute http(s) URL with a host and no credentials, at most
 * URL_MAX_LENGTH characters; a bare host name ("ornek.com.tr/blog") is read as https, the way people
 * type addresses. Pure, so screens run it before sending and the servers again on arrival. The
 * Turkish messages are the caller's.
 */

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

export function checkHttpUrl(raw: unknown, messages: HttpUrlMessages): UrlCheck {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: messages.empty };
  const trimmed = raw.trim();
  if (trimmed.length > URL_MAX_LENGTH) return { ok: false, message: messages.tooLong };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, message: messages.invalid };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "" || url.username !== "" || url.password !== "") {
    return { ok: false, message: messages.invalid };
  }
  if (url.href.length > URL_MAX_LENGTH) return { ok: false, message: messages.tooLong };
  return { ok: true, url: url.href };
}
