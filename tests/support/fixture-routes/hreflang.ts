import type { FixtureReply, FixtureRouteModule } from "./index";

/**
 * The hreflang live check's cases, under /hreflang/ (each a small set of language versions):
 *
 * - good/: tr, en and x-default (the language selector /hreflang/good/), every page lists all;
 * - return/: en does not list tr back (a missing return link);
 * - codes/: en-UK and tr_TR (wrong codes; en-GB and tr-TR meant);
 * - broken/: the de version answers 404;
 * - index/: the en version is noindex, the fr version canonicalised to tr;
 * - header/: annotations only in the HTTP Link header;
 * - lang/: the tr version says `<html lang="en">`;
 * - map/: annotations only in /hreflang/sitemap.xml (xhtml:link);
 * - private/tr?canary=PORT: an alternate on a loopback port that is not allow-listed, one on a
 *   private address, one on the link-local metadata address: none may be fetched;
 * - many/n: sixty versions (the check reads at most fifty alternates).
 */

const PREFIX = "/hreflang/";
export const HREFLANG_FIXTURE_MANY = 60;

interface Version {
  hreflang: string;
  path: string;
}

const SETS: Record<string, Version[]> = {
  good: [
    { hreflang: "tr", path: "/hreflang/good/tr" },
    { hreflang: "en", path: "/hreflang/good/en" },
    { hreflang: "x-default", path: "/hreflang/good/" },
  ],
  return: [
    { hreflang: "tr", path: "/hreflang/return/tr" },
    { hreflang: "en", path: "/hreflang/return/en" },
    { hreflang: "x-default", path: "/hreflang/return/tr" },
  ],
  codes: [
    { hreflang: "en-UK", path: "/hreflang/codes/uk" },
    { hreflang: "tr_TR", path: "/hreflang/codes/tr" },
    { hreflang: "x-default", path: "/hreflang/codes/uk" },
  ],
  broken: [
    { hreflang: "tr", path: "/hreflang/broken/tr" },
    { hreflang: "de", path: "/hreflang/broken/de" },
    { hreflang: "x-default", path: "/hreflang/broken/tr" },
  ],
  index: [
    { hreflang: "tr", path: "/hreflang/index/tr" },
    { hreflang: "en", path: "/hreflang/index/en" },
    { hreflang: "fr", path: "/hreflang/index/fr" },
    { hreflang: "x-default", path: "/hreflang/index/tr" },
  ],
  header: [
    { hreflang: "tr", path: "/hreflang/header/tr" },
    { hreflang: "en", path: "/hreflang/header/en" },
    { hreflang: "x-default", path: "/hreflang/header/tr" },
  ],
  lang: [
    { hreflang: "tr", path: "/hreflang/lang/tr" },
    { hreflang: "en", path: "/hreflang/lang/en" },
    { hreflang: "x-default", path: "/hreflang/lang/en" },
  ],
  map: [
    { hreflang: "tr", path: "/hreflang/map/tr" },
    { hreflang: "en", path: "/hreflang/map/en" },
    { hreflang: "x-default", path: "/hreflang/map/tr" },
  ],
  many: Array.from({ length: HREFLANG_FIXTURE_MANY }, (_, n) => ({ hreflang: `x${n}`, path: `/hreflang/many/${n}` })),
};

function tags(origin: string, versions: readonly Version[]): string {
  return versions.map((version) => `<link rel="alternate" hreflang="${version.hreflang}" href="${origin}${version.path}">`).join("");
}

function html(lang: string, title: string, head: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1><p>Hreflang test sayfası.</p></body></html>`;
}

function ok(body: string, headers: Record<string, string> = {}): FixtureReply {
  return { status: 200, body, headers };
}

function sitemap(origin: string): string {
  const versions = SETS.map ?? [];
  const links = versions.map((version) => `<xhtml:link rel="alternate" hreflang="${version.hreflang}" href="${origin}${version.path}"/>`).join("");
  const urls = [...new Set(versions.map((version) => version.path))].map((path) => `<url><loc>${origin}${path}</loc>${links}</url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`;
}

export const hreflangFixtureRoutes: FixtureRouteModule = {
  handle({ path, url, origin }) {
    if (!path.startsWith(PREFIX)) return null;
    if (path === "/hreflang/sitemap.xml") return { status: 200, headers: { "content-type": "application/xml" }, body: sitemap(origin) };
    const [, , set = "", version = ""] = path.split("/");
    const self = `${origin}${path}`;
    const canonical = (href = self): string => `<link rel="canonical" href="${href}">`;
    switch (set) {
      case "good":
      case "codes":
        if (!(SETS[set] ?? []).some((v) => v.path === path)) return null;
        return ok(html(version === "uk" ? "en-GB" : version === "tr" ? "tr" : version || "en", `${set} ${version}`, canonical() + tags(origin, SETS[set] ?? [])));
      case "return": {
        const all = SETS.return ?? [];
        if (version === "tr") return ok(html("tr", "return tr", canonical() + tags(origin, all)));
        if (version === "en") return ok(html("en", "return en", canonical() + tags(origin, all.filter((v) => v.hreflang !== "tr"))));
        return null;
      }
      case "broken":
        if (version === "tr") return ok(html("tr", "broken tr", canonical() + tags(origin, SETS.broken ?? [])));
        if (version === "de") return { status: 404, body: html("de", "Nicht gefunden", "") };
        return null;
      case "index": {
        const all = tags(origin, SETS.index ?? []);
        if (version === "tr") return ok(html("tr", "index tr", canonical() + all));
        if (version === "en") return ok(html("en", "index en", '<meta name="robots" content="noindex">' + canonical() + all));
        if (version === "fr") return ok(html("fr", "index fr", canonical(`${origin}/hreflang/index/tr`) + all));
        return null;
      }
      case "header": {
        if (version !== "tr" && version !== "en") return null;
        const link = (SETS.header ?? []).map((v) => `<${origin}${v.path}>; rel="alternate"; hreflang="${v.hreflang}"`).join(", ");
        return ok(html(version, `header ${version}`, canonical()), { link });
      }
      case "lang":
        if (version !== "tr" && version !== "en") return null;
        return ok(html("en", `lang ${version}`, canonical() + tags(origin, SETS.lang ?? [])));
      case "map":
        if (version !== "tr" && version !== "en") return null;
        return ok(html(version, `map ${version}`, canonical()));
      case "private": {
        if (version !== "tr") return null;
        const canary = url.searchParams.get("canary") ?? "9";
        const me = `${origin}${path}${url.search}`;
        const links =
          `<link rel="alternate" hreflang="tr" href="${me}">` +
          `<link rel="alternate" hreflang="en" href="http://127.0.0.1:${canary}/hreflang/en">` +
          '<link rel="alternate" hreflang="de" href="http://10.0.0.7/de">' +
          '<link rel="alternate" hreflang="x-default" href="http://169.254.169.254/latest/meta-data/">';
        return ok(html("tr", "private tr", canonical(me) + links));
      }
      case "many":
        if (!/^\d+$/.test(version) || Number(version) >= HREFLANG_FIXTURE_MANY) return null;
        return ok(html("en", `many ${version}`, canonical() + tags(origin, SETS.many ?? [])));
      default:
        return null;
    }
  },
};
