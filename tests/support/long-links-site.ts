import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A hostile website on loopback for the crawler's memory bounds (issue 28, item 5): small pages
 * that name many long URLs. Every page sets a `<base href>` of about `linkLength` characters on
 * its own host, so each of its `linksPerPage` short relative links resolves to a URL that long:
 * - `p0` … `p{pages-1}`: the site's pages (the same long prefix on every page, so the crawler
 *   reads each once);
 * - the rest, unique to the page: half followable (`x…`, answered 404), half rel=nofollow
 *   (`n…`, never requested);
 * - `tooLong` more links that resolve beyond 2,048 characters.
 * `/long-base` has a `<base href>` longer than 2,048 characters and one link, `p0`.
 * Everything else (robots.txt, sitemaps, the `x…` links) answers 404 with a tiny body.
 */

export interface LongLinksSiteOptions {
  pages: number;
  linksPerPage: number;
  /** Characters of each resolved link, roughly. */
  linkLength: number;
  tooLong?: number;
  port?: number;
}

export interface LongLinksSite {
  port: number;
  origin: string;
  /** Paths requested, in order. */
  requests: string[];
  close: () => Promise<void>;
}

export function longLinksPrefix(linkLength: number): string {
  return `/${"l".repeat(Math.max(1, linkLength - 60))}/`;
}

export async function startLongLinksSite(options: LongLinksSiteOptions): Promise<LongLinksSite> {
  const requests: string[] = [];
  const prefix = longLinksPrefix(options.linkLength);
  const page = (n: number): string => {
    const links: string[] = [];
    for (let m = 0; m < options.pages; m += 1) links.push(`<a href="p${m}">${m}</a>`);
    const rest = Math.max(0, options.linksPerPage - options.pages);
    for (let j = 0; j < rest; j += 1) {
      links.push(j % 2 === 0 ? `<a href="x${n}-${j}">x</a>` : `<a rel="nofollow" href="n${n}-${j}">n</a>`);
    }
    const long = "t".repeat(2_100);
    for (let j = 0; j < (options.tooLong ?? 0); j += 1) links.push(`<a href="${long}${n}-${j}">t</a>`);
    return `<!doctype html><html><head><title>Sayfa ${n}</title><base href="${prefix}"></head><body>${links.join("")}</body></html>`;
  };
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fixture").pathname;
    requests.push(path);
    const html = (body: string): void => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    if (path === "/") return html(page(0));
    if (path === "/long-base") {
      return html(`<!doctype html><html><head><base href="/${"b".repeat(2_100)}/"></head><body><a href="p0">0</a></body></html>`);
    }
    const match = /\/p(\d+)$/.exec(path);
    if (match && path.startsWith(prefix) && Number(match[1]) < options.pages) return html(page(Number(match[1])));
    res.writeHead(404, { "content-type": "text/plain" });
    res.end("yok");
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
