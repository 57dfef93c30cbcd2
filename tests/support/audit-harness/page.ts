import { HTML_TYPE, type Reply } from "./server";

/**
 * The clean page of the rule harness, served over http or https: every page rule passes on it or
 * does not apply (but security/http-page, which every page of an http:// site has), and a case changes
 * one part of it to plant its defect or to build its twin. Like tests/support/audit-site.ts, but
 * written out as a real answer: headers, a time to first byte and HTML.
 */

export interface PageParts {
  status: number;
  headers: Record<string, string | string[]>;
  /** Milliseconds before the answer's headers (the time to first byte the audit measures). */
  delayMs: number;
  lang: string | null;
  /** The charset meta element ("" for none). */
  charset: string;
  /** The viewport's content; null for no viewport meta. */
  viewport: string | null;
  title: string | null;
  description: string | null;
  /** The canonical link's href as written; null for none. */
  canonical: string | null;
  /** Open Graph and X card meta elements. */
  social: string;
  /** JSON-LD blocks, each serialised into its own script element. */
  jsonLd: unknown[];
  headExtra: string;
  /** The measurement tag (Google tag with Consent Mode defaults), in the head. */
  tags: string;
  nav: string;
  /** Markup at the top of <main>, before the H1 (a hero image). */
  hero: string;
  h1: string | null;
  text: string;
  /** The page's image, after the text. */
  image: string;
  /** Markup at the end of <main>. */
  bodyExtra: string;
  footer: string;
  /** The site's own cookie notice, after the footer. */
  banner: string;
}

export interface PageContext {
  /** This site's origin, e.g. http://127.0.0.1:7110 (https:// on an https site). */
  origin: string;
  /** The second origin (another host name on loopback): external links, another host's canonical. */
  external: string;
  /** The page's path (and query) as linked. */
  path: string;
  url: string;
  /** The case's folder (/k/<rule id>), for the case's other pages. */
  base: string;
  /** A number of its own for every page, so titles, descriptions and texts never repeat by accident. */
  n: number;
}

export type PageChange = Partial<PageParts> | ((parts: PageParts, context: PageContext) => Partial<PageParts>);

