import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { LIVE_FIXTURE_ROUTES } from "./fixture-routes";
import type { FixtureReply } from "./fixture-routes";

/**
 * A generated website on loopback for crawler tests. Pages /p/0 … /p/{pages-1} form a binary
 * tree of links (/p/n links to /p/2n+1 and /p/2n+2), so a crawl finds every page through links
 * as well as through the sitemaps. Around them, the cases a crawler must handle:
 *
 * - robots.txt: `Disallow: /private/`, optional `Crawl-delay`, a `Sitemap:` line to an index of
 *   two child sitemaps (the second gzipped);
 * - /noindex-meta (meta robots), /noindex-header (X-Robots-Tag), /canonical-elsewhere (link
 *   rel=canonical to /p/1), /canonical-header (Link header), /redirect-1 → /redirect-2 → /p/2,
 *   /broken (404, linked from the home page), /file.pdf (not HTML), /article (JSON-LD
 *   dateModified and article:modified_time), Last-Modified on every /p/n;
 * - /nofollow-page (meta robots nofollow, after its link) linking to /only-from-nofollow, a rel=nofollow link to
 *   /nofollow-target: neither target may be requested;
 * - /slow: headers and half a page, then silence (only a time limit ends it), if `slowPage`;
 * - /to-canary: a redirect to the canary server (a loopback address not on the allow-list), and
 *   a link to the `www.` twin host on the canary's port, if `canaryPort` is given;
 * - `sitemapBomb`: robots.txt points to a gzip bomb or to an index of 50,000 nested indexes;
 * - /llms.txt, if `llmsTxt`: a conforming file whose links include a dead one (/broken, 404), a
 *   redirected one (/redirect-1) and a noindex one (/noindex-meta), beside good ones.
 *
 * - the live checks' cases (tests/support/fixture-routes/: hreflang clusters, canonical cases,
 *   per-bot answers, ...), each under its own path prefix, linked from no page above and listed
 *   in no sitemap, so the crawl cases are unchanged.
 *
 * Every request is recorded (path, host, time, user agent), with the peak number of requests
 * open at once, so tests can assert what the crawler did and did not do.
 */

export interface FixtureSiteOptions {
  pages: number;
  /** Serve an existing /llms.txt (see FIXTURE_LLMS_TXT_LINKS). */
  llmsTxt?: boolean;
  /** Seconds; omitted = no Crawl-delay line. */
  crawlDelay?: number;
  slowPage?: boolean;
  canaryPort?: number;
  sitemapBomb?: "gzip" | "nested";
  /** Milliseconds each page takes to answer (makes concurrency observable). */
  latencyMs?: number;
  /**
   * A numbered page (/p/n) whose answer waits for the promise returned here (undefined: no wait):
   * holds the crawl until the test has seen an event, where a duration would depend on the machine.
   */
  hold?: (path: string) => Promise<void> | undefined;
  /** Port on 127.0.0.1 (end-to-end specs use the one the server allows); omitted = any free one. */
  port?: number;
}

export interface FixtureRequest {
  path: string;
  host: string;
  at: number;
  userAgent: string;
}

export interface FixtureSite {
  port: number;
  requests: FixtureRequest[];
  /** Highest number of requests open at the same time. */
  peakOpen: () => number;
  /** TCP connections the site was given, and how many of them are still open. */
  connections: () => { opened: number; open: number };
  close: () => Promise<void>;
}

const LAST_MODIFIED = "Tue, 10 Nov 2026 08:00:00 GMT";

/** The links of the fixture's /llms.txt, by what a check should find. */
export const FIXTURE_LLMS_TXT_LINKS = {
  ok: "/p/1",
  dead: "/broken",
  redirected: "/redirect-1",
  noindex: "/noindex-meta",
} as const;

export function fixtureLlmsTxt(origin: string): string {
  const links = FIXTURE_LLMS_TXT_LINKS;
  return [
    "# Fixture Site",
    "",
    "> A generated website for crawler tests.",
    "",
    "Pages of the fixture.",
    "",
    "## Pages",
    "",
    `- [Sayfa 1](${origin}${links.ok}): a good page`,
    `- [Broken](${origin}${links.dead})`,
    `- [Moved](${origin}${links.redirected})`,
    `- [Hidden](${origin}${links.noindex})`,
    "",
  ].join("\n");
}

