/**
 * The "Website URL" parser of the UTM screen, also used by the meta generator's result preview. A
 * module of its own so that screen does not load the UTM texts with it.
 */

export type ParsedWebsiteUrl =
  | { readonly ok: true; readonly url: URL; readonly assumedHttps: boolean }
  | { readonly ok: false; readonly error: "invalid-url" | "unsupported-scheme" };

/**
 * Parses what a person types into "Website URL". People often type "www.site.com" or "site.com";
 * we assume https for those because every reasonable site serves it today and an http link would
 * only add a redirect. "localhost:3000" and "site.com:8080" look like a scheme to the URL parser,
 * so a colon followed by a digit is read as a port, not a scheme.
 */
export function parseWebsiteUrl(input: string): ParsedWebsiteUrl {
  const raw = input.trim();
  if (raw === "") return { ok: false, error: "invalid-url" };
  let candidate = raw;
  let assumedHttps = false;
  if (raw.startsWith("//")) {
    candidate = `https:${raw}`;
    assumedHttps = true;
  } else if (!/^[a-z][a-z0-9+.-]*:/i.test(raw) || /^[^/:?#]+:\d+(?:[/?#]|$)/.test(raw)) {
    candidate = `https://${raw}`;
    assumedHttps = true;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, error: "invalid-url" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, error: "unsupported-scheme" };
  if (url.hostname === "") return { ok: false, error: "invalid-url" };
  return { ok: true, url, assumedHttps };
}
