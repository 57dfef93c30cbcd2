/** Texts of the weekly leads digest the agency receives (digest.server.ts, LEADS_DIGEST=weekly). */

export const DIGEST_TEXT = {
  subject: (siteName: string, week: string): string => `${siteName} haftalık potansiyel müşteri özeti: ${week}`,
  heading: "Haftalık potansiyel müşteri özeti",
  /** "16 Kasım 2026 – 22 Kasım 2026" */
  weekRange: (first: string, last: string): string => `${first} – ${last}`,
  totals: (leads: number, contacts: number, reports: number): string =>
    `Bu hafta ${leads} potansiyel müşteri: ${contacts} iletişim mesajı, ${reports} rapor isteği.`,
  bySource: "Kaynağa göre (iletişim mesajları ve rapor istekleri)",
  byPlace: "Araca veya sayfaya göre",
  reportsByTool: "Araca göre rapor istekleri",
  newsletter: "E-bülten",
  signUps: "Yeni kayıt",
  confirmations: "Onaylanan abonelik",
  siteWatch: "Site takibi (Sitemi takip et)",
  newWatches: "Onaylanan yeni takip",
  watchAlerts: "Site sahiplerine giden kritik uyarı",
  watchedSites: "Bu hafta takibe alınan siteler",
  none: "Bu hafta yok.",
  /** A lead with neither campaign parameters nor a referring site. */
  direct: "Doğrudan",
  /** A contact message that names neither its form nor its page (an older row). */
  unknownPlace: "Belirtilmemiş",
  footer: "Ayrıntılar için: npm run leads -- list --since <tarih> veya export.",
} as const;
