import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { cleanUpAfterEach } from "../../../tests/support/live-check";
import { LiveJob } from "~/capabilities/live-check/.server";
import { LIVE_SITEMAP_LIMITS, parseHreflangSitemap, readSitemapAnnotations } from "./live-sitemap.server";

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

describe("parseHreflangSitemap", () => {
  it("reads each <loc>'s xhtml:link alternates (fully qualified ones, fragment removed), nothing else; the DTD entity is not expanded", () => {
    const parsed = parseHreflangSitemap(RECORDED);
    expect(parsed.kind).toBe("urlset");
    expect(parsed.annotations).toEqual({
      "https://ornek.com/tr/": [
        { hreflang: "tr", href: "https://ornek.com/tr/", source: "sitemap" },
        { hreflang: "en", href: "https://ornek.com/en/", source: "sitemap" },
        { hreflang: "x-default", href: "https://ornek.com/", source: "sitemap" },
      ],
      "https://ornek.com/en/": [{ hreflang: "en-UK", href: "https://ornek.com/en/", source: "sitemap" }],
    });
  });

  it("lists an index's children (fully qualified ones)", () => {
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://ornek.com/s1.xml</loc></sitemap><sitemap><loc>/s2.xml</loc></sitemap></sitemapindex>`;
    expect(parseHreflangSitemap(index)).toMatchObject({ kind: "index", children: ["https://ornek.com/s1.xml"] });
  });

  it("stops at the entry and link caps, and reads nothing from another document", () => {
    const many = `<urlset>${'<url><loc>https://o.com/a</loc><xhtml:link rel="alternate" hreflang="tr" href="https://o.com/a"/></url>'.repeat(5)}</urlset>`;
    expect(parseHreflangSitemap(many, { ...LIVE_SITEMAP_LIMITS, maxEntries: 2 }).truncated).toBe(true);
    expect(parseHreflangSitemap(many, { ...LIVE_SITEMAP_LIMITS, maxLinks: 3 }).truncated).toBe(true);
    expect(parseHreflangSitemap("<html><body>x</body></html>")).toEqual({ kind: "unknown", children: [], annotations: {}, truncated: false });
  });
});

describe("readSitemapAnnotations", () => {
  const defer = cleanUpAfterEach();

  async function site(files: Record<string, [string, string]>): Promise<{ origin: string; job: LiveJob; paths: string[] }> {
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
    return { origin: `http://${host}`, job: new LiveJob({ fetch: { allowHosts: [host] } }), paths };
  }

  it("follows robots.txt's Sitemap line through an index to the file with the start page", async () => {
    const files: Record<string, [string, string]> = {};
    const s = await site(files);
    const set = `<xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/><xhtml:link rel="alternate" hreflang="en" href="${s.origin}/en/"/>`;
    files["/robots.txt"] = ["text/plain", `User-agent: *\nDisallow:\nSitemap: ${s.origin}/index.xml\n`];
    files["/index.xml"] = ["application/xml", `<sitemapindex><sitemap><loc>${s.origin}/posts.xml</loc></sitemap><sitemap><loc>${s.origin}/pages.xml</loc></sitemap></sitemapindex>`];
    files["/posts.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/blog/</loc></url></urlset>`];
    files["/pages.xml"] = ["text/xml", `<urlset><url><loc>${s.origin}/tr/</loc>${set}</url><url><loc>${s.origin}/en/</loc>${set}</url></urlset>`];
    const found = await readSitemapAnnotations(s.job, `${s.origin}/tr/`);
    s.job.finish();
    expect(found?.url).toBe(`${s.origin}/pages.xml`);
    expect(Object.keys(found?.annotations ?? {})).toEqual([`${s.origin}/tr/`, `${s.origin}/en/`]);
    expect(s.paths).toEqual(["/robots.txt", "/index.xml", "/sitemap.xml", "/posts.xml", "/pages.xml"]);
  });

  it("falls back to /sitemap.xml, reads the visitor's sitemap only when named, and gives null without entries", async () => {
    const files: Record<string, [string, string]> = {};
    const s = await site(files);
    files["/sitemap.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/tr/</loc><xhtml:link rel="alternate" hreflang="tr" href="${s.origin}/tr/"/></url></urlset>`];
    files["/other.xml"] = ["application/xml", `<urlset><url><loc>${s.origin}/tr/</loc></url></urlset>`];
    expect((await readSitemapAnnotations(s.job, `${s.origin}/tr/`))?.url).toBe(`${s.origin}/sitemap.xml`);
    expect(await readSitemapAnnotations(s.job, `${s.origin}/tr/`, `${s.origin}/other.xml`)).toBeNull();
    s.job.finish();
    expect(s.paths).toEqual(["/robots.txt", "/sitemap.xml", "/other.xml"]);
  });
});
