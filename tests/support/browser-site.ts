import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";

/**
 * A small website on loopback for the audit's browser stage (its server test, the e2e spec and
 * `npm run bench -- browser-stage`): a quick, clean home page; `/yavas`, slow on purpose (a script in
 * the head that the server holds back, a large image without width and height that is the largest
 * element and lazy-loaded, a big script mostly never run, all sent uncompressed); `/kurumsal/hakkimizda`, whose
 * text, links, title, meta robots and canonical JavaScript changes after load; and ordinary pages of
 * two other templates. Turkish content, robots.txt and a sitemap, like the sites our visitors own.
 */

export interface BrowserSite {
  origin: string;
  port: number;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** How long the server holds back /yavas's render-blocking script. */
const BLOCKING_SCRIPT_DELAY_MS = 2_500;

/** A PNG of `width` × `height` whose pixels vary enough that it stays a few hundred KB. */
function noisyPng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) {
      // A smooth gradient with a little noise every few pixels: photographs compress about this well.
      if (x % 4 === 0) seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      const noise = (seed >> 16) & 0x1f;
      raw[row + 1 + x * 3] = (x * 255) / width + noise;
      raw[row + 2 + x * 3] = (y * 255) / height + noise;
      raw[row + 3 + x * 3] = 128 + noise;
    }
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(raw, { level: 6 })), chunk("IEND", Buffer.alloc(0))]);
}

const NAV = `<nav><a href="/">Ana sayfa</a> <a href="/urunler/el-yapimi-seramik-kupa">Seramik kupa</a> <a href="/blog/kahve-demleme-rehberi">Kahve demleme rehberi</a> <a href="/yavas">Kampanyalar</a> <a href="/kurumsal/hakkimizda">Hakkımızda</a></nav>`;

