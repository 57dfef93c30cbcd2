import { HTTPS_SITES, RULE_CASES, type PageSite, type SiteName } from "./cases";
import { OG_IMAGE_PATH, applyChange, cleanParts as cleanPartsOf, pageReply, pngOfSize, webpOfSize, type PageContext } from "./page";
import { HTML_TYPE, gzipped, type Handler, type Reply, type SeenRequest } from "./server";

/**
 * The harness's fixture sites, built from RULE_CASES: the main site (clean site-wide, its page
 * cases under /k/<rule id>/, linked from a hub page per family, /h/<family>), the https `secure`
 * site built the same way from the https-only rules' page cases, the variant sites with site-wide
 * defects, and the second origin (another loopback host name) that external links and another
 * host's canonical point to. An https site also says what it answers over plain http on its port.
 *
 * Resource probe budgets (.server/resource-probes.ts: the first 50 external links, 40 images,
 * 10 share images and 30 own scripts and stylesheets of the crawl): only the cases about them
 * have external links, and the whole main site uses a handful of image, share-image, script and
 * stylesheet addresses, so every one that matters is probed. A new case about a probed resource
 * should reuse those addresses or add only a few.
 */

/** The second origin's host: another loopback address, so that links to it are external (not the audited host name). */
export const EXTERNAL_HOST = "127.0.0.2";

/** AI crawlers' user agents, as the `refusing` site's firewall recognises them (the audit's own crawler is let through). */
const AI_BOT_USER_AGENT = /GPTBot|ChatGPT-User|ClaudeBot|Claude-User|Perplexity-User|CCBot|Bytespider|meta-externalagent|Amazonbot|OAI-SearchBot|Claude-SearchBot|PerplexityBot/i;

interface SiteConfig {
  robots: (origin: string) => Reply;
  sitemap: boolean;
  llmsTxt: string | null;
  tdmrep: string | null;
  securityTxt: string | null;
  /** The home page as Markdown to `Accept: text/markdown`, with or without `Vary: Accept`. */
  markdown: "vary" | "no-vary" | null;
  /** The home page names its Markdown version. */
  advertiseMarkdown: boolean;
  /** HTML gzipped to a client that offers it, with or without `Vary: Accept-Encoding`. */
  compression: "vary" | "no-vary" | null;
  /** AI crawlers' user agents get 403 (a firewall rule), whatever robots.txt says. */
  refuseAiBots: boolean;
  /** The home page describes the business (Organization JSON-LD). */
  organization: boolean;
  /** Milliseconds every page takes to answer the audit's crawler (a slow server, site-wide). */
  pageDelayMs: number;
  /** Pages listed in the sitemap that no page links to. */
  unlinkedPages: string[];
  /** Absolute addresses the sitemap lists besides the site's pages (another host's). */
  foreignSitemapUrls: (external: string) => string[];
  /** The home page names its icon, and /favicon.ico answers with one. */
  favicon: boolean;
  /** Any address that is no page answers 200 with the home page (a catch-all), not 404. */
  catchAll: boolean;
  /** The pages load the measurement tag (with its cookie notice). */
  measured: boolean;
  /** Googlebot's user agent gets another home page (a hacked site's cloaking). */
  cloaksForGooglebot: boolean;
}

const text = (body: string, type = "text/plain; charset=utf-8"): Reply => ({ headers: { "content-type": type }, body });
const NOT_FOUND: Reply = { status: 404, headers: HTML_TYPE, body: "<!doctype html><title>Bulunamadı</title><h1>Bulunamadı</h1>" };

export const VALID_LLMS_TXT = (origin: string): string =>
  `# Örnek Firma\n\n> İstanbul'daki küçük işletmelere web tasarımı, SEO ve reklam yönetimi sunan dijital pazarlama ajansı.\n\nHizmetlerimiz ve iletişim bilgilerimiz aşağıdaki sayfalarda.\n\n## Sayfalar\n\n- [Ana sayfa](${origin}/): Hizmetlerimiz ve iletişim bilgilerimiz.\n`;
const VALID_SECURITY_TXT = "Contact: mailto:guvenlik@ornek-firma.com.tr\nExpires: 2099-12-31T23:59:59Z\nPreferred-Languages: tr, en\n";
const VALID_TDMREP = (origin: string): string => JSON.stringify([{ location: "/", "tdm-reservation": 1, "tdm-policy": `${origin}/tdm-politikasi.json` }]);

