import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cleanUpAfterEach } from "../../../tests/support/live-check";
import { parseSitemap } from "~/capabilities/crawl/.server/sitemaps";
import { LiveJob } from "~/capabilities/live-check/.server";
import type { HreflangLiveItem } from "./live-check";
import { runHreflangLive } from "./live.server";
import { LIVE_SITEMAP_LIMITS, annotationsFromEntries, readSitemapAnnotations } from "./live-sitemap.server";

/** A sitemap as a CMS writes one: a set of two versions, an entry without alternates, a DTD that must not expand. */
const RECORDED = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE urlset [<!ENTITY lol "lollollol">]>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://ornek.com/tr/</loc>
    <xhtml:link rel="alternate" hreflang="tr" href="https://ornek.com/tr/"/>
    <xhtml:link rel="alternate" hreflang="en" href="https://ornek.com/en/#top"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://ornek.com/"/>
    <xhtml:link rel="alternate" hreflang="de" href="/de/"/>
    <xhtml:link rel="canonical" href="https://ornek.com/tr/"/>
  </url>
  <url>
    <loc>https://ornek.com/en/</loc>
    <xhtml:link rel="alternate" hreflang="en-UK" href="https://ornek.com/en/"/>
  </url>
  <url><loc>https://ornek.com/hakkimizda</loc></url>
  <url><loc>&lol;</loc><xhtml:link rel="alternate" hreflang="de" href="https://ornek.com/de/"/></url>
