/**
 * The consent banner's texts (app/enhance/measurement-main.ts). Shown only when GA4 or Google Ads
 * is configured; the cookieless option needs no banner (docs/decisions/027).
 */
export const CONSENT_TEXT = {
  title: "Çerez tercihleriniz",
  body: "Sitemizin nasıl kullanıldığını ölçmek ve reklamlarımızın sonucunu görmek için, yalnızca onay verirseniz Google çerezleri kullanırız. Onay vermezseniz site aynı şekilde çalışır. Tercihinizi istediğiniz zaman sayfanın altındaki “Çerez tercihleri” bağlantısından değiştirebilirsiniz.",
  policyLink: "Çerez Politikası",
  policyHref: "/cerez-politikasi",
  accept: "Kabul et",
  reject: "Reddet",
  preferences: "Tercihler",
  save: "Seçimimi kaydet",
  purposesLegend: "Çerez türleri",
  necessary: "Zorunlu: seçiminizin kaydı (her zaman açık)",
  analytics: "Analitik çerezler (Google Analytics 4: ziyaret ve etkileşim ölçümü)",
  ads: "Reklam çerezleri (Google Ads: reklam dönüşümlerinin ölçümü)",
} as const;