const SEARCH_BOTS_BLOCKED = "User-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n\n";

function configs(disallowed: readonly string[]): Record<SiteName, SiteConfig> {
  const good: SiteConfig = {
    robots: (origin) =>
      text(
        `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}\n`).join("")}Allow: /\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nLicense: ${origin}/lisans.xml\n\nSitemap: ${origin}/sitemap.xml\n`,
      ),
    sitemap: true,
    llmsTxt: "valid",
    tdmrep: "valid",
    securityTxt: VALID_SECURITY_TXT,
    markdown: "vary",
    advertiseMarkdown: true,
    compression: "vary",
    refuseAiBots: false,
    organization: true,
    pageDelayMs: 0,
    unlinkedPages: [],
    foreignSitemapUrls: () => [],
    favicon: true,
    catchAll: false,
    measured: true,
    cloaksForGooglebot: false,
  };
  return {
    main: good,
    bare: {
      ...good,
      robots: () => NOT_FOUND,
      sitemap: false,
      llmsTxt: null,
      tdmrep: null,
      securityTxt: null,
      markdown: null,
      advertiseMarkdown: false,
      compression: null,
      organization: false,
      favicon: false,
      catchAll: true,
      measured: false,
    },
    unreachable: { ...good, robots: () => ({ status: 500, headers: { "content-type": "text/plain" }, body: "Sunucu hatası" }) },
    closed: {
      ...good,
      robots: () =>
        text(
          `User-agent: Googlebot\nDisallow: /\n\n${SEARCH_BOTS_BLOCKED}User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nContent-Signal: search=yes, ai-train=belki\nLicense: /lisans.xml\n`,
        ),
      llmsTxt: "# Örnek Firma\n\n> İstanbul'daki küçük işletmelere dijital pazarlama.\n\n## Sayfalar\n\nBu satır bir bağlantı değil.\n",
      tdmrep: JSON.stringify({ location: "/", "tdm-reservation": 1 }),
      securityTxt: "Contact: mailto:guvenlik@ornek-firma.com.tr\n",
      markdown: "no-vary",
      advertiseMarkdown: false,
      compression: "no-vary",
    },
    refusing: {
      ...good,
      // A second sitemap that is gone, and a sitemap listing an address of another (staging) host.
      robots: (origin) => text(`${SEARCH_BOTS_BLOCKED}User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/sitemap-eski.xml\n`),
      foreignSitemapUrls: (external) => [`${external}/urun/deri-ceket`],
      cloaksForGooglebot: true,
      llmsTxt: null,
      refuseAiBots: true,
      pageDelayMs: 2_400,
    },
    lighthouse: { ...good, llmsTxt: "# Örnek Firma\n\n> Kısa bir özet.\n", pageDelayMs: 1_000, unlinkedPages: ["/yetim"] },
    // The https sites are clean site-wide: what sets them apart is their transport (HTTPS_SITES).
    secure: good,
    expiring: good,
    temporary: good,
  };
}

const ORGANIZATION = (origin: string) => ({ "@context": "https://schema.org", "@type": "Organization", name: "Örnek Firma", url: `${origin}/`, logo: `${origin}/img/logo.png` });

function sitemapXml(urls: readonly string[]): string {
  const escape = (url: string) => url.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((url) => `<url><loc>${escape(url)}</loc></url>`).join("")}</urlset>\n`;
}

const LONG_CACHE = "public, max-age=31536000, immutable";

