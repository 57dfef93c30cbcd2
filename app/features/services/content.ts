/** Texts of the service pages that are not page content: their JSON-LD service types and the overview list. */

/** schema.org serviceType of each service page's Service node. */
export const SERVICE_TYPES = {
  webDesign: "Web tasarım ve geliştirme",
  seo: "Arama motoru optimizasyonu (SEO)",
  googleAds: "Google Ads reklam yönetimi",
  socialAds: "Sosyal medya reklam yönetimi",
  socialManagement: "Sosyal medya yönetimi",
  videoProduction: "Video prodüksiyon",
} as const;

/** The country every Service node and Offer names as its areaServed. */
export const SERVICE_AREA_NAME = "Türkiye";

/** Name of a web design package as an Offer in the page's JSON-LD. */
export const webPackageOfferName = (packageName: string) => `${packageName} web tasarım paketi`;

/** Headings of the figures bands (read by screen readers only: the band hides its title). */
export const STATS_BAND_TITLES = {
  webDesign: "Rakamlarla web tasarım hizmetimiz",
  seo: "Rakamlarla SEO hizmetimiz",
} as const;

export const SERVICE_OVERVIEW_TEXT = {
  /** Before the service's audience (trailing space: the audience follows). */
  audienceLabel: "Kimler için: ",
  detailsLink: "Detayları İncele",
  detailsLinkLabel: (serviceTitle: string) => `Detayları İncele: ${serviceTitle}`,
} as const;
