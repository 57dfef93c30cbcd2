/**
 * Texts of the "Siteden doldur" panel both llms.txt screens show before a crawl starts. The report
 * after the crawl has its own module (site-fill-report.content.ts), loaded with the crawl code.
 */
export const SITE_FILL_TEXT = {
  title: "Siteden doldur",
  description:
    "Sitenizin adresini girin; sayfalarınızı tarayıp site adını, özeti ve önemli sayfaları bölümlere ayırarak forma ekleyelim. Doldurduğunuz alanlara dokunulmaz: yalnızca boş alanlar doldurulur, bulunan sayfalar listenin sonuna eklenir. Ardından dilediğinizi düzenleyip silebilirsiniz.",
  urlLabel: "Taranacak sitenin adresi",
  urlPlaceholder: "https://www.ornek.com",
  submit: "Siteden doldur",
  emptyUrl: "Taramak için sitenizin adresini girin.",
  loading: "Tarama aracı yükleniyor...",
} as const;