/** What every harness site answers besides its pages: images, share images, the icon, scripts and stylesheets. */
function assets(path: string): Reply | null {
  if (path === OG_IMAGE_PATH) return { headers: { "content-type": "image/png", "cache-control": LONG_CACHE }, body: pngOfSize(1200, 630) };
  if (path === "/og/kucuk.png") return { headers: { "content-type": "image/png", "cache-control": LONG_CACHE }, body: pngOfSize(300, 200) };
  if (path === "/img/agir.webp") return { headers: { "content-type": "image/webp", "cache-control": LONG_CACHE }, body: Buffer.alloc(300 * 1024, 1) };
  if (path === "/img/kayip.webp") return null;
  if (path === "/img/kampanya.gif") return { headers: { "content-type": "image/gif", "cache-control": LONG_CACHE }, body: Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.alloc(150 * 1024, 1)]) };
  if (path === "/img/kampanya-kucuk.gif") return { headers: { "content-type": "image/gif", "cache-control": LONG_CACHE }, body: Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.alloc(30 * 1024, 1)]) };
  // A script its server lets browsers keep for five minutes only.
  if (path === "/js/kisa-onbellek.js") return { headers: { "content-type": "text/javascript", "cache-control": "public, max-age=300" }, body: "void 0;\n" };
  if (path === "/favicon.ico") return { headers: { "content-type": "image/x-icon", "cache-control": LONG_CACHE }, body: Buffer.alloc(1_150, 1) };
  // The site's own scripts and stylesheets, cached for a year as a well-run site's fingerprinted files are.
  if (/^\/js\/[\w.-]+\.js$/.test(path)) return { headers: { "content-type": "text/javascript", "cache-control": LONG_CACHE }, body: "void 0;\n" };
  if (/^\/css\/[\w-]+\.css$/.test(path)) return { headers: { "content-type": "text/css", "cache-control": LONG_CACHE }, body: "main{display:block}\n" };
  const image = /^\/img\/[\w-]+\.(webp|jpg|png)$/.exec(path);
  if (image) return { headers: { "content-type": image[1] === "jpg" ? "image/jpeg" : `image/${image[1]}`, "cache-control": LONG_CACHE }, body: Buffer.alloc(12 * 1024, 1) };
  return null;
}

export interface HarnessSite {
  handler: Handler;
  /** An https site's answer over plain http on the same port; null for an http site. */
  plainHttp: Handler | null;
  /** Pages the site serves (not counting redirects and errors): how many the crawl must read at least. */
  pages: number;
}

interface Counter {
  next: () => number;
}

function context(origin: string, external: string, path: string, base: string, counter: Counter): PageContext {
  return { origin, external, path, url: `${origin}${path}`, base, n: counter.next() };
}

function siteHandler(config: SiteConfig, origin: string, pages: Map<string, Reply>, sitemapUrls: readonly string[]): Handler {
  return (request: SeenRequest) => {
    const pathname = new URL(request.path, "http://fixture.invalid").pathname;
    if (config.refuseAiBots && AI_BOT_USER_AGENT.test(request.userAgent)) return { status: 403, headers: HTML_TYPE, body: "<!doctype html><title>Erişim engellendi</title>" };
    switch (pathname) {
      case "/robots.txt":
        return config.robots(origin);
      case "/sitemap.xml":
        return config.sitemap ? text(sitemapXml(sitemapUrls), "application/xml") : NOT_FOUND;
      case "/llms.txt":
        return config.llmsTxt === null ? NOT_FOUND : text(config.llmsTxt === "valid" ? VALID_LLMS_TXT(origin) : config.llmsTxt);
      case "/.well-known/tdmrep.json":
        return config.tdmrep === null ? NOT_FOUND : text(config.tdmrep === "valid" ? VALID_TDMREP(origin) : config.tdmrep, "application/json");
      case "/.well-known/security.txt":
        return config.securityTxt === null ? NOT_FOUND : text(config.securityTxt);
      case "/index.md":
        return text("# Örnek Firma\n\nİstanbul'daki küçük işletmelere web tasarımı, SEO ve reklam yönetimi.\n", "text/markdown; charset=utf-8");
    }
    if (pathname === "/" && config.markdown !== null && /text\/markdown/.test(request.accept)) {
      const reply = text("# Örnek Firma\n\nİstanbul'daki küçük işletmelere web tasarımı, SEO ve reklam yönetimi.\n", "text/markdown; charset=utf-8");
      return config.markdown === "vary" ? { ...reply, headers: { ...reply.headers, vary: "Accept" } } : reply;
    }
    if (pathname === "/favicon.ico" && !config.favicon) return NOT_FOUND;
    if (pathname === "/" && config.cloaksForGooglebot && /Googlebot/.test(request.userAgent)) {
      return { headers: HTML_TYPE, body: `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Deneme bonusu veren siteler 2026</title></head><body><h1>Canlı bahis ve deneme bonusu</h1><p>En güvenilir bahis siteleri.</p></body></html>` };
    }
    // A page asked for with a trailing slash it is not linked with answers as well (as most servers do).
    const page = pages.get(request.path) ?? pages.get(pathname) ?? (pathname.length > 1 && pathname.endsWith("/") ? pages.get(pathname.slice(0, -1)) : undefined);
    if (page === undefined && config.catchAll && assets(pathname) === null) return pages.get("/") ?? NOT_FOUND;
    const reply = page === undefined ? (assets(pathname) ?? NOT_FOUND) : config.pageDelayMs > 0 && !AI_BOT_USER_AGENT.test(request.userAgent) ? { ...page, delayMs: config.pageDelayMs } : page;
    const html = String(reply.headers?.["content-type"] ?? "").startsWith("text/html") && (reply.status ?? 200) === 200;
    return html && config.compression !== null && /gzip/.test(request.acceptEncoding) ? gzipped(reply, config.compression === "vary") : reply;
  };
}