/** What the clean pages answer with: a strict CSP, nosniff, a safe referrer policy, a cache policy. */
export const CLEAN_HEADERS: Record<string, string> = {
  ...HTML_TYPE,
  "cache-control": "public, max-age=300",
  "content-security-policy": "default-src 'self'; script-src 'self' https://www.googletagmanager.com; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** What a clean page served over https adds: HSTS for a year (Mozilla's Observatory asks for six months at least). */
const HSTS = "max-age=31536000; includeSubDomains";

/** The share image every clean page names (1200×630, served by each site). */
export const OG_IMAGE_PATH = "/og/kapak.png";
export const CLEAN_IMAGE_PATH = "/img/ekip.webp";

/** The Google tag as a KVKK-minded site loads it: Consent Mode's defaults (denied) before the tag. */
export const GOOGLE_TAG = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-HARNESS123"></script><script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }); gtag('js', new Date()); gtag('config', 'G-HARNESS123');</script>`;
export const COOKIE_BANNER = `<div id="cerez-bildirimi" class="cookie-banner" role="dialog" aria-label="Çerez bildirimi"><p>Sitemizde ziyaretinizi ölçmek için çerez kullanıyoruz; onay vermeden ölçüm çerezi yazılmaz.</p><button type="button">Kabul ediyorum</button> <button type="button">Reddediyorum</button></div>`;

/** Words enough for a page not to be thin: a few sentences with the page's own number in them. */
export function bodyText(n: number): string {
  const sentences = [
    `Bu ${n} numaralı sayfada İstanbul'daki küçük işletmeler için yaptığımız işi anlatıyoruz.`,
    "Web tasarımı, arama motoru optimizasyonu ve reklam yönetimini tek bir ekipte topluyoruz; her projede önce işletmenin hedefini, müşterisini ve bütçesini dinliyoruz.",
    "Ardından sitenin yapısını, sayfaların başlıklarını ve içeriğini bu hedefe göre planlıyor, ölçülebilir adımlar belirliyoruz.",
    "Yerel aramalarda görünür olmak için işletme profilini, adres ve telefon bilgilerini ve müşteri yorumlarını düzenli tutuyoruz.",
    "Reklam kampanyalarında her liranın nereye gittiğini raporluyor, dönüşüm getirmeyen anahtar kelimeleri hızla ayıklıyoruz.",
    "Sitenin hızını, mobil görünümünü ve güvenliğini her ay kontrol ediyor, bulduğumuz sorunları öncelik sırasıyla çözüyoruz.",
    "İçerik takvimini işletme sahibiyle birlikte hazırlıyor, sık sorulan soruları açık ve sade bir dille yanıtlayan yazılar yayımlıyoruz.",
    "Sosyal medya paylaşımlarının sitedeki sayfalarla uyumlu olmasına, paylaşılan bağlantıların doğru görsel ve başlıkla görünmesine dikkat ediyoruz.",
    "Her çeyrekte sonuçları birlikte değerlendiriyor, işe yarayan çalışmaları büyütüyor ve yenilerini deniyoruz.",
    `Sorularınız için ekibimiz hafta içi her gün yanınızda; ${n} numaralı bu sayfadaki bilgiler düzenli olarak güncellenir.`,
  ];
  return sentences.join(" ");
}

export function cleanParts(context: PageContext): PageParts {
  const title = `Örnek Firma hizmet sayfası ${context.n}`;
  const { origin, url } = context;
  return {
    status: 200,
    headers: { ...CLEAN_HEADERS, ...(origin.startsWith("https:") ? { "strict-transport-security": HSTS } : {}) },
    delayMs: 0,
    lang: "tr",
    charset: `<meta charset="utf-8">`,
    viewport: "width=device-width, initial-scale=1",
    title,
    description: `Örnek Firma ${context.n}. sayfa: küçük işletmeler için web tasarımı, SEO ve reklam yönetimi hizmetleri.`,
    canonical: url,
    social: [
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="Küçük işletmeler için web tasarımı, SEO ve reklam yönetimi.">`,
      `<meta property="og:image" content="${origin}${OG_IMAGE_PATH}">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta name="twitter:card" content="summary_large_image">`,
    ].join(""),
    jsonLd: [{ "@context": "https://schema.org", "@type": "WebPage", name: title, url }],
    headExtra: `<link rel="icon" href="/favicon.ico">`,
    tags: GOOGLE_TAG,
    nav: `<header><nav><a href="/">Ana sayfa</a></nav></header>`,
    hero: "",
    h1: title,
    text: `<h2>Neler yapıyoruz?</h2><p>${bodyText(context.n)}</p>`,
    image: `<img src="${CLEAN_IMAGE_PATH}" alt="Ekibimiz ofiste çalışırken" width="800" height="600">`,
    bodyExtra: `<h2>Bize ulaşın</h2><p>Projeniz için bize yazın.</p>`,
    footer: `<footer><p>© ${new Date().getUTCFullYear()} Örnek Firma</p></footer>`,
    banner: COOKIE_BANNER,
  };
}

const jsonLdBlock = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

export function pageHtml(parts: PageParts): string {
  const head = [
    parts.charset,
    parts.viewport === null ? "" : `<meta name="viewport" content="${parts.viewport}">`,
    parts.title === null ? "" : `<title>${parts.title}</title>`,
    parts.description === null ? "" : `<meta name="description" content="${parts.description}">`,
    parts.canonical === null ? "" : `<link rel="canonical" href="${parts.canonical}">`,
    parts.social,
    ...parts.jsonLd.map(jsonLdBlock),
    parts.headExtra,
    parts.tags,
  ].join("");
  const h1 = parts.h1 === null ? "" : `<h1>${parts.h1}</h1>`;
  const lang = parts.lang === null ? "" : ` lang="${parts.lang}"`;
  return `<!doctype html><html${lang}><head>${head}</head><body>${parts.nav}<main>${parts.hero}${h1}${parts.text}${parts.image}${parts.bodyExtra}</main>${parts.footer}${parts.banner}</body></html>`;
}

export function applyChange(context: PageContext, change: PageChange = {}): PageParts {
  const clean = cleanParts(context);
  return { ...clean, ...(typeof change === "function" ? change(clean, context) : change) };
}

export function pageReply(parts: PageParts): Reply {
  return { status: parts.status, headers: parts.headers, body: pageHtml(parts), delayMs: parts.delayMs };
}

/** A PNG's first bytes with the given size in its header: what the share-image probe reads. */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return Buffer.concat([header, Buffer.from("IEND", "latin1")]);
}

/** A WebP's first bytes (an extended header, VP8X) with the given size: what an image CDN sends a browser that accepts WebP. */
export function webpOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(30);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(22, 4);
  header.write("WEBP", 8, "latin1");
  header.write("VP8X", 12, "latin1");
  header.writeUInt32LE(10, 16);
  header.writeUIntLE(width - 1, 24, 3);
  header.writeUIntLE(height - 1, 27, 3);
  return header;
}