function page(title: string, body: string, head = ""): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${title} description">${head}</head><body>${body}</body></html>`;
}

function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

let bombCache: Buffer | null = null;
/** ~200 MB of urlset inflated from a few hundred KB. */
export function gzipBomb(): Buffer {
  if (bombCache) return bombCache;
  const line = Buffer.from("<url><loc>http://bomb.example.test/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</loc></url>".repeat(16_000));
  const parts = [Buffer.from('<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')];
  for (let i = 0; i < 160; i += 1) parts.push(line);
  bombCache = gzipSync(Buffer.concat(parts), { level: 9 });
  return bombCache;
}

export async function startFixtureSite(options: FixtureSiteOptions): Promise<FixtureSite> {
  const requests: FixtureRequest[] = [];
  let open = 0;
  let peak = 0;
  const { pages } = options;
  const half = Math.ceil(pages / 2);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixture");
    const host = req.headers.host ?? "";
    const origin = `http://${host}`;
    requests.push({ path: url.pathname, host, at: Date.now(), userAgent: req.headers["user-agent"] ?? "" });
    open += 1;
    peak = Math.max(peak, open);
    res.on("close", () => {
      open -= 1;
    });
    const html = (status: number, body: string, headers: Record<string, string> = {}): void => {
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "text/html; charset=utf-8", ...headers });
        res.end(body);
      };
      const answer = (): void => {
        if (options.latencyMs) setTimeout(send, options.latencyMs);
        else send();
      };
      const held = options.hold?.(url.pathname);
      if (held) void held.then(answer);
      else answer();
    };
    const xml = (body: string | Buffer, type = "application/xml"): void => {
      res.writeHead(200, { "content-type": type });
      res.end(body);
    };
    const redirect = (to: string, status = 301): void => {
      res.writeHead(status, { location: to });
      res.end();
    };

    const path = url.pathname;
    for (const route of LIVE_FIXTURE_ROUTES) {
      const reply = route.handle({ path, url, origin, userAgent: req.headers["user-agent"] ?? "", headers: req.headers });
      if (reply) return sendReply(reply);
    }
    function sendReply(reply: FixtureReply): void {
      const send = (): void => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { "content-type": "text/html; charset=utf-8", ...reply.headers });
        res.end(reply.body ?? "");
      };
      if (options.latencyMs) setTimeout(send, options.latencyMs);
      else send();
    }
    const pageMatch = /^\/p\/(\d+)$/.exec(path);
    if (pageMatch) {
      const n = Number(pageMatch[1]);
      if (n >= pages) return html(404, page("Yok", "yok"));
      const children = [2 * n + 1, 2 * n + 2].filter((c) => c < pages).map((c) => `<a href="/p/${c}">Sayfa ${c}</a>`);
      return html(200, page(`Sayfa ${n}`, `<h1>Sayfa ${n}</h1>${children.join(" ")}<a href="/">Ana sayfa</a>`), {
        "last-modified": LAST_MODIFIED,
      });
    }
    if (path.startsWith("/nested/")) {
      return xml(`<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/nested${path}</loc></sitemap></sitemapindex>`);
    }
    switch (path) {
      case "/robots.txt": {
        const lines = ["User-agent: *", "Disallow: /private/"];
        if (options.crawlDelay !== undefined) lines.push(`Crawl-delay: ${options.crawlDelay}`);
        for (const route of LIVE_FIXTURE_ROUTES) if (route.robotsTxt) lines.push("", ...route.robotsTxt);
        lines.push("", "User-agent: OtherBot", "Disallow: /");
        if (options.sitemapBomb === "gzip") lines.push(`Sitemap: ${origin}/bomb.xml.gz`);
        else if (options.sitemapBomb === "nested") lines.push(`Sitemap: ${origin}/nested-index.xml`);
        else lines.push(`Sitemap: ${origin}/sitemap_index.xml`);
        res.writeHead(200, { "content-type": "text/plain" });
        return res.end(lines.join("\n"));
      }
      case "/sitemap_index.xml":
        return xml(
          `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemaps/pages-1.xml</loc></sitemap><sitemap><loc>${origin}/sitemaps/pages-2.xml.gz</loc></sitemap></sitemapindex>`,
        );
      case "/sitemaps/pages-1.xml":
        return xml(urlset(origin, ["/", "/article", ...Array.from({ length: half }, (_, i) => `/p/${i}`)]));
      case "/sitemaps/pages-2.xml.gz":
        return xml(gzipSync(urlset(origin, ["/gone-from-site", ...Array.from({ length: pages - half }, (_, i) => `/p/${half + i}`)])), "application/gzip");
      case "/bomb.xml.gz":
        return xml(gzipBomb(), "application/gzip");
      case "/nested-index.xml": {
        const entries = Array.from({ length: 50_000 }, (_, i) => `<sitemap><loc>${origin}/nested/${i}.xml</loc></sitemap>`).join("");
        return xml(`<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>`);
      }
      case "/": {
        const links = [
          '<a href="/p/0">Sayfalar</a>',
          '<a href="/private/secret">Gizli</a>',
          '<a href="/noindex-meta">a</a>',
          '<a href="/noindex-header">b</a>',
          '<a href="/canonical-elsewhere">c</a>',
          '<a href="/canonical-header">d</a>',
          '<a href="/redirect-1">e</a>',
          '<a href="/broken">f</a>',
          '<a href="/file.pdf">g</a>',
          '<a href="/article#top">h</a>',
          '<a href="/nofollow-page">i</a>',
          '<a href="/nofollow-target" rel="nofollow">j</a>',
          '<a href="http://other.example.test/">k</a>',
          '<a href="mailto:info@example.test">l</a>',
        ];
        if (options.slowPage) links.push('<a href="/slow">m</a>');
        if (options.canaryPort !== undefined) {
          links.push('<a href="/to-canary">n</a>');
          const twin = host.startsWith("www.") ? host.slice(4) : `www.${host}`;
          links.push(`<a href="http://${twin.replace(/:\d+$/, "")}:${options.canaryPort}/">o</a>`);
        }
        return html(200, page("Ana sayfa", links.join(" "), '<link rel="canonical" href="/">'));
      }
      case "/llms.txt":
        if (!options.llmsTxt) return html(404, page("Bulunamadı", "404"));
        res.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
        return res.end(fixtureLlmsTxt(origin));
      case "/private/secret":
        return html(200, page("Gizli", "gizli"));
      case "/noindex-meta":
        return html(200, page("Noindex meta", "x", '<meta name="robots" content="noindex">'));
      case "/noindex-header":
        return html(200, page("Noindex header", "x"), { "x-robots-tag": "noindex" });
      case "/canonical-elsewhere":
        return html(200, page("Kopya", "x", '<link rel="canonical" href="/p/1">'));
      case "/canonical-header":
        return html(200, page("Kopya 2", "x"), { link: `<${origin}/p/2>; rel="canonical"` });
      case "/redirect-1":
        return redirect("/redirect-2", 301);
      case "/redirect-2":
        return redirect("/p/2", 302);
      case "/file.pdf":
        res.writeHead(200, { "content-type": "application/pdf" });
        return res.end("%PDF-1.4");
      case "/article":
        return html(
          200,
          page(
            "Makale",
            '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","dateModified":"2026-11-01T10:00:00+03:00"}</script>',
            '<meta property="article:modified_time" content="2026-11-02T09:00:00Z">',
          ),
        );
      case "/nofollow-page":
        // The directive after the link: it still holds for every link of the page.
        return html(200, page("Nofollow", '<a href="/only-from-nofollow">x</a><meta name="robots" content="nofollow">'));
      case "/slow":
        res.writeHead(200, { "content-type": "text/html" });
        return void res.write("<html><head><title>Yavaş");
      case "/to-canary":
        return redirect(`http://127.0.0.1:${options.canaryPort ?? 9}/`, 302);
      default:
        return html(404, page("Bulunamadı", "404"));
    }
  });
  let socketsOpened = 0;
  let socketsOpen = 0;
  server.on("connection", (socket) => {
    socketsOpened += 1;
    socketsOpen += 1;
    socket.on("close", () => (socketsOpen -= 1));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    peakOpen: () => peak,
    connections: () => ({ opened: socketsOpened, open: socketsOpen }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