/** The home page of a harness site, linking to `links` ([path, text]). */
function homeReply(config: SiteConfig, origin: string, external: string, links: readonly [string, string][], counter: Counter): Reply {
  const parts = { ...cleanPartsOf(context(origin, external, "/", "/", counter)), ...(config.measured ? {} : { tags: "", banner: "" }) };
  const list = `<ul>${links.map(([path, label]) => `<li><a href="${path}">${label}</a></li>`).join("")}</ul>`;
  return pageReply({
    ...parts,
    title: "Örnek Firma | İstanbul dijital pazarlama ajansı",
    h1: "Örnek Firma dijital pazarlama ajansı",
    jsonLd: config.organization ? [...parts.jsonLd, ORGANIZATION(origin)] : parts.jsonLd,
    headExtra: (config.favicon ? parts.headExtra : parts.headExtra.replace(`<link rel="icon" href="/favicon.ico">`, "")) + (config.advertiseMarkdown ? `<link rel="alternate" type="text/markdown" href="/index.md">` : ""),
    bodyExtra: `${parts.bodyExtra}<h2>Sayfalarımız</h2>${list}`,
  });
}

/** A site holding page cases (the main site, the secure one): its cases' pages, hub pages per family, the clean site-wide files. */
function caseSite(name: PageSite, origin: string, external: string, config: SiteConfig, first: number): Omit<HarnessSite, "plainHttp"> {
  let n = first;
  // 0 is the number the duplicate-body case's two pages share (cases.ts).
  const counter: Counter = { next: () => (n += 1) };
  const pages = new Map<string, Reply>();
  const hubs = new Map<string, [string, string][]>();
  const sitemapPaths: string[] = [];
  let served = 0;
  const link = (family: string, path: string): void => {
    const list = hubs.get(family) ?? [];
    list.push([path, `Örnek sayfa ${list.length + 1}`]);
    hubs.set(family, list);
  };
  for (const [id, rule] of Object.entries(RULE_CASES)) {
    if (rule.kind !== "pages" || (rule.site ?? "main") !== name) continue;
    const family = id.split("/")[0] ?? id;
    const base = `/k/${id}`;
    const defectPath = rule.defectPath ?? `${base}/hata`;
    const twinPath = rule.twinPath ?? `${base}/ikiz`;
    const defect = context(origin, external, defectPath, base, counter);
    const twin = context(origin, external, twinPath, base, counter);
    pages.set(defectPath, rule.defectReply ? rule.defectReply(defect) : pageReply(applyChange(defect, rule.defect)));
    pages.set(twinPath, rule.twinReply ? rule.twinReply(twin) : pageReply(applyChange(twin, rule.twin)));
    served += 2;
    if (rule.defectLinked !== false) link(family, defectPath);
    link(family, twinPath);
    if (rule.inSitemap) sitemapPaths.push(defectPath, twinPath);
    for (const [name, extra] of Object.entries(rule.extra ?? {})) {
      const path = name.startsWith("/") ? name : `${base}/${name}`;
      const extraContext = context(origin, external, path, base, counter);
      pages.set(path, extra.reply ? extra.reply(extraContext) : pageReply(applyChange(extraContext, extra.page)));
      served += 1;
      if (extra.linked !== false) link(family, path);
      if (extra.inSitemap) sitemapPaths.push(path);
    }
  }
  const hubLinks: [string, string][] = [];
  for (const [family, links] of hubs) {
    const path = `/h/${family}`;
    hubLinks.push([path, `Konu: ${family}`]);
    const parts = cleanPartsOf(context(origin, external, path, path, counter));
    pages.set(path, pageReply({ ...parts, bodyExtra: `${parts.bodyExtra}<ul>${links.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join("")}</ul>` }));
    sitemapPaths.push(path);
  }
  // A contact page, as every business site has one.
  pages.set("/iletisim", pageReply(cleanPartsOf(context(origin, external, "/iletisim", "/", counter))));
  pages.set("/", homeReply(config, origin, external, [...hubLinks, ["/iletisim", "İletişim"]], counter));
  served += hubLinks.length + 2;
  const sitemapUrls = ["/", ...sitemapPaths].map((path) => `${origin}${path}`);
  return { handler: siteHandler(config, origin, pages, sitemapUrls), pages: served };
}

