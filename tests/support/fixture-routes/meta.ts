import type { FixtureReply, FixtureRouteModule } from "./index";

/**
 * The meta tool's "Sayfadan al" cases on the fixture website, all under /meta-live/: a page with
 * a good title and description, one with both too long, one missing both, a 404, a file that is
 * not HTML, and a title written with entities and Turkish letters. The texts are exported so the
 * tests compare against what the pages say.
 */

export const META_LIVE_PREFIX = "/meta-live/";

export const META_LIVE_PAGES = {
  good: {
    path: "/meta-live/iyi",
    title: "Kurumsal Web Tasarım Hizmeti | Örnek Ajans",
    description: "Hızlı, mobil uyumlu ve arama motoru dostu kurumsal web siteleri tasarlıyoruz. Ücretsiz teklif için hemen bize ulaşın.",
  },
  long: {
    path: "/meta-live/uzun",
    title: "Kurumsal Web Tasarım, E-Ticaret, SEO, Google Ads ve Sosyal Medya Yönetimi Hizmetlerimiz Hakkında Her Şey",
    description:
      "Web tasarım, e-ticaret altyapısı, teknik SEO, içerik pazarlaması, Google Ads kampanya yönetimi, sosyal medya reklamları ve video prodüksiyonu alanlarında on yılı aşkın deneyimimizle markanızı dijitalde büyütüyoruz; bugün ücretsiz ön görüşme için formu doldurun.",
  },
  missing: { path: "/meta-live/eksik" },
  notFound: { path: "/meta-live/yok", title: "Sayfa bulunamadı" },
  notHtml: { path: "/meta-live/veri.json" },
  entities: {
    path: "/meta-live/karakterler",
    /** As written in the HTML. */
    rawTitle: "Çağrı &amp; Şükrü&#8217;nün &quot;İğne&quot; Atölyesi &ndash; Öğün",
    /** What a browser (and the live check) reads. */
    title: "Çağrı & Şükrü’nün \"İğne\" Atölyesi – Öğün",
    rawDescription: "Ölçü &lt;10 cm&gt; ığdır &amp; ışık",
    description: "Ölçü <10 cm> ığdır & ışık",
  },
} as const;

function escapeAttribute(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

function htmlPage(head: string, body = "<h1>Sayfa</h1><p>İçerik.</p>"): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

function withMeta(title: string, description: string): string {
  return htmlPage(`<title>${title}</title><meta name="description" content="${description}">`);
}

function reply(path: string): FixtureReply | null {
  const pages = META_LIVE_PAGES;
  switch (path) {
    case pages.good.path:
      return { status: 200, body: withMeta(pages.good.title, escapeAttribute(pages.good.description)) };
    case pages.long.path:
      return { status: 200, body: withMeta(pages.long.title, escapeAttribute(pages.long.description)) };
    case pages.missing.path:
      return { status: 200, body: htmlPage('<meta name="viewport" content="width=device-width">') };
    case pages.notFound.path:
      return { status: 404, body: withMeta(pages.notFound.title, "Aradığınız sayfa yok.") };
    case pages.notHtml.path:
      return { status: 200, headers: { "content-type": "application/json" }, body: '{"title":"JSON"}' };
    case pages.entities.path:
      return { status: 200, body: withMeta(pages.entities.rawTitle, pages.entities.rawDescription) };
    default:
      return null;
  }
}

export const metaFixtureRoutes: FixtureRouteModule = {
  handle: (request) => (request.path.startsWith(META_LIVE_PREFIX) ? reply(request.path) : null),
};
