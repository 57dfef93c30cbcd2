import type { FixtureReply, FixtureRequestInfo, FixtureRouteModule } from "./index";

/**
 * The canonical live check's cases, under /canonical-live/ (every canonical, og:url and Link is
 * built from the address the request used, so the pages work on any port):
 *
 * - consistent: self-canonical, og:url the same, the canonical ignores the query string;
 * - header-mismatch: the HTML names itself, the `Link` header names /canonical-live/elsewhere;
 * - chain-start → 301 → chain-middle → 302 → chain-end (a consistent page);
 * - to-redirect: canonical → moved, which answers 301 → consistent;
 * - to-404: canonical → missing (404);
 * - to-canonicalised: canonical → duplicate, whose own canonical is consistent;
 * - noindex-canonical: meta robots noindex and a canonical to consistent;
 * - relative: `href="/canonical-live/relative"` (relative, otherwise consistent);
 * - echo-params: the canonical repeats the request's query string;
 * - og-mismatch: og:url names /canonical-live/social;
 * - two-canonicals: two `<link rel="canonical">` tags;
 * - private-target: canonical on a private address (10.0.0.1), which must never be requested.
 */

export const CANONICAL_FIXTURE_PREFIX = "/canonical-live/";

/** The private address the private-target page names as its canonical. */
export const CANONICAL_FIXTURE_PRIVATE_TARGET = "http://10.0.0.1/gizli-sayfa";

function html(title: string, head: string, status = 200, headers: Record<string, string> = {}): FixtureReply {
  return {
    status,
    headers,
    body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1><p>Canonical test sayfası.</p></body></html>`,
  };
}

function canonicalTag(href: string): string {
  return `<link rel="canonical" href="${href}">`;
}

function ogTag(url: string): string {
  return `<meta property="og:url" content="${url}">`;
}

function redirect(to: string, status: number): FixtureReply {
  return { status, headers: { location: to } };
}

function handle({ path, url, origin }: FixtureRequestInfo): FixtureReply | null {
  if (!path.startsWith(CANONICAL_FIXTURE_PREFIX)) return null;
  const at = (name: string): string => `${origin}${CANONICAL_FIXTURE_PREFIX}${name}`;
  const self = `${origin}${path}`;
  const name = path.slice(CANONICAL_FIXTURE_PREFIX.length);
  switch (name) {
    case "consistent":
    case "chain-end":
    case "elsewhere":
    case "social":
      return html(name, canonicalTag(self) + ogTag(self));
    case "header-mismatch":
      return html(name, canonicalTag(self), 200, { link: `<${at("elsewhere")}>; rel="canonical"` });
    case "chain-start":
      return redirect(at("chain-middle"), 301);
    case "chain-middle":
      return redirect(at("chain-end"), 302);
    case "to-redirect":
      return html(name, canonicalTag(at("moved")));
    case "moved":
      return redirect(at("consistent"), 301);
    case "to-404":
      return html(name, canonicalTag(at("missing")));
    case "missing":
      return html("Bulunamadı", "", 404);
    case "to-canonicalised":
      return html(name, canonicalTag(at("duplicate")));
    case "duplicate":
      return html(name, canonicalTag(at("consistent")));
    case "noindex-canonical":
      return html(name, `<meta name="robots" content="noindex, follow">${canonicalTag(at("consistent"))}`);
    case "relative":
      return html(name, canonicalTag(path) + ogTag(self));
    case "echo-params":
      return html(name, canonicalTag(`${self}${url.search}`));
    case "og-mismatch":
      return html(name, canonicalTag(self) + ogTag(at("social")));
    case "two-canonicals":
      return html(name, canonicalTag(self) + canonicalTag(at("elsewhere")));
    case "private-target":
      return html(name, canonicalTag(CANONICAL_FIXTURE_PRIVATE_TARGET));
    default:
      return html("Bulunamadı", "", 404);
  }
}

export const canonicalFixtureRoutes: FixtureRouteModule = { handle };