/** A variant site: a home page, one more page linked from it, the unlinked ones the sitemap lists, and the variant's site-wide files. */
function variantSite(origin: string, external: string, config: SiteConfig, first: number): Omit<HarnessSite, "plainHttp"> {
  let n = first;
  const counter: Counter = { next: () => (n += 1) };
  const cleanParts = (pageContext: PageContext) => ({ ...cleanPartsOf(pageContext), ...(config.measured ? {} : { tags: "", banner: "" }) });
  const pages = new Map<string, Reply>([
    ["/", homeReply(config, origin, external, [["/hakkimizda", "Hakkımızda"]], counter)],
    ["/hakkimizda", pageReply(cleanParts(context(origin, external, "/hakkimizda", "/", counter)))],
    ...config.unlinkedPages.map((path): [string, Reply] => [path, pageReply(cleanParts(context(origin, external, path, "/", counter)))]),
  ]);
  const listed = [...["/", "/hakkimizda", ...config.unlinkedPages].map((path) => `${origin}${path}`), ...config.foreignSitemapUrls(external)];
  return { handler: siteHandler(config, origin, pages, listed), pages: pages.size };
}

/**
 * The second origin: a page that works (/var) and one that is gone (/yok) for the external-link
 * case, social profiles (/sosyal/…) and media (a stand-in for a platform's image host) for the
 * platform pages.
 */
export function externalSite(): Handler {
  return (request) => {
    const pathname = new URL(request.path, "http://fixture.invalid").pathname;
    if (pathname === "/var" || pathname.startsWith("/sosyal/")) return { headers: HTML_TYPE, body: "<!doctype html><html lang=\"tr\"><title>İş ortağımız</title><h1>İş ortağımız</h1></html>" };
    // A media host serves WebP or AVIF at its .jpg addresses to a browser that accepts them.
    if (pathname.startsWith("/media/")) return /image\/webp/.test(request.accept) ? { headers: { "content-type": "image/webp" }, body: webpOfSize(1200, 630) } : { headers: { "content-type": "image/jpeg" }, body: Buffer.alloc(20 * 1024, 1) };
    return NOT_FOUND;
  };
}

/** What an https site answers over plain http: a redirect to the same address over https, or the site itself. */
function plainHttpHandler(name: SiteName, origin: string, site: Handler): Handler | null {
  const https = HTTPS_SITES[name];
  if (https === undefined) return null;
  if (https.plainHttp === "served") return site;
  const status = https.plainHttp === "moved" ? 301 : 302;
  return (request) => ({ status, headers: { location: `${origin}${request.path}`, "content-type": "text/html; charset=utf-8" }, body: "" });
}

export function harnessSites(origins: Record<SiteName, string>, external: string): Record<SiteName, HarnessSite> {
  const disallowed = Object.values(RULE_CASES).flatMap((rule) => (rule.kind === "pages" ? (rule.robotsDisallow ?? []) : []));
  const all = configs(disallowed);
  const built: Record<SiteName, Omit<HarnessSite, "plainHttp">> = {
    main: caseSite("main", origins.main, external, all.main, 0),
    // Numbered apart from the main site's pages and from each other: no title or text repeats across sites.
    bare: variantSite(origins.bare, external, all.bare, 10_000),
    unreachable: variantSite(origins.unreachable, external, all.unreachable, 11_000),
    closed: variantSite(origins.closed, external, all.closed, 12_000),
    refusing: variantSite(origins.refusing, external, all.refusing, 13_000),
    lighthouse: variantSite(origins.lighthouse, external, all.lighthouse, 14_000),
    secure: caseSite("secure", origins.secure, external, all.secure, 20_000),
    expiring: variantSite(origins.expiring, external, all.expiring, 15_000),
    temporary: variantSite(origins.temporary, external, all.temporary, 16_000),
  };
  return Object.fromEntries(Object.entries(built).map(([name, site]) => [name, { ...site, plainHttp: plainHttpHandler(name as SiteName, origins[name as SiteName], site.handler) }])) as Record<SiteName, HarnessSite>;
}
