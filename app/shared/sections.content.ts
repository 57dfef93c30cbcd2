/**
 * Default and fixed texts of the generic page sections (app/shared/sections). A page passes its
 * own texts as props; these are what every page shares.
 */

export const BREADCRUMBS_LABEL = "Sayfa konumu";

export const CTA_SECTION_TEXT = {
  /** Default label of the closing section's WhatsApp button. */
  buttonLabel: "Ücretsiz Teklif Alın",
} as const;

export const ENGAGEMENT_SECTION_TEXT = {
  whatsappLabel: "WhatsApp'tan Yazın",
  contactFormLink: "İletişim Formunu Doldurun",
} as const;

export const FAQ_SECTION_TEXT = {
  /** Default heading of a FAQ section. */
  title: "Sıkça Sorulan Sorular",
} as const;

export const PACKAGE_GRID_TEXT = {
  popular: "En popüler",
  /** The discounted price of a package this month, e.g. "Bu ay %10 indirimle 13.500 ₺". */
  promotionPrice: (discountPercent: number, price: string) => `Bu ay %${discountPercent} indirimle ${price}`,
} as const;

export const PAGE_HEADER_TEXT = {
  /** Link back to the tools hub, above a tool page's heading. */
  backToTools: "SEO Araçlarına Dön",
} as const;

export const PROCESS_STEPS_TEXT = {
  /** Screen-reader label before a step's duration. */
  durationLabel: "Süre:",
} as const;

export const VIDEO_FACADE_TEXT = {
  play: (title: string) => `Videoyu oynat: ${title}`,
  privacyNote: "Video, oynattığınızda YouTube'un gizlilik odaklı alan adından yüklenir.",
} as const;
