/**
 * Child process of bench/site-monitor.ts: `count` small watched sites, each an HTTP server on an
 * address of its own in 127.77.0.0/16 (Linux answers the whole of 127.0.0.0/8 on loopback): the
 * per-target-host budget (TARGET_HOST_HOURLY_REQUESTS) counts by host name without the port, so
 * a thousand ports of 127.0.0.1 would share one budget. Each serves a home page, robots.txt
 * (naming the sitemap) and sitemap.xml. Every `noindexEvery`-th site's home page says noindex, so
 * its first check stores an alert e-mail. Prints the sites' "address:port" as one JSON line, then
 * runs until killed; each "requests" line on stdin is answered with one JSON line: the requests
 * each site answered so far, in the same order.
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
    const origin = `http://${request.headers.host ?? "127.77.0.1"}`;
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
/** 127.77.0.1 to 127.77.0.250, 127.77.1.1, …: 250 sites to each third octet. */
const addressOf = (index: number): string => `127.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
const hosts = await Promise.all(
  sites.map(
    ({ server }, index) =>
      new Promise<string>((resolve, reject) => {
        server.once("error", reject);
        server.listen(0, addressOf(index), () => resolve(`${addressOf(index)}:${(server.address() as AddressInfo).port}`));
      }),
  ),
);
process.stdout.write(`${JSON.stringify(hosts)}\n`);
createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.trim() === "requests") process.stdout.write(`${JSON.stringify(sites.map((entry) => entry.requests()))}\n`);
});
