/**
 * Child process of bench/site-monitor.ts: `count` small watched sites, one HTTP server per port on
 * 127.0.0.1 (a distinct "host:port" each, so each has its own hourly request budget), serving a
 * home page, robots.txt (naming the sitemap) and sitemap.xml. Every `noindexEvery`-th site's home
 * page says noindex, so its first check stores an alert e-mail. Prints the ports as one JSON line,
 * then runs until killed; each "requests" line on stdin is answered with one JSON line: the
 * requests each site answered so far, in the order of the ports.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";

const [countArg = "1000", noindexArg = "20"] = process.argv.slice(2);
const count = Number(countArg);
const noindexEvery = Number(noindexArg);

function site(index: number): { server: Server; requests: () => number } {
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const origin = `http://${request.headers.host ?? "127.0.0.1"}`;
    const path = (request.url ?? "/").split("?")[0];
    if (path === "/robots.txt") {
      response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
      response.end(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    } else if (path === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/hizmetler</loc></url></urlset>\n`,
      );
    } else if (path === "/" || path === "/hizmetler") {
      const robots = noindexEvery > 0 && index % noindexEvery === 0 ? '<meta name="robots" content="noindex">' : "";
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Örnek site ${index}</title>${robots}<link rel="canonical" href="${origin}${path}"></head><body><h1>Örnek site ${index}</h1><p>İzlenen bir site.</p><a href="/hizmetler">Hizmetler</a></body></html>`,
      );
    } else {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("yok");
    }
  });
  return { server, requests: () => requests };
}

const sites = Array.from({ length: count }, (_, index) => site(index));
const ports = await Promise.all(
  sites.map(
    ({ server }) =>
      new Promise<number>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
      }),
  ),
);
process.stdout.write(`${JSON.stringify(ports)}\n`);
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "requests") process.stdout.write(`${JSON.stringify(sites.map((entry) => entry.requests()))}\n`);
});
