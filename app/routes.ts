import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { API_ROUTES } from "./api-routes";

// In the order of the route table of docs/requirements.md R2.1 (app/site/pages.ts mirrors it; a test compares them).
export default [
  index("routes/home.tsx"),
  route("hakkimizda", "routes/hakkimizda.tsx"),
  route("web-tasarim", "routes/web-tasarim.tsx"),
  route("seo", "routes/seo.tsx"),
  route("akademi", "routes/akademi.tsx"),
  route("hizmetler", "routes/hizmetler.tsx"),
  route("portfolyo", "routes/portfolyo.tsx"),
  route("blog", "routes/blog.tsx"),
  route("google-ads", "routes/google-ads.tsx"),
  route("sosyal-medya-reklam", "routes/sosyal-medya-reklam.tsx"),
  route("sosyal-medya-yonetim", "routes/sosyal-medya-yonetim.tsx"),
  route("video-produksiyon", "routes/video-produksiyon.tsx"),
  route("iletisim", "routes/iletisim.tsx"),
  route("seo-araclari", "routes/seo-araclari/index.tsx"),
  route("seo-araclari/llms-txt-uretici", "routes/seo-araclari/llms-txt-uretici.tsx"),
  route("seo-araclari/hreflang-uretici", "routes/seo-araclari/hreflang-uretici.tsx"),
  route("seo-araclari/canonical-uretici", "routes/seo-araclari/canonical-uretici.tsx"),
  route("seo-araclari/sitemap-uretici", "routes/seo-araclari/sitemap-uretici.tsx"),
  route("seo-araclari/utm-uretici", "routes/seo-araclari/utm-uretici.tsx"),
  route("seo-araclari/meta-uretici", "routes/seo-araclari/meta-uretici.tsx"),
  route("seo-araclari/kelime-gruplayici", "routes/seo-araclari/kelime-gruplayici.tsx"),
  route("seo-araclari/gptbot-simulatoru", "routes/seo-araclari/gptbot-simulatoru.tsx"),
  route("seo-araclari/sira-bulucu", "routes/seo-araclari/sira-bulucu.tsx"),
  route("seo-araclari/icerik-yazari", "routes/seo-araclari/icerik-yazari.tsx"),
  route("indir", "routes/indir.tsx"),
  route("seo-analizi", "routes/seo-analizi/index.tsx"),
  route("kvkk", "routes/yasal/kvkk.tsx"),
  route("gizlilik-politikasi", "routes/yasal/gizlilik-politikasi.tsx"),
  route("cerez-politikasi", "routes/yasal/cerez-politikasi.tsx"),
  route("kullanim-kosullari", "routes/yasal/kullanim-kosullari.tsx"),
  // Blog articles (app/features/blog/articles/*.md); unknown slugs answer 404.
  route("blog/:slug", "routes/blog-article.tsx"),
  route("bulten", "routes/bulten.tsx"),
  // Stored site audit reports: rendered per request from the database, never prerendered or indexed.
  route("seo-analizi/rapor/:id", "routes/seo-analizi/rapor.tsx"),
  route("seo-analizi/rapor/:id/:format", "routes/seo-analizi/rapor-indir.ts"),
  route("seo-analizi/rapor/:id/ekran/:file", "routes/seo-analizi/rapor-ekran.ts"),
  // Opened from the newsletter e-mails (signed links); rendered per request, never prerendered.
  route("bulten/onay", "routes/bulten-onay.tsx"),
  route("bulten/iptal", "routes/bulten-iptal.tsx"),
  // Opened from the site watch e-mails (signed links); rendered per request, never prerendered.
  route("site-takibi/onayla", "routes/site-takibi-onayla.tsx"),
  route("site-takibi/birak", "routes/site-takibi-birak.tsx"),
  route("site-takibi/rapor", "routes/site-takibi-rapor.ts"),
  // The JSON API: one resource route per endpoint path, from the contracts (app/api-routes.ts).
  ...API_ROUTES.map(({ file, contract }) => route(contract.path.slice(1), `routes/api/${file}.ts`)),
  route("api/*", "routes/api/not-found.ts"),
  route("sitemap.xml", "routes/files/sitemap.ts"),
  route("robots.txt", "routes/files/robots.ts"),
  route("llms.txt", "routes/files/llms.ts"),
  // Static segment: ranks before blog/:slug (slugs never contain a dot anyway).
  route("blog/rss.xml", "routes/files/rss.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
