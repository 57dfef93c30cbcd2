/**
 * Site identity for rank matching: what a visitor types ("https://www.Örnek.com.tr/hizmetler",
 * "example.com:8080") becomes a bare lowercase host ("xn--rnek-4qa.com.tr", "example.com").
 * The WHATWG URL parser does the lowercasing, IDN → punycode conversion and port/path removal.
 */

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export function normalizeDomain(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  let host = url.hostname.replace(/\.$/, "");
  if (host.startsWith("www.")) host = host.slice(4);
  // A searchable site has a dot somewhere ("localhost" or "intranet" never rank on Google).
  if (host === "" || !host.includes(".") || host.split(".").some((label) => label === "")) return null;
  return host;
}

/**
 * True when resultUrl belongs to site or one of its subdomains. Label-boundary match:
 * "evil-example.com" and "example.com.evil.net" are not "example.com".
 */
export function matchesSite(resultUrl: string, site: string): boolean {
  const host = normalizeDomain(resultUrl);
  const target = normalizeDomain(site);
  if (host === null || target === null) return false;
  return host === target || host.endsWith(`.${target}`);
}