function page(origin: string, path: string, title: string, body: string, head = ""): string {
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${title}: Anadolu Seramik Atölyesi'nin el yapımı kupaları, tabakları ve kahve ekipmanları.">
<link rel="canonical" href="${origin}${path}">
${head}
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.6;color:#1e293b}nav a{margin-right:1rem}main img{max-width:100%;height:auto}</style>
</head>
<body>
<header>${NAV}</header>
<main>${body}</main>
<footer><p>Anadolu Seramik Atölyesi · Kadıköy, İstanbul · <a href="tel:+902165550000">0216 555 00 00</a></p></footer>
</body>
</html>`;
}

const PARAGRAPH =
  "Atölyemizde her kupa çarkta tek tek şekillendirilir, iki kez fırınlanır ve gıdaya uygun sırla kaplanır. Siparişleriniz iki iş günü içinde özenle paketlenip kargoya verilir.";

interface Served {
  type: string;
  /** A function for a big body, made on first request only. */
  body: string | Buffer | (() => Buffer);
  delayMs?: number;
  /** Never answered: a page that hangs. */
  hang?: boolean;
  headers?: Record<string, string>;
}

/**
 * A script of about `bytes` that is one long comment of random text: a browser reads it to the end
 * (an image of random bytes would be given up at its first undecodable bytes). Made once per size.
 */
const bigScripts = new Map<number, Buffer>();
function bigScript(bytes: number): () => Buffer {
  return () => {
    let made = bigScripts.get(bytes);
    if (!made) bigScripts.set(bytes, (made = Buffer.from(`/*${randomBytes(Math.floor((bytes * 3) / 4)).toString("base64")}*/\n`)));
    return made;
  };
}

/**
 * Pages the bounds' tests load by address; nothing links to them, so the audits of the site never
 * see them: one that weighs 4 MB (under the 10 MB per load, but over it for three loads together),
 * one of 12 MB (over it), one that asks for the visitor's location, notifications, camera and a
 * download, and one that never answers.
 */
function boundPages(html: (path: string, title: string, body: string, head?: string) => Served): Record<string, Served> {
  const noStore = { "cache-control": "no-store" };
  return {
    "/agir": html("/agir", "Büyük paket | Anadolu Seramik Atölyesi", `<h1>Büyük paket</h1><p>Kampanya sayfası.</p><script src="/js/paket-4mb.js"></script>`),
    "/js/paket-4mb.js": { type: "text/javascript", body: bigScript(4 * 1_048_576), headers: noStore },
    "/cok-agir": html("/cok-agir", "Çok büyük paket | Anadolu Seramik Atölyesi", `<h1>Çok büyük paket</h1><p>Kampanya sayfası.</p><script src="/js/paket-12mb.js"></script>`),
    "/js/paket-12mb.js": { type: "text/javascript", body: bigScript(12 * 1_048_576), headers: noStore },
    "/izinler": html(
      "/izinler",
      "İzinler",
      `<h1>Kampanya kataloğu</h1>
<script>
const answers = [];
const say = (answer) => { answers.push(answer); document.title = answers.sort().join(" "); };
navigator.geolocation.getCurrentPosition(() => say("konum:verildi"), (error) => say("konum:" + (error.code === 1 ? "reddedildi" : "hata")));
Notification.requestPermission().then((permission) => say("bildirim:" + permission), () => say("bildirim:hata"));
if (navigator.mediaDevices) navigator.mediaDevices.getUserMedia({ video: true }).then(() => say("kamera:verildi"), (error) => say("kamera:" + error.name));
const link = document.createElement("a"); link.href = "/indir/kampanya-katalogu.exe"; link.download = "kampanya-katalogu.exe"; document.body.appendChild(link); link.click();
</script>`,
    ),
    "/indir/kampanya-katalogu.exe": { type: "application/octet-stream", body: "MZ katalog", headers: { "content-disposition": 'attachment; filename="kampanya-katalogu.exe"' } },
    "/asili": { type: "text/html; charset=utf-8", body: "", hang: true },
  };
}

function pages(origin: string): Record<string, Served> {
  const html = (path: string, title: string, body: string, head = ""): Served => ({ type: "text/html; charset=utf-8", body: page(origin, path, title, body, head) });
  // About 300 KB of script of which one line runs: most of it is unused JavaScript.
  const unusedScript = `${Array.from({ length: 6_000 }, (_, i) => `function yardimci${i}(a,b){return a*${i}+b-${i};}`).join("\n")}\ndocument.documentElement.dataset.hazir="evet";`;
  return {
    "/": html(
      "/",
      "Anadolu Seramik Atölyesi | El yapımı seramik",
      `<h1>El yapımı seramik kupalar ve tabaklar</h1><p>${PARAGRAPH}</p><p>Koleksiyonumuzu inceleyin, size en uygun parçayı seçin.</p>`,
    ),
    "/urunler/el-yapimi-seramik-kupa": html(
      "/urunler/el-yapimi-seramik-kupa",
      "El yapımı seramik kupa | Anadolu Seramik Atölyesi",
      `<h1>El yapımı seramik kupa</h1><p>350 ml, bulaşık makinesinde yıkanabilir.</p><p>${PARAGRAPH}</p><p>Fiyat: 420 TL</p>`,
    ),
    "/blog/kahve-demleme-rehberi": html(
      "/blog/kahve-demleme-rehberi",
      "Kahve demleme rehberi | Anadolu Seramik Atölyesi",
      `<h1>Evde kahve demleme rehberi</h1><p>${PARAGRAPH}</p><p>Suyun sıcaklığı 92 ile 96 derece arasında olmalıdır.</p>`,
    ),
    "/yavas": html(
      "/yavas",
      "Kampanyalar | Anadolu Seramik Atölyesi",
      `<h1>Bu ayın kampanyaları</h1><img src="/gorseller/kampanya-afisi.png" alt="Kampanya afişi" loading="lazy"><p>${PARAGRAPH}</p>`,
      `<script src="/js/kampanya-sayaci.js"></script><script src="/js/kutuphane.js"></script>`,
    ),
    "/kurumsal/hakkimizda": html(
      "/kurumsal/hakkimizda",
      "Hakkımızda | Anadolu Seramik Atölyesi",
      `<h1>Hakkımızda</h1><div id="uygulama">Yükleniyor…</div>
<script>
document.title = "Hikâyemiz | Anadolu Seramik Atölyesi";
document.querySelector('link[rel="canonical"]').href = "${origin}/hikayemiz";
var robots = document.createElement("meta"); robots.name = "robots"; robots.content = "noindex"; document.head.appendChild(robots);
document.getElementById("uygulama").innerHTML = "<p>" + ${JSON.stringify(`${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH} ${PARAGRAPH}`)} + "</p>" +
  '<a href="/ekibimiz">Ekibimiz</a> <a href="/atolye-turu">Atölye turu</a> <a href="/basinda-biz">Basında biz</a>';
</script>`,
    ),
    "/ekibimiz": html("/ekibimiz", "Ekibimiz | Anadolu Seramik Atölyesi", `<h1>Ekibimiz</h1><p>${PARAGRAPH}</p>`),
    "/atolye-turu": html("/atolye-turu", "Atölye turu | Anadolu Seramik Atölyesi", `<h1>Atölye turu</h1><p>${PARAGRAPH}</p>`),
    "/basinda-biz": html("/basinda-biz", "Basında biz | Anadolu Seramik Atölyesi", `<h1>Basında biz</h1><p>${PARAGRAPH}</p>`),
    "/js/kampanya-sayaci.js": { type: "text/javascript", body: "window.kampanyaBitis = Date.now() + 86400000;", delayMs: BLOCKING_SCRIPT_DELAY_MS },
    "/js/kutuphane.js": { type: "text/javascript", body: unusedScript },
    "/gorseller/kampanya-afisi.png": { type: "image/png", body: noisyPng(1600, 1200) },
    "/robots.txt": { type: "text/plain; charset=utf-8", body: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` },
    "/sitemap.xml": {
      type: "application/xml",
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${["/", "/urunler/el-yapimi-seramik-kupa", "/blog/kahve-demleme-rehberi", "/yavas", "/kurumsal/hakkimizda"].map((path) => `<url><loc>${origin}${path}</loc></url>`).join("")}</urlset>\n`,
    },
    ...boundPages(html),
  };
}

/** Serves the site on 127.0.0.1 (`port` 0: any free port). */
export async function startBrowserSite(port = 0): Promise<BrowserSite> {
  const requests: string[] = [];
  let served: ReturnType<typeof pages> = {};
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? "/", "http://site.invalid").pathname;
    requests.push(path);
    const found = served[path];
    if (!found) {
      response.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Bulunamadı</title><h1>Sayfa bulunamadı</h1>");
      return;
    }
    if (found.hang) return;
    const send = (): void => {
      response.writeHead(200, { "content-type": found.type, "cache-control": "max-age=600", ...found.headers });
      response.end(request.method === "HEAD" ? undefined : typeof found.body === "function" ? found.body() : found.body);
    };
    if (found.delayMs) setTimeout(send, found.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${actual}`;
  served = pages(origin);
  return {
    origin,
    port: actual,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
