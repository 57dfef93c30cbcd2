import type { SignalId } from "./signals";

/** The agency's notices about watched sites: a new watch is a lead, an alert to an owner is a reason to call. */
export const AGENCY_NOTICE_TEXT = {
  watchSubject: (host: string) => `Yeni site takibi: ${host}`,
  watchHeading: (host: string) => `${host} artık takipte: sıcak bir potansiyel müşteri`,
  watchIntro: "Site sahibi e-posta adresini onayladı; sitesini her gün kontrol ediyoruz ve bir sorun çıkınca hem ona hem size yazacağız.",
  alertSubject: (who: string, title: string) => `${who} sitesinde ${title}; şimdi aramanın tam zamanı`,
  alertHeading: (who: string) => `${who} sitesinde kritik bir sorun çıktı`,
  alertIntro: "Site sahibine uyarı e-postası gitti. Sorunu şimdi çözmeyi teklif etmenin tam zamanı.",
  /** The change in the agency's words ("X sitesinde … çıktı"). */
  signals: {
    "home-down": "ana sayfa açılmıyor",
    "home-noindex": "ana sayfada noindex çıktı",
    "page-noindex": "önemli sayfalarda noindex çıktı",
    "robots-blocks": "robots.txt Google'ı engelliyor",
    "sitemap-gone": "site haritası kayboldu",
    "canonical-moved": "ana sayfanın canonical'ı başka siteye taşındı",
    "certificate-expiring": "SSL sertifikasının süresi doluyor",
  } satisfies Record<SignalId, string>,
  labels: {
    site: "Site",
    email: "E-posta",
    name: "Ad Soyad",
    report: "Son rapor",
    change: "Değişiklik",
    detail: "Gördüğümüz",
    confirmedAt: "Takip başlangıcı",
  },
  footer: "Tüm takipler: npm run leads -- watches",
} as const;