</urlset>`;

const ALTERNATES = { maxPerEntry: LIVE_SITEMAP_LIMITS.maxLinksPerEntry, maxPerFile: LIVE_SITEMAP_LIMITS.maxLinks };

describe("the crawler's sitemap reader, asked for hreflang alternates", () => {
  it("reads each <loc>'s xhtml:link alternates (fully qualified ones, fragment removed), nothing else; the DTD entity is not expanded", () => {
    const parsed = parseSitemap(RECORDED, LIVE_SITEMAP_LIMITS.maxEntries, ALTERNATES);
    expect(parsed.kind).toBe("urlset");
    expect(annotationsFromEntries(parsed.entries)).toEqual({
      "https://ornek.com/tr/": [
        { hreflang: "tr", href: "https://ornek.com/tr/", source: "sitemap" },
        { hreflang: "en", href: "https://ornek.com/en/", source: "sitemap" },
        { hreflang: "x-default", href: "https://ornek.com/", source: "sitemap" },
      ],
      "https://ornek.com/en/": [{ hreflang: "en-UK", href: "https://ornek.com/en/", source: "sitemap" }],
    });
  });

  it("reads no alternates unless asked (the crawl's entries stay as they were)", () => {
    expect(parseSitemap(RECORDED).entries[0]).toEqual({ loc: "https://ornek.com/tr/", lastmod: null });
  });

  it("stops at the entry and link caps, keeps at most the per-entry cap, and reads nothing from another document", () => {
    const many = `<urlset>${'<url><loc>https://o.com/a</loc><xhtml:link rel="alternate" hreflang="tr" href="https://o.com/a"/><xhtml:link rel="alternate" hreflang="en" href="https://o.com/b"/></url>'.repeat(5)}</urlset>`;
    expect(parseSitemap(many, 2, ALTERNATES).truncated).toBe(true);
    const linkCapped = parseSitemap(many, 50, { maxPerEntry: 200, maxPerFile: 3 });
    expect(linkCapped.truncated).toBe(true);
    // The third link is past the cap: the reading stops inside the second entry, which is left out.
    expect(linkCapped.entries.flatMap((entry) => entry.alternates ?? [])).toHaveLength(2);
    expect(parseSitemap(many, 50, { maxPerEntry: 1, maxPerFile: 100 }).entries.map((entry) => entry.alternates?.length)).toEqual([1, 1, 1, 1, 1]);
    expect(parseSitemap("<html><body>x</body></html>", 50, ALTERNATES)).toEqual({ kind: "unknown", entries: [], truncated: false });
  });
});

describe("readSitemapAnnotations", () => {
  const defer = cleanUpAfterEach();

  async function site(files: Record<string, [string, string | Buffer]>): Promise<{ origin: string; job: LiveJob<HreflangLiveItem>; paths: string[] }> {
    const paths: string[] = [];
    const server = http.createServer((req, res) => {
      paths.push(req.url ?? "");
      const file = files[req.url ?? ""];
      res.writeHead(file ? 200 : 404, { "content-type": file?.[0] ?? "text/html" });
      res.end(file?.[1] ?? "yok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const job = new LiveJob<HreflangLiveItem>({ fetch: { allowHosts: [host] } });
    defer(async () => job.finish());
    return { origin: `http://${host}`, job, paths };
  }

  it("follows robots.txt's Sitemap line through an index to the file with the start page, and stops there", async () => {
    const files: Record<string, [string, string]> = {};
    const s = await site(files);
    const set = `<xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/><xhtml:link rel="alternate" hreflang="en" href="${s.origin}/en/"/>`;
    files["/robots.txt"] = ["text/plain", `User-agent: *\nDisallow:\nSitemap: ${s.origin}/index.xml\n`];
    files["/index.xml"] = ["application/xml", `<sitemapindex><sitemap><loc>${s.origin}/posts.xml</loc></sitemap><sitemap><loc>${s.origin}/pages.xml</loc></sitemap></sitemapindex>`];
    files["/posts.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/blog/</loc></url></urlset>`];
    files["/pages.xml"] = ["text/xml", `<urlset><url><loc>${s.origin}/tr/</loc>${set}</url><url><loc>${s.origin}/en/</loc>${set}</url></urlset>`];
    const found = await readSitemapAnnotations(s.job, `${s.origin}/tr/`);
    expect(found.url).toBe(`${s.origin}/pages.xml`);
    expect(Object.keys(found.annotations)).toEqual([`${s.origin}/tr/`, `${s.origin}/en/`]);
    expect(found.notes).toEqual([]);
    // The index's children are read where the index is; /sitemap.xml is not needed then.
    expect(s.paths).toEqual(["/robots.txt", "/index.xml", "/posts.xml", "/pages.xml"]);
  });

  it("falls back to /sitemap.xml, reads the visitor's sitemap only when named, and gives no file without entries", async () => {
    const files: Record<string, [string, string]> = {};
    const s = await site(files);
    files["/sitemap.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/tr/</loc><xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/></url></urlset>`];
    files["/other.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/tr/</loc></url></urlset>`];
    expect((await readSitemapAnnotations(s.job, `${s.origin}/tr/`)).url).toBe(`${s.origin}/sitemap.xml`);
    expect(await readSitemapAnnotations(s.job, `${s.origin}/tr/`, `${s.origin}/other.xml`)).toEqual({ url: null, annotations: {}, notes: [] });
    expect(s.paths).toEqual(["/robots.txt", "/sitemap.xml", "/other.xml"]);
  });

  it("reads a gzipped sitemap's hreflang alternates in the live hreflang check", async () => {
    const files: Record<string, [string, string | Buffer]> = {};
    const s = await site(files);
    const set = `<xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/><xhtml:link rel="alternate" hreflang="en" href="${s.origin}/en/"/>`;
    files["/robots.txt"] = ["text/plain", `User-agent: *\nSitemap: ${s.origin}/sitemap.xml.gz\n`];
    files["/sitemap.xml.gz"] = ["application/gzip", gzipSync(`<?xml version="1.0"?><urlset xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>${s.origin}/tr/</loc>${set}</url><url><loc>${s.origin}/en/</loc>${set}</url></urlset>`)];
    const page = (lang: string): string => `<!doctype html><html lang="${lang}"><head><title>${lang}</title></head><body>${lang}</body></html>`;
    files["/tr/"] = ["text/html", page("tr")];
    files["/en/"] = ["text/html", page("en")];
    const result = await runHreflangLive({ url: `${s.origin}/tr/` }, s.job);
    expect(result.sitemapUrl).toBe(`${s.origin}/sitemap.xml.gz`);
    expect(result.sitemapNotes).toEqual([]);
    expect(result.pages.map((report) => report.url).sort()).toEqual([`${s.origin}/en/`, `${s.origin}/tr/`]);
    expect(result.pages.find((report) => report.url === `${s.origin}/tr/`)?.sources).toEqual(["sitemap"]);
  });

  it("refuses a gzip bomb sitemap at the inflated cap, says so in Turkish, and keeps the event loop turning", async () => {
    const files: Record<string, [string, string | Buffer]> = {};
    const s = await site(files);
    // A sitemap that opens like a real one and inflates to 60 MB (past the protocol's 50 MB).
    const head = `<urlset><url><loc>${s.origin}/tr/</loc><xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/></url>`;
    const bomb = gzipSync(Buffer.concat([Buffer.from(head), Buffer.alloc(60 * 1024 * 1024, 0x20)]), { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    files["/bomb.xml.gz"] = ["application/gzip", bomb];

    let last = performance.now();
    let maxGapMs = 0;
    const beat = setInterval(() => {
      const now = performance.now();
      maxGapMs = Math.max(maxGapMs, now - last);
      last = now;
    }, 5);
    let found: Awaited<ReturnType<typeof readSitemapAnnotations>>;
    try {
      found = await readSitemapAnnotations(s.job, `${s.origin}/tr/`, `${s.origin}/bomb.xml.gz`);
    } finally {
      clearInterval(beat);
    }
    expect(found).toEqual({
      url: null,
      annotations: {},
      notes: [`Site haritası okunmadı: ${s.origin}/bomb.xml.gz açıldığında 50 MB sınırını aşıyor (sıkıştırılmış dosya çok büyük ya da bozuk).`],
    });
    // Inflated and parsed in 16 KB slices with turns between them: no long hold of the loop
    // (the bound leaves room for a loaded two-core machine; a 50 MB inflate in one go holds it far longer).
    expect(maxGapMs).toBeLessThan(1_000);
  });
});
